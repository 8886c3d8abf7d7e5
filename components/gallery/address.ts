import {
  identifierFromAddress,
  slideAddress,
  slideIdentifier,
  slideMatching,
} from '../../core/gallery/history.ts';
import type { SsGallery } from './gallery.ts';

const addressing = (slide: HTMLElement) => ({
  id: slide.dataset.slideId,
  url: slide.dataset.slideUrl,
});

/** The collection's URL: `collection-url`, else the current path up to its last slash. */
const collectionPath = (el: SsGallery) =>
  el.collectionUrl || location.pathname.replace(/[^/]*$/, '');

/**
 * `history-hash` (part 2 §2), loaded only by galleries that use it outside the editing backend:
 * the index of the slide the address names (by id or url), or -1.
 */
export function slideFromAddress(el: SsGallery, slides: readonly HTMLElement[]): number {
  const identifier = identifierFromAddress(location.pathname, collectionPath(el));
  return identifier === undefined ? -1 : slideMatching(slides.map(addressing), identifier);
}

/** Writes a slide's url (else its id) after the collection URL, keeping the query. */
export function writeAddress(el: SsGallery, slide: HTMLElement | undefined): void {
  const identifier =
    slide && slideIdentifier(addressing(slide), typeof history.replaceState === 'function');
  if (!identifier) return;
  const address = slideAddress(collectionPath(el), identifier) + location.search;
  history.replaceState(history.state, '', address);
}
