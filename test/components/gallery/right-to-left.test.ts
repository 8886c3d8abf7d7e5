import { aTimeout, expect, fixture, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import type { SsGallery } from '../../../components/gallery/gallery.ts';
import { keyMove } from '../../../core/gallery/keyboard.ts';
import {
  closeLightbox,
  galleryOf,
  lightboxOf,
  part,
  restoreAfterEach,
  slideMarkup,
  swipe,
  touch,
} from './helpers.ts';

/** A gallery inside a right-to-left block, 600 px wide, with `count` slides. */
async function rtlGallery(settings: object, count = 5, attrs = ''): Promise<SsGallery> {
  const block = await fixture<HTMLElement>(
    `<div dir="rtl" style="width:600px"><ss-gallery data-block-json='${JSON.stringify(settings)}' ${attrs}>${slideMarkup(count)}</ss-gallery></div>`,
  );
  const el = block.querySelector('ss-gallery')!;
  await el.updateComplete;
  return el;
}

const centre = (box: DOMRect) => box.left + box.width / 2;

/** How far a slide's centre is from the gallery's, in px (0: centred). */
const offCentre = (el: SsGallery, i: number) =>
  centre(el.slides[i]!.getBoundingClientRect()) - centre(el.getBoundingClientRect());

describe('<ss-gallery> right to left', () => {
  restoreAfterEach();
  before(() => emulateMedia({ reducedMotion: 'reduce' }));
  after(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('runs the strip leftwards: each current slide centred, the next one to its left', async () => {
    const el = await rtlGallery({ design: 'slider' }, 4);
    expect(offCentre(el, 0)).to.be.closeTo(0, 1);
    // 80% wide slides: the next one starts where the first ends, on its left.
    expect(el.slides[1]!.getBoundingClientRect().right).to.be.closeTo(
      el.slides[0]!.getBoundingClientRect().left,
      1,
    );
    el.next();
    await el.updateComplete;
    expect(offCentre(el, 1)).to.be.closeTo(0, 1);
    el.goTo(3);
    await el.updateComplete;
    expect(offCentre(el, 3)).to.be.closeTo(0, 1);
  });

  it('offsets the strip for the direction it finds when moved in the page', async () => {
    const block = await fixture<HTMLElement>(
      `<div><div dir="rtl" style="width:600px"></div><div dir="ltr" style="width:600px"><ss-gallery data-block-json='{"design":"slider"}'>${slideMarkup(4)}</ss-gallery></div></div>`,
    );
    const [rtl, ltr] = [...block.children] as HTMLElement[];
    const el = ltr!.querySelector('ss-gallery')!;
    await el.updateComplete;
    el.goTo(2);
    await el.updateComplete;
    expect(offCentre(el, 2)).to.be.closeTo(0, 1);
    rtl!.append(el);
    expect(offCentre(el, 2)).to.be.closeTo(0, 1);
    ltr!.append(el);
    expect(offCentre(el, 2)).to.be.closeTo(0, 1);
  });

  it('aligns the strip to its start, the right, with active-alignment left', async () => {
    const el = await rtlGallery({ design: 'slider', 'active-alignment': 'left' }, 3);
    const right = () => el.getBoundingClientRect().right;
    expect(el.slides[0]!.getBoundingClientRect().right).to.be.closeTo(right(), 1);
    el.next();
    await el.updateComplete;
    expect(el.slides[1]!.getBoundingClientRect().right).to.be.closeTo(right(), 1);
  });

  it('moves the carousel a group leftwards', async () => {
    const el = await rtlGallery({ design: 'carousel', slidesPerRow: 2, gutter: 0 }, 4);
    const box = el.getBoundingClientRect();
    expect(el.slides[0]!.getBoundingClientRect().right).to.be.closeTo(box.right, 1);
    el.next();
    await el.updateComplete;
    expect(el.slides[2]!.getBoundingClientRect().right).to.be.closeTo(box.right, 1);
    expect(el.slides[3]!.getBoundingClientRect().left).to.be.closeTo(box.left, 1);
  });

  it('puts previous on the right and next on the left, their chevrons mirrored', async () => {
    const el = await rtlGallery({ design: 'slider' }, 3);
    const middle = centre(el.getBoundingClientRect());
    expect(part(el, 'previous').getBoundingClientRect().left).to.be.above(middle);
    expect(part(el, 'next').getBoundingClientRect().right).to.be.below(middle);
    for (const name of ['previous', 'next'])
      expect(getComputedStyle(part(el, name).querySelector('svg')!).scale).to.equal('-1 1');
    part(el, 'next').click();
    expect(el.currentIndex).to.equal(1);
  });

  it('goes next on the left arrow and previous on the right one; other keys are as given', async () => {
    const el = await rtlGallery({ design: 'stacked' }, 4);
    await aTimeout(50);
    await sendKeys({ press: 'ArrowLeft' });
    expect(el.currentIndex).to.equal(1);
    await sendKeys({ press: 'ArrowLeft' });
    expect(el.currentIndex).to.equal(2);
    await sendKeys({ press: 'ArrowRight' });
    expect(el.currentIndex).to.equal(1);
    // Keys that are not left and right arrows keep their order.
    el.keys = 'ArrowUp ArrowDown';
    await sendKeys({ press: 'ArrowDown' });
    expect(el.currentIndex).to.equal(2);
    const press = (key: string) => new KeyboardEvent('keydown', { key });
    expect(keyMove('a d', press('d'), true)).to.equal('next');
    expect(keyMove(undefined, press('ArrowLeft'), true)).to.equal('next');
    expect(keyMove(undefined, press('ArrowLeft'), false)).to.equal('previous');
  });

  it('goes next on a swipe to the right', async () => {
    const el = await rtlGallery({ design: 'slider' }, 4);
    // A horizontal drag is the gallery's, not the browser's (a swipe right would go back a page).
    expect(getComputedStyle(part(el, 'viewport')).touchAction).to.equal('pan-y pinch-zoom');
    swipe(el.slides[0]!, 100, 300);
    expect(el.currentIndex).to.equal(1);
    swipe(el.slides[1]!, 300, 100);
    expect(el.currentIndex).to.equal(0);
  });

  it("moves the slideshow's swipe track leftwards, a swipe to the right going next", async () => {
    const el = await rtlGallery({ design: 'slideshow', transition: 'swipe' }, 3);
    const box = el.getBoundingClientRect();
    touch(el.slides[0]!, 'touchstart', 100, 50, true);
    touch(el.slides[0]!, 'touchend', 500, 50, false); // 400 px > width / 2.25, at once
    expect(el.currentIndex).to.equal(1);
    await el.updateComplete;
    // The second slide, left of the first, is now the one in the gallery's box.
    expect(el.slides[1]!.getBoundingClientRect().left).to.be.closeTo(box.left, 1);
    expect(el.slides[0]!.getBoundingClientRect().left).to.be.closeTo(box.right, 1);
    touch(el.slides[1]!, 'touchstart', 500, 50, true);
    touch(el.slides[1]!, 'touchend', 100, 50, false);
    expect(el.currentIndex).to.equal(0);
  });

  it('goes next on a click on the left half of the current slide with clickBehavior side', async () => {
    const el = await rtlGallery({ design: 'slideshow', clickBehavior: 'side' }, 3);
    const click = (x: number) => {
      const box = el.slides[el.currentIndex]!.getBoundingClientRect();
      el.slides[el.currentIndex]!.dispatchEvent(
        new MouseEvent('click', { bubbles: true, clientX: box.left + box.width * x, clientY: 5 }),
      );
    };
    click(0.25);
    await waitUntil(() => el.currentIndex === 1, 'the left half did not go next');
    await aTimeout(1300); // the fade's motion (1 s × 1.2) ends
    click(0.75);
    await waitUntil(() => el.currentIndex === 0, 'the right half did not go back');
  });

  it('centres the current thumbnail in a right-to-left strip', async () => {
    const el = await rtlGallery({ design: 'slider', thumbnails: true }, 12);
    await waitUntil(() => part(el, 'thumbnail'), 'no thumbnails');
    el.goTo(8);
    await el.updateComplete;
    const thumbs = el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="thumbnail"]');
    const strip = part(el, 'thumbnails');
    expect(strip.scrollLeft).to.be.below(0);
    expect(centre(thumbs[8]!.getBoundingClientRect())).to.be.closeTo(
      centre(strip.getBoundingClientRect()),
      1,
    );
  });

  it('lets a left-to-right gallery inside a right-to-left one run left to right', async () => {
    const outer = await rtlGallery({ design: 'slider' }, 2);
    const inner = document.createElement('ss-gallery');
    inner.dir = 'ltr';
    inner.dataset.blockJson = '{"design":"slider"}';
    inner.innerHTML = slideMarkup(3);
    outer.slides[0]!.append(inner);
    await inner.updateComplete;
    inner.next();
    await inner.updateComplete;
    expect(inner.slides[2]!.getBoundingClientRect().left).to.be.closeTo(
      inner.slides[1]!.getBoundingClientRect().right,
      1,
    );
    expect(getComputedStyle(part(inner, 'next').querySelector('svg')!).scale).to.equal('1');
  });

  it('centres the current thumbnail under an ancestor scaled down, either way', async () => {
    for (const dir of ['ltr', 'rtl']) {
      const block = await fixture<HTMLElement>(
        `<div dir="${dir}" style="width:600px;transform:scale(0.5);transform-origin:0 0"><ss-gallery data-block-json='{"design":"slider","thumbnails":true}'>${slideMarkup(12)}</ss-gallery></div>`,
      );
      const el = block.querySelector('ss-gallery')!;
      await el.updateComplete;
      await waitUntil(() => part(el, 'thumbnail'), 'no thumbnails');
      el.goTo(6);
      await el.updateComplete;
      const thumbs = el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="thumbnail"]');
      expect(centre(thumbs[6]!.getBoundingClientRect()), dir).to.be.closeTo(
        centre(part(el, 'thumbnails').getBoundingClientRect()),
        1,
      );
    }
  });

  it('hands its own direction to its lightbox, a sibling that does not inherit it', async () => {
    const el = await galleryOf(
      { design: 'slider', lightbox: true },
      slideMarkup(3),
      'dir="rtl" style="width:600px"',
    );
    const lightbox = await lightboxOf(el);
    expect(lightbox.dir).to.equal('rtl');
    el.slides[0]!.click();
    await lightbox.updateComplete;
    const nextSide = () => {
      const next = lightbox.shadowRoot!.querySelector('[part~="next"]')!.getBoundingClientRect();
      return next.left < innerWidth / 2 ? 'left' : 'right';
    };
    expect(nextSide()).to.equal('left');
    await closeLightbox(lightbox);
    // Turned left to right, its next opening follows.
    el.dir = 'ltr';
    el.slides[0]!.click();
    await lightbox.updateComplete;
    expect(lightbox.dir).to.equal('ltr');
    expect(nextSide()).to.equal('right');
    await closeLightbox(lightbox);
  });

  it('keeps the left-to-right layout where no direction is given', async () => {
    const block = await fixture<HTMLElement>(
      `<div style="width:600px"><ss-gallery data-block-json='{"design":"slider"}'>${slideMarkup(3)}</ss-gallery></div>`,
    );
    const el = block.querySelector('ss-gallery')!;
    await el.updateComplete;
    el.next();
    await el.updateComplete;
    expect(offCentre(el, 1)).to.be.closeTo(0, 1);
    expect(el.slides[2]!.getBoundingClientRect().left).to.be.closeTo(
      el.slides[1]!.getBoundingClientRect().right,
      1,
    );
    expect(getComputedStyle(part(el, 'next').querySelector('svg')!).scale).to.equal('1');
  });
});
