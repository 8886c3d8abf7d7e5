import { SWIPE_MAX_DURATION_MS, SWIPE_MIN_DISTANCE_PX, type TouchPoint } from './touch.ts';

/**
 * A horizontal swipe by `classifyTouch`'s rules, for what needs no other gesture: -1 when the
 * finger went left, 1 right, 0 for anything else. (A module of its own: the gallery and the
 * lightbox, which take only horizontal swipes, carry nothing else.)
 */
export function horizontalSwipe(start: TouchPoint, end: TouchPoint): number {
  const dx = end.x - start.x;
  const swiped =
    Math.abs(dx) >= Math.max(SWIPE_MIN_DISTANCE_PX, Math.abs(end.y - start.y)) &&
    end.time - start.time <= SWIPE_MAX_DURATION_MS;
  return swiped ? Math.sign(dx) : 0;
}
