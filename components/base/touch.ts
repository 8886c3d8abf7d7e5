/** A swipe travels at least this far along its dominant axis… */
export const SWIPE_MIN_DISTANCE_PX = 50;
/** …within this long. */
export const SWIPE_MAX_DURATION_MS = 250;
/** A tap moves at most this far on each axis. */
export const TAP_MAX_MOVE_PX = 1;

export type SwipeDirection = 'left' | 'right' | 'up' | 'down';

export interface TouchPoint {
  x: number;
  y: number;
  /** Milliseconds, from the event's time stamp. */
  time: number;
}

export type TouchGesture =
  { kind: 'swipe'; direction: SwipeDirection } | { kind: 'tap' } | { kind: 'touch-move-end' };

/**
 * Classifies one touch from where it started and ended, as part 2 §4 has it. The elements act
 * on horizontal swipes alone, read by `horizontalSwipe` (./horizontal-swipe.ts), which agrees
 * with this for every touch. The direction is the finger's and
 * comes from the dominant axis; a tie between the axes goes to the horizontal one.
 */
export function classifyTouch(start: TouchPoint, end: TouchPoint): TouchGesture {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  const duration = end.time - start.time;
  if (Math.abs(dx) <= TAP_MAX_MOVE_PX && Math.abs(dy) <= TAP_MAX_MOVE_PX) return { kind: 'tap' };
  const horizontal = Math.abs(dx) >= Math.abs(dy);
  const distance = horizontal ? Math.abs(dx) : Math.abs(dy);
  if (distance >= SWIPE_MIN_DISTANCE_PX && duration <= SWIPE_MAX_DURATION_MS) {
    const direction: SwipeDirection = horizontal
      ? dx < 0
        ? 'left'
        : 'right'
      : dy < 0
        ? 'up'
        : 'down';
    return { kind: 'swipe', direction };
  }
  return { kind: 'touch-move-end' };
}
