/** The image loader's numbers (spec part 1 §9 and part 2 §9), each asserted as a number in the tests. */

/** The widths the image service offers, widest first. */
export const IMAGE_WIDTHS = [2500, 1500, 1000, 750, 500, 300, 100] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** How often the loader looks again for a node that is not yet attached, and how long it waits each time. */
export const ATTACH_TRIES = 100;
export const ATTACH_INTERVAL_MS = 10;

/** The lazy-load margin around the viewport, in pixels, and as the observer's root margin. */
export const LAZY_MARGIN_PX = 200;
export const LAZY_ROOT_MARGIN = `${LAZY_MARGIN_PX}px`;

/** Concurrent image loads: 16, or 1 on mobile. */
export const IMAGE_CONCURRENCY = 16;
export const MOBILE_IMAGE_CONCURRENCY = 1;

/**
 * How long one load may hold its place among those concurrent loads: then the place goes to the
 * next one, and the image may still arrive and be shown. The spec leaves this open; 10 s lets a
 * large image arrive over a slow connection, while a stalled request holds the one place on
 * mobile (and every other image behind it) no longer than that.
 */
export const LOAD_TIME_LIMIT_MS = 10_000;

/** The focal point when none (or a malformed one) is given: the centre. */
export const DEFAULT_FOCAL_POINT = Object.freeze({ x: 0.5, y: 0.5 });

/** Classes the loader puts on the element. */
export const LOADING_CLASS = 'loading';
export const LOADED_CLASS = 'loaded';

/** The attribute where the loader records the width it loaded (`750w`). */
export const RESOLUTION_ATTRIBUTE = 'data-image-resolution';
