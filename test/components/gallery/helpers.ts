import { fixture, fixtureCleanup } from '@open-wc/testing';
import sinon from 'sinon';
import type { SlideData, SsGallery } from '../../../components/gallery/gallery.ts';
import '../../../components/gallery/gallery.ts';

export const slideMarkup = (count: number, extra: (i: number) => string = () => '') =>
  Array.from(
    { length: count },
    (_, i) =>
      `<div data-slide-id="s${i}" data-slide-url="slide-${i}" data-image-dimensions="1600x900" ${extra(i)}><p>Slide ${i + 1}</p></div>`,
  ).join('');

/** A gallery with `count` slides and the given block settings. */
export const gallery = (
  settings: object,
  count = 5,
  attrs = '',
  extra?: (i: number) => string,
): Promise<SsGallery> =>
  fixture<SsGallery>(
    `<ss-gallery data-block-json='${JSON.stringify(settings)}' ${attrs}>${slideMarkup(count, extra)}</ss-gallery>`,
  );

/** The galleries of `markup` (in a `<div>` of the page), once every one is set up. */
export async function settledGalleries(markup: string): Promise<SsGallery[]> {
  const holder = await fixture(`<div>${markup}</div>`);
  const galleries = [...holder.querySelectorAll('ss-gallery')];
  await Promise.all(galleries.map((gallery) => gallery.updateComplete));
  return galleries;
}

export const part = (el: SsGallery, name: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`)!;

export const inert = (el: SsGallery) => el.slides.map((slide) => slide.inert);

export function touch(target: Element, type: string, x: number, y: number, active: boolean): void {
  const point = new Touch({ identifier: 1, target, clientX: x, clientY: y });
  target.dispatchEvent(
    new TouchEvent(type, {
      bubbles: true,
      composed: true,
      touches: active ? [point] : [],
      changedTouches: [point],
    }),
  );
}

export function swipe(target: Element, fromX: number, toX: number): void {
  touch(target, 'touchstart', fromX, 50, true);
  touch(target, 'touchend', toX, 52, false);
}

/** Waits until the lazily loaded parts have created the gallery's `<ss-lightbox>`. */
export async function lightboxOf(
  el: SsGallery,
): Promise<import('../../../components/lightbox/lightbox.ts').SsLightbox> {
  const { waitUntil } = await import('@open-wc/testing');
  await waitUntil(() => el.nextElementSibling?.localName === 'ss-lightbox', 'no lightbox');
  const lightbox =
    el.nextElementSibling as import('../../../components/lightbox/lightbox.ts').SsLightbox;
  await lightbox.updateComplete;
  return lightbox;
}

/** A gallery with the given block settings and slides markup (one element per slide). */
export const galleryOf = (settings: object, slides: string, attrs = ''): Promise<SsGallery> =>
  fixture<SsGallery>(
    `<ss-gallery data-block-json='${JSON.stringify(settings)}' ${attrs}>${slides}</ss-gallery>`,
  );

/**
 * Closes a lightbox the visitor opened, and waits for the Back it takes (`history.back()` is
 * asynchronous): a late one would move the next test's lightbox to the item its address names.
 */
export async function closeLightbox(
  lightbox: import('../../../components/lightbox/lightbox.ts').SsLightbox,
  close: () => unknown = () => lightbox.close(),
): Promise<void> {
  const { aTimeout } = await import('@open-wc/testing');
  const back = new Promise((done) => addEventListener('popstate', done, { once: true }));
  await close();
  await Promise.race([back, aTimeout(1000)]);
}

/**
 * Puts back, after each test of the suite it is called in, every sinon fake (a fake clock
 * included) and the address the suite started at. The test's elements are removed first, so a
 * lightbox it left open writes no address into the next test.
 */
export function restoreAfterEach(): void {
  const startUrl = location.href;
  afterEach(() => {
    fixtureCleanup();
    sinon.restore();
    history.replaceState(null, '', startUrl);
  });
}

/**
 * The lightbox item both ways of giving slides make of the first photo: id s0, full image
 * /full-0.jpg, 1600 × 900, 'Caption 1', alt 'Photo 1'.
 */
export const FIRST_PHOTO_ITEM = {
  id: 's0',
  src: '/full-0.jpg',
  width: 1600,
  height: 900,
  caption: 'Caption 1',
  alt: 'Photo 1',
};

/** `count` slides given as data: ids s0…, urls slide-0…, 1600 × 900 GIFs told apart by a hash. */
export const slidesOf = (count: number): SlideData[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `s${i}`,
    url: `slide-${i}`,
    src: `data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7#${i}`,
    alt: `Photo ${i + 1}`,
    width: 1600,
    height: 900,
  }));
