/**
 * Every text `<ss-video>` shows or logs, in one place so it can be localised. The first two are
 * the spec's error catalogue, word for word.
 */
export const VIDEO_MESSAGES = {
  /** Shown in place of the player when the embed has no usable iframe or object. */
  invalidEmbed: 'Invalid video embed.',
  /** Logged by `findVideo` when a video block has no working `<ss-video>`. */
  loaderNotFound: 'VideoLoader not found',
  /** Logged when `data-block-json` does not parse to an object (the block then stays inert). */
  blockDataError: 'Error decoding video block data.',
  /** The overlay button's name, followed by `: {title}` when the title is known. */
  play: 'Play video',
  /** The player region's name (and the iframe's title when the embed has none), likewise. */
  player: 'Video player',
} as const;
