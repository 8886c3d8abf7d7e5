/** The spec's lightbox constants (part 2, §9). Durations in milliseconds. */

/** Opacity of the overlay behind the content. */
export const LIGHTBOX_OVERLAY_OPACITY = 0.95;
/** The overlay's fade in and out; the hiding phase lasts as long. */
export const LIGHTBOX_OVERLAY_SPEED_MS = 300;
/** Space kept free around the image, in CSS pixels. */
export const LIGHTBOX_PADDING_PX = 100;
/** The content's fade in once the overlay is visible. */
export const LIGHTBOX_SPEED_MS = 600;
/** The slide from one item to the next. */
export const LIGHTBOX_SLIDE_SPEED_MS = 600;
/** The controls' fade in, and an arrow's fade out at an end without looping. */
export const LIGHTBOX_NAVIGATION_FADE_MS = 500;
/** An arrow key pressed within this long of the last accepted one is dropped. */
export const LIGHTBOX_ARROW_THROTTLE_MS = 200;
/** The overlay's stacking level. */
export const LIGHTBOX_Z_INDEX = 10000000;
/** Key codes that navigate: Left goes to the previous item, Right to the next. */
export const LIGHTBOX_KEY_LEFT = 37;
export const LIGHTBOX_KEY_RIGHT = 39;
/** A click on the image navigates only between these fractions of the window width. */
export const LIGHTBOX_CLICK_MIN = 0.02;
export const LIGHTBOX_CLICK_MAX = 0.98;

/**
 * Visitor-facing text, in one place so it can be localised. `status` is what the polite live
 * region says (and is re-announced on every change): 'Image 2 of 5'.
 */
export const LIGHTBOX_TEXT = {
  title: 'Gallery',
  close: 'Close',
  previous: 'Previous image',
  next: 'Next image',
  caption: 'Caption',
  status: (position: number, total: number) => `Image ${position} of ${total}`,
};
