import { expect, fixture, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { SsGallery } from '../../../components/gallery/gallery.ts';
import { stacked } from '../../../components/gallery/designs/stacked.ts';
import type { GallerySettings } from '../../../components/gallery/settings.ts';
import { gallery, part, slideMarkup, swipe, touch } from './helpers.ts';

const thumbnails = (el: SsGallery) =>
  el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="thumbnail"]');

async function withThumbnails(settings: object, count: number): Promise<SsGallery> {
  const el = await gallery({ ...settings, thumbnails: true }, count);
  await waitUntil(() => thumbnails(el).length === count, 'no thumbnails');
  return el;
}

describe('<ss-gallery> thumbnail strip', () => {
  it('leaves a finger on the strip to the strip: no swipe moves the gallery', async () => {
    const el = await withThumbnails({ design: 'slider' }, 8);
    const thumb = thumbnails(el)[1]!;
    touch(thumb, 'touchstart', 300, 700, true);
    touch(thumb, 'touchend', 200, 700, false);
    expect(el.currentIndex).to.equal(0);
    // The same flick on the slides moves it.
    touch(el.slides[0]!, 'touchstart', 300, 50, true);
    touch(el.slides[0]!, 'touchend', 200, 50, false);
    expect(el.currentIndex).to.equal(1);
  });

  it('lets the page hear touches on the strip, as any touch on the page', async () => {
    const el = await withThumbnails({ design: 'slider' }, 8);
    const heard: string[] = [];
    const hear = (event: Event) => heard.push(event.type);
    const types = ['touchstart', 'touchmove', 'touchend', 'touchcancel'];
    for (const type of types) document.addEventListener(type, hear);
    try {
      const thumb = thumbnails(el)[1]!;
      touch(thumb, 'touchstart', 300, 700, true);
      touch(thumb, 'touchmove', 250, 700, true);
      touch(thumb, 'touchend', 200, 700, false);
      touch(thumb, 'touchstart', 300, 700, true);
      touch(thumb, 'touchcancel', 300, 700, false);
    } finally {
      for (const type of types) document.removeEventListener(type, hear);
    }
    expect(heard).to.deep.equal([
      'touchstart',
      'touchmove',
      'touchend',
      'touchstart',
      'touchcancel',
    ]);
    expect(el.currentIndex).to.equal(0);
  });

  it('does not drag the new-swipe track from the strip', async () => {
    const el = await withThumbnails({ design: 'slideshow', transition: 'new-swipe' }, 8);
    const thumb = thumbnails(el)[1]!;
    touch(thumb, 'touchstart', 300, 700, true);
    touch(thumb, 'touchmove', 280, 700, true);
    touch(thumb, 'touchmove', 100, 700, true);
    expect(part(el, 'slides').hasAttribute('data-dragging')).to.equal(false);
    touch(thumb, 'touchend', 100, 700, false);
    expect(el.currentIndex).to.equal(0);
  });

  it('moves the gallery as any move does: in motion, refusing another until it ends', async () => {
    const el = await withThumbnails({ design: 'slideshow' }, 5);
    thumbnails(el)[2]!.click();
    expect(el.currentIndex).to.equal(2);
    expect(el.engine!.inMotion).to.equal(true);
    expect(el.next()).to.equal(false);
    expect(el.currentIndex).to.equal(2);
  });
});

describe('<ss-gallery> touches and width', () => {
  it('takes no swipe from the previous and next buttons: a flick there moves nothing', async () => {
    const el = await gallery({ design: 'slider' }, 8);
    swipe(part(el, 'next'), 300, 100);
    swipe(part(el, 'previous'), 100, 300);
    expect(el.currentIndex).to.equal(0);
  });

  it('hears touches without holding up the page scrolling, and forgets one cancelled or joined by a second finger', async () => {
    const options: unknown[] = [];
    const add = EventTarget.prototype.addEventListener;
    EventTarget.prototype.addEventListener = function (this: EventTarget, ...args) {
      if (args[0] === 'touchstart') options.push(args[2]);
      return add.apply(this, args);
    };
    let el: SsGallery;
    try {
      el = await gallery({ design: 'slider' }, 8);
    } finally {
      EventTarget.prototype.addEventListener = add;
    }
    expect(options.length).to.be.greaterThan(0);
    expect(options.every((given) => (given as AddEventListenerOptions)?.passive === true)).to.equal(
      true,
    );
    const slide = el.slides[0]!;
    touch(slide, 'touchstart', 300, 50, true);
    slide.dispatchEvent(new TouchEvent('touchcancel', { bubbles: true, composed: true }));
    touch(slide, 'touchend', 200, 50, false);
    expect(el.currentIndex, 'cancelled').to.equal(0);
    touch(slide, 'touchstart', 300, 50, true);
    const fingers = [1, 2].map(
      (identifier) => new Touch({ identifier, target: slide, clientX: 300, clientY: 50 }),
    );
    slide.dispatchEvent(
      new TouchEvent('touchstart', {
        bubbles: true,
        composed: true,
        touches: fingers,
        changedTouches: [fingers[1]!],
      }),
    );
    touch(slide, 'touchend', 200, 50, false);
    expect(el.currentIndex, 'a pinch').to.equal(0);
    touch(slide, 'touchstart', 300, 50, true);
    touch(slide, 'touchend', 200, 50, false);
    expect(el.currentIndex).to.equal(1);
  });

  it('still takes swipes on its slides once moved in the page', async () => {
    const el = await gallery({ design: 'slider' }, 8);
    const parent = el.parentElement!;
    el.remove();
    swipe(el.slides[0]!, 300, 100);
    expect(el.currentIndex, 'out of the page').to.equal(0);
    parent.append(el);
    swipe(el.slides[0]!, 300, 100);
    expect(el.currentIndex).to.equal(1);
  });

  it('leaves the horizontal drags and pinches of a one-slide slideshow to the page', async () => {
    const el = await gallery({ design: 'slideshow', transition: 'new-swipe' }, 1);
    expect(getComputedStyle(part(el, 'viewport')).touchAction).to.equal('auto');
    expect(getComputedStyle(part(el, 'slides')).touchAction).to.equal('auto');
    const two = await gallery({ design: 'slideshow', transition: 'new-swipe' }, 2);
    expect(getComputedStyle(part(two, 'viewport')).touchAction).to.equal('pan-y pinch-zoom');
  });

  it('leaves the touches on a gallery inside one of its slides to that gallery', async () => {
    for (const outerSettings of [
      { design: 'slider' },
      { design: 'slideshow', transition: 'swipe' },
      { design: 'slideshow', transition: 'new-swipe' },
    ]) {
      const outer = await fixture<SsGallery>(
        `<ss-gallery data-block-json='${JSON.stringify(outerSettings)}'><div>
          <ss-gallery data-block-json='{"design":"slider","thumbnails":true}'>${slideMarkup(4)}</ss-gallery>
        </div>${slideMarkup(2)}</ss-gallery>`,
      );
      const inner = outer.querySelector('ss-gallery') as SsGallery;
      await inner.updateComplete;
      await waitUntil(() => inner.shadowRoot!.querySelector('[part~="thumbnail"]'), 'no strip');
      const label = outerSettings.transition ?? outerSettings.design;
      const flick = (target: Element) => {
        touch(target, 'touchstart', 300, 50, true);
        touch(target, 'touchmove', 280, 50, true);
        touch(target, 'touchmove', 60, 50, true);
        expect(part(outer, 'slides').hasAttribute('data-dragging'), label).to.equal(false);
        touch(target, 'touchend', 60, 50, false);
      };
      flick(inner.slides[0]!);
      expect(inner.currentIndex, label).to.equal(1);
      flick(inner.shadowRoot!.querySelector('[part~="thumbnail"]')!);
      expect(outer.currentIndex, label).to.equal(0);
      // A flick on the outer gallery's own slide moves it.
      const width = outer.getBoundingClientRect().width;
      touch(outer.slides[1]!, 'touchstart', width - 5, 50, true);
      touch(outer.slides[1]!, 'touchmove', width - 25, 50, true);
      touch(outer.slides[1]!, 'touchend', 5, 50, false);
      expect(outer.currentIndex, label).not.to.equal(0);
    }
  });

  it('takes the width the page gives it, never one from its slides', async () => {
    // Laid out to fit its content (an inline block), a row of slides would widen the page.
    const el = await fixture<SsGallery>(
      `<div style="display: inline-block"><ss-gallery data-block-json='{"design":"slider"}'>${slideMarkup(
        12,
        () => 'style="width: 900px"',
      )}</ss-gallery></div>`,
    );
    const gallery = el.querySelector('ss-gallery') as SsGallery;
    await gallery.updateComplete;
    expect(gallery.getBoundingClientRect().width).to.be.below(innerWidth);
  });
});

describe('<ss-gallery> settings left out, blank or odd', () => {
  it('takes the fade for a transition that is null or blank, and a name in any case', async () => {
    // As a block's JSON may carry them, whatever the settings' type says.
    for (const transition of [null, '', '  '] as unknown as string[]) {
      expect(stacked({ transition }).transition, String(transition)).to.equal('fade');
    }
    expect(stacked({ transition: ' New-Swipe ' }).transition).to.equal('new-swipe');
    const defaults = stacked({
      transition: 'new-swipe',
      boundaries: null,
      snap: '',
    } as unknown as GallerySettings);
    expect(defaults.transition).to.equal('new-swipe');
    expect(() =>
      stacked({ transition: 'new-swipe', boundaries: 'Hard Inertial', snap: 'NONE' }),
    ).to.not.throw();
    // An unknown one still throws, named as given.
    expect(() => stacked({ transition: 'Zoom' })).to.throw(Error, '"Zoom"');
    // A gallery whose block JSON says null is set up with it.
    const el = await gallery({ design: 'slideshow', transition: null } as object, 3);
    expect(el.engine).to.not.equal(undefined);
    el.next();
    expect(el.currentIndex).to.equal(1);
  });

  it('keeps at least one slide per row for a fraction', async () => {
    const carousel = await gallery({ design: 'carousel', slidesPerRow: 0.5 }, 6);
    expect(carousel.engine!.count).to.equal(6);
    const grid = await gallery({ design: 'grid', slidesPerRow: 0.5 }, 6);
    expect(part(grid, 'viewport').style.getPropertyValue('--ss-n')).to.equal('1');
  });

  it('keeps at most 12 slides, and 12 thumbnails, per row: none is 0 px wide', async () => {
    const grid = await gallery(
      { design: 'grid', slidesPerRow: 1e9, thumbnails: true, 'thumbnails-per-row': 1e9 },
      30,
      'style="width:800px"',
    );
    expect(part(grid, 'viewport').style.getPropertyValue('--ss-n')).to.equal('12');
    // 12 columns and 11 gaps of 20 px; 12 thumbnails and 11 gaps of 5 px.
    expect(grid.slides[0]!.getBoundingClientRect().width).to.be.closeTo((800 - 11 * 20) / 12, 0.5);
    await waitUntil(() => grid.shadowRoot!.querySelector('[part~=thumbnail]'), 'no thumbnails');
    const thumbnail = grid.shadowRoot!.querySelector('[part~=thumbnail]')!;
    expect(thumbnail.getBoundingClientRect().width).to.be.closeTo((800 - 11 * 5) / 12, 0.5);
    const carousel = await gallery(
      { design: 'carousel', slidesPerRow: 1e9 },
      30,
      'style="width:800px"',
    );
    expect(carousel.engine!.count).to.equal(3);
    // 12 slides and 11 gutters of 1 px.
    expect(carousel.slides[0]!.getBoundingClientRect().width).to.be.closeTo((800 - 11) / 12, 0.5);
  });

  it('keeps a wide gutter from leaving the slides of a row no width: at most half a share', async () => {
    // 12 across 800 px: a gap of at most 50% / 12 (33.33 px), leaving each slide 36.11 px.
    const [grid, carousel] = await Promise.all(
      ['grid', 'carousel'].map((design) =>
        gallery({ design, slidesPerRow: 12, gutter: 80 }, 24, 'style="width:800px"'),
      ),
    );
    for (const el of [grid!, carousel!])
      expect(el.slides[0]!.getBoundingClientRect().width).to.be.closeTo(
        (800 - (11 * 800) / 24) / 12,
        0.5,
        el.design,
      );
    // Between rows, the gutter as given.
    const [first, below] = [grid!.slides[0]!, grid!.slides[12]!].map((slide) =>
      slide.getBoundingClientRect(),
    );
    expect(below!.top - first!.bottom).to.be.closeTo(80, 0.5);
    expect(carousel!.next()).to.equal(true);
    // Once the track's transition has ended too (the engine's motion may end a frame before it).
    const track = part(carousel!, 'slides');
    await waitUntil(
      () => !carousel!.engine!.inMotion && track.getAnimations().length === 0,
      'the move did not end',
      { timeout: 2000 },
    );
    // The next group starts at the track's left edge: a step is 12 slides and 12 gaps.
    const viewport = part(carousel!, 'viewport').getBoundingClientRect();
    expect(carousel!.slides[12]!.getBoundingClientRect().left).to.be.closeTo(viewport.left, 0.5);
  });
});

describe('<ss-gallery> touch designs let go', () => {
  for (const transition of ['swipe', 'new-swipe']) {
    it(`puts the ${transition} track back when taken out of the page mid-drag`, async () => {
      const el = await gallery({ design: 'slideshow', transition }, 4);
      const track = part(el, 'slides');
      touch(track, 'touchstart', 300, 50, true);
      touch(track, 'touchmove', 220, 52, true);
      expect(track.hasAttribute('data-dragging')).to.equal(true);
      const parent = el.parentElement!;
      el.remove();
      expect(track.hasAttribute('data-dragging')).to.equal(false);
      expect(track.style.getPropertyValue('--ss-drag')).to.equal('0px');
      parent.append(el);
      await el.updateComplete;
    });
  }
});

describe('<ss-gallery> new-swipe on a resize', () => {
  afterEach(() => setViewport({ width: 800, height: 600 }));

  it("sets the track's settle time again when the width crosses 767 px", async () => {
    await setViewport({ width: 1000, height: 600 });
    const el = await withThumbnails({ design: 'slideshow', transition: 'new-swipe' }, 4);
    const viewport = part(el, 'viewport');
    const thumbnail = thumbnails(el)[0]!;
    expect(viewport.style.getPropertyValue('--ss-settle')).to.equal('500ms');
    await setViewport({ width: 600, height: 600 });
    await waitUntil(
      () => viewport.style.getPropertyValue('--ss-settle') === '400ms',
      'the settle time did not follow the width',
    );
    expect(el.design).to.equal('stacked');
    expect(el.currentIndex).to.equal(0);
    // Nothing else is laid out again: the thumbnails are the same (one with focus keeps it).
    expect(thumbnails(el)[0] === thumbnail).to.equal(true);
  });

  it("moves at a release's pace while it settles, else at the design's", async () => {
    await setViewport({ width: 1000, height: 600 });
    const el = await gallery({ design: 'slideshow', transition: 'new-swipe' }, 3);
    const track = part(el, 'slides');
    expect(getComputedStyle(track).transitionDuration).to.equal('0.5s, 0.5s');
    track.style.setProperty('--ss-release', '240ms');
    expect(getComputedStyle(track).transitionDuration).to.equal('0.24s, 0.24s');
    track.style.removeProperty('--ss-release');
    expect(getComputedStyle(track).transitionDuration).to.equal('0.5s, 0.5s');
  });
});
