import type { SsGallery } from './gallery.ts';

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
 * Places each slide's metadata element (`[data-metadata]` or `<figcaption>`) over the slide at
 * `position`, and applies the overflow rule, again whenever the gallery is resized. The element
 * gets `data-metadata-position`; one made scrollable gets `tabindex="0"` so the keyboard can
 * scroll it. An unknown position is ignored.
 */
export function placeMetadata(el: SsGallery, position: string): void {
  if (!(METADATA_POSITIONS as readonly string[]).includes(position)) return;
  const pairs = el.slides.flatMap((slide) => {
    const metadata = slide?.querySelector<HTMLElement>(METADATA_SELECTOR);
    // Placed already (the slides were taken in again).
    if (!metadata || metadata.dataset.metadataPosition) return [];
    if (getComputedStyle(slide).position === 'static') slide.style.position = 'relative';
    metadata.dataset.metadataPosition = position;
    const place = PLACES[position as MetadataPosition];
    metadata.style.cssText += `;position:absolute;box-sizing:border-box;margin:0;${place}`;
    return [[slide, metadata] as const];
  });
  const place = () => {
    for (const [slide, metadata] of pairs) {
      metadata.style.removeProperty('height');
      metadata.style.removeProperty('overflow');
      const height = metadataHeight(metadata.offsetHeight, slide.clientHeight);
      if (height === undefined) {
        if (metadata.dataset.scrolls) metadata.removeAttribute('tabindex');
        delete metadata.dataset.scrolls;
        continue;
      }
      metadata.style.height = `${height}px`;
      metadata.style.overflow = 'auto';
      metadata.dataset.scrolls = '';
      metadata.tabIndex = 0;
    }
  };
  if (!pairs.length) return;
  place();
  new ResizeObserver(place).observe(el);
}
