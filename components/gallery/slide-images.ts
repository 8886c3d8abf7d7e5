import type { SsGallery } from './gallery.ts';
import type { GalleryDesign } from './designs/design.ts';
import { aspectRatio, onUnlessOff, flag, numberFrom, type GallerySettings } from './settings.ts';
import { GALLERY_PART_MESSAGES, loaderOptionsIgnored } from '../../core/gallery/part-messages.ts';
import { LOADED_CLASS } from '../../core/images/constants.ts';
import { checkImageOverrides, type ImageSettings } from '../../core/images/settings.ts';

/** How many slides either side of those shown have their images loaded ahead (part 2 §9). */
export const PRELOAD_COUNT = 1;

/** The `preloadCount` setting: a whole number ≥ 0 (numeric strings parsed), else 1. */
export const preloadCountOf = (value: unknown): number => {
  const n = numberFrom(value);
  return n !== undefined && n >= 0 ? Math.floor(n) : PRELOAD_COUNT;
};

/**
 * A slide's lazy image (part 2 §3 `data-src`): the slide itself, or an image inside it. Not a
 * video's thumbnail image, which the video reads and shows itself (the image is never shown).
 */
const LAZY_IMAGE = 'img[data-src]:not(ss-video img)';

/**
 * The lazy images of a slide: not those of a gallery inside it, which loads its own as its
 * slides come near.
 */
export const lazyImagesOf = (slide: Element): HTMLElement[] => [
  ...(slide.matches(LAZY_IMAGE) ? [slide as HTMLElement] : []),
  ...slide.querySelectorAll<HTMLElement>(`${LAZY_IMAGE}:not(:scope ss-gallery *)`),
];

type ImageLoader = typeof import('../../core/images/loader.ts');

/** An image's own `data-load="viewport"` (read as the loader reads it). */
const VIEWPORT = /^\s*viewport\s*$/i;

/**
 * The block's `loaderOptions` (part 2 §3): image settings given to the loader for every lazy
 * image, checked once (one it does not take is warned about and left out). Anything but an
 * object is warned about and ignored.
 */
export function loaderOptionsOf(value: unknown): Partial<ImageSettings> {
  if (value === undefined || value === null) return {};
  if (typeof value === 'object' && !Array.isArray(value))
    return checkImageOverrides(value, console.warn);
  console.warn(loaderOptionsIgnored(value));
  return {};
}

/** The image loader, fetched on first use; without it, 'Loader2 not found' (part 2 §8). */
export const loadImageLoader = (
  fetchLoader: () => Promise<ImageLoader> = () => import('../../core/images/loader.ts'),
): Promise<ImageLoader | undefined> =>
  fetchLoader().catch(() => void console.error(GALLERY_PART_MESSAGES.loaderMissing));

/**
 * Loads the slides' lazy images with the image loader (part 1 §9), each at the width its box
 * needs. In a gallery that moves: those of the slides shown and `preloadCount` (default 1)
 * either side (round the ends when it loops; slides given as data have one either side in the
 * DOM, so at most that one), again on each move and on each resize (an image is set again only
 * when a larger one is needed). In a static layout: every slide's, each as it comes within 200 px of
 * the viewport, unless the image says otherwise with `data-load`. In a fixed ratio without
 * auto-crop, each is shown whole, as is an image slide of the strip without a fixed ratio.
 * With `lazyLoad` off, the images of every slide in the DOM load at once, whatever is shown
 * (slides given as data are in it only near the current one). With `useBgImage`,
 * an image inside a slide shows as its parent's background (an image that is the slide stays
 * an image: its parent is the gallery, whatever `loaderOptions` say). The `loaderOptions`
 * otherwise win over what the gallery asks.
 * An image waiting for the viewport (a static layout's, or one whose own `data-load` or the
 * `loaderOptions` say `viewport`) is asked for once, not again on each move or resize until it
 * comes near.
 * Answers the function that loads what the current position needs; its `stop` ends the
 * listening to resizes and every load it asked for that has not ended: no image of it is
 * watched for the viewport any more, nor waits for its turn.
 */
export function slideImages(
  el: SsGallery,
  design: GalleryDesign,
  settings: GallerySettings,
  fetchLoader?: () => Promise<ImageLoader>,
): ((moved?: Event) => void) & { stop(): void } {
  // Shown whole (the loader crops by default): in a fixed ratio without auto-crop, and an image
  // slide of the strip without one, which is the strip's height rather than its own shape.
  const fixed = aspectRatio(settings.imageAspectRatio) !== undefined;
  const whole = (image: Element) =>
    fixed
      ? !onUnlessOff(settings['auto-crop'])
      : el.design === 'strip' && image.parentElement === el;
  let loader: Promise<ImageLoader | undefined> | undefined;
  // Images of a static layout waiting for the viewport: asked for once, not on every call.
  const waiting = new WeakSet<Element>();
  const ahead = preloadCountOf(settings.preloadCount);
  const eager = !onUnlessOff(settings.lazyLoad);
  const background = flag(settings.useBgImage);
  const options = loaderOptionsOf(settings.loaderOptions);
  const stopped = new AbortController();
  // Called on a move (with its event), on a resize and when slides change.
  const load = (moved?: unknown) => {
    if (stopped.signal.aborted) return;
    const slides = el.slides;
    const count = slides.length;
    const engine = el.engine;
    // Not lazy: every slide's, except on a move, which needs none the set-up did not ask for.
    const every = eager && !(moved instanceof Event);
    const [first, last] =
      design.navigable && !every ? design.shown(engine?.index ?? 0, count) : [0, count - 1];
    const images = new Set<HTMLElement>();
    // Never round more than once, however many ahead are asked for.
    const around = Math.min(ahead, count);
    // Asked for in the order they are wanted (the loads queue, one at a time on mobile): the
    // slides shown, then those ahead, nearest first, after then before.
    const order: number[] = [];
    for (let i = first; i <= last; i++) order.push(i);
    for (let step = 1; step <= around; step++) order.push(last + step, first - step);
    for (const i of order) {
      const slide = slides[engine?.loop ? (i + count) % count : i];
      if (slide) for (const image of lazyImagesOf(slide)) images.add(image);
    }
    const lazy = (image: Element) =>
      !eager && !design.navigable && !image.hasAttribute('data-load');
    const inViewOnly = (image: Element) =>
      options.load === undefined
        ? lazy(image) || VIEWPORT.test(image.getAttribute('data-load') ?? '')
        : options.load === 'viewport';
    for (const image of images) {
      if (waiting.has(image) && !image.classList.contains(LOADED_CLASS)) images.delete(image);
      else if (inViewOnly(image)) waiting.add(image);
    }
    if (!images.size) return;
    loader ??= loadImageLoader(fetchLoader);
    void loader.then((found) => {
      for (const image of images)
        void found
          ?.loadImage(image, {
            signal: stopped.signal,
            settings: {
              ...(lazy(image) && { load: 'viewport' }),
              ...(whole(image) && { crop: 'contain' }),
              ...(background && { useBgImage: true }),
              ...options,
              // An image that is the slide stays one: its parent is the gallery.
              ...(image.parentElement === el && { useBgImage: false }),
            },
          })
          // Taken out of the page before its turn, or failed (the network): it is asked for
          // again when it is back, or on the next move or resize.
          .then(
            (result) =>
              (result.status === 'removed' || result.status === 'error') && waiting.delete(image),
          );
    });
  };
  // A gallery taken out of the page is resized to nothing: its images wait until it is back.
  const resizes = new ResizeObserver(() => el.isConnected && load());
  resizes.observe(el);
  return Object.assign(load, {
    stop: () => {
      resizes.disconnect();
      stopped.abort();
    },
  });
}
