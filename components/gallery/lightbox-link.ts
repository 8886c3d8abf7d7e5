import '../lightbox/lightbox.ts';
import {
  HISTORY_KEY,
  SsLightboxChangeEvent,
  SsLightboxCloseEvent,
  SsLightboxOpenEvent,
  type LightboxItem,
  type SsLightbox,
} from '../lightbox/lightbox.ts';
import type { SsGallery } from './gallery.ts';
import type { GalleryDesign } from './designs/design.ts';
import { keyword } from './keyword.ts';
import { positive, type GallerySettings } from './settings.ts';
import type { SlideData } from './slide-data.ts';
import type { Activate } from './parts.ts';
import { leadSlide } from './parts.ts';
import { metadataOf } from './metadata.ts';
import { slideImage } from './slide-image.ts';

/** The lightbox themes (part 2 §3): the overlay and the controls' colours. Default dark. */
export const LIGHTBOX_THEMES = {
  dark: { '--ss-lightbox-overlay-color': '#000', '--ss-lightbox-color': '#fff' },
  light: { '--ss-lightbox-overlay-color': '#fff', '--ss-lightbox-color': '#1f1f21' },
} as const;

export type LightboxTheme = keyof typeof LIGHTBOX_THEMES;

/** `light` or `dark` (the default, for anything else), in any case. */
export const lightboxTheme = (value: unknown): LightboxTheme =>
  keyword(value) === 'light' ? 'light' : 'dark';

/**
 * A slide as a lightbox item: its `data-slide-id` (the lightbox numbers one without), the full
 * image (`data-src` of the slide, else of its image, the slide itself when an `<img>`, else the
 * image's address; a video slide's thumbnail), `data-image-dimensions`, the caption (its
 * own metadata element's text, not one of a gallery inside it, else `data-caption`) and the
 * image's alt text.
 */
export function slideItem(slide: HTMLElement): LightboxItem {
  const img = slideImage(slide);
  const video = slide.querySelector('ss-video');
  const [width, height] =
    /^(\d+)x(\d+)$/i.exec(slide.dataset.imageDimensions ?? '')?.slice(1) ?? [];
  const caption = metadataOf(slide)?.textContent?.trim() || slide.dataset.caption;
  return {
    id: slide.dataset.slideId,
    src:
      slide.dataset.src ||
      img?.dataset.src ||
      img?.getAttribute('src') ||
      video?.getAttribute('thumbnail') ||
      '',
    ...(width ? { width: +width, height: +height! } : {}),
    ...(caption ? { caption } : {}),
    alt: img?.alt ?? '',
  };
}

/**
 * A slide given as data as a lightbox item, read as `slideItem` reads a child slide: its caption
 * is its metadata, else its `caption`.
 */
export function dataItem(entry: SlideData): LightboxItem {
  const slide: Partial<SlideData> = Object(entry);
  const width = positive(slide.width, 0);
  const height = positive(slide.height, 0);
  const caption = (typeof slide.metadata === 'string' && slide.metadata.trim()) || slide.caption;
  // An address that is no text (a number in the JSON) is none.
  const address = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    // JSON often gives ids as numbers, 0 among them: as text, 0 names its item.
    id: slide.id == null ? undefined : String(slide.id),
    src: address(slide.fullSrc) || address(slide.src),
    ...(width && height ? { width, height } : {}),
    ...(caption ? { caption } : {}),
    alt: slide.alt ?? '',
  };
}

/** The lightbox items of a gallery's slides, given as data or as children. */
const itemsOf = (el: SsGallery): LightboxItem[] =>
  el.slideData
    ? el.slideData.map((slide) => dataItem(slide))
    : el.slides.map((slide) => slideItem(slide));

/**
 * The gallery's one `<ss-lightbox>`, placed right after it (`display: contents`, so it takes no
 * room) and themed by `lightboxTheme`. Answers the function that opens it on a slide (its `remove` takes the lightbox away). Its items
 * are read from the slides (or the slide data) at set-up and again on an opening after the
 * gallery took in other slides. Moving in the lightbox moves the gallery; closing returns focus
 * to the slide it closed on.
 */
export function lightboxFor(
  el: SsGallery,
  design: GalleryDesign,
  settings: GallerySettings,
): Activate & { remove(): void } {
  const lightbox = document.createElement('ss-lightbox') as SsLightbox;
  lightbox.style.display = 'contents';
  lightbox.label = el.label;
  const theme = lightboxTheme(settings.lightboxTheme);
  lightbox.dataset.theme = theme;
  for (const [name, value] of Object.entries(LIGHTBOX_THEMES[theme]))
    lightbox.style.setProperty(name, value);
  // A deep link (`#itemId=`) opens the lightbox on load: the gallery follows it too. The
  // visitor's move in the lightbox wins over one of the gallery's under way (autoplay's, behind
  // the lightbox), which would otherwise refuse it.
  const follow = (event: { detail: { index: number } }) => {
    el.engine?.endMotion();
    el.engine?.goTo(design.positionOf(event.detail.index, el.slides.length));
  };
  lightbox.addEventListener('ss-lightbox-open', follow);
  lightbox.addEventListener('ss-lightbox-change', follow);
  // Closing restores the address the lightbox found, or goes Back to it: with `history-hash`
  // its path names the slide the gallery was on then, so it is written again, now and once
  // the Back has landed, for the slide the gallery is on now.
  const readdress = () =>
    void import('./address.ts').then((m) => m.writeAddress(el, el.slides[leadSlide(el, design)]));
  lightbox.addEventListener('ss-lightbox-close', ({ detail }) => {
    // The slide it closed on, which the gallery followed (a carousel shows it in its group);
    // not one it was moved to in code, which the gallery did not follow (inert, out of view).
    const closedOn = el.slides[detail.index];
    (closedOn && !closedOn.inert ? closedOn : el.slides[leadSlide(el, design)])?.focus();
    if (!el.historyHash || el.editing) return;
    readdress();
    // A Back still to land (the close button of a lightbox the visitor opened): once it has.
    if (history.state?.[HISTORY_KEY] !== undefined)
      addEventListener('popstate', readdress, { once: true });
  });
  // The lightbox is the gallery's: its events come from the gallery, once (where a page, or
  // React's <Gallery>, listens for them), not from the sibling it is placed as.
  for (const [type, LightboxEvent] of [
    ['ss-lightbox-open', SsLightboxOpenEvent],
    ['ss-lightbox-close', SsLightboxCloseEvent],
    ['ss-lightbox-change', SsLightboxChangeEvent],
  ] as const) {
    lightbox.addEventListener(type, (event) => {
      event.stopPropagation();
      el.dispatchEvent(new LightboxEvent(event.detail));
    });
  }
  // The items are read again only when the gallery took in other slides (a new list).
  let readFrom: unknown;
  const read = () => {
    const from = el.slideData ?? el.slides;
    if (from !== readFrom) lightbox.items = itemsOf(el);
    readFrom = from;
  };
  // The gallery's own direction (its `dir`) is not the lightbox's, a sibling: it is handed over.
  const direct = () => (lightbox.dir = getComputedStyle(el).direction);
  read();
  // In the page with the gallery: taken out with it (a framework unmounting it), back with it.
  // Open, it stays open, where it is, through a move of the gallery (taken out and put back in
  // one go, as `append` moves an element): taking it out would close it. It goes after the
  // gallery again on its next opening.
  const placing = {
    hostConnected: () => {
      if (!lightbox.isConnected) el.after(lightbox);
    },
    hostDisconnected: () => {
      if (lightbox.state === 'hidden') lightbox.remove();
      else
        queueMicrotask(() => {
          if (!el.isConnected) lightbox.remove();
        });
    },
  };
  el.addController(placing);
  direct();
  const open: Activate = (slide, click) => {
    read();
    // The gallery may have moved in the page since: its lightbox goes with it.
    if (lightbox.previousElementSibling !== el) el.after(lightbox);
    direct();
    lightbox.open(slide);
    // The clicks that go on the run of clicks that opened it (a double click's second, on the
    // lightbox now over the slide) are not the lightbox's: it would step or close at once.
    const run = click?.detail;
    if (run) {
      const swallow = (event: MouseEvent) => {
        if (event.detail > run) event.stopImmediatePropagation();
        else lightbox.removeEventListener('click', swallow, true);
      };
      lightbox.addEventListener('click', swallow, true);
    }
    return true;
  };
  // Settings given after set-up: the lightbox goes with the other parts.
  return Object.assign(open, {
    remove: () => {
      el.removeController(placing);
      lightbox.remove();
    },
  });
}
