import type { StackedHost, Sample } from './stacked-host.ts';
import { listen, releaseSettler, sampleOf, setDrag } from './stacked-host.ts';

/** The swipe transition's move: 0.28 s (part 2 §9). */
export const SWIPE_ANIMATION_MS = 280;
/** A release moves a slide when the distance passes the width divided by this (part 2 §4). */
export const SWIPE_WIDTH_DIVISOR = 2.25;
/** A touch held longer than this is a long press: it moves a slide only past `width / 2.25`. */
export const LONG_PRESS_MS = 250;
/**
 * A quicker one is a swipe from this far (part 2 §9), as for the gallery's own touch handling.
 * Its own number rather than the touch controller's: importing that module from here would
 * split what every gallery page loads into one more file.
 */
export const SWIPE_MIN_PX = 50;

/**
 * The step a released touch makes from the finger's travel (`dx`, `dy`) and how long it took.
 * Only a mostly sideways one moves a slide: a swipe (250 ms or less, at least 50 px, part 2 §9)
 * does; a long press does past `width / 2.25`, else it settles back. Going left is +1 (next),
 * right -1.
 */
export function swipeStep(dx: number, dy: number, durationMs: number, width: number): -1 | 0 | 1 {
  const distance = Math.abs(dx);
  const moves =
    distance >= Math.abs(dy) &&
    (durationMs <= LONG_PRESS_MS
      ? distance >= SWIPE_MIN_PX
      : distance > width / SWIPE_WIDTH_DIVISOR);
  return moves ? (dx < 0 ? 1 : -1) : 0;
}

/**
 * The swipe transition's touch handling: the track follows the finger horizontally; on release
 * it moves a slide (`swipeStep`, right to left with the sides swapped) or settles back, over
 * 0.28 s (at once with reduced motion). Returns the function that detaches it.
 */
export function attachSwipe(host: StackedHost): () => void {
  const { track } = host;
  const settle = releaseSettler(track);
  let start: Sample | undefined;
  const reset = () => {
    start = undefined;
    setDrag(track, 0, false);
  };
  return listen(host.touched, {
    touchstart: (event) => {
      start = host.movable() ? sampleOf(event, 'touches') : undefined;
      if (!start) reset();
    },
    touchmove: (event) => {
      const at = start && sampleOf(event, 'touches');
      if (!start || !at) return;
      // Sideways only while the finger goes more across than down: one scrolling the page
      // leaves the slides where they are.
      const dx = at.x - start.x;
      setDrag(track, Math.abs(dx) > Math.abs(at.y - start.y) ? dx : 0, true);
    },
    touchend: (event) => {
      const end = sampleOf(event, 'changedTouches');
      const from = start;
      if (!from || !end || event.touches.length > 0) return reset();
      settle(host.reducedMotion() ? 0 : SWIPE_ANIMATION_MS);
      reset();
      const step = swipeStep(
        (end.x - from.x) * host.forward(),
        end.y - from.y,
        end.time - from.time,
        host.width(),
      );
      if (step) host.step(step);
    },
    touchcancel: reset,
  });
}
