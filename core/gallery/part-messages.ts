/** The console messages of the gallery's parts (part 2 §8), word for word. */
export const GALLERY_PART_MESSAGES = {
  videoLoaderMissing: 'VideoLoader not found',
  loaderMissing: 'Loader2 not found',
  lightboxTier: 'lightboxify is not available in this tier!',
} as const;

export const unknownTransition = (name: string, allowed: readonly string[]): string =>
  `The stacked transition "${name}" could not be found. Transitions: ${allowed.join(', ')}.`;

/** A block's `loaderOptions` that is not an object of image settings. */
export const loaderOptionsIgnored = (value: unknown): string =>
  `The gallery's loaderOptions must be an object of image settings; ${JSON.stringify(value)} is ignored.`;
