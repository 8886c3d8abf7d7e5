import type { ReactiveController, ReactiveControllerHost } from 'lit';

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
 * Classifies one touch from where it started and ended. The direction is the finger's and
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

const TOUCH_EVENTS = ['touchstart', 'touchend', 'touchcancel'];

/**
 * Watches single-finger touches on the host (or a target it names) and reports each finished
 * one as a gesture. A second finger cancels the touch, so pinch-zoom never reads as a swipe.
 */
export class TouchController implements ReactiveController {
  #start: TouchPoint | undefined;
  #target: EventTarget | undefined;

  readonly #onGesture: (gesture: TouchGesture, event: TouchEvent) => void;
  readonly #targetOf: () => EventTarget;

  constructor(
    host: ReactiveControllerHost & HTMLElement,
    onGesture: (gesture: TouchGesture, event: TouchEvent) => void,
    targetOf: () => EventTarget = () => host,
  ) {
    this.#onGesture = onGesture;
    this.#targetOf = targetOf;
    host.addController(this);
  }

  hostConnected(): void {
    this.#target = this.#targetOf();
    for (const type of TOUCH_EVENTS) this.#target.addEventListener(type, this, { passive: true });
  }

  hostDisconnected(): void {
    for (const type of TOUCH_EVENTS) this.#target?.removeEventListener(type, this);
    this.#target = this.#start = undefined;
  }

  /**
   * A touch start remembers a lone finger; its end (no finger left) is classified as a gesture;
   * anything else (a second finger, a cancel) forgets it.
   */
  handleEvent(event: TouchEvent): void {
    const start = this.#start;
    const touch = event.type === 'touchstart' ? event.touches[0] : event.changedTouches[0];
    this.#start = undefined;
    if (!touch) return;
    const point = { x: touch.clientX, y: touch.clientY, time: event.timeStamp };
    if (event.type === 'touchstart') {
      if (event.touches.length === 1) this.#start = point;
    } else if (event.type === 'touchend' && start && !event.touches.length) {
      this.#onGesture(classifyTouch(start, point), event);
    }
  }
}
