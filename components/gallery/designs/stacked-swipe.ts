import type { StackedHost, Sample } from './stacked-host.ts';
import { listen, releaseSettler, sampleOf, setDrag } from './stacked-host.ts';

/** The swipe transition's move: 0.28 s (part 2 §9). */
export const SWIPE_ANIMATION_MS = 280;
/** A release moves a slide when the distance passes the width divided by this (part 2 §4). */
export const SWIPE_WIDTH_DIVISOR = 2.25;
/** A touch held longer than this is a long press, never a swipe (250 ms or less counts). */
export const LONG_PRESS_MS = 250;

/**
 * The step a released swipe makes: +1 (next) when the finger went left by more than
 * `width / 2.25`, -1 (previous) when it went right by as much, else 0; always 0 when the touch
 * lasted more than 250 ms (a move of 250 ms or less counts, as every gallery touch).
 */
export function swipeStep(dx: number, durationMs: number, width: number): -1 | 0 | 1 {
  if (durationMs > LONG_PRESS_MS || Math.abs(dx) <= width / SWIPE_WIDTH_DIVISOR) return 0;
  return dx < 0 ? 1 : -1;
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
      if (start && at) setDrag(track, at.x - start.x, true);
    },
    touchend: (event) => {
      const end = sampleOf(event, 'changedTouches');
      const from = start;
      if (!from || !end || event.touches.length > 0) return reset();
      settle(host.reducedMotion() ? 0 : SWIPE_ANIMATION_MS);
      reset();
      const step = swipeStep((end.x - from.x) * host.forward(), end.time - from.time, host.width());
      if (step) host.step(step);
    },
    touchcancel: reset,
  });
}
