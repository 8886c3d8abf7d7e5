import { aTimeout, expect, fixture, html, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import sinon from 'sinon';
import {
  STRIP_MOTION_MS,
  STRIP_V_SIZE,
  STRIP_V_SIZE_STEP_PERCENT,
  stripAlignment,
} from '../../../components/gallery/designs/strip-rules.ts';
import { FADE_OUT_FACTOR, stacked } from '../../../components/gallery/designs/stacked.ts';
import { GRID_GUTTER_PX, GRID_PER_ROW } from '../../../components/gallery/designs/grid.ts';
import {
  COLUMN_WIDTH_PX,
  columnWidth,
  columnWidthBehavior,
  ROW_HEIGHT_PX,
} from '../../../components/gallery/designs/auto.ts';
import {
  CAROUSEL_GUTTER_PX,
  CAROUSEL_PER_ROW,
  carouselPerRow,
} from '../../../components/gallery/designs/carousel.ts';
import { onUnlessOff } from '../../../components/gallery/settings.ts';
import type { SsGallery } from '../../../components/gallery/gallery.ts';
import { RESIZE_DEBOUNCE_MS } from '../../../components/gallery/designs/relayout.ts';
import { gallery, galleryOf, inert, part, slideMarkup, swipe } from './helpers.ts';

const PHOTO = new URL('../../core/images/fixtures/photo.png', import.meta.url).pathname;

const style = (el: Element) => getComputedStyle(el);
/** The space between slide `i` and the next one in its row, in px. */
const gapAfter = (el: SsGallery, i: number) =>
  el.slides[i + 1]!.getBoundingClientRect().left - el.slides[i]!.getBoundingClientRect().right;

describe('<ss-gallery> designs', () => {
  let clock: sinon.SinonFakeTimers | undefined;
  afterEach(async () => {
    clock?.restore();
    clock = undefined;
    sinon.restore();
    await setViewport({ width: 800, height: 600 });
  });

  it('places figure slides of the strip and the carousel by their moves, without the browser’s margins', async () => {
    const figures = Array.from(
      { length: 6 },
      (_, i) =>
        `<figure><img src="${PHOTO}" alt="Photo ${i + 1}" width="480" height="720"></figure>`,
    ).join('');
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      // Strip: the current slide 80% wide, centred (10% either side), after two moves.
      const strip = await galleryOf({ design: 'slider' }, figures, 'style="width:600px"');
      strip.next();
      strip.next();
      await strip.updateComplete;
      const box = strip.getBoundingClientRect();
      const current = strip.slides[2]!.getBoundingClientRect();
      expect(style(strip.slides[2]!).marginLeft).to.equal('0px');
      expect(current.width).to.be.closeTo(480, 0.5);
      expect(current.left - box.left).to.be.closeTo(60, 0.5);
      // Carousel: the second group of three starts at the gallery's left edge.
      const carousel = await galleryOf(
        { design: 'carousel', slidesPerRow: 3 },
        figures,
        'style="width:600px"',
      );
      carousel.next();
      await carousel.updateComplete;
      const start = carousel.getBoundingClientRect().left;
      expect(carousel.slides[3]!.getBoundingClientRect().left).to.be.closeTo(start, 0.5);
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  describe('strip (slider)', () => {
    it('maps left, center and right to start, middle and end; anything else to middle', () => {
      expect(['left', 'center', 'right', 'end', 'up', undefined].map(stripAlignment)).to.deep.equal(
        ['start', 'middle', 'end', 'end', 'middle', 'middle'],
      );
    });

    it('moves in 0.5 s ease-out and refuses moves for those 500 ms', async () => {
      const el = await gallery({ design: 'slider' }, 5);
      const slides = part(el, 'slides');
      expect(STRIP_MOTION_MS).to.equal(500);
      expect(style(slides).transitionDuration).to.equal('0.5s');
      expect(style(slides).transitionTimingFunction).to.equal('ease-out');
      clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      expect(el.next()).to.equal(true);
      expect(el.next()).to.equal(false);
      clock.tick(499);
      expect(el.engine!.inMotion).to.equal(true);
      clock.tick(1);
      expect(el.next()).to.equal(true);
      expect(el.currentIndex).to.equal(2);
    });

    it('shows the current slide alone, whatever the alignment: the neighbours peeking are inert', async () => {
      for (const alignment of ['left', 'center', 'right']) {
        const el = await gallery({ design: 'slider', 'active-alignment': alignment }, 5);
        expect(inert(el)).to.deep.equal([false, true, true, true, true], alignment);
        el.goTo(2);
        expect(inert(el)).to.deep.equal([true, true, false, true, true], alignment);
      }
    });

    it('selects a peeking neighbour by a click or a tap on it, by where it falls', async () => {
      await setViewport({ width: 1000, height: 700 });
      const el = await gallery({ design: 'slider' }, 5, 'style="width:800px"');
      el.goTo(2);
      await aTimeout(600);
      // 80% slides, centred: slide 2 from 80 to 720 px, its neighbours peeking 80 px each side.
      const box = part(el, 'viewport').getBoundingClientRect();
      // Near the top: the previous and next buttons sit across the middle.
      const top = box.top + 10;
      await sendMouse({
        type: 'click',
        position: [Math.round(box.left + 760), Math.round(top)],
      });
      expect(el.currentIndex).to.equal(3);
      await aTimeout(600);
      await sendMouse({ type: 'click', position: [Math.round(box.left + 40), Math.round(top)] });
      expect(el.currentIndex).to.equal(2);
      await aTimeout(600);
      // Right to left, the next slide peeks on the left.
      const rtl = await gallery({ design: 'slider' }, 5, 'style="width:800px" dir="rtl"');
      rtl.goTo(2);
      await aTimeout(600);
      const right = part(rtl, 'viewport').getBoundingClientRect();
      await sendMouse({
        type: 'click',
        position: [Math.round(right.left + 40), Math.round(right.top + 10)],
      });
      expect(rtl.currentIndex).to.equal(3);
      await sendMouse({ type: 'move', position: [0, 0] });
    });

    it('places the current slide at the start, middle or end by the alignment, gutters between', async () => {
      for (const [alignment, offset, gutter] of [
        ['left', 0, 0],
        ['center', 0.1, 0],
        ['right', 0.2, 0],
        ['center', 0.1, 12],
      ] as const) {
        const el = await gallery({ design: 'slider', 'active-alignment': alignment, gutter }, 5);
        el.goTo(1);
        await aTimeout(600);
        const box = part(el, 'viewport').getBoundingClientRect();
        const [before, slide] = el.slides.map((each) => each.getBoundingClientRect()) as [
          DOMRect,
          DOMRect,
        ];
        expect(slide.width).to.be.closeTo(box.width * 0.8, 1);
        expect(slide.left - box.left).to.be.closeTo(box.width * offset, 1, alignment);
        expect(slide.left - before.right).to.be.closeTo(gutter, 0.5, `gutter ${gutter}`);
      }
    });

    it('centres a slide wider than the gallery, overflowing it both ways, and ends one at the end', async () => {
      for (const [alignment, left] of [
        ['center', -0.1],
        ['right', -0.2],
      ] as const) {
        const el = await gallery(
          { design: 'slider', 'active-alignment': alignment, gutter: 10 },
          4,
          'style="width:500px; --ss-gallery-slide-width: 120%"',
        );
        el.goTo(2);
        await el.updateComplete;
        await aTimeout(600);
        const box = part(el, 'viewport').getBoundingClientRect();
        const slide = el.slides[2]!.getBoundingClientRect();
        expect(slide.width).to.be.closeTo(600, 0.5);
        expect(slide.left - box.left).to.be.closeTo(500 * left, 0.5, alignment);
      }
    });

    it('shows image slides aspectRatio % or vSize steps of 5% of its width tall without a fixed ratio: half by default', async () => {
      expect(STRIP_V_SIZE).to.equal(10);
      expect(STRIP_V_SIZE_STEP_PERCENT).to.equal(5);
      const heights = (el: SsGallery) =>
        el.slides.map((slide) => Math.round(slide.getBoundingClientRect().height));
      // Whatever each image's shape (wide, portrait, square), the strip's height, shown whole.
      const images = [
        [1600, 900],
        [900, 1600],
        [800, 800],
      ]
        .map(
          ([w, h]) => `<img src="${PHOTO}" alt="A ${w} by ${h} photo" width="${w}" height="${h}">`,
        )
        .join('');
      for (const [vSize, height] of [
        [undefined, 300],
        [4, 120],
        ['14', 420],
        [0, 300],
        [-3, 300],
        ['x', 300],
      ] as const) {
        const el = await galleryOf({ design: 'slider', vSize }, images, 'style="width:600px"');
        expect(heights(el)).to.deep.equal([height, height, height], `vSize ${vSize}`);
        expect(el.slides.map((slide) => style(slide).objectFit)).to.deep.equal(
          ['contain', 'contain', 'contain'],
          `vSize ${vSize}`,
        );
      }
      // The block's aspect ratio, in % of the width, sets it instead (the default 50 is vSize 10).
      for (const [aspectRatio, height] of [
        [25, 150],
        ['75', 450],
        [0, 120],
        ['wide', 120],
      ] as const) {
        const el = await galleryOf(
          { design: 'slider', aspectRatio, vSize: 4 },
          images,
          'style="width:600px"',
        );
        expect(heights(el)).to.deep.equal([height, height, height], `aspectRatio ${aspectRatio}`);
      }
      // So on a page whose own style sizes every image, as themes do.
      const theme = document.createElement('style');
      theme.textContent = 'img { max-width: 100%; height: auto }';
      document.head.append(theme);
      try {
        const themed = await galleryOf({ design: 'slider' }, images, 'style="width:600px"');
        expect(heights(themed)).to.deep.equal([300, 300, 300]);
      } finally {
        theme.remove();
      }
      // An image slide keeps its own role, the only one HTML allows it.
      const plain = await galleryOf({ design: 'slider' }, images, 'style="width:600px"');
      expect(plain.slides.map((slide) => slide.getAttribute('role'))).to.deep.equal([
        null,
        null,
        null,
      ]);
      expect(plain.slides[0]!.getAttribute('aria-roledescription')).to.equal('slide');
      await expect(plain).to.be.accessible();
      // A fixed ratio sets the height instead: 480 px wide at 2:1, cropped to it.
      const fixed = await galleryOf(
        { design: 'slider', imageAspectRatio: '2:1', vSize: 4 },
        images,
        'style="width:600px"',
      );
      expect(heights(fixed)).to.deep.equal([240, 240, 240]);
      expect(style(fixed.slides[1]!).objectFit).to.equal('cover');
      // Other slides keep what they hold: a figure's caption under its photo is never cut off.
      const figures = await galleryOf(
        { design: 'slider' },
        `<figure style="margin:0"><img src="${PHOTO}" alt="" width="480" height="720" style="display:block"><figcaption>Tall photo</figcaption></figure>`,
        'style="width:600px"',
      );
      const figure = figures.slides[0]!.getBoundingClientRect();
      const caption = figures.slides[0]!.querySelector('figcaption')!.getBoundingClientRect();
      expect(figure.height).to.be.greaterThan(720);
      expect(caption.bottom).to.be.at.most(figure.bottom + 0.5);
      // So with its space reserved from data-image-dimensions: the ratio is the photo's, and the
      // figure grows past it by its caption.
      const reserved = await galleryOf(
        { design: 'slider' },
        `<figure style="margin:0" data-image-dimensions="1600x1200"><img src="${PHOTO}" alt="" style="display:block;width:100%;height:auto"><figcaption>Tall photo</figcaption></figure>`,
        'style="width:600px"',
      );
      const box = reserved.slides[0]!.getBoundingClientRect();
      const photo = reserved.slides[0]!.querySelector('img')!.getBoundingClientRect();
      const under = reserved.slides[0]!.querySelector('figcaption')!.getBoundingClientRect();
      expect(photo.height).to.be.closeTo(photo.width * 0.75, 0.5);
      expect(under.top).to.be.closeTo(photo.bottom, 0.5);
      expect(under.bottom).to.be.at.most(box.bottom + 0.5);
      expect(box.height).to.be.closeTo(photo.height + under.height, 0.5);
      // A fixed ratio holds, caption or not: the figure is cut to it.
      const held = await galleryOf(
        { design: 'slider', imageAspectRatio: '2:1' },
        `<figure style="margin:0"><img src="${PHOTO}" alt="" style="display:block;width:100%;height:auto"><figcaption>Tall photo</figcaption></figure>`,
        'style="width:600px"',
      );
      const cut = held.slides[0]!.getBoundingClientRect();
      expect(cut.height).to.be.closeTo(cut.width / 2, 0.5);
    });

    it('clips its slides and never scrolls them: a slide brought into view shifts nothing', async () => {
      const el = await gallery({ design: 'slider' }, 5);
      const before = el.slides.map((slide) => slide.getBoundingClientRect().left);
      el.slides[4]!.scrollIntoView({ block: 'nearest', inline: 'center' });
      await el.updateComplete;
      expect(el.slides.map((slide) => slide.getBoundingClientRect().left)).to.deep.equal(before);
      expect(getComputedStyle(part(el, 'viewport')).overflow).to.equal('clip');
      expect(getComputedStyle(el.slides[0]!).overflow).to.equal('clip');
    });

    it('never takes how images fill from a gallery around it', async () => {
      const outer = await galleryOf(
        { design: 'grid', slidesPerRow: 1, imageAspectRatio: '1:1' },
        `<div><ss-gallery data-block-json='{"design":"grid","slidesPerRow":2}'><img src="${PHOTO}" alt="" width="1600" height="900"><img src="${PHOTO}" alt="" width="1600" height="900"></ss-gallery></div>`,
        'style="width:600px"',
      );
      const inner = outer.querySelector('ss-gallery') as SsGallery;
      await inner.updateComplete;
      expect(part(outer, 'viewport').style.getPropertyValue('--ss-fit')).to.equal('cover');
      expect(style(inner.slides[0]!).objectFit).to.equal('fill');
    });

    it('makes a clicked neighbour current; a click on the current slide goes next', async () => {
      const el = await gallery({ design: 'slider' }, 5);
      el.slides[1]!.click();
      expect(el.currentIndex).to.equal(1);
      await aTimeout(510);
      el.slides[1]!.click();
      expect(el.currentIndex).to.equal(2);
    });

    it('follows active-slide-click previous and none', async () => {
      const previous = await gallery({ design: 'slider', 'active-slide-click': 'previous' }, 3);
      previous.slides[0]!.click();
      expect(previous.currentIndex).to.equal(2);
      const none = await gallery({ design: 'slider', 'active-slide-click': 'none' }, 3);
      none.slides[0]!.click();
      expect(none.currentIndex).to.equal(0);
    });

    it('treats Enter and Space on the slide on show as a click: next, by default', async () => {
      const el = await gallery({ design: 'slider' }, 5);
      el.slides[0]!.focus();
      await sendKeys({ press: 'Enter' });
      expect(el.currentIndex).to.equal(1);
      await aTimeout(510);
      el.slides[1]!.focus();
      await sendKeys({ press: 'Space' });
      expect(el.currentIndex).to.equal(2);
    });

    it('ignores clicks on a video slide until it is current', async () => {
      const el = await gallery({ design: 'slider' }, 3, '', (i) =>
        i === 1 ? 'data-type="video"' : '',
      );
      el.slides[1]!.click();
      expect(el.currentIndex).to.equal(0);
    });
  });

  describe('stacked (slideshow)', () => {
    it('fades the new slide in over 1 s and the old out over 1.2 s', async () => {
      const el = await gallery({ design: 'slideshow' }, 3);
      expect(FADE_OUT_FACTOR).to.equal(1.2);
      clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      el.next();
      expect(style(el.slides[1]!).transitionDuration).to.equal('1s');
      expect(style(el.slides[0]!).transitionDuration).to.equal('1.2s');
      // Read the opacity the fade ends at, not a frame in the middle of it.
      for (const animation of el.slides[0]!.getAnimations()) animation.finish();
      expect(style(el.slides[0]!).opacity).to.equal('0');
      expect(el.next()).to.equal(false);
      clock.tick(1199);
      expect(el.next()).to.equal(false);
      clock.tick(1);
      expect(el.next()).to.equal(true);
    });

    it('takes speed in seconds', async () => {
      const el = await gallery({ design: 'slideshow', speed: 2 }, 3);
      expect(style(el.slides[0]!).transitionDuration).to.equal('2s');
    });

    it('throws on an unknown transition', () => {
      expect(() => stacked({ transition: 'wobble' })).to.throw(
        'The stacked transition "wobble" could not be found.',
      );
      expect(() => stacked({ transition: 'fade' })).not.to.throw();
    });

    it('lets an unknown transition in block data reach updateComplete, as a mistake', async () => {
      const el = document.createElement('ss-gallery');
      el.setAttribute('data-block-json', '{"design":"slideshow","transition":"wobble"}');
      el.innerHTML = '<div><p>A</p></div><div><p>B</p></div>';
      document.body.append(el);
      try {
        let failure: unknown;
        await el.updateComplete.catch((error: unknown) => (failure = error));
        expect(String(failure)).to.include('The stacked transition "wobble" could not be found.');
        expect(el.engine).to.equal(undefined);
      } finally {
        el.remove();
      }
    });

    it('clicks next, previous, or by side', async () => {
      const next = await gallery({ design: 'slideshow', speed: 0.001 }, 3);
      next.slides[0]!.click();
      expect(next.currentIndex).to.equal(1);
      const side = await gallery({ design: 'slideshow', clickBehavior: 'side' }, 3);
      const box = side.slides[0]!.getBoundingClientRect();
      side.slides[0]!.dispatchEvent(
        new MouseEvent('click', { bubbles: true, clientX: box.left + 5, clientY: box.top + 5 }),
      );
      expect(side.currentIndex).to.equal(2);
    });

    it('moves back on a click with clickBehavior previous', async () => {
      const el = await gallery({ design: 'slideshow', clickBehavior: 'previous' }, 5);
      clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      el.slides[0]!.click();
      expect(el.currentIndex).to.equal(4);
      clock.tick(1200);
      el.slides[4]!.click();
      expect(el.currentIndex).to.equal(3);
    });

    it('with clickBehavior side, moves forward for the right half and back for the left', async () => {
      const el = await gallery(
        { design: 'slideshow', clickBehavior: 'side' },
        5,
        'style="width:400px"',
      );
      clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const clickAt = (slide: HTMLElement, share: number) => {
        const box = slide.getBoundingClientRect();
        slide.dispatchEvent(
          new MouseEvent('click', {
            bubbles: true,
            clientX: box.left + share * box.width,
            clientY: box.top + box.height / 2,
          }),
        );
      };
      clickAt(el.slides[0]!, 0.75);
      expect(el.currentIndex).to.equal(1);
      clock.tick(1200);
      clickAt(el.slides[1]!, 0.9);
      expect(el.currentIndex).to.equal(2);
      clock.tick(1200);
      clickAt(el.slides[2]!, 0.25);
      expect(el.currentIndex).to.equal(1);
    });

    it('does not advance on a click on a current video slide, as it does on an image slide', async () => {
      // Entering the video slide, which has no <ss-video>, logs 'VideoLoader not found'.
      sinon.stub(console, 'error');
      const el = await gallery({ design: 'slideshow' }, 3, '', (i) =>
        i === 1 ? 'data-type="video"' : '',
      );
      clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      el.slides[0]!.click();
      expect(el.currentIndex).to.equal(1);
      clock.tick(1200);
      el.slides[1]!.click();
      expect(el.currentIndex).to.equal(1);
      expect(el.engine!.inMotion).to.equal(false);
    });
  });

  describe('grid and list', () => {
    it('lays 4 per row 20 px apart by default, every slide shown, no controls', async () => {
      const el = await gallery({ design: 'grid' }, 5);
      const slides = part(el, 'slides');
      expect([GRID_PER_ROW, GRID_GUTTER_PX]).to.deep.equal([4, 20]);
      expect(style(slides).gridTemplateColumns.split(' ')).to.have.length(4);
      expect(gapAfter(el, 0)).to.be.closeTo(20, 0.01);
      expect(inert(el)).to.deep.equal([false, false, false, false, false]);
      expect(part(el, 'controls').hidden).to.equal(true);
      expect(part(el, 'base').getAttribute('aria-roledescription')).to.equal('gallery');
    });

    it('takes slidesPerRow, gutter and a fixed aspect ratio', async () => {
      const el = await gallery(
        { design: 'grid', slidesPerRow: '3', gutter: 8, imageAspectRatio: '1:1' },
        5,
      );
      const slides = part(el, 'slides');
      expect(style(slides).gridTemplateColumns.split(' ')).to.have.length(3);
      expect(gapAfter(el, 0)).to.be.closeTo(8, 0.01);
      const box = el.slides[0]!.getBoundingClientRect();
      expect(box.height).to.be.closeTo(box.width, 1);
    });

    it("takes the block's thumbnails-per-row and padding where slidesPerRow and gutter are not given", async () => {
      for (const [settings, columns, gap] of [
        [{ 'thumbnails-per-row': '2', padding: 36 }, 2, 36],
        [{ 'thumbnails-per-row': 5, padding: '0' }, 5, 0],
        [{ 'thumbnails-per-row': 5, slidesPerRow: 3, padding: 36, gutter: 4 }, 3, 4],
        [{ 'thumbnails-per-row': 0, padding: -2 }, 4, 20],
        [{ 'thumbnails-per-row': 'x', padding: 'wide' }, 4, 20],
      ] as const) {
        const el = await gallery({ design: 'grid', ...settings }, 5);
        const label = JSON.stringify(settings);
        expect(style(part(el, 'slides')).gridTemplateColumns.split(' ')).to.have.length(
          columns,
          label,
        );
        expect(gapAfter(el, 0)).to.be.closeTo(gap, 0.01, label);
      }
    });

    it('crops image slides to a fixed ratio, or shows them whole without auto-crop', async () => {
      const images = (n: number) =>
        Array.from(
          { length: n },
          (_, i) => `<img src="${PHOTO}" width="1600" height="900" alt="Photo ${i + 1}">`,
        ).join('');
      const cropped = await galleryOf(
        { design: 'grid', slidesPerRow: 2, imageAspectRatio: '1:1' },
        images(2),
        'style="width:400px"',
      );
      const first = cropped.slides[0]!;
      const box = first.getBoundingClientRect();
      expect(box.height).to.be.closeTo(box.width, 1);
      expect(style(first).objectFit).to.equal('cover');
      for (const off of [false, 'false', 'False', 0, '0', 'off', 'OFF']) {
        const whole = await galleryOf(
          { design: 'grid', slidesPerRow: 2, imageAspectRatio: '1:1', 'auto-crop': off },
          images(2),
          'style="width:400px"',
        );
        expect(style(whole.slides[0]!).objectFit).to.equal('contain', String(off));
      }
      // Without a fixed ratio the image keeps its own shape: nothing to crop or fit.
      const free = await galleryOf({ design: 'grid', slidesPerRow: 2 }, images(2));
      expect(style(free.slides[0]!).objectFit).to.equal('fill');
      expect([undefined, true, 'true', 1, 'on', null, 'yes', ''].map(onUnlessOff)).to.deep.equal(
        Array(8).fill(true),
      );
    });

    it('reserves each slide’s space from its dimensions with Auto', async () => {
      const el = await gallery({ design: 'grid', imageAspectRatio: 'Auto' }, 4);
      const box = el.slides[0]!.getBoundingClientRect();
      expect(box.height).to.be.closeTo((box.width * 900) / 1600, 1);
    });

    it('lists one slide per row, listImageSize % wide and centred, else filling the row', async () => {
      for (const [size, width] of [
        [undefined, 600],
        [50, 300],
        ['25', 150],
        [150, 600],
        [0, 600],
        ['x', 600],
      ] as const) {
        const el = await gallery({ design: 'list', listImageSize: size }, 3, 'style="width:600px"');
        expect(style(part(el, 'slides')).gridTemplateColumns.split(' ')).to.have.length(1);
        const box = el.getBoundingClientRect();
        const slides = el.slides.map((slide) => slide.getBoundingClientRect());
        expect(slides.map((slide) => Math.round(slide.width))).to.deep.equal(
          [width, width, width],
          `listImageSize ${size}`,
        );
        expect(slides[0]!.left - box.left).to.be.closeTo((600 - width) / 2, 0.5);
        expect(slides[1]!.top).to.be.greaterThan(slides[0]!.bottom);
      }
      // Without a size a slide keeps its own margins, as in the grid.
      const figures = await galleryOf(
        { design: 'list' },
        `<figure><img src="${PHOTO}" alt="" width="1600" height="900"></figure>`,
        'style="width:600px"',
      );
      const margin = parseFloat(style(figures.slides[0]!).marginLeft);
      expect(margin).to.be.greaterThan(0);
      expect(figures.slides[0]!.getBoundingClientRect().width).to.be.closeTo(600 - 2 * margin, 0.5);
    });
  });

  describe('auto columns and auto grid', () => {
    it('takes columnWidth above 0, parsing numeric strings, else 250', () => {
      expect(COLUMN_WIDTH_PX).to.equal(250);
      expect([
        columnWidth('300'),
        columnWidth(120),
        columnWidth(0),
        columnWidth('x'),
      ]).to.deep.equal([300, 120, 250, 250]);
    });

    it('keeps auto columns at least columnWidth wide, or at most with the max behaviour', async () => {
      expect(['max', ' MAX ', 'min', 'other', undefined].map(columnWidthBehavior)).to.deep.equal([
        'max',
        'max',
        'min',
        'min',
        'min',
      ]);
      const widths = async (behaviour?: string) => {
        const el = await gallery(
          { design: 'autocolumns', columnWidth: 250, columnWidthBehavior: behaviour },
          6,
          'style="width:600px"',
        );
        const slides = part(el, 'slides');
        return [
          Number(style(slides).columnCount) || 'auto',
          el.slides[0]!.getBoundingClientRect().width,
        ];
      };
      // 600 px with 20 px gutters: two columns of 290 px, or three of 186.67 px.
      const [, minWidth] = await widths();
      expect(minWidth).to.equal(290);
      const [count, maxWidth] = await widths('max');
      expect(count).to.equal(3);
      expect(maxWidth).to.be.closeTo(560 / 3, 0.02);
    });

    it('sets the column width', async () => {
      const columns = await gallery({ design: 'autocolumns', columnWidth: '300' }, 4);
      expect(style(part(columns, 'slides')).columnWidth).to.equal('300px');
      const grid = await gallery({ design: 'autogrid' }, 4);
      const first = grid.slides[0]!.getBoundingClientRect();
      expect(first.width).to.be.at.least(250);
      expect(inert(grid)).to.deep.equal([false, false, false, false]);
    });
  });

  describe('slides holding more than their reserved shape', () => {
    it('vertical scroll: one slide per window, whatever ratio its dimensions reserve', async () => {
      const figures = [1, 2, 3, 4]
        .map(
          (i) =>
            `<figure data-image-dimensions="1200x800"><img src="${PHOTO}" alt="Photo ${i}"><figcaption>Caption ${i}</figcaption></figure>`,
        )
        .join('');
      const el = await galleryOf(
        { design: 'slideshow', transition: 'scroll', direction: 'vertical' },
        figures,
        'style="width:800px; --ss-gallery-scroll-height: 300px"',
      );
      const window = part(el, 'slides').clientHeight;
      expect(window).to.equal(300);
      expect(el.slides.map((slide) => slide.getBoundingClientRect().height)).to.deep.equal([
        300, 300, 300, 300,
      ]);
    });

    it('auto columns: a slide holds its content’s margins and floats', async () => {
      const el = await galleryOf(
        { design: 'autocolumns' },
        `<div><p style="margin:16px 0;line-height:20px">Text</p></div><div><span style="float:left;width:50px;height:120px"></span></div>`,
        'style="width:600px"',
      );
      const [text, floated] = el.slides.map((slide) => slide.getBoundingClientRect().height);
      expect(text).to.equal(52);
      expect(floated).to.equal(120);
    });

    it('keeps an image slide with a width of its own at its own size, in a wider cell', async () => {
      for (const settings of [
        { design: 'grid', slidesPerRow: 2 },
        { design: 'list' },
        { design: 'autocolumns', columnWidth: 400 },
        { design: 'slideshow' },
      ]) {
        const el = await galleryOf(
          settings,
          `<img src="${PHOTO}" width="300" height="200" alt="Small">`.repeat(2),
          'style="width:1000px"',
        );
        await Promise.all(el.slides.map((slide) => (slide as HTMLImageElement).decode()));
        const box = el.slides[0]!.getBoundingClientRect();
        // At its own width, its height from the photo's own ratio (4:3) once loaded.
        expect([box.width, box.height], settings.design).to.deep.equal([300, 225]);
      }
    });
  });

  describe('image slides not yet loaded', () => {
    // An <img> that is the slide, with data-image-dimensions but no width or height of its own
    // and no image yet (its source still to come): its shape is reserved, as wide as its cell,
    // column or frame.
    const waiting = '<img data-image-dimensions="1600x900" alt="">'.repeat(4);
    for (const design of ['grid', 'list', 'autogrid', 'autocolumns', 'slideshow']) {
      it(`${design}: reserves each one's shape from its dimensions`, async () => {
        const el = await galleryOf({ design }, waiting, 'style="width:600px"');
        const boxes = el.slides.map((slide) => slide.getBoundingClientRect());
        for (const box of boxes) {
          expect(box.width).to.be.above(10);
          expect(box.height).to.be.closeTo((box.width * 9) / 16, 0.5);
        }
      });
    }
  });

  describe('auto rows', () => {
    it('lays rows 250 px tall, 20 px apart both ways, by default', async () => {
      expect(ROW_HEIGHT_PX).to.equal(250);
      // Four 16:9 slides 250 px tall are about 444 px wide: two to a 1000 px row.
      const el = await gallery({ design: 'autorows' }, 4, 'style="width:1000px"');
      const viewport = part(el, 'viewport');
      expect(viewport.style.getPropertyValue('--ss-h')).to.equal('250px');
      expect(viewport.style.getPropertyValue('--ss-g')).to.equal('20px');
      const slides = part(el, 'slides');
      expect([style(slides).rowGap, style(slides).columnGap]).to.deep.equal(['20px', '20px']);
      const boxes = el.slides.map((slide) => slide.getBoundingClientRect());
      expect(boxes.map((box) => box.height)).to.deep.equal([250, 250, 250, 250]);
      expect(boxes[1]!.left - boxes[0]!.right).to.be.closeTo(20, 0.5);
      expect(boxes[2]!.top - boxes[0]!.bottom).to.be.closeTo(20, 0.5);
      expect(inert(el)).to.deep.equal([false, false, false, false]);
    });

    it('narrows a slide wider than the gallery to its width', async () => {
      // A figure as wide as a phone's window, in a gallery narrower than that.
      const el = await galleryOf(
        { design: 'autorows', rowHeight: 120 },
        `<figure><div style="width:375px;height:10px"></div></figure>`,
        'style="width:277px"',
      );
      const slide = el.slides[0]!.getBoundingClientRect();
      expect([slide.width, slide.height]).to.deep.equal([277, 120]);
    });

    it('gives image slides the row height, whatever size their image has', async () => {
      const el = await galleryOf(
        { design: 'autorows', rowHeight: 120 },
        [1, 2, 3]
          .map((i) => `<img src="${PHOTO}" width="1600" height="900" alt="Photo ${i}">`)
          .join(''),
        'style="width:900px"',
      );
      expect(el.slides.map((slide) => slide.getBoundingClientRect().height)).to.deep.equal([
        120, 120, 120,
      ]);
      // As wide as their ratio makes them (213 px), three to the 900 px row, widened to fill it
      // and cropped, never stretched; so on a page whose own style sizes every image.
      const theme = document.createElement('style');
      theme.textContent = 'img { max-width: 100%; height: auto }';
      document.head.append(theme);
      try {
        for (const gallery of [
          el,
          await galleryOf(
            { design: 'autorows', rowHeight: 120 },
            el.innerHTML,
            'style="width:900px"',
          ),
        ]) {
          const boxes = gallery.slides.map((slide) => slide.getBoundingClientRect());
          expect(boxes.map((box) => box.height)).to.deep.equal([120, 120, 120]);
          expect(boxes.map((box) => box.top - boxes[0]!.top)).to.deep.equal([0, 0, 0]);
          expect(boxes[2]!.right - boxes[0]!.left).to.be.closeTo(900, 0.5);
          expect(gallery.slides.map((slide) => style(slide).objectFit)).to.deep.equal([
            'cover',
            'cover',
            'cover',
          ]);
        }
      } finally {
        theme.remove();
      }
    });
  });

  describe('carousel', () => {
    it('drops slides per row under 480 and 724 px', () => {
      expect([CAROUSEL_GUTTER_PX, CAROUSEL_PER_ROW]).to.deep.equal([1, 3]);
      expect(carouselPerRow(4, 479)).to.equal(2);
      expect(carouselPerRow(1, 479)).to.equal(1);
      expect(carouselPerRow(4, 480)).to.equal(3);
      expect(carouselPerRow(4, 723)).to.equal(3);
      expect(carouselPerRow(2, 723)).to.equal(2);
      expect(carouselPerRow(4, 724)).to.equal(4);
    });

    it('shows the group it showed again after the window narrows past 724 px and widens back', async () => {
      await setViewport({ width: 1000, height: 600 });
      const el = await gallery({ design: 'carousel', slidesPerRow: 4 }, 8);
      el.goTo(1);
      el.engine!.endMotion();
      const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      try {
        await setViewport({ width: 700, height: 600 });
        dispatchEvent(new Event('resize'));
        clock.tick(RESIZE_DEBOUNCE_MS);
        // Three a row: the group of slide 5 (the one the move led to) is the second, slides 4 to 6.
        expect([el.engine!.count, el.currentIndex]).to.deep.equal([3, 1]);
        await setViewport({ width: 1000, height: 600 });
        dispatchEvent(new Event('resize'));
        clock.tick(RESIZE_DEBOUNCE_MS);
        expect([el.engine!.count, el.currentIndex]).to.deep.equal([2, 1]);
        expect(inert(el)).to.deep.equal([true, true, true, true, false, false, false, false]);
      } finally {
        clock.restore();
      }
    });

    it('lays out for the width it finds when put back in the page, the window resized meanwhile', async () => {
      await setViewport({ width: 1000, height: 600 });
      const el = await gallery({ design: 'carousel', slidesPerRow: 4 }, 8);
      const home = el.parentElement!;
      expect(el.engine!.count).to.equal(2);
      el.remove();
      await setViewport({ width: 470, height: 600 });
      // Longer than the resize debounce: the resize is long over when it comes back.
      await aTimeout(RESIZE_DEBOUNCE_MS * 2);
      home.append(el);
      await el.updateComplete;
      expect(part(el, 'viewport').style.getPropertyValue('--ss-n')).to.equal('2');
      expect(el.engine!.count).to.equal(4);
    });

    it('moves by groups from 0, clamped and disabled at the first and last', async () => {
      await setViewport({ width: 1000, height: 600 });
      const el = await gallery({ design: 'carousel' }, 7, 'loop="true"');
      expect(el.engine!.count).to.equal(3);
      expect(part(el, 'previous').getAttribute('aria-disabled')).to.equal('true');
      expect(inert(el)).to.deep.equal([false, false, false, true, true, true, true]);
      expect(gapAfter(el, 0)).to.be.closeTo(1, 0.01);
      el.goTo(2);
      await el.updateComplete;
      expect(inert(el)).to.deep.equal([true, true, true, true, false, false, false]);
      expect(part(el, 'next').getAttribute('part')).to.equal('next disabled');
      expect(el.next()).to.equal(false);
    });

    it('clamps a group set past either end to the last or the first, not wrapping', async () => {
      await setViewport({ width: 1000, height: 600 });
      const el = await gallery({ design: 'carousel' }, 7);
      el.currentIndex = 9;
      expect(el.currentIndex).to.equal(2);
      await waitUntil(() => !el.engine!.inMotion, 'still moving', { timeout: 2000 });
      el.goTo(-1);
      expect(el.currentIndex).to.equal(0);
      await waitUntil(() => !el.engine!.inMotion, 'still moving', { timeout: 2000 });
      // The slider wraps a set index as the engine does.
      const slider = await gallery({ design: 'slider' }, 5, 'loop="false"');
      slider.goTo(-1);
      expect(slider.currentIndex).to.equal(4);
    });

    it('clamps a group set before set-up, as after it, not wrapping', async () => {
      await setViewport({ width: 1000, height: 600 });
      for (const [asked, expected] of [
        [9, 2],
        [-1, 0],
        [1, 1],
      ] as const) {
        const el = document.createElement('ss-gallery') as SsGallery;
        el.dataset.blockJson = JSON.stringify({ design: 'carousel' });
        el.innerHTML = slideMarkup(7);
        el.currentIndex = asked;
        await fixture(html`<div>${el}</div>`);
        await el.updateComplete;
        expect(el.engine!.count).to.equal(3);
        expect(el.currentIndex).to.equal(expected, `set to ${asked}`);
      }
    });

    it('hides the controls when every slide fits', async () => {
      await setViewport({ width: 1000, height: 600 });
      const el = await gallery({ design: 'carousel' }, 3);
      expect(part(el, 'controls').hidden).to.equal(true);
      // Nothing moves: a horizontal drag is the page's.
      expect(style(part(el, 'viewport')).touchAction).to.equal('auto');
    });

    it('moves a group on a swipe, its horizontal drags its own', async () => {
      await setViewport({ width: 1000, height: 600 });
      const el = await gallery({ design: 'carousel' }, 7);
      expect(style(part(el, 'viewport')).touchAction).to.equal('pan-y pinch-zoom');
      swipe(el.slides[0]!, 600, 200);
      expect(el.currentIndex).to.equal(1);
    });

    it('regroups 100 ms after a resize, keeping the slide the last move led to in view', async () => {
      await setViewport({ width: 1000, height: 600 });
      const el = await gallery({ design: 'carousel', slidesPerRow: 4 }, 8);
      expect(el.engine!.count).to.equal(2);
      el.goTo(1);
      clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      await setViewport({ width: 700, height: 600 });
      dispatchEvent(new Event('resize'));
      clock.tick(99);
      expect(el.engine!.count).to.equal(2);
      clock.tick(1);
      expect(el.engine!.count).to.equal(3);
      expect(el.currentIndex).to.equal(1);
      expect(part(el, 'viewport').style.getPropertyValue('--ss-n')).to.equal('3');
      // Two a row: slide 5, which the move led to, leads the third group (not slide 4, which
      // led the group of three).
      await setViewport({ width: 470, height: 600 });
      dispatchEvent(new Event('resize'));
      clock.tick(100);
      expect(el.engine!.count).to.equal(4);
      expect(el.currentIndex).to.equal(2);
      expect(inert(el)).to.deep.equal([true, true, true, true, false, false, true, true]);
    });

    it('takes its thumbnails to the new groups after regrouping', async () => {
      await setViewport({ width: 1000, height: 600 });
      const el = await gallery({ design: 'carousel', slidesPerRow: 3, thumbnails: true }, 9);
      await waitUntil(() => el.shadowRoot!.querySelector('[part~="thumbnail"]'), 'no thumbnails');
      expect(el.engine!.count).to.equal(3);
      await setViewport({ width: 470, height: 600 });
      dispatchEvent(new Event('resize'));
      // Two a row under 480 px: five groups.
      await waitUntil(() => el.engine!.count === 5, 'not regrouped');
      await el.updateComplete;
      const thumbs = el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="thumbnail"]');
      expect(thumbs.length).to.equal(9);
      thumbs[8]!.click();
      expect(el.currentIndex).to.equal(4);
    });

    it('marks the thumbnail of the new lead slide after regrouping into as many groups', async () => {
      await setViewport({ width: 1000, height: 600 });
      // Nine slides, four a row: groups lead with slides 0, 4 and 5 (the last full row).
      const el = await gallery({ design: 'carousel', slidesPerRow: 4, thumbnails: true }, 9);
      await waitUntil(() => el.shadowRoot!.querySelector('[part~="thumbnail"]'), 'no thumbnails');
      el.goTo(1);
      await waitUntil(() => !el.engine!.inMotion, 'still moving', { timeout: 2000 });
      const current = () =>
        [...el.shadowRoot!.querySelectorAll('[part~="thumbnail"]')].findIndex(
          (thumb) => thumb.getAttribute('aria-current') === 'true',
        );
      expect(current()).to.equal(4);
      // Three a row under 724 px: still three groups, the second now led by slide 3.
      await setViewport({ width: 600, height: 600 });
      dispatchEvent(new Event('resize'));
      await waitUntil(() => el.slides[3]!.inert === false, 'not regrouped');
      expect(el.engine!.count).to.equal(3);
      expect(el.currentIndex).to.equal(1);
      expect(current()).to.equal(3);
    });

    it('keeps its groups with refresh-on-resize="false", and regroups when the screen turns', async () => {
      await setViewport({ width: 1000, height: 600 });
      const el = await gallery(
        { design: 'carousel', slidesPerRow: 4 },
        8,
        'refresh-on-resize="false"',
      );
      expect([el.refreshOnResize, el.refreshOnOrientationChange]).to.deep.equal([false, true]);
      expect(el.engine!.count).to.equal(2);
      clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      await setViewport({ width: 700, height: 600 });
      dispatchEvent(new Event('resize'));
      clock.tick(100);
      expect(el.engine!.count).to.equal(2);
      // The screen turned: laid out again 100 ms later, a resize after it notwithstanding.
      screen.orientation.dispatchEvent(new Event('change'));
      dispatchEvent(new Event('resize'));
      clock.tick(99);
      expect(el.engine!.count).to.equal(2);
      clock.tick(1);
      expect(el.engine!.count).to.equal(3);
      el.refreshOnOrientationChange = false;
      await setViewport({ width: 470, height: 600 });
      screen.orientation.dispatchEvent(new Event('change'));
      clock.tick(100);
      expect(el.engine!.count).to.equal(3);
      // Removed from the page, it listens to neither any more.
      el.refreshOnOrientationChange = true;
      el.refreshOnResize = true;
      el.remove();
      screen.orientation.dispatchEvent(new Event('change'));
      dispatchEvent(new Event('resize'));
      clock.tick(100);
      expect(el.engine!.count).to.equal(3);
      const off = await gallery({ design: 'carousel' }, 3, 'refresh-on-orientation-change="false"');
      expect([off.refreshOnResize, off.refreshOnOrientationChange]).to.deep.equal([true, false]);
    });
  });
});
