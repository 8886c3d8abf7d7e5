import { GALLERY_MESSAGES } from '../../core/gallery/messages.ts';

/**
 * The gallery block's settings (part 2 §3), as the block's JSON data names them. Every field is
 * optional; numbers may come as numeric strings.
 */
export interface GallerySettings {
  /** The block design: slider, slideshow, stacked, grid, autogrid, autocolumns, carousel, list… */
  design?: string;
  /** `W:H` (or `WxH`, `W/H`, a number); `Auto` means no fixed ratio. */
  imageAspectRatio?: string | number;
  /**
   * With a fixed `imageAspectRatio`, whether images fill their slide and are cropped (the
   * default) or fit inside it whole (`false`). It applies to an `<img>` that is the slide and to
   * lazy images (`data-src`), which the image loader places; an image inside a slide that loads
   * eagerly is styled by its page.
   */
  'auto-crop'?: boolean | string;
  slidesPerRow?: number | string;
  lightbox?: boolean;
  lightboxTheme?: 'light' | 'dark';
  columnWidth?: number | string;
  /** Auto columns: `min` (the default) keeps columns at least `columnWidth` wide, `max` at most. */
  columnWidthBehavior?: string;
  gutter?: number | string;
  /** A thumbnail strip under the gallery. */
  thumbnails?: boolean;
  /** The strip's height in px; default 80. */
  'thumbnail-strip-height'?: number | string;
  /** The space above the strip in px; default 10. */
  'thumbnail-strip-margin'?: number | string;
  /** Thumbnails across the strip (not the slideshow's, sized by their images); default 4. */
  'thumbnails-per-row'?: number | string;
  /** The gap between thumbnails in px, capped at 5; default 5. */
  padding?: number | string;
  /** Square thumbnails in the slideshow's strip. */
  'square-thumbs'?: boolean;
  /** A slide's metadata: top, bottom, top-left, bottom-left, top-right, bottom-right or center. */
  'metadata-position'?: string;
  /** Entering a video slide starts its video (else it shows its overlay, ready). */
  'video-autoplay'?: boolean | string;
  autoplay?: boolean | string;
  /** Autoplay goes to a random other slide. */
  'autoplay-randomize'?: boolean | string;
  /** Seconds between slides; anything not a positive number means 5 s. */
  'autoplay-duration'?: number | string;
  /** The list's slide width in % of the gallery's (above 0, at most 100); else the full row. */
  listImageSize?: number | string;
  /** The strip's height without a fixed `imageAspectRatio`, in steps of 5% of its width; default 10. */
  vSize?: number | string;
  /** The strip's height without a fixed `imageAspectRatio`, in % of its width; before `vSize`. */
  aspectRatio?: number | string;
  /** left, center or right (strip). */
  'active-alignment'?: string;
  /** What a click on the strip's current slide does: next (default), previous or none. */
  'active-slide-click'?: string;
  /** Stacked transition: fade (default), ken-burns, swipe, new-swipe or scroll; else it throws. */
  transition?: string;
  /** Stacked fade duration in seconds; default 1. */
  speed?: number | string;
  /** Stacked click: next (default), previous, or side (by the click's side of the slide midpoint). */
  clickBehavior?: string;
  /** Slides either side of those shown whose lazy images load ahead: a whole number ≥ 0; 1. */
  preloadCount?: number | string;
  /** Lazy images load as slides near view (the default); `false`: every slide's at once. */
  lazyLoad?: boolean | string;
  /** Image settings (part 1 §9) the loader applies to every lazy image; they win. */
  loaderOptions?: Partial<import('../../core/images/settings.ts').ImageSettings>;
  /** An image inside a slide shows as its parent's background. */
  useBgImage?: boolean | string;
  [key: string]: unknown;
}

/** A number from a number or numeric string, else undefined. */
export function numberFrom(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

/** A positive number from a setting, else the fallback. */
export function positive(value: unknown, fallback: number): number {
  const n = numberFrom(value);
  return n !== undefined && n > 0 ? n : fallback;
}

/** A setting's flag: true, "true", 1 or "on". */
export function flag(value: unknown): boolean {
  return value === true || value === 1 || value === 'true' || value === 'on';
}

/**
 * A setting on unless turned off (false, 0, or "false", "0" or "off" in any case): `auto-crop`,
 * `lazyLoad`.
 */
export const onUnlessOff = (value: unknown): boolean =>
  // test() reads its argument as text: false as 'false', 0 as '0'.
  !/^(false|0|off)$/i.test(value as string);

/** A fixed aspect ratio (width / height) from `imageAspectRatio`, or undefined for Auto. */
export function aspectRatio(value: unknown): number | undefined {
  if (typeof value === 'number') return value > 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(?:[:x/]\s*(\d+(?:\.\d+)?))?\s*$/i.exec(value);
  if (!match) return undefined;
  const ratio = Number(match[1]) / Number(match[2] ?? 1);
  return ratio > 0 && Number.isFinite(ratio) ? ratio : undefined;
}

/**
 * Reads a JSON attribute: its value when it parses and passes `fits`, else gives null and logs
 * `message` (`unfit` for JSON that parses but does not fit).
 */
export function decodeJson<T>(
  raw: string,
  fits: (value: unknown) => boolean,
  message: string,
  unfit = message,
): T | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    console.error(message);
    return null;
  }
  if (fits(value)) return value as T;
  console.error(unfit);
  return null;
}

/**
 * Reads the block's JSON data attribute: JSON that does not parse logs 'Error decoding gallery
 * block data.', JSON that is not an object 'Error evaluating gallery block data.'; either gives
 * null.
 */
export const decodeBlockJson = (raw: string): GallerySettings | null =>
  decodeJson(
    raw,
    (value) => !!value && typeof value === 'object' && !Array.isArray(value),
    GALLERY_MESSAGES.decodeError,
    GALLERY_MESSAGES.evaluateError,
  );
