import { loaded } from './loaded.ts';

/**
 * A slide given as data (`slideData`, or the `slide-data` attribute as JSON) rather than as a
 * child element. Only the slides shown and their neighbours are in the DOM at any time.
 */
export interface SlideData {
  /** The image's address. */
  src: string;
  /** The image's alternative text; default empty (decorative). */
  alt?: string;
  /** The image's size in px: reserves the slide's space before the image loads. */
  width?: number;
  height?: number;
  /** The slide's id, for `history-hash` and the lightbox's deep link. */
  id?: string;
  /** The slide's url, for `history-hash` (preferred over the id). */
  url?: string;
  /** Where activating the slide goes (guarded like `data-click-through-url`). */
  clickThroughUrl?: string;
  /** The image the lightbox shows; default `src`. */
  fullSrc?: string;
  /** The lightbox caption. */
  caption?: string;
}

/**
 * The element for a slide given as data: a `<figure>` with the same `data-*` attributes a child
 * slide would carry, holding its image (loaded lazily, filling the slide's width).
 */
export function slideElement(slide: SlideData): HTMLElement {
  const figure = document.createElement('figure');
  const data = figure.dataset;
  const img = document.createElement('img');
  figure.style.margin = '0';
  data.type = 'image';
  if (slide.id) data.slideId = slide.id;
  if (slide.url) data.slideUrl = slide.url;
  if (slide.clickThroughUrl) data.clickThroughUrl = slide.clickThroughUrl;
  if (slide.fullSrc) data.src = slide.fullSrc;
  if (slide.caption) data.caption = slide.caption;
  if (slide.width! > 0 && slide.height! > 0) {
    data.imageDimensions = `${slide.width}x${slide.height}`;
    img.width = slide.width!;
    img.height = slide.height!;
  }
  img.src = slide.src;
  img.alt = slide.alt ?? '';
  img.loading = 'lazy';
  img.decoding = 'async';
  img.style.cssText = 'display:block;width:100%;height:100%;object-fit:cover';
  figure.append(img);
  return figure;
}

loaded.slideElement = slideElement;
