import {
  identifierFromAddress,
  slideAddress,
  slideIdentifier,
  slideMatching,
} from '../../core/gallery/history.ts';
import { getPageContext } from '../../core/site/read-context.ts';
import type { SsGallery } from './gallery.ts';
import type { SlideData } from './slide-data.ts';

/** A slide's id and url: from a child's `data-slide-id` and `data-slide-url`, or its data. */
const addressing = (slide: HTMLElement | SlideData) =>
  slide instanceof HTMLElement
    ? { id: slide.dataset.slideId, url: slide.dataset.slideUrl }
    : { id: slide.id, url: slide.url };

/**
 * The collection's URL: `collection-url`, else the page context's collection `fullUrl`, else
 * read from the path: up to its last slash when its last segment names a slide (an item's
 * page), else the whole path (the collection's own page, with or without its final slash).
 */
function collectionPath(el: SsGallery): string {
  const fullUrl = getPageContext().collection?.fullUrl;
  if (el.collectionUrl) return el.collectionUrl;
  if (typeof fullUrl === 'string' && fullUrl) return fullUrl;
  const path = location.pathname;
  const parent = path.replace(/[^/]*$/, '');
  const last = identifierFromAddress(path, parent);
  const slides = (el.slideData ?? el.slides).filter(Boolean).map(addressing);
  return last !== undefined && slideMatching(slides, last) >= 0 ? parent : path;
}

/**
 * `history-hash` (part 2 §2), loaded only by galleries that use it outside the editing backend:
 * the index of the slide the address names (by id or url), or -1.
 */
export function slideFromAddress(
  el: SsGallery,
  slides: readonly (HTMLElement | SlideData)[],
): number {
  const identifier = identifierFromAddress(location.pathname, collectionPath(el));
  return identifier === undefined ? -1 : slideMatching(slides.map(addressing), identifier);
}

/**
 * Writes a slide's url (else its id) after the collection URL, keeping the query and the hash
 * (an open lightbox's `#itemId=` among them: the path is the gallery's, the hash is not).
 */
export function writeAddress(el: SsGallery, slide: HTMLElement | undefined): void {
  const identifier =
    slide && slideIdentifier(addressing(slide), typeof history.replaceState === 'function');
  if (!identifier) return;
  const address = slideAddress(collectionPath(el), identifier) + location.search + location.hash;
  history.replaceState(history.state, '', address);
}
