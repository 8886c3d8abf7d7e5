import {
  identifierFromAddress,
  slideAddress,
  slideIdentifier,
  slideMatching,
} from '../../core/gallery/history.ts';
import { getPageContext } from '../../core/site/read-context.ts';
import type { SsGallery } from './gallery.ts';
import type { SlideData } from './slide-data.ts';

/** A value of slide data as the text it is written as (JSON often gives ids as numbers). */
const text = (value: unknown) => (value == null ? undefined : String(value));

/** A slide's id and url: from a child's `data-slide-id` and `data-slide-url`, or its data. */
const addressing = (slide: HTMLElement | SlideData | null | undefined) =>
  slide instanceof HTMLElement
    ? { id: slide.dataset.slideId, url: slide.dataset.slideUrl }
    : { id: text(slide?.id), url: text(slide?.url) };

/** The identifier each gallery last read from the address or wrote to it. */
const named = new WeakMap<SsGallery, string>();

/** The slides of a gallery with `history-hash`: its own (read or not yet), or its data. */
const slidesOf = (gallery: SsGallery) =>
  (gallery.slideData ?? (gallery.slides.length ? gallery.slides : [...gallery.children]))
    .filter(Boolean)
    .map((slide) => addressing(slide as HTMLElement | SlideData));

/** The collection URLs found not to be addresses, each told of once. */
const unreadable = new Set<string>();

export const unreadableCollectionUrl = (url: string) =>
  `The collection URL "${url}" is not an address: slides are neither read from the address nor written to it.`;

/**
 * The collection's path: that of `collection-url`, else of the page context's collection
 * `fullUrl` (either may be a full address, or relative to the page), else read from the path: up
 * to its last slash when its last segment names a slide (an item's page: a slide of this gallery
 * or of another with `history-hash` on the page, or the one this gallery last put there, taken
 * away since), else the whole path (the collection's own page, with or without its final
 * slash). Undefined for a collection on another origin, whose address the page can neither read
 * nor write, or one that is no address.
 */
function collectionPath(el: SsGallery): string | undefined {
  const fullUrl = getPageContext().collection?.fullUrl;
  const given = el.collectionUrl || (typeof fullUrl === 'string' && fullUrl);
  if (given) {
    let url: URL | undefined;
    try {
      url = new URL(given, location.href);
    } catch {
      // Told of below, once.
    }
    if (!url && !unreadable.has(given)) {
      unreadable.add(given);
      console.error(unreadableCollectionUrl(given));
    }
    return url?.origin === location.origin ? url.pathname : undefined;
  }
  const path = location.pathname;
  // An item's address may end with a slash: its identifier is the segment before it.
  const item = path.replace(/(.)\/$/, '$1');
  const parent = item.replace(/[^/]*$/, '');
  const last = identifierFromAddress(item, parent);
  if (last === undefined) return path;
  // `historyHash` as a property (as React sets it) or as the attribute.
  const galleries = [...document.querySelectorAll<SsGallery>('ss-gallery'), el].filter(
    (gallery) => gallery.historyHash,
  );
  return named.get(el) === last ||
    galleries.some((gallery) => slideMatching(slidesOf(gallery), last) >= 0)
    ? parent
    : path;
}

/**
 * `history-hash` (part 2 §2), loaded only by galleries that use it outside the editing backend:
 * the index of the slide the address names (by id or url), or -1.
 */
export function slideFromAddress(
  el: SsGallery,
  slides: readonly (HTMLElement | SlideData)[],
): number {
  const collection = collectionPath(el);
  const identifier = collection && identifierFromAddress(location.pathname, collection);
  if (identifier === undefined) return -1;
  const index = slideMatching(slides.map(addressing), identifier);
  if (index >= 0) named.set(el, identifier);
  return index;
}

/**
 * Writes a slide's url (else its id) after the collection URL, keeping the query and the hash
 * (an open lightbox's `#itemId=` among them: the path is the gallery's, the hash is not).
 */
export function writeAddress(el: SsGallery, slide: HTMLElement | undefined): void {
  // Switched off, or into the editor, after set-up: the address is left alone from then on.
  if (!el.historyHash || el.editing) return;
  const identifier =
    slide && slideIdentifier(addressing(slide), typeof history.replaceState === 'function');
  const collection = collectionPath(el);
  if (collection === undefined) return;
  // A slide without url or id: an address that names a slide goes back to the collection's
  // (ending with a slash); the collection's own is left as it is.
  if (!identifier && identifierFromAddress(location.pathname, collection) === undefined) return;
  const address = slideAddress(collection, identifier || '') + location.search + location.hash;
  try {
    history.replaceState(history.state, '', address);
    if (identifier) named.set(el, identifier);
  } catch {
    // A browser without history state cannot write an address without leaving the page.
  }
}
