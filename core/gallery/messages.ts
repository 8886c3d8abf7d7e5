/**
 * The gallery's console messages (part 2 §5, §8), word for word: those its set-up may log.
 * The ones only its parts log are in `./part-messages.ts`, which a page loads with them.
 */
export const GALLERY_MESSAGES = {
  decodeError: 'Error decoding gallery block data.',
  evaluateError: 'Error evaluating gallery block data.',
  noSlides: 'A gallery needs at least one slide.',
  slideDataError: 'Error decoding gallery slide data: it must be a JSON array of slides.',
} as const;

export const unknownDesign = (name: string, allowed: readonly string[]): string =>
  `No gallery design named "${name}" was found. Designs: ${allowed.join(', ')}.`;
