import { aTimeout, expect, fixture, fixtureCleanup, oneEvent, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../../components/gallery/gallery.ts';
import type { SsGallery } from '../../../components/gallery/gallery.ts';
import type { SsLightbox } from '../../../components/lightbox/lightbox.ts';

const image = (width: number, height: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#888"/></svg>`,
  )}`;

const SLIDES = [0, 1, 2]
  .map(
    (i) =>
      `<div data-slide-id="s${i}" data-image-dimensions="1600x900" data-src="${image(16, 9)}"><img src="${image(4, 4)}" alt="Photo ${i + 1}"></div>`,
  )
  .join('');

const ORIGINAL_URL = location.href;

/** A slideshow with a lightbox, once the lightbox is in the page. */
async function galleryWithLightbox(): Promise<[SsGallery, SsLightbox]> {
  const el = await fixture<SsGallery>(
    `<ss-gallery data-block-json='{"design":"slideshow","lightbox":true}'>${SLIDES}</ss-gallery>`,
  );
  await waitUntil(() => el.nextElementSibling?.localName === 'ss-lightbox', 'no lightbox');
  const lightbox = el.nextElementSibling as SsLightbox;
  await lightbox.updateComplete;
  return [el, lightbox];
}

/** Whether the lightbox is open over a locked page, with focus on its close button. */
const openOverLockedPage = (el: SsGallery, lightbox: SsLightbox) => [
  lightbox.isConnected,
  lightbox.state !== 'hidden' && lightbox.state !== 'hiding',
  lightbox.shadowRoot!.querySelector('[part~=dialog]')?.matches(':popover-open'),
  lightbox.shadowRoot!.activeElement === lightbox.shadowRoot!.querySelector('[part~=close]'),
  location.hash,
  el.inert,
  document.documentElement.style.overflow,
];

describe('<ss-lightbox> of a gallery', () => {
  before(() => setViewport({ width: 800, height: 600 }));
  afterEach(() => {
    fixtureCleanup();
    history.replaceState(null, '', ORIGINAL_URL);
  });

  it('stays open when its gallery moves in the page, and goes after it on its next opening', async () => {
    const [el, lightbox] = await galleryWithLightbox();
    el.slides[1]!.click();
    await lightbox.updateComplete;
    const open = [true, true, true, true, '#itemId=s1', true, 'hidden'];
    expect(openOverLockedPage(el, lightbox)).to.deep.equal(open);
    // Taken out and put back in one go.
    el.parentElement!.append(el);
    await aTimeout(0);
    await lightbox.updateComplete;
    expect(openOverLockedPage(el, lightbox)).to.deep.equal(open);
    const back = oneEvent(window, 'popstate');
    lightbox.close();
    await back;
    expect([el.inert, document.documentElement.style.overflow]).to.deep.equal([false, '']);
    expect(document.activeElement === el.slides[1]).to.equal(true);
    el.slides[1]!.click();
    await lightbox.updateComplete;
    expect(el.nextElementSibling === lightbox).to.equal(true);
    expect(openOverLockedPage(el, lightbox)).to.deep.equal(open);
    const again = oneEvent(window, 'popstate');
    lightbox.close();
    await again;
  });

  it('has its events come from the gallery, once, as the lightbox fires them', async () => {
    const [el, lightbox] = await galleryWithLightbox();
    const heard: string[] = [];
    const hear = (where: string) => (event: Event) =>
      heard.push(
        `${where} ${event.type} ${(event.target as Element).localName} ${JSON.stringify(
          (event as CustomEvent).detail,
        )}`,
      );
    const types = ['ss-lightbox-open', 'ss-lightbox-change', 'ss-lightbox-close'];
    const onDocument = hear('document');
    for (const type of types) {
      document.addEventListener(type, onDocument);
      lightbox.addEventListener(type, hear('lightbox'));
    }
    try {
      el.slides[1]!.click();
      await lightbox.updateComplete;
      lightbox.shadowRoot!.querySelector<HTMLElement>('[part~=next]')!.click();
      const back = oneEvent(window, 'popstate');
      lightbox.close();
      await back;
    } finally {
      for (const type of types) document.removeEventListener(type, onDocument);
    }
    const detail = (index: number) => JSON.stringify({ index, id: `s${index}` });
    // (The gallery's copy is sent from a listener on the lightbox set up before the test's.)
    expect(heard).to.deep.equal([
      `document ss-lightbox-open ss-gallery ${detail(1)}`,
      `lightbox ss-lightbox-open ss-lightbox ${detail(1)}`,
      `document ss-lightbox-change ss-gallery ${detail(2)}`,
      `lightbox ss-lightbox-change ss-lightbox ${detail(2)}`,
      `document ss-lightbox-close ss-gallery ${detail(2)}`,
      `lightbox ss-lightbox-close ss-lightbox ${detail(2)}`,
    ]);
  });

  it('closes when its gallery leaves the page, and gives the page back', async () => {
    const [el, lightbox] = await galleryWithLightbox();
    el.slides[0]!.click();
    await lightbox.updateComplete;
    el.remove();
    await aTimeout(0);
    expect(lightbox.isConnected).to.equal(false);
    expect(lightbox.state).to.equal('hidden');
    expect(location.href).to.equal(ORIGINAL_URL);
    expect(document.documentElement.style.overflow).to.equal('');
    // The entry it pushed stays, at the page's address: Back over it changes nothing shown.
    const back = oneEvent(window, 'popstate');
    history.back();
    await back;
    expect(location.href).to.equal(ORIGINAL_URL);
  });
});
