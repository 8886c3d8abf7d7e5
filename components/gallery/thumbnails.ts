import type { GalleryEngine } from '../../core/gallery/engine.ts';
import type { SsGallery } from './gallery.ts';
import type { GalleryDesign } from './designs/design.ts';
import type { SlideData } from './slide-data.ts';
import { isVideo } from './parts.ts';
import { flag, numberFrom, positive, type GallerySettings } from './settings.ts';
import { slideImage } from './slide-image.ts';
import { chooseImageWidth } from '../../core/images/resolution.ts';
import { sizedImageUrl } from '../../core/images/size-format.ts';

/** The strip's height when `thumbnail-strip-height` is not a positive number, in px. */
export const THUMBNAIL_STRIP_HEIGHT = 80;
/** The space above the strip when `thumbnail-strip-margin` is unset, in px. */
export const THUMBNAIL_STRIP_MARGIN = 10;
/** Thumbnails per row (part 2 §9). */
export const THUMBNAILS_PER_ROW = 4;
/** At most 12 thumbnails across: more would leave each too narrow to see or press. */
export const THUMBNAILS_PER_ROW_MAX = 12;
/** The strip's padding (the gap between thumbnails) is capped at 5 px (part 2 §9). */
export const THUMBNAIL_PADDING_MAX = 5;
/** A video thumbnail with no image is its height times 16/9 wide (part 2 §9). */
export const VIDEO_THUMBNAIL_RATIO = 16 / 9;

export interface StripLayout {
  height: number;
  margin: number;
  perRow: number;
  padding: number;
  /** The slideshow's strip: thumbnails as wide as their images at the strip's height. */
  natural: boolean;
  square: boolean;
}

/**
 * The strip's layout from the block settings (defaults 80 px, 10 px, 4 per row (at most 12),
 * padding 5).
 */
export function stripLayout(settings: GallerySettings, design: GalleryDesign): StripLayout {
  return {
    height: positive(settings['thumbnail-strip-height'], THUMBNAIL_STRIP_HEIGHT),
    margin: Math.max(0, numberFrom(settings['thumbnail-strip-margin']) ?? THUMBNAIL_STRIP_MARGIN),
    perRow: Math.min(
      THUMBNAILS_PER_ROW_MAX,
      Math.max(1, Math.round(positive(settings['thumbnails-per-row'], THUMBNAILS_PER_ROW))),
    ),
    padding: Math.min(
      THUMBNAIL_PADDING_MAX,
      Math.max(0, numberFrom(settings.padding) ?? THUMBNAIL_PADDING_MAX),
    ),
    // The slideshow designs (stacked, base) move one slide over the others.
    natural: design.click === 'advance',
    square: flag(settings['square-thumbs']),
  };
}

/** The slideshow's thumbnail preload count: container width over strip height, rounded up. */
export const preloadCount = (containerWidth: number, stripHeight: number): number =>
  Math.max(1, Math.ceil(containerWidth / stripHeight));

/**
 * A slideshow thumbnail's width in px: the strip's height (square thumbnails), times the
 * image's ratio, or times 16/9 for a video with no image; an image of unknown size is square.
 */
export function thumbnailWidth(
  height: number,
  options: { ratio?: number; video?: boolean; image?: boolean; square?: boolean },
): number {
  if (options.square) return height;
  if (options.video && !options.image) return height * VIDEO_THUMBNAIL_RATIO;
  return options.ratio ? height * options.ratio : height;
}

/**
 * The image a slide's thumbnail shows: its image's (the slide itself when an `<img>`), the
 * slide's `data-src`, or its video's thumbnail.
 */
export function thumbnailSource(slide: HTMLElement): string | undefined {
  return (
    imageSource(slide) || slide.querySelector('ss-video')?.getAttribute('thumbnail') || undefined
  );
}

/** The slide's image address: its image's (the slide itself when an `<img>`), else `data-src`. */
const imageSource = (slide: HTMLElement) => {
  const img = slideImage(slide);
  return img?.dataset.src || img?.getAttribute('src') || slide.dataset.src;
};

/** A slide's `data-image-dimensions` (WIDTHxHEIGHT) as width / height, or undefined. */
export const ratioOf = (slide: HTMLElement): number | undefined => {
  const [, w, h] =
    /^\s*(\d+(?:\.\d+)?)x(\d+(?:\.\d+)?)\s*$/i.exec(slide.dataset.imageDimensions ?? '') ?? [];
  return Number(w) > 0 && Number(h) > 0 ? Number(w) / Number(h) : undefined;
};

/** What a thumbnail shows of its slide: the image, its width / height, whether a video. */
interface Thumb {
  source: string | undefined;
  ratio: number | undefined;
  video: boolean;
  /** The image's size format (`data-size-format`), when it comes in widths; else undefined. */
  format?: 'queryString' | 'filename';
}

/** The format a slide's image comes in widths by: its `data-size-format`, else the query. */
const formatOf = (img: Element | null | undefined) =>
  img?.getAttribute('data-size-format') === 'filename' ? 'filename' : 'queryString';

/**
 * Each slide's thumbnail: from the slide elements, or from `slideData` (every slide, though only
 * those near the current one are in the DOM; the images are data slides' own, loaded lazily).
 */
const thumbsOf = (el: SsGallery): Thumb[] =>
  el.slideData
    ? el.slideData.map((entry) => {
        const slide: Partial<SlideData> = Object(entry);
        const width = positive(slide.width, 0);
        const height = positive(slide.height, 0);
        return {
          // An address that is no text (a number in the JSON) is none.
          source: typeof slide.src === 'string' && slide.src ? slide.src : undefined,
          ratio: width && height ? width / height : undefined,
          video: Boolean(slide.video),
          format: 'queryString' as const,
        };
      })
    : el.slides.map((slide) => ({
        source: thumbnailSource(slide),
        ratio: ratioOf(slide),
        video: isVideo(slide),
        // A video's own thumbnail address is used as it is.
        ...(imageSource(slide) ? { format: formatOf(slideImage(slide)) } : {}),
      }));

/**
 * What a key on the strip asks of the gallery: the arrows its next or previous position (the
 * right arrow next, right to left the left one), Home and End its first and last; undefined for
 * any other key, or one held with Alt, Control or Meta (the browser's and the system's).
 */
export function thumbnailKeyMove(
  event: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey'>,
  rtl: boolean,
): 'next' | 'previous' | 'first' | 'last' | undefined {
  if (event.altKey || event.ctrlKey || event.metaKey) return undefined;
  const moves: Record<string, 'next' | 'previous' | 'first' | 'last'> = {
    Home: 'first',
    End: 'last',
    ArrowRight: rtl ? 'previous' : 'next',
    ArrowLeft: rtl ? 'next' : 'previous',
  };
  return Object.hasOwn(moves, event.key) ? moves[event.key] : undefined;
}

/**
 * The thumbnail strip under the gallery (`part="thumbnails"`): a button per slide labelled
 * 'Show slide n', `aria-current="true"` on the current one, the only one in the Tab order (the
 * arrow keys, Home and End go along the strip), run by a `GalleryEngine` of its own
 * linked both ways to the gallery's (`GalleryEngine.link`). In the slideshow each thumbnail is
 * as wide as its image at the strip's height and the first ceil(width / height) images load at
 * once; elsewhere `thumbnails-per-row` fill the strip's width and that many load at once; the
 * others load lazily. Answers the strip's engine, the function that marks the current thumbnail
 * again (after a regrouping that kept the position) and the one that takes the strip away.
 */
export function thumbnailStrip(
  el: SsGallery,
  design: GalleryDesign,
  settings: GallerySettings,
): { engine: GalleryEngine; draw(): void; remove(): void } {
  const main = el.engine!;
  const thumbs = thumbsOf(el);
  const count = thumbs.length;
  const layout = stripLayout(settings, design);
  const { height, padding, perRow } = layout;
  // The main engine's class, not imported: this chunk then shares no module with the entry.
  const Engine = main.constructor as typeof GalleryEngine;
  const strip = new Engine({ count: main.count, index: main.index, loop: main.loop });
  strip.link(main);
  const box = document.createElement('div');
  box.setAttribute('part', 'thumbnails');
  box.id = 'thumbnails';
  el.shadowRoot!.append(box);
  // Laid out under the gallery's group (whose controls are centred on the slides alone), and
  // one of its parts to assistive technology, as the carousel pattern asks.
  const group = el.shadowRoot!.querySelector('[part~=base]');
  group?.setAttribute('aria-owns', 'thumbnails');
  const preload = layout.natural ? preloadCount(el.clientWidth, height) : perRow;
  const width = ({ source, ratio, video }: Thumb) =>
    layout.natural
      ? `${thumbnailWidth(height, { ratio, video, image: source !== undefined, square: layout.square })}px`
      : `calc((100% - ${(perRow - 1) * padding}px) / ${perRow})`;
  /** A thumbnail's width in pixels, as `width` lays it out. */
  const boxWidth = ({ source, ratio, video }: Thumb) =>
    layout.natural
      ? thumbnailWidth(height, { ratio, video, image: source !== undefined, square: layout.square })
      : (el.clientWidth - (perRow - 1) * padding) / perRow;
  /**
   * The offered width that covers a thumbnail (its image cropped to cover it), not the
   * original: a strip of small pictures loads small files.
   */
  const offeredWidth = (thumb: Thumb) =>
    chooseImageWidth({
      renderedWidth: Math.max(boxWidth(thumb), thumb.ratio ? height * thumb.ratio : 0),
      devicePixelRatio,
    });
  /** The width each thumbnail's image was asked for at (none: no image, or one used as it is). */
  const asked: number[] = [];

  const style = document.createElement('style');
  // The arrows are centred on the slides, not on the slides and the strip below them.
  style.textContent = `[part~=base]{position:relative}
[part~=thumbnails]{display:flex;gap:${padding}px;margin-top:${layout.margin}px;overflow-x:auto;scrollbar-width:thin}
[part~=thumbnail]{position:static;transform:none;flex:0 0 auto;height:${height}px;padding:0;border:0;border-radius:0;overflow:hidden;opacity:.6;background:var(--ss-gallery-thumbnail-background,#e8e8e8)}
[part~=thumbnail][aria-current=true],[part~=thumbnail]:focus-visible{opacity:1}
[part~=thumbnail]:focus-visible{outline-offset:-2px}
[part~=thumbnail] img{display:block;width:100%;height:100%;object-fit:cover}`;
  const buttons = thumbs.map((thumb, i) => {
    const button = document.createElement('button');
    const source = thumb.source;
    button.type = 'button';
    button.setAttribute('part', 'thumbnail');
    button.setAttribute('aria-label', `Show slide ${i + 1}`);
    button.style.width = width(thumb);
    // Through the gallery, as any move: with its motion, refusing others until it ends.
    button.addEventListener('click', () => el.goTo(design.positionOf(i, count)));
    if (source) {
      const img = document.createElement('img');
      img.alt = '';
      img.loading = i < preload ? 'eager' : 'lazy';
      if (thumb.format)
        img.src = sizedImageUrl(source, (asked[i] = offeredWidth(thumb)), thumb.format);
      else img.src = source;
      button.append(img);
    }
    return button;
  });
  // A finger on the strip scrolls the strip: the gallery's swipes and drags are the slides'
  // (they listen on the viewport, beside the strip), and the page hears its touches as any.
  box.append(style, ...buttons);
  box.addEventListener('keydown', (event) => {
    const move = thumbnailKeyMove(event, getComputedStyle(box).direction === 'rtl');
    if (!move || !buttons.includes(event.target as HTMLButtonElement)) return;
    // The gallery's own arrow keys stand aside: the key is the strip's.
    event.preventDefault();
    // Position by position (a carousel's thumbnails go a group at a time), the ends as the
    // gallery's own: no wrapping round without looping.
    if (move === 'next') el.next();
    else if (move === 'previous') el.previous();
    else el.goTo(move === 'first' ? 0 : main.count - 1);
    // Focus goes to the current thumbnail, the strip's one Tab stop, whether the key moved the
    // gallery or not (an end, a move under way); other moves (autoplay, the gallery's controls)
    // leave it where the visitor put it.
    buttons[design.lead(strip.index, count)]?.focus({ preventScroll: true });
  });

  // One stop in the Tab order, the current thumbnail; the arrow keys, Home and End move the
  // gallery from it, focus following.
  const draw = () => {
    const current = design.lead(strip.index, count);
    buttons.forEach((button, i) => {
      button.setAttribute('aria-current', String(i === current));
      button.tabIndex = i === current ? 0 : -1;
    });
    const thumb = buttons[current];
    if (thumb) box.scrollLeft = thumb.offsetLeft - (box.clientWidth - thumb.offsetWidth) / 2;
  };
  strip.addEventListener('index-change', draw);
  draw();
  // Laid out later (set up in a container not shown, where the gallery is 0 px wide), or wider
  // since, a thumbnail's image is asked for again when a wider one is wanted; never a narrower.
  const resizes = new ResizeObserver(() =>
    asked.forEach((was, i) => {
      const thumb = thumbs[i]!;
      const wanted = offeredWidth(thumb);
      if (wanted <= was) return;
      asked[i] = wanted;
      buttons[i]!.querySelector('img')!.src = sizedImageUrl(thumb.source!, wanted, thumb.format!);
    }),
  );
  resizes.observe(box);
  return {
    engine: strip,
    draw,
    remove() {
      resizes.disconnect();
      strip.unlink(main);
      group?.removeAttribute('aria-owns');
      box.remove();
    },
  };
}
