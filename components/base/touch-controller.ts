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
  | { kind: 'swipe'; direction: SwipeDirection; distance: number; duration: number }
  | { kind: 'tap' }
  | { kind: 'touch-move-end'; dx: number; dy: number; duration: number };

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
    return { kind: 'swipe', direction, distance, duration };
  }
  return { kind: 'touch-move-end', dx, dy, duration };
}

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
    this.#target.addEventListener('touchstart', this.#onStart as EventListener, { passive: true });
    this.#target.addEventListener('touchend', this.#onEnd as EventListener, { passive: true });
    this.#target.addEventListener('touchcancel', this.#onCancel, { passive: true });
  }

  hostDisconnected(): void {
    this.#target?.removeEventListener('touchstart', this.#onStart as EventListener);
    this.#target?.removeEventListener('touchend', this.#onEnd as EventListener);
    this.#target?.removeEventListener('touchcancel', this.#onCancel);
    this.#target = undefined;
    this.#start = undefined;
  }

  #onStart = (event: TouchEvent): void => {
    const touch = event.touches[0];
    this.#start =
      event.touches.length === 1 && touch
        ? { x: touch.clientX, y: touch.clientY, time: event.timeStamp }
        : undefined;
  };

  #onEnd = (event: TouchEvent): void => {
    const touch = event.changedTouches[0];
    const start = this.#start;
    this.#start = undefined;
    if (!start || !touch || event.touches.length > 0) return;
    this.#onGesture(
      classifyTouch(start, { x: touch.clientX, y: touch.clientY, time: event.timeStamp }),
      event,
    );
  };

  #onCancel = (): void => {
    this.#start = undefined;
  };
}
