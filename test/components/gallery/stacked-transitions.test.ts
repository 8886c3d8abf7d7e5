import { aTimeout, expect, waitUntil } from '@open-wc/testing';
import { SWIPE_MIN_DISTANCE_PX } from '../../../components/base/touch.ts';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import {
  attachSwipe,
  LONG_PRESS_MS,
  SWIPE_MIN_PX,
  SWIPE_ANIMATION_MS,
  SWIPE_WIDTH_DIVISOR,
  swipeStep,
} from '../../../components/gallery/designs/stacked-swipe.ts';
import {
  KEN_BURNS_ZOOM,
  stacked,
  STACKED_SPEED_S,
} from '../../../components/gallery/designs/stacked.ts';
import {
  attachScroll,
  SCROLL_ANIMATION_MAX_MS,
  SCROLL_ANIMATION_MIN_MS,
  SCROLL_EASING,
  SCROLL_END_MS,
  scrollDirection,
} from '../../../components/gallery/designs/stacked-scroll.ts';
import { SsReachedBeginningEvent, SsReachedEndEvent } from '../../../components/gallery/events.ts';
import { SsScrollEndEvent } from '../../../components/gallery/designs/stacked-host.ts';
import { gallery, part } from './helpers.ts';

import {
  attachNewSwipe,
  AXIS_LOCK_PX,
  bounded,
  DISTANCE_THRESHOLD,
  INERTIAL_RESISTANCE,
  parseBoundaries,
  parseSnap,
  releaseStep,
  settleMs,
  settleRange,
  velocityOf,
  VELOCITY_THRESHOLD,
} from '../../../components/gallery/designs/stacked-new-swipe.ts';

/**
 * A stand-in for the gallery: an 800 px wide target and track, five slides, no looping; right
 * to left with `dir`.
 */
function stackedHarness(width = 800, count = 5, dir: 'ltr' | 'rtl' = 'ltr', viewport = width) {
  const target = document.createElement('div');
  target.dir = dir;
  target.style.width = `${width}px`;
  const track = document.createElement('div');
  target.append(track);
  document.body.append(target);
  const state = { index: 0, reduced: false, steps: [] as number[], gotos: [] as number[] };
  const host = {
    target,
    track,
    touched: target,
    width: () => width,
    viewportWidth: () => viewport,
    index: () => state.index,
    movable: () => count > 1,
    step(direction: 1 | -1) {
      state.steps.push(direction);
      const next = state.index + direction;
      if (next < 0 || next >= count) return false;
      state.index = next;
      return true;
    },
    goTo(index: number) {
      state.gotos.push(index);
      state.index = index;
      return true;
    },
    atStart: () => state.index === 0,
    atEnd: () => state.index === count - 1,
    reducedMotion: () => state.reduced,
    forward: () => (target.matches(':dir(rtl)') ? -1 : 1) as 1 | -1,
    reached: (edge: 'beginning' | 'end') =>
      target.dispatchEvent(
        edge === 'end' ? new SsReachedEndEvent() : new SsReachedBeginningEvent(),
      ),
    scrollEnded: (index: number) => target.dispatchEvent(new SsScrollEndEvent({ index })),
  };
  return { host, state, target, track, remove: () => target.remove() };
}

/** Dispatches a one-finger TouchEvent at (x, y) with the given time stamp (ms). */
function touchAt(
  target: Element,
  type: 'touchstart' | 'touchmove' | 'touchend' | 'touchcancel',
  x: number,
  y: number,
  time: number,
): void {
  const point = new Touch({ identifier: 1, target, clientX: x, clientY: y });
  const down = type === 'touchstart' || type === 'touchmove';
  const event = new TouchEvent(type, {
    bubbles: true,
    composed: true,
    touches: down ? [point] : [],
    changedTouches: [point],
  });
  Object.defineProperty(event, 'timeStamp', { value: time });
  target.dispatchEvent(event);
}

describe('stacked swipe transition', () => {
  it('uses the spec numbers: width / 2.25, 250 ms, 0.28 s', () => {
    expect(SWIPE_WIDTH_DIVISOR).to.equal(2.25);
    expect(LONG_PRESS_MS).to.equal(250);
    expect(SWIPE_ANIMATION_MS).to.equal(280);
  });

  it('steps on a swipe of 50 px in 250 ms or less, or on a long press past width / 2.25', () => {
    expect(SWIPE_MIN_PX).to.equal(50);
    expect(SWIPE_MIN_PX).to.equal(SWIPE_MIN_DISTANCE_PX);
    // A swipe: at least 50 px, mostly sideways, in 250 ms or less (CLARIFICATIONS, Touch).
    expect(swipeStep(-50, 0, 100, 900)).to.equal(1);
    expect(swipeStep(50, 10, 250, 900)).to.equal(-1);
    expect(swipeStep(-49, 0, 100, 900)).to.equal(0);
    expect(swipeStep(-60, -200, 100, 900)).to.equal(0);
    expect(swipeStep(-401, 0, 100, 900)).to.equal(1);
    // A long press (over 250 ms): past 900 / 2.25 = 400 px, mostly sideways, whatever the time.
    expect(swipeStep(-401, 0, 251, 900)).to.equal(1);
    expect(swipeStep(401, 300, 1000, 900)).to.equal(-1);
    expect(swipeStep(-450, 500, 1000, 900)).to.equal(0);
    expect(swipeStep(-800, 0, 1000, 900)).to.equal(1);
    expect(swipeStep(-400, 0, 251, 900)).to.equal(0);
    expect(swipeStep(-60, 0, 251, 900)).to.equal(0);
  });

  it('follows the finger, then moves one slide on a quick long swipe', () => {
    const { host, state, target, track, remove } = stackedHarness(800);
    const detach = attachSwipe(host);
    touchAt(target, 'touchstart', 600, 100, 1000);
    touchAt(target, 'touchmove', 400, 102, 1080);
    expect(track.style.getPropertyValue('--ss-drag')).to.equal('-200px');
    expect(track.hasAttribute('data-dragging')).to.equal(true);
    touchAt(target, 'touchend', 200, 104, 1200); // 400 px > 355.6 px in 200 ms
    expect(state.steps).to.deep.equal([1]);
    expect(state.index).to.equal(1);
    expect(track.style.getPropertyValue('--ss-drag')).to.equal('0px');
    expect(track.hasAttribute('data-dragging')).to.equal(false);
    expect(track.style.getPropertyValue('--ss-release')).to.equal('280ms');
    detach();
    remove();
  });

  it('settles back after a long press short of width / 2.25 or a swipe under 50 px', () => {
    const { host, state, target, remove } = stackedHarness(800);
    const detach = attachSwipe(host);
    touchAt(target, 'touchstart', 600, 100, 0);
    touchAt(target, 'touchend', 245, 100, 251); // 355 px <= 355.6 px, held 251 ms
    touchAt(target, 'touchstart', 600, 100, 1000);
    touchAt(target, 'touchend', 551, 100, 1100); // 49 px in 100 ms
    touchAt(target, 'touchstart', 600, 100, 1500);
    touchAt(target, 'touchend', 540, 300, 1600); // 60 px across, 200 px down: a scroll
    expect(state.steps).to.deep.equal([]);
    touchAt(target, 'touchstart', 100, 100, 2000);
    touchAt(target, 'touchend', 160, 100, 2100); // a 60 px swipe right
    touchAt(target, 'touchstart', 700, 100, 3000);
    touchAt(target, 'touchend', 300, 140, 4000); // a slow drag left, 400 px > 355.6 px
    expect(state.steps).to.deep.equal([-1, 1]);
    detach();
    touchAt(target, 'touchstart', 600, 100, 5000);
    touchAt(target, 'touchend', 100, 100, 5100);
    expect(state.steps).to.deep.equal([-1, 1]);
    remove();
  });

  it('right to left, goes next on a swipe to the right and previous on one to the left', () => {
    const { host, state, target, track, remove } = stackedHarness(800, 5, 'rtl');
    state.index = 2;
    const detach = attachSwipe(host);
    touchAt(target, 'touchstart', 100, 100, 0);
    touchAt(target, 'touchmove', 300, 100, 80);
    // The track follows the finger as it is: rightwards.
    expect(track.style.getPropertyValue('--ss-drag')).to.equal('200px');
    touchAt(target, 'touchend', 502, 100, 200); // 402 px > 355.6 px
    expect(state.steps).to.deep.equal([1]);
    touchAt(target, 'touchstart', 600, 100, 1000);
    touchAt(target, 'touchend', 198, 100, 1200);
    expect(state.steps).to.deep.equal([1, -1]);
    // A long press short of width / 2.25: no step.
    touchAt(target, 'touchstart', 100, 100, 2000);
    touchAt(target, 'touchend', 455, 100, 2400);
    expect(state.steps).to.deep.equal([1, -1]);
    detach();
    remove();
  });

  it('settles at once with reduced motion', () => {
    const { host, state, target, track, remove } = stackedHarness(800);
    state.reduced = true;
    const detach = attachSwipe(host);
    touchAt(target, 'touchstart', 600, 100, 0);
    touchAt(target, 'touchend', 100, 100, 100);
    expect(track.style.getPropertyValue('--ss-release')).to.equal('0ms');
    detach();
    remove();
  });

  it('lays the slides in a row moving in 0.28 s', async () => {
    const design = stacked({ transition: 'swipe' });
    expect(design.transition).to.equal('swipe');
    expect(design.motionMs).to.equal(280);
    expect(design.attach).to.be.a('function');
    const el = await gallery({ design: 'slideshow', transition: 'swipe' }, 3);
    const track = part(el, 'slides');
    expect(getComputedStyle(track).display).to.equal('flex');
    // The move (translate) and the release of a drag (transform) both take 0.28 s.
    expect(getComputedStyle(track).transitionProperty).to.equal('translate, transform');
    expect(getComputedStyle(track).transitionDuration).to.equal('0.28s, 0.28s');
    const width = track.getBoundingClientRect().width;
    expect(el.slides[0]!.getBoundingClientRect().width).to.be.closeTo(width, 1);
  });
});

const options = { boundaries: ['none', 'none'] as const };

describe('stacked new-swipe transition', () => {
  it('validates boundaries: none, hard or inertial, each', () => {
    expect(parseBoundaries(undefined)).to.deep.equal(['none', 'none']);
    expect(parseBoundaries('hard')).to.deep.equal(['hard', 'hard']);
    expect(parseBoundaries('hard inertial')).to.deep.equal(['hard', 'inertial']);
    expect(parseBoundaries(['inertial', 'none'])).to.deep.equal(['inertial', 'none']);
    expect(() => parseBoundaries('soft')).to.throw(
      'The new-swipe boundary "soft" is not allowed: each boundary must be none, hard or inertial.',
    );
    expect(() => parseBoundaries(['hard', 'bouncy'])).to.throw('"bouncy" is not allowed');
    expect(() => stacked({ transition: 'new-swipe', boundaries: 'rubber' })).to.throw(
      'each boundary must be none, hard or inertial',
    );
  });

  it("validates snap points: a percentage or 'none'", () => {
    expect(parseSnap(undefined)).to.equal(0.5);
    expect(parseSnap('25%')).to.equal(0.25);
    expect(parseSnap('none')).to.equal('none');
    for (const bad of ['50', '0%', '120%', 'half', 50]) {
      expect(() => parseSnap(bad)).to.throw(
        `The new-swipe snap point ${JSON.stringify(bad)} is not allowed: it must be a percentage (such as '50%') or 'none'.`,
      );
    }
  });

  it('settles in 0.2–0.4 s under 767 px wide, else 0.3–0.5 s', () => {
    expect(settleRange(766)).to.deep.equal([200, 400]);
    expect(settleRange(767)).to.deep.equal([300, 500]);
    expect(settleMs(400, 0, 800)).to.equal(500);
    expect(settleMs(400, 2, 800)).to.equal(300);
    expect(settleMs(400, 1, 800)).to.equal(400);
    expect(settleMs(400, 0.5, 600)).to.equal(400);
    expect(settleMs(10, 5, 600)).to.equal(200);
  });

  it('steps past half the width or above 1 px/ms', () => {
    expect(VELOCITY_THRESHOLD).to.equal(1);
    expect(DISTANCE_THRESHOLD).to.equal(0.5);
    expect(releaseStep(-401, 0, 800)).to.equal(1);
    expect(releaseStep(401, 0, 800)).to.equal(-1);
    expect(releaseStep(-400, 0, 800)).to.equal(0);
    expect(releaseStep(-50, -1.01, 800)).to.equal(1);
    expect(releaseStep(-50, 1.01, 800)).to.equal(-1);
    expect(releaseStep(-50, -1, 800)).to.equal(0);
    expect(releaseStep(-700, 0, 800)).to.equal(1);
    expect(releaseStep(240, 0, 800)).to.equal(0);
    expect(
      velocityOf([
        { x: 0, y: 0, time: 0 },
        { x: 100, y: 0, time: 150 },
        { x: 150, y: 0, time: 200 },
      ]),
    ).to.equal(1); // over the last 100 ms: 50 px in 50 ms
  });

  it('resists at the ends as the boundary says', () => {
    expect(INERTIAL_RESISTANCE).to.equal(0.3);
    expect(bounded(100, 'none')).to.equal(100);
    expect(bounded(100, 'hard')).to.equal(0);
    expect(bounded(100, 'inertial')).to.be.closeTo(30, 1e-9);
  });

  it('locks the axis after 10 px and follows the finger horizontally', () => {
    expect(AXIS_LOCK_PX).to.equal(10);
    const { host, target, track, state, remove } = stackedHarness(800);
    state.index = 2;
    const detach = attachNewSwipe(host, options);
    touchAt(target, 'touchstart', 400, 100, 0);
    touchAt(target, 'touchmove', 391, 100, 16);
    expect(track.style.getPropertyValue('--ss-drag')).to.equal('0px');
    expect(track.hasAttribute('data-dragging')).to.equal(false);
    touchAt(target, 'touchmove', 388, 104, 32);
    expect(track.style.getPropertyValue('--ss-drag')).to.equal('-12px');
    touchAt(target, 'touchmove', 300, 180, 200); // stays on x once locked
    expect(track.style.getPropertyValue('--ss-drag')).to.equal('-100px');
    // slow (100 px in 200 ms) and short: settles back over the remaining 100 px
    touchAt(target, 'touchend', 300, 180, 400);
    expect(state.steps).to.deep.equal([]);
    expect(track.style.getPropertyValue('--ss-drag')).to.equal('0px');
    expect(track.style.getPropertyValue('--ss-release')).to.equal('500ms');
    // a vertical drag is left to the page
    touchAt(target, 'touchstart', 400, 100, 1000);
    touchAt(target, 'touchmove', 398, 120, 1016);
    touchAt(target, 'touchmove', 100, 300, 1100);
    expect(track.hasAttribute('data-dragging')).to.equal(false);
    touchAt(target, 'touchend', 100, 300, 1120);
    expect(state.steps).to.deep.equal([]);
    detach();
    remove();
  });

  it('advances on a fast flick and retreats past half the width', () => {
    const { host, target, track, state, remove } = stackedHarness(800);
    state.index = 2;
    const detach = attachNewSwipe(host, options);
    // 120 px in 60 ms: 2 px/ms
    touchAt(target, 'touchstart', 500, 100, 0);
    touchAt(target, 'touchmove', 440, 100, 30);
    touchAt(target, 'touchmove', 380, 100, 60);
    touchAt(target, 'touchend', 380, 100, 60);
    expect(state.steps).to.deep.equal([1]);
    expect(state.index).to.equal(3);
    // remaining 680 px at 2 px/ms = 340 ms
    expect(track.style.getPropertyValue('--ss-release')).to.equal('340ms');
    // slowly 450 px to the right: past half of 800
    touchAt(target, 'touchstart', 100, 100, 1000);
    touchAt(target, 'touchmove', 350, 100, 1500);
    touchAt(target, 'touchmove', 550, 100, 2000);
    touchAt(target, 'touchend', 550, 100, 2100);
    expect(state.steps).to.deep.equal([1, -1]);
    expect(state.index).to.equal(2);
    detach();
    remove();
  });

  it('applies hard and inertial boundaries at the first and last slide', () => {
    const { host, target, track, state, remove } = stackedHarness(600, 3);
    const detach = attachNewSwipe(host, { boundaries: ['hard', 'inertial'] });
    touchAt(target, 'touchstart', 100, 100, 0);
    touchAt(target, 'touchmove', 200, 100, 100);
    expect(track.style.getPropertyValue('--ss-drag')).to.equal('0px');
    touchAt(target, 'touchend', 200, 100, 200);
    state.index = 2;
    touchAt(target, 'touchstart', 300, 100, 1000);
    touchAt(target, 'touchmove', 200, 100, 1200);
    expect(track.style.getPropertyValue('--ss-drag')).to.equal('-30px');
    touchAt(target, 'touchend', 200, 100, 1400);
    expect(track.style.getPropertyValue('--ss-release')).to.equal('400ms'); // narrow: max 0.4 s
    detach();
    remove();
  });

  it('right to left, advances on a flick to the right and resists past the first slide', () => {
    const { host, target, track, state, remove } = stackedHarness(600, 3, 'rtl');
    const detach = attachNewSwipe(host, { boundaries: ['hard', 'inertial'] });
    // At the first slide, dragging left pulls away from it: the hard boundary holds the track.
    touchAt(target, 'touchstart', 300, 100, 0);
    touchAt(target, 'touchmove', 200, 100, 100);
    expect(track.style.getPropertyValue('--ss-drag')).to.equal('0px');
    touchAt(target, 'touchend', 200, 100, 200);
    expect(state.steps).to.deep.equal([]);
    // 120 px to the right in 60 ms (2 px/ms): the flick goes next, the track following the finger.
    touchAt(target, 'touchstart', 100, 100, 1000);
    touchAt(target, 'touchmove', 160, 100, 1030);
    expect(track.style.getPropertyValue('--ss-drag')).to.equal('60px');
    touchAt(target, 'touchmove', 220, 100, 1060);
    touchAt(target, 'touchend', 220, 100, 1060);
    expect(state.steps).to.deep.equal([1]);
    // remaining 480 px at 2 px/ms = 240 ms, within the narrow range's 0.2–0.4 s
    expect(track.style.getPropertyValue('--ss-release')).to.equal('240ms');
    // At the last slide, dragging right pulls away from it: the inertial boundary resists.
    state.index = 2;
    touchAt(target, 'touchstart', 100, 100, 2000);
    touchAt(target, 'touchmove', 200, 100, 2200);
    expect(track.style.getPropertyValue('--ss-drag')).to.equal('30px');
    touchAt(target, 'touchend', 200, 100, 2400);
    // Slowly past half the width to the left: previous.
    touchAt(target, 'touchstart', 500, 100, 3000);
    touchAt(target, 'touchmove', 300, 100, 3500);
    touchAt(target, 'touchend', 190, 100, 4000);
    expect(state.steps).to.deep.equal([1, -1]);
    detach();
    remove();
  });

  it('settles within the range of the window’s width, as the design’s moves do, not the gallery’s', () => {
    // A 600 px gallery in a window 1000 px wide: 0.3–0.5 s, as its buttons' moves take; in one
    // 700 px wide, 0.2–0.4 s.
    for (const [viewport, longest] of [
      [1000, '500ms'],
      [700, '400ms'],
    ] as const) {
      const { host, target, track, state, remove } = stackedHarness(600, 5, 'ltr', viewport);
      state.index = 2;
      const detach = attachNewSwipe(host, options);
      // Slowly 100 px, then still: settles back over 100 px with no velocity, the longest.
      touchAt(target, 'touchstart', 400, 100, 0);
      touchAt(target, 'touchmove', 300, 100, 200);
      touchAt(target, 'touchend', 300, 100, 400);
      expect(track.style.getPropertyValue('--ss-release')).to.equal(longest, `${viewport} px`);
      detach();
      remove();
    }
  });

  it("settles a release at its own pace, then leaves later moves to the design's time", () => {
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { host, target, track, state, remove } = stackedHarness(800);
    try {
      // The design's time, as the gallery sets it on the track.
      track.style.setProperty('--ss-settle', '500ms');
      state.index = 2;
      const detach = attachNewSwipe(host, options);
      // 120 px in 60 ms (2 px/ms): 680 px remain, 340 ms.
      touchAt(target, 'touchstart', 500, 100, 0);
      touchAt(target, 'touchmove', 440, 100, 30);
      touchAt(target, 'touchmove', 380, 100, 60);
      touchAt(target, 'touchend', 380, 100, 60);
      expect(track.style.getPropertyValue('--ss-release')).to.equal('340ms');
      clock.tick(339);
      expect(track.style.getPropertyValue('--ss-release')).to.equal('340ms');
      clock.tick(1);
      expect(track.style.getPropertyValue('--ss-release')).to.equal('');
      expect(track.style.getPropertyValue('--ss-settle')).to.equal('500ms');
      detach();
    } finally {
      clock.restore();
      remove();
    }
  });

  it('settles at once with reduced motion; the design tracks the width', () => {
    const { host, target, track, state, remove } = stackedHarness(800);
    state.reduced = true;
    const detach = attachNewSwipe(host, options);
    touchAt(target, 'touchstart', 500, 100, 0);
    touchAt(target, 'touchmove', 300, 100, 50);
    touchAt(target, 'touchend', 300, 100, 50);
    expect(track.style.getPropertyValue('--ss-release')).to.equal('0ms');
    detach();
    remove();
    const design = stacked({ transition: 'new-swipe', boundaries: 'hard', snap: '40%' });
    expect(design.motionMs).to.equal(500);
    // The positions stay: false. The gallery sets the new settle time on the track itself.
    expect(design.resize!(600)).to.equal(false);
    expect(design.motionMs).to.equal(400);
    expect(design.vars()).to.deep.equal({ '--ss-settle': '400ms' });
  });
});

describe('stacked design by transition', () => {
  it('keeps the fade by default and throws on an unknown transition', () => {
    expect(STACKED_SPEED_S).to.equal(1);
    expect(stacked({}).transition).to.equal('fade');
    expect(stacked({}).motionMs).to.equal(1200);
    expect(stacked({}).attach).to.equal(undefined);
    expect(() => stacked({ transition: 'zoom' })).to.throw(
      'The stacked transition "zoom" could not be found. Transitions: fade, ken-burns, swipe, new-swipe, scroll.',
    );
  });

  it('ken-burns zooms the current slide to 1.075 over the slide time', async () => {
    expect(KEN_BURNS_ZOOM).to.equal(1.075);
    const design = stacked({ transition: 'ken-burns', 'autoplay-duration': 4 });
    // 4 s on screen plus the 1.2 s fade-out
    expect(design.vars()).to.deep.equal({
      '--ss-d': '1000ms',
      '--ss-kb': '5200ms',
      '--ss-z': '1.075',
    });
    expect(stacked({ transition: 'ken-burns', zoom: 1.2 }).vars()['--ss-z']).to.equal('1.2');
    const el = await gallery({ design: 'slideshow', transition: 'ken-burns' }, 3);
    const current = getComputedStyle(el.slides[0]!);
    expect(current.animationName).to.equal('ss-ken-burns');
    expect(current.animationDuration).to.equal('6.2s');
    const waiting = getComputedStyle(el.slides[1]!);
    expect([waiting.animationPlayState, waiting.transform]).to.deep.equal([
      'paused',
      'matrix(1, 0, 0, 1, 0, 0)',
    ]);
    const [animation] = el.slides[0]!.getAnimations();
    const frames = (animation!.effect as KeyframeEffect).getKeyframes();
    expect(frames.map((f) => f.transform)).to.deep.equal(['scale(1)', 'scale(1.075)']);
    const scale = (slide: number) => new DOMMatrix(getComputedStyle(el.slides[slide]!).transform).a;
    // Half way through its zoom, the slide left stays as far in while it fades out, not back at 1.
    animation!.currentTime = 3100;
    el.next();
    await el.updateComplete;
    expect(scale(0)).to.be.closeTo(1.0375, 0.001);
    expect(getComputedStyle(el.slides[0]!).animationPlayState).to.equal('paused');
    // The new current slide zooms from 1; the first, current again later, starts again from 1.
    expect(scale(1)).to.be.closeTo(1, 0.001);
    el.slides[1]!.getAnimations()[0]!.currentTime = 3100;
    await waitUntil(() => !el.engine!.inMotion, 'still moving', { timeout: 3000 });
    expect(el.goTo(0)).to.equal(true);
    await el.updateComplete;
    expect(scale(0)).to.be.closeTo(1, 0.001);
    expect(getComputedStyle(el.slides[0]!).animationPlayState).to.equal('running');
  });
});

describe('stacked scroll transition', () => {
  let clock: sinon.SinonFakeTimers | undefined;
  afterEach(() => {
    clock?.restore();
    clock = undefined;
  });

  const scroller = (
    direction: 'horizontal' | 'vertical' = 'horizontal',
    start = 0,
    dir: 'ltr' | 'rtl' = 'ltr',
  ) => {
    const harness = stackedHarness(400, 4, dir);
    harness.state.index = start;
    const { track } = harness;
    Object.assign(track.style, {
      display: 'flex',
      flexDirection: direction === 'vertical' ? 'column' : 'row',
      overflow: 'auto',
      width: '400px',
      height: '200px',
    });
    for (let i = 0; i < 4; i++) {
      const slide = document.createElement('div');
      slide.style.flex = '0 0 100%';
      track.append(slide);
    }
    const events: string[] = [];
    for (const type of ['ss-reached-beginning', 'ss-reached-end', 'ss-scroll-end']) {
      harness.target.addEventListener(type, (e) =>
        events.push(
          type === 'ss-scroll-end' ? `${type} ${(e as SsScrollEndEvent).detail.index}` : type,
        ),
      );
    }
    const detach = attachScroll(harness.host, direction);
    return { ...harness, events, detach };
  };
  const scrollTo = async (track: HTMLElement, left: number, top = 0) => {
    track.scrollLeft = left;
    track.scrollTop = top;
    await new Promise((r) => track.addEventListener('scroll', r, { once: true }));
  };

  it('starting on the last slide (one the address named) is no arrival at the end', async () => {
    const { track, events, detach, remove } = scroller('horizontal', 3);
    expect(track.scrollLeft).to.equal(1200);
    await new Promise((r) => track.addEventListener('scroll', r, { once: true }));
    expect(events.filter((event) => event.startsWith('ss-reached'))).to.deep.equal([]);
    // Scrolling away and back is.
    await scrollTo(track, 800);
    await scrollTo(track, 1200);
    expect(events.filter((event) => event.startsWith('ss-reached'))).to.deep.equal([
      'ss-reached-end',
    ]);
    detach();
    remove();
  });

  it('uses the spec numbers: scroll-end 300 ms, 50 ms animations, easeOutSine', () => {
    expect(SCROLL_END_MS).to.equal(300);
    expect(SCROLL_ANIMATION_MIN_MS).to.equal(50);
    expect(SCROLL_ANIMATION_MAX_MS).to.equal(50);
    expect(SCROLL_EASING).to.equal('easeOutSine');
    expect(scrollDirection('vertical')).to.equal('vertical');
    expect(scrollDirection(undefined)).to.equal('horizontal');
  });

  it('fires reached-end, then scroll-end after 300 ms quiet, selecting the nearest slide', async () => {
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { track, events, state, detach, remove } = scroller();
    await scrollTo(track, 1200);
    expect(events).to.deep.equal(['ss-reached-end']);
    await scrollTo(track, 1190);
    clock.tick(299);
    expect(events).to.deep.equal(['ss-reached-end']);
    clock.tick(1);
    expect(events).to.deep.equal(['ss-reached-end', 'ss-scroll-end 3']);
    expect(state.gotos).to.deep.equal([3]);
    clock.restore();
    clock = undefined;
    await scrollTo(track, 0);
    expect(events.at(-1)).to.equal('ss-reached-beginning');
    detach();
    remove();
  });

  it('right to left, scrolls leftwards: the named slide, the ends, the nearest slide', async () => {
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { track, target, events, state, detach, remove } = scroller('horizontal', 2, 'rtl');
    // The third slide lies 800 px to the left of the first: a scroll position of -800.
    expect(track.scrollLeft).to.equal(-800);
    await scrollTo(track, -1200);
    expect(events).to.deep.equal(['ss-reached-end']);
    await scrollTo(track, -390);
    clock.tick(300);
    expect(events).to.deep.equal(['ss-reached-end', 'ss-scroll-end 1']);
    expect(state.gotos).to.deep.equal([1]);
    clock.restore();
    clock = undefined;
    state.reduced = true;
    target.dispatchEvent(new CustomEvent('ss-slide-change', { detail: { index: 3, previous: 1 } }));
    expect(track.scrollLeft).to.equal(-1200);
    await scrollTo(track, 0);
    expect(events.at(-1)).to.equal('ss-reached-beginning');
    detach();
    remove();
  });

  it('scrolls vertically too', async () => {
    const { track, events, detach, remove } = scroller('vertical');
    await scrollTo(track, 0, 600);
    expect(events).to.deep.equal(['ss-reached-end']);
    detach();
    remove();
  });

  it('scrolls to the slide a move selects, at once with reduced motion', async () => {
    const { track, target, state, detach, remove } = scroller();
    state.reduced = true;
    target.dispatchEvent(new CustomEvent('ss-slide-change', { detail: { index: 2, previous: 0 } }));
    expect(track.scrollLeft).to.equal(800);
    state.reduced = false;
    target.dispatchEvent(new CustomEvent('ss-slide-change', { detail: { index: 1, previous: 2 } }));
    expect(track.hasAttribute('data-animating')).to.equal(true);
    await aTimeout(120);
    expect(track.scrollLeft).to.equal(400);
    expect(track.hasAttribute('data-animating')).to.equal(false);
    detach();
    remove();
  });

  it('shows the slide the address named when set up', async () => {
    const original = location.href;
    try {
      history.replaceState(null, '', '/gallery/slide-2');
      const el = await gallery(
        { design: 'slideshow', transition: 'scroll' },
        4,
        'history-hash collection-url="/gallery/"',
      );
      const track = part(el, 'slides');
      expect(el.currentIndex).to.equal(2);
      expect(track.scrollLeft).to.be.closeTo(2 * track.clientWidth, 1);
    } finally {
      history.replaceState(null, '', original);
    }
  });

  it('lays the slides out as a scroller in the gallery', async () => {
    const el = await gallery({ design: 'slideshow', transition: 'scroll' }, 3);
    const track = part(el, 'slides');
    expect(getComputedStyle(track).overflowX).to.equal('auto');
    expect(getComputedStyle(track).scrollSnapType).to.equal('x mandatory');
  });

  it('rings the scroller, reached by Tab, inside its box, where the viewport does not clip it', async () => {
    const el = await gallery({ design: 'slideshow', transition: 'scroll' }, 3);
    const before = document.createElement('button');
    el.before(before);
    before.focus();
    const track = part(el, 'slides');
    // Past the previous and next controls.
    const reached: string[] = [];
    for (let i = 0; i < 4 && el.shadowRoot!.activeElement !== track; i++) {
      await sendKeys({ press: 'Tab' });
      reached.push(
        el.shadowRoot!.activeElement?.getAttribute('part') ??
          String(document.activeElement?.localName),
      );
    }
    expect(reached).to.deep.equal(['previous', 'next', 'slides']);
    expect(getComputedStyle(track).outlineStyle).to.equal('solid');
    expect(getComputedStyle(track).outlineOffset).to.equal('-2px');
    before.remove();
  });
});
