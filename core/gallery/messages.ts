/** The gallery's console messages (part 2 §5, §8), word for word. */
export const GALLERY_MESSAGES = {
  decodeError: 'Error decoding gallery block data.',
  evaluateError: 'Error evaluating gallery block data.',
  videoLoaderMissing: 'VideoLoader not found',
  loaderMissing: 'Loader2 not found',
  lightboxTier: 'lightboxify is not available in this tier!',
  noSlides: 'A gallery needs at least one slide.',
  slideDataError: 'Error decoding gallery slide data: it must be a JSON array of slides.',
} as const;

export const unknownDesign = (name: string, allowed: readonly string[]): string =>
  `No gallery design named "${name}" was found. Designs: ${allowed.join(', ')}.`;

export const unknownTransition = (name: string, allowed: readonly string[]): string =>
  `The stacked transition "${name}" could not be found. Transitions: ${allowed.join(', ')}.`;
