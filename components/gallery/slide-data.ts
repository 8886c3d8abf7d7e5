import { loaded } from './designs/design.ts';
import { positive } from './settings.ts';

/**
 * A slide given as data (`slideData`, or the `slide-data` attribute as JSON) rather than as a
 * child element. Only the slides shown and their neighbours are in the DOM at any time.
 */
export interface SlideData {
  /** The image's address. */
  src: string;
  /** The image's alternative text; default empty (decorative). */
  alt?: string;
  /** The image's size in px (numbers or numeric strings): reserves the slide's space. */
  width?: number | string;
  height?: number | string;
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
  /**
   * A video embed (an `<iframe>`'s HTML, as `<ss-video>` takes it in `data-html`): the slide is a
   * video slide, `src` its thumbnail. The page loads `<ss-video>`, as for child video slides.
   */
  video?: string;
  /**
   * The slide's metadata, as text: shown over the slide at the gallery's `metadata-position`
   * (a `<figcaption data-metadata>`, line breaks kept), and its lightbox caption, before
   * `caption` (as a child slide's metadata comes before its `data-caption`).
   */
  metadata?: string;
}

/** An image address given in slide data: text, else none (''). */
const addressOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The element for a slide given as data: a `<figure>` with the same `data-*` attributes a child
 * slide would carry, holding its image (loaded lazily, filling the slide's width).
 */
export function slideElement(entry: SlideData): HTMLElement {
  // An entry that is no object (null) is a slide without an image, never a failure; so is one
  // whose address is no text (a number in the JSON).
  const slide: Partial<SlideData> = Object(entry);
  const src = addressOf(slide.src);
  const fullSrc = addressOf(slide.fullSrc);
  const figure = document.createElement('figure');
  const data = figure.dataset;
  const img = document.createElement('img');
  figure.style.margin = '0';
  data.type = 'image';
  // JSON often gives ids as numbers, 0 among them.
  if (slide.id != null) data.slideId = slide.id;
  if (slide.url != null) data.slideUrl = slide.url;
  if (slide.clickThroughUrl) data.clickThroughUrl = slide.clickThroughUrl;
  if (fullSrc) data.src = fullSrc;
  if (slide.caption) data.caption = slide.caption;
  const width = positive(slide.width, 0);
  const height = positive(slide.height, 0);
  if (width && height) {
    data.imageDimensions = `${width}x${height}`;
    img.width = width;
    img.height = height;
  }
  // Text only: metadata from data never becomes markup.
  if (typeof slide.metadata === 'string' && slide.metadata) {
    const metadata = document.createElement('figcaption');
    metadata.dataset.metadata = '';
    metadata.style.whiteSpace = 'pre-line';
    metadata.textContent = slide.metadata;
    figure.append(metadata);
  }
  if (slide.video) {
    data.type = 'video';
    const video = document.createElement('ss-video');
    video.dataset.html = slide.video;
    video.dataset.load = 'false';
    if (src) video.setAttribute('thumbnail', src);
    if (slide.alt) video.setAttribute('video-title', slide.alt);
    // The player fills the slide's box, as an image slide does.
    if (width && height) video.dataset.blockJson = `{"imageAspectRatio":"${width}:${height}"}`;
    figure.prepend(video);
    return figure;
  }
  // Without one, no image is asked for (an address of "undefined" would be).
  if (src) img.src = src;
  img.alt = slide.alt ?? '';
  img.loading = 'lazy';
  img.decoding = 'async';
  // Filling the slide, cropped, unless a fixed ratio without auto-crop shows images whole (the
  // gallery's --ss-fit then).
  img.style.cssText = 'display:block;width:100%;height:100%;object-fit:var(--ss-fit,cover)';
  figure.prepend(img);
  return figure;
}

/**
 * The slides of a gallery given as data that are in the DOM: those shown and one either side
 * (while a move animates, also those it leaves, until the gallery calls again once it ends).
 */
export class SlideWindow {
  #rendered: readonly [number, number] = [0, -1];
  /** Whether the last update took out the slide that held the focus. */
  lostFocus = false;

  /**
   * @param host The gallery: the slides are its children.
   * @param data The slides.
   * @param prepare Makes a new element a slide (its role, label and state).
   */
  constructor(
    readonly host: HTMLElement,
    readonly data: readonly SlideData[],
    readonly prepare: (slide: HTMLElement, index: number) => HTMLElement,
  ) {}

  /**
   * Puts in the DOM the slides from `first` to `last` and one either side (with `moving`, also
   * those in the DOM before, when next to them) and takes out the rest, keeping `slides` (the
   * gallery's sparse list) in step. Answers the first slide in the DOM, from which the track's
   * offset counts.
   */
  update(slides: HTMLElement[], first: number, last: number, moving: boolean): number {
    const [was, wasTo] = this.#rendered;
    let from = Math.max(0, first - 1);
    let to = Math.min(slides.length - 1, last + 1);
    if (moving && was <= to + 1 && wasTo >= from - 1) {
      from = Math.min(from, was);
      to = Math.max(to, wasTo);
    }
    this.lostFocus = false;
    for (let i = was; i <= wasTo; i++) {
      const slide = slides[i];
      if ((i < from || i > to) && slide) {
        this.lostFocus ||= slide.contains(document.activeElement);
        slide.remove();
        delete slides[i];
      }
    }
    let after: HTMLElement | null = null;
    for (let i = to; i >= from; i--) {
      let slide = slides[i];
      if (!slide) {
        slide = slides[i] = this.prepare(slideElement(this.data[i]!), i);
        this.host.insertBefore(slide, after);
      }
      after = slide;
    }
    this.#rendered = [from, to];
    return from;
  }

  /**
   * Once a move has ended: `show` updates the window (taking out the slides the move left) with
   * the track's transitions off, so the offset it rebases does not animate.
   */
  settle(track: HTMLElement, show: () => void): void {
    const { style } = track;
    const transition = style.getPropertyValue('transition');
    const priority = style.getPropertyPriority('transition');
    // Important: a page's own `::part(slides)` transition would win over it otherwise.
    style.setProperty('transition', 'none', 'important');
    show();
    // Styles the rebased offset now, while transitions are off.
    getComputedStyle(track).getPropertyValue('transform');
    style.setProperty('transition', transition, priority);
  }
}

loaded.SlideWindow = SlideWindow;
