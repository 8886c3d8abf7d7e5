import { findVideo } from '../video/find-video.ts';
import type { SsVideo } from '../video/video.ts';
import type { SsGallery } from './gallery.ts';
import type { GalleryDesign } from './designs/design.ts';
import type { GallerySettings } from './settings.ts';
import { flag } from './settings.ts';
import { thumbnailStrip } from './thumbnails.ts';
import { metadataPlacer } from './metadata.ts';
import { slideImages } from './slide-images.ts';
import { clickThroughUrl } from './click-through.ts';
import { GALLERY_PART_MESSAGES } from '../../core/gallery/part-messages.ts';

export { clickThroughUrl, followClickThrough } from './click-through.ts';

/**
 * Opens the lightbox on a slide (by its position among the slides), from the click that asked
 * for it, if one did; true when it did.
 */
export type Activate = (slide: number, click?: MouseEvent) => boolean;

/**
 * A video slide: `data-type="video"`, or without a `data-type`, one holding a video wrapper or
 * `<ss-video>` (the rule of `./slides.ts`, kept here so that this chunk shares no module with
 * the gallery's entry but the settings).
 */
export const isVideo = (slide: Element): boolean => {
  const type = slide.getAttribute('data-type');
  return (
    type === 'video' ||
    (type !== 'image' &&
      !!slide.querySelector(':is(.sqs-video-wrapper,ss-video):not(:scope ss-gallery *)'))
  );
};

/** The slide that leads the gallery's current position. */
export const leadSlide = (el: SsGallery, design: GalleryDesign): number =>
  design.lead(el.engine?.index ?? 0, el.slides.length);

/** What `attach` gives the gallery: the lightbox opener, and what to call when slides change. */
export interface Parts {
  /** Opens the lightbox on a slide, with the `lightbox` setting on. */
  open?: Activate;
  /**
   * Takes in the gallery's slides again: new thumbnails (for other slides or another grouping),
   * metadata placed, videos readied, images loaded ahead.
   */
  refresh(): void;
  /**
   * Takes the parts away (for settings given after set-up): the thumbnail strip, the lightbox,
   * the metadata's placing, and their listening. The videos readied stay ready.
   */
  remove(): void;
}

/** The slides from `from` to `to` (holes left out) that pass `test`. */
const slidesIn = (
  slides: readonly (HTMLElement | undefined)[],
  from: number,
  to: number,
  test: (slide: HTMLElement) => boolean,
) =>
  new Set(
    slides.slice(from, to + 1).filter((slide): slide is HTMLElement => !!slide && test(slide)),
  );

/** Calls `leave` on each slide of `before` not in `now`, then `enter` on each of `now` not in `before`. */
function swap(
  before: ReadonlySet<HTMLElement>,
  now: ReadonlySet<HTMLElement>,
  leave: (slide: HTMLElement) => void,
  enter: (slide: HTMLElement) => void,
): void {
  for (const slide of before) if (!now.has(slide)) leave(slide);
  for (const slide of now) if (!before.has(slide)) enter(slide);
}

/**
 * What only some galleries need, loaded on demand by `<ss-gallery>` once it is set up: video
 * slides, lazy slide images, the metadata position, the thumbnail strip and the lightbox (the
 * last two in chunks of their own). `refresh` takes in changed slides.
 */
export function attach(el: SsGallery, design: GalleryDesign, settings: GallerySettings): Parts {
  const engine = el.engine!;
  const videoAutoplay = flag(settings['video-autoplay']);
  // The video slides active for the video rule: elements, so that slides taken in again (moved,
  // added before them) leave a playing video alone.
  let active = new Set<HTMLElement>();
  // Leaving a video slide deactivates its video; entering one activates it (part 2 §4), and
  // plays the current one with video-autoplay unless the gallery moved behind its open lightbox.
  // A carousel shows its whole group: each video in it is ready to play. (The strip's peeking
  // neighbours wait to be chosen: a click on one selects it.)
  const lightboxed = flag(settings.lightbox);
  // The slides a click opens the lightbox on: each says it opens a dialog, as the lightbox's
  // own items do.
  let opening = new Set<HTMLElement>();
  const enter = () => {
    const leadAt = design.navigable ? leadSlide(el, design) : -1;
    const lead = el.slides[leadAt];
    const count = el.slides.length;
    if (lightboxed) {
      // Each one shown, or the strip's current one (a click on a neighbour selects it); not a
      // video, nor one with a click-through address (one refused, `javascript:`, opens it).
      const [from, to] =
        design.click === 'select' ? [leadAt, leadAt] : design.shown(engine.index, count);
      const now = slidesIn(
        el.slides,
        from,
        to,
        (slide) => !isVideo(slide) && !clickThroughUrl(slide),
      );
      swap(
        opening,
        now,
        (slide) => slide.removeAttribute('aria-haspopup'),
        (slide) => slide.setAttribute('aria-haspopup', 'dialog'),
      );
      opening = now;
    }
    const [first, last] =
      design.navigable && design.click !== 'select' ? design.shown(engine.index, count) : [0, -1];
    const now = slidesIn(el.slides, first, last, isVideo);
    if (lead && isVideo(lead)) now.add(lead);
    const behindLightbox = el.nextElementSibling?.matches('ss-lightbox:not([data-state=hidden])');
    swap(
      active,
      now,
      (slide) => {
        slide.querySelector<SsVideo>('ss-video')?.hide?.();
        // Taken out of the page (slides given as data come and go), its video can tell the
        // gallery nothing: autoplay, paused while it played, goes on.
        if (!slide.isConnected) el.dispatchEvent(new Event('ss-video-hide'));
      },
      (slide) => activateVideo(slide, slide === lead && videoAutoplay && !behindLightbox),
    );
    active = now;
  };
  engine.addEventListener('index-change', enter);
  const images = slideImages(el, design, settings);
  engine.addEventListener('index-change', images);
  let strip: (ReturnType<typeof thumbnailStrip> & { slides: readonly HTMLElement[] }) | undefined;
  const metadata = metadataPlacer(el, settings['metadata-position']);
  // Slides given as data come and go as the gallery moves: each new one's metadata is placed.
  const slidesWatch = new MutationObserver(() => metadata?.take());
  if (metadata) slidesWatch.observe(el, { childList: true });
  let lightbox: Promise<Activate & { remove?(): void }> | undefined;
  const remove = () => {
    for (const slide of opening) slide.removeAttribute('aria-haspopup');
    engine.removeEventListener('index-change', enter);
    engine.removeEventListener('index-change', images);
    images.stop();
    slidesWatch.disconnect();
    metadata?.remove();
    strip?.remove();
    void lightbox?.then((opener) => opener.remove?.());
  };
  const refresh = () => {
    enter();
    images();
    // Every slide of a static layout is shown: each video's overlay is readied.
    if (!design.navigable)
      for (const slide of el.slides) if (slide && isVideo(slide)) activateVideo(slide, false);
    metadata?.take();
    // Built again for other slides or another count of positions; else it stands (looping
    // switched, a carousel regrouped into as many groups), a thumbnail keeping the focus, and
    // only marks the current one again: the same position may now lead with another slide.
    if (
      flag(settings.thumbnails) &&
      (strip?.slides !== el.slides || strip.engine.count !== engine.count)
    ) {
      // A thumbnail with focus hands it to the new strip's current one, not to the page.
      const root = el.shadowRoot!;
      const focused = root.activeElement?.matches('[part~=thumbnail]');
      strip?.remove();
      strip = { ...thumbnailStrip(el, design, settings), slides: el.slides };
      if (focused)
        root
          .querySelector<HTMLElement>('[part~=thumbnail][tabindex="0"]')
          ?.focus({ preventScroll: true });
    } else strip?.draw();
  };
  refresh();
  if (!flag(settings.lightbox)) return { refresh, remove };
  let open: Activate | undefined;
  const ready = (lightbox = import('./lightbox-link.ts').then(
    (m) => (open = m.lightboxFor(el, design, settings)),
    // Without its code (the network), 'lightboxify is not available in this tier!' (part 2 §8):
    // slides then act as in a gallery without a lightbox.
    () => {
      console.warn(GALLERY_PART_MESSAGES.lightboxTier);
      return (open = () => false);
    },
  ));
  return {
    refresh,
    remove,
    open: (slide, click) => {
      if (open) return open(slide, click);
      void ready.then((opener) => opener(slide, click));
      return true;
    },
  };
}

/**
 * Readies a video slide's `<ss-video>` (it loads, its overlay can be pressed) and shows it when
 * the block autoplays video. Without a working `<ss-video>` logs 'VideoLoader not found'.
 */
export function activateVideo(slide: HTMLElement, show: boolean): void {
  const video = findVideo(slide);
  if (!video) return;
  video.load = true;
  // The player is parsed on the update that `load` starts. By then the gallery may have moved
  // on (moves made in one go by code): a slide no longer shown (inert) plays nothing.
  if (show) void video.updateComplete.then(() => slide.inert || video.show());
}
