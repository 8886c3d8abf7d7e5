import type { SsGallery } from './gallery.ts';
import { keyword } from './keyword.ts';

/** The metadata positions (part 2 §3). */
export const METADATA_POSITIONS = [
  'top',
  'bottom',
  'top-left',
  'bottom-left',
  'top-right',
  'bottom-right',
  'center',
] as const;
export type MetadataPosition = (typeof METADATA_POSITIONS)[number];

/** Metadata taller than this share of its slide… (part 2 §9) */
export const METADATA_OVERFLOW = 0.9;
/** …gets this share of the slide's height, and scrolls. */
export const METADATA_HEIGHT = 0.4;

/** A slide's caption or metadata element. */
export const METADATA_SELECTOR = '[data-metadata], figcaption';

/**
 * A slide's own caption or metadata element: not one of a gallery inside the slide, whose
 * slides' metadata that gallery places.
 */
export const metadataOf = (slide: Element): HTMLElement | undefined =>
  slide.querySelector<HTMLElement>(`:is(${METADATA_SELECTOR}):not(:scope ss-gallery *)`) ??
  undefined;

const PLACES: Record<MetadataPosition, string> = {
  top: 'top:0;left:0;right:0',
  bottom: 'bottom:0;left:0;right:0',
  'top-left': 'top:0;left:0',
  'bottom-left': 'bottom:0;left:0',
  'top-right': 'top:0;right:0',
  'bottom-right': 'bottom:0;right:0',
  center: 'top:50%;left:50%;transform:translate(-50%,-50%)',
};

/** The overflow rule: the height metadata gets in a slide, or undefined when it fits. */
export function metadataHeight(metadata: number, container: number): number | undefined {
  return container > 0 && metadata > METADATA_OVERFLOW * container
    ? METADATA_HEIGHT * container
    : undefined;
}

/**
 * Places the gallery's slide metadata (`[data-metadata]` or `<figcaption>`) over each slide at
 * its position and keeps the overflow rule applied. `take` places the metadata of the slides new
 * to the gallery (it is called whenever the slides change); a resize of the gallery fits them
 * all again. The element gets `data-metadata-position`; one made scrollable gets
 * `tabindex="0"` so the keyboard can scroll it.
 */
export class MetadataPlacer {
  /** Each placed slide's metadata; slides taken out of the gallery are forgotten. */
  readonly #placed = new Map<HTMLElement, HTMLElement>();
  /**
   * The metadata's inline style, its slide's `position` and its own `tabindex` (null: none) as
   * the page gave them, before placing: for `remove`, and for a tabindex of the page's own,
   * which fitting leaves alone.
   */
  readonly #before = new WeakMap<
    HTMLElement,
    [style: string, position: string, tabindex: string | null]
  >();
  readonly #resize = new ResizeObserver(() => this.#fit(this.#placed));

  constructor(
    readonly el: SsGallery,
    readonly position: MetadataPosition,
  ) {
    this.#resize.observe(el);
  }

  take(): void {
    const added = new Map<HTMLElement, HTMLElement>();
    for (const slide of this.#placed.keys())
      if (slide.parentNode !== this.el) this.#placed.delete(slide);
    // The slides in the DOM: with slides given as data, only those near the one shown.
    for (const slide of this.el.children) {
      const metadata = metadataOf(slide);
      if (!(slide instanceof HTMLElement) || !metadata || this.#placed.has(slide)) continue;
      if (!this.#before.has(metadata))
        this.#before.set(metadata, [
          metadata.style.cssText,
          slide.style.position,
          metadata.getAttribute('tabindex'),
        ]);
      if (getComputedStyle(slide).position === 'static') slide.style.position = 'relative';
      metadata.dataset.metadataPosition = this.position;
      metadata.style.cssText += `;position:absolute;box-sizing:border-box;margin:0;${PLACES[this.position]}`;
      added.set(slide, metadata);
      this.#placed.set(slide, metadata);
    }
    this.#fit(added);
  }

  /** Puts the metadata of the slides still in the gallery back as it was, and stops fitting. */
  remove(): void {
    this.#resize.disconnect();
    for (const [slide, metadata] of this.#placed) {
      const [style, position] = this.#before.get(metadata)!;
      metadata.style.cssText = style;
      slide.style.position = position;
      this.#ownTabindex(metadata);
      delete metadata.dataset.scrolls;
      delete metadata.dataset.metadataPosition;
    }
    this.#placed.clear();
  }

  #fit(pairs: Map<HTMLElement, HTMLElement>): void {
    for (const [slide, metadata] of pairs) {
      metadata.style.removeProperty('height');
      metadata.style.removeProperty('overflow');
      const height = metadataHeight(metadata.offsetHeight, slide.clientHeight);
      if (height === undefined) {
        this.#ownTabindex(metadata);
        delete metadata.dataset.scrolls;
        continue;
      }
      metadata.style.height = `${height}px`;
      metadata.style.overflow = 'auto';
      metadata.dataset.scrolls = '';
      // Scrollable by keyboard, unless the page said otherwise.
      if (this.#before.get(metadata)![2] === null) metadata.tabIndex = 0;
    }
  }

  /** Gives the metadata back the tabindex the page gave it, or none. */
  #ownTabindex(metadata: HTMLElement): void {
    const tabindex = this.#before.get(metadata)![2];
    if (tabindex === null) metadata.removeAttribute('tabindex');
    else metadata.setAttribute('tabindex', tabindex);
  }
}

/**
 * A placer for a known position (part 2 §3), in any case; none for an unknown one, which is
 * ignored.
 */
export const metadataPlacer = (el: SsGallery, position: unknown): MetadataPlacer | undefined => {
  const name = keyword(position) as MetadataPosition;
  return METADATA_POSITIONS.includes(name) ? new MetadataPlacer(el, name) : undefined;
};
