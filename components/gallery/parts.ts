import { findVideo } from '../video/find-video.ts';
import type { SsVideo } from '../video/video.ts';
import type { SsGallery } from './gallery.ts';
import type { GalleryDesign } from './designs/design.ts';
import type { GallerySettings } from './settings.ts';
import { flag, thumbnailStrip } from './thumbnails.ts';
import { placeMetadata } from './metadata.ts';

/** Opens the lightbox on a slide (by its position among the slides); true when it did. */
export type Activate = (slide: number) => boolean;

/**
 * A video slide: `data-type="video"`, or without a `data-type`, one holding a video wrapper or
 * `<ss-video>` (the rule of `./slides.ts`, kept here so that this chunk shares no module with
 * the gallery's entry but the settings).
 */
export const isVideo = (slide: Element): boolean => {
  const type = slide.getAttribute('data-type');
  return (
    type === 'video' || (type !== 'image' && !!slide.querySelector('.sqs-video-wrapper, ss-video'))
  );
};

/** The slide that leads the gallery's current position. */
export const leadSlide = (el: SsGallery, design: GalleryDesign): number =>
  design.lead(el.engine?.index ?? 0, el.slides.length);

/**
 * What only some galleries need, loaded on demand by `<ss-gallery>` once it is set up: video
 * slides, the metadata position, the thumbnail strip and the lightbox (the last two in chunks of
 * their own). Answers the lightbox opener when the `lightbox` setting is on.
 */
export function attach(
  el: SsGallery,
  design: GalleryDesign,
  settings: GallerySettings,
): Activate | undefined {
  const engine = el.engine!;
  const videoAutoplay = flag(settings['video-autoplay']);
  let current = -1;
  // Leaving a video slide deactivates its video; entering one activates it (part 2 §4).
  const enter = () => {
    const slides = el.slides;
    const next = leadSlide(el, design);
    if (next === current) return;
    const old = slides[current];
    if (old && isVideo(old)) old.querySelector<SsVideo>('ss-video')?.hide?.();
    current = next;
    const slide = design.navigable ? slides[next] : undefined;
    if (slide && isVideo(slide)) activateVideo(slide, videoAutoplay);
  };
  engine.addEventListener('index-change', enter);
  enter();
  // Every slide of a static layout is shown: each video's overlay is readied.
  if (!design.navigable)
    for (const slide of el.slides) if (isVideo(slide)) activateVideo(slide, false);

  const position = settings['metadata-position'];
  if (position) placeMetadata(el, String(position));
  if (flag(settings.thumbnails)) thumbnailStrip(el, design, settings);
  if (!flag(settings.lightbox)) return undefined;
  let open: Activate | undefined;
  const ready = import('./lightbox-link.ts').then(
    (m) => (open = m.lightboxFor(el, design, settings)),
  );
  return (slide) => {
    if (open) return open(slide);
    void ready.then((opener) => opener(slide));
    return true;
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
  // The player is parsed on the update that `load` starts.
  if (show) void video.updateComplete.then(() => video.show());
}
