import { aTimeout, expect, oneEvent, waitUntil } from '@open-wc/testing';
import type { SsScrollEndEvent } from '../../../components/gallery/gallery.ts';
import { gallery, part, swipe, touch } from './helpers.ts';

/** The gallery's width in px (the swipe transitions measure distances against it). */
const widthOf = (el: HTMLElement) => el.getBoundingClientRect().width;

/** A finger put down at x 300 and moved left, past the 10 px axis lock, to x 100; still down. */
function holdDraggedLeft(track: HTMLElement): void {
  touch(track, 'touchstart', 300, 50, true);
  touch(track, 'touchmove', 280, 50, true);
  touch(track, 'touchmove', 100, 50, true);
}

describe('<ss-gallery> slideshow touch transitions', () => {
  it('swipe: a quick swipe past width / 2.25 moves one slide, not two', async () => {
    const el = await gallery({ design: 'slideshow', transition: 'swipe' }, 4);
    const width = widthOf(el);
    const start = width * 0.9;
    swipe(part(el, 'slides'), start, start - width / 2.25 - 20);
    expect(el.currentIndex).to.equal(1);
  });

  it('swipe: a quick 60 px swipe moves a slide; held over 250 ms, it stays short of width / 2.25', async () => {
    const el = await gallery({ design: 'slideshow', transition: 'swipe' }, 4);
    const track = part(el, 'slides');
    expect(widthOf(el) / 2.25).to.be.above(60);
    swipe(track, 300, 240);
    expect(el.currentIndex).to.equal(1);
    await waitUntil(() => !el.engine!.inMotion, 'the move did not end');
    touch(track, 'touchstart', 300, 50, true);
    await aTimeout(260);
    touch(track, 'touchend', 240, 50, false);
    expect(el.currentIndex).to.equal(1);
    // Held as long, but past width / 2.25: it moves.
    const start = widthOf(el) * 0.9;
    touch(track, 'touchstart', start, 50, true);
    await aTimeout(260);
    touch(track, 'touchend', start - widthOf(el) / 2.25 - 20, 50, false);
    expect(el.currentIndex).to.equal(2);
  });

  it('swipe: the track follows the finger while it is down', async () => {
    const el = await gallery({ design: 'slideshow', transition: 'swipe' }, 4);
    const track = part(el, 'slides');
    touch(track, 'touchstart', 300, 50, true);
    touch(track, 'touchmove', 220, 52, true);
    expect(track.style.getPropertyValue('--ss-drag')).to.equal('-80px');
    expect(track.hasAttribute('data-dragging')).to.equal(true);
    touch(track, 'touchend', 220, 52, false);
    expect(track.style.getPropertyValue('--ss-drag')).to.equal('0px');
  });

  for (const transition of ['swipe', 'new-swipe'])
    it(`${transition}: a gallery of one slide leaves its track still under a finger`, async () => {
      const el = await gallery({ design: 'slideshow', transition }, 1);
      const track = part(el, 'slides');
      holdDraggedLeft(track);
      expect(track.hasAttribute('data-dragging')).to.equal(false);
      expect(track.style.getPropertyValue('--ss-drag')).to.be.oneOf(['', '0px']);
      touch(track, 'touchend', 100, 50, false);
      expect(el.currentIndex).to.equal(0);
      // With two slides the same drag moves the track.
      const two = await gallery({ design: 'slideshow', transition }, 2);
      const moving = part(two, 'slides');
      holdDraggedLeft(moving);
      expect(moving.hasAttribute('data-dragging')).to.equal(true);
      touch(moving, 'touchcancel', 100, 50, false);
    });

  it('new-swipe: a drag past half the width advances; at a hard end it does not', async () => {
    const el = await gallery(
      { design: 'slideshow', transition: 'new-swipe', boundaries: 'hard' },
      3,
      'loop="false"',
    );
    const track = part(el, 'slides');
    const width = widthOf(el);
    const drag = (from: number, to: number) => {
      touch(track, 'touchstart', from, 50, true);
      touch(track, 'touchmove', from + Math.sign(to - from) * 20, 50, true);
      touch(track, 'touchmove', to, 50, true);
      touch(track, 'touchend', to, 50, false);
    };
    drag(width * 0.9, width * 0.9 - width * 0.6);
    expect(el.currentIndex).to.equal(1);
    await waitUntil(() => !el.engine!.inMotion, 'still moving', { timeout: 2000 });
    drag(width * 0.1, width * 0.1 + width * 0.6);
    expect(el.currentIndex).to.equal(0);
    await waitUntil(() => !el.engine!.inMotion, 'still moving', { timeout: 2000 });
    drag(width * 0.1, width * 0.1 + width * 0.6);
    expect(el.currentIndex).to.equal(0);
  });

  it('new-swipe: a slow release past half the width moves one slide, whatever the snap setting', async () => {
    for (const [snap, share, index] of [
      ['25%', 0.3, 0],
      ['none', 0.9, 1],
      ['75%', 0.6, 1],
      [undefined, 0.45, 0],
    ] as const) {
      const el = await gallery({ design: 'slideshow', transition: 'new-swipe', snap }, 3);
      const track = part(el, 'slides');
      const width = widthOf(el);
      const from = width * 0.95;
      touch(track, 'touchstart', from, 50, true);
      touch(track, 'touchmove', from - 20, 50, true);
      touch(track, 'touchmove', from - width * share, 50, true);
      // Held still for longer than the velocity is measured over: no velocity at the release.
      await aTimeout(150);
      touch(track, 'touchend', from - width * share, 50, false);
      expect(el.currentIndex, `${snap}, ${share}`).to.equal(index);
    }
  });

  it('scroll: scrolling to the end fires ss-reached-end, then ss-scroll-end on the gallery', async () => {
    const el = await gallery({ design: 'slideshow', transition: 'scroll' }, 3);
    const track = part(el, 'slides');
    expect(getComputedStyle(track).overflowX).to.equal('auto');
    const reached = oneEvent(el, 'ss-reached-end');
    const ended = oneEvent(el, 'ss-scroll-end');
    track.scrollLeft = track.scrollWidth;
    await reached;
    const event = (await ended) as SsScrollEndEvent;
    expect(event.detail.index).to.equal(2);
    expect(el.currentIndex).to.equal(2);
  });
});
