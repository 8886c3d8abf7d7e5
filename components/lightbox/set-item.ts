/** An item given in code (the `items` property), e.g. by a React app or the gallery. */
export interface LightboxItem {
  /**
   * The item's id: the deep link `#itemId=<id>` names it, as does the address path's last
   * segment. Without one, the item's position from 1 stands in, for `#itemId=` only.
   */
  id?: string;
  /** The full image's address. */
  src: string;
  /** The full image's natural size, which reserves its space before it loads. */
  width?: number;
  height?: number;
  caption?: string;
  /** The image's text alternative; empty when the caption says it all. */
  alt?: string;
}

/**
 * A lightbox set item (spec part 2, §3): what is shown (content) and what describes it (meta).
 * `trigger` is the child element it was read from, if any.
 */
export interface LightboxSetItem {
  content: { src: string; width?: number; height?: number; alt: string };
  meta: { id: string; caption: string };
  trigger?: HTMLElement;
}

/** The attributes that make a child an item, if it holds no `<img>`. */
export const ITEM_SELECTOR = '[data-slide-id],[data-src],img';

/** WIDTHxHEIGHT; zero sizes are dropped by `fromItem`. */
const dimensions = (value = '') => {
  const match = /^\s*(\d+)\s*x\s*(\d+)\s*$/i.exec(value);
  return match ? { width: +match[1]!, height: +match[2]! } : {};
};

/**
 * A set item from an `items` entry; a missing or empty id becomes the item's position from 1.
 * An entry that is no object (null) is an item without an image, never a failure.
 */
export function fromItem(entry: LightboxItem, index: number): LightboxSetItem {
  const item: Partial<LightboxItem> = Object(entry);
  return {
    content: {
      src: item.src || '',
      ...(item.width! > 0 && item.height! > 0 && { width: item.width!, height: item.height! }),
      alt: item.alt ?? '',
    },
    meta: { id: String(item.id || index + 1), caption: item.caption ?? '' },
  };
}

/**
 * A set item read from markup, as the spec's slides carry it: `data-slide-id`; the full image
 * from `data-src` (on the item, then on its `<img>`), else the `<img>`'s own source;
 * `data-image-dimensions` as WIDTHxHEIGHT; the caption from `data-caption`, else a
 * `<figcaption>`, else the image's alt text. Without an id, the position from 1 is the id.
 */
export function readItem(element: HTMLElement, index: number): LightboxSetItem {
  const data = element.dataset;
  const image = (element.matches('img') ? element : element.querySelector('img')) as
    HTMLImageElement | undefined;
  const alt = image?.alt;
  return {
    ...fromItem(
      {
        id: data.slideId,
        src: data.src || image?.dataset.src || image?.src || '',
        ...dimensions(data.imageDimensions),
        caption: data.caption ?? (element.querySelector('figcaption')?.textContent!.trim() || alt),
        alt,
      },
      index,
    ),
    trigger: element,
  };
}
