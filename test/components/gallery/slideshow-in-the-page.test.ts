/**
 * The slideshow's transitions where other things happen around them: a gallery inside a slide, a
 * linked gallery moving elsewhere, a finger scrolling the page.
 */
import { aTimeout, expect, waitUntil } from '@open-wc/testing';
import type { GallerySettings, SsGallery } from '../../../components/gallery/gallery.ts';
import { stacked } from '../../../components/gallery/designs/stacked.ts';
import { SCROLL_END_MS } from '../../../components/gallery/designs/stacked-scroll.ts';
import {
  gallery,
  galleryOf,
  part,
  restoreAfterEach,
  settledGalleries,
  slideMarkup,
  touch,
} from './helpers.ts';

const nested = `<div><ss-gallery data-block-json='{"design":"slideshow"}'>${slideMarkup(3)}</ss-gallery></div>`;

describe('the slideshow among other things of the page', () => {
  restoreAfterEach();

  it('scroll: a gallery in one of its slides moving neither scrolls it nor moves it', async () => {
    const el = await galleryOf(
      { design: 'slideshow', transition: 'scroll' },
      `${nested}<div><p>b</p></div><div><p>c</p></div>`,
      'style="width:600px"',
    );
    const inner = el.querySelector('ss-gallery') as SsGallery;
    await inner.updateComplete;
    inner.goTo(2);
    await aTimeout(SCROLL_END_MS + 200);
    expect([part(el, 'slides').scrollLeft, el.currentIndex]).to.deep.equal([0, 0]);
  });

  it('ken-burns: a gallery in the current slide moving leaves its zoom where it is', async () => {
    const el = await galleryOf(
      { design: 'slideshow', transition: 'ken-burns' },
      `${nested}<div><p>b</p></div>`,
    );
    const inner = el.querySelector('ss-gallery') as SsGallery;
    await inner.updateComplete;
    const zoom = el.slides[0]!.getAnimations().find(
      (animation) => (animation as CSSAnimation).animationName === 'ss-ken-burns',
    )!;
    zoom.currentTime = 3000;
    inner.next();
    expect(Number(zoom.currentTime)).to.be.closeTo(3000, 100);
    // Its own move starts the next slide's zoom from the beginning.
    el.next();
    const next = el.slides[1]!.getAnimations()[0]!;
    expect(Number(next.currentTime)).to.be.below(100);
  });

  it('scroll: a scroll a linked gallery in motion refuses goes back to the slide on show', async () => {
    const [main, scroller] = await settledGalleries(
      `<ss-gallery id="main" style="width:600px" data-block-json='{"design":"slideshow"}'>${slideMarkup(4)}</ss-gallery>` +
        `<ss-gallery linked="main" style="width:600px" data-block-json='{"design":"slideshow","transition":"scroll"}'>${slideMarkup(4)}</ss-gallery>`,
    );
    const track = part(scroller!, 'slides');
    const ends: number[] = [];
    scroller!.addEventListener('ss-scroll-end', (event) => ends.push(event.detail.index));
    // The fade: the main gallery is in motion towards slide 2 for 1.2 s.
    expect(main!.next()).to.equal(true);
    await aTimeout(100);
    track.scrollLeft = 2 * track.clientWidth;
    await waitUntil(() => !main!.engine!.inMotion, 'the main gallery still moves', {
      timeout: 3000,
    });
    await waitUntil(() => ends.length > 0, 'no scroll end', { timeout: 3000 });
    await aTimeout(SCROLL_END_MS + 200);
    const shown = Math.round(track.scrollLeft / track.clientWidth);
    expect([scroller!.currentIndex, shown, ends.at(-1)]).to.deep.equal([1, 1, 1]);
    expect(scroller!.slides[1]!.inert).to.equal(false);
  });

  it('swipe: a finger scrolling the page leaves the slides where they are', async () => {
    const el = await gallery({ design: 'slideshow', transition: 'swipe' }, 3);
    const track = part(el, 'slides');
    touch(track, 'touchstart', 300, 50, true);
    // 10 px across, 200 px down.
    touch(track, 'touchmove', 290, 250, true);
    expect(track.style.getPropertyValue('--ss-drag')).to.be.oneOf(['', '0px']);
    // Across more than down: the slides follow.
    touch(track, 'touchmove', 200, 80, true);
    expect(track.style.getPropertyValue('--ss-drag')).to.equal('-100px');
    touch(track, 'touchend', 200, 80, false);
  });

  it('new-swipe: boundaries given as a pair are read without regard to case, as text is', () => {
    const withBoundaries = (boundaries: unknown) => () =>
      stacked({ transition: 'new-swipe', boundaries } as unknown as GallerySettings);
    expect(withBoundaries(['Hard', 'INERTIAL'])).to.not.throw();
    expect(withBoundaries(['Hard', 'Rubber'])).to.throw('The new-swipe boundary "rubber"');
  });
});
