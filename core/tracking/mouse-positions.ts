import { shouldTrackMousePosition } from './audience.ts';
import { signedInAccount } from './context.ts';

/**
 * Mouse-position tracking. Not exported by `core/tracking/index.ts`: a page imports it from here,
 * on demand, once it knows an owner is signed in, so a visitor's page never fetches it.
 */

/**
 * The most often a position is kept while the mouse moves. The spec gives no rate; four a
 * second follows the mouse's path across a page without a flood of entries.
 */
export const MOUSE_SAMPLE_MS = 250;

/** Where the mouse was: page coordinates (scroll included) and the viewport then, in CSS px. */
export interface MousePosition {
  x: number;
  y: number;
  viewportWidth: number;
  viewportHeight: number;
}

export interface MousePositionOptions {
  /** Where pointer moves come from; the window when left out. */
  target?: EventTarget;
  /** Whether an account is signed in; the page context's authenticatedAccount when left out. */
  signedIn?: () => boolean;
  sampleMs?: number;
}

const positionOf = (event: PointerEvent): MousePosition => ({
  x: Math.round(event.clientX + (globalThis.scrollX ?? 0)),
  y: Math.round(event.clientY + (globalThis.scrollY ?? 0)),
  viewportWidth: globalThis.innerWidth ?? 0,
  viewportHeight: globalThis.innerHeight ?? 0,
});

/**
 * Mouse-position tracking, for signed-in owners only (part 1 §6): hands `record` the mouse's
 * position as it moves, at most once per 250 ms. The first move is kept at once and the last
 * one when its interval ends, so a pause is always where the mouse stopped; touch and pen
 * pointers are not mice and are left out. Nothing runs between moves. For anyone not signed
 * in nothing is attached. Answers the function that stops it.
 */
export function trackMousePositions(
  record: (position: MousePosition) => void,
  options: MousePositionOptions = {},
): () => void {
  const signedIn = options.signedIn ?? (() => signedInAccount() !== undefined);
  if (!shouldTrackMousePosition(signedIn())) return () => undefined;
  const target = options.target ?? globalThis;
  const sampleMs = options.sampleMs ?? MOUSE_SAMPLE_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting: MousePosition | undefined;
  const keep = (position: MousePosition) => {
    try {
      record(position);
    } catch {
      // Tracking never breaks the page.
    }
    timer = setTimeout(() => {
      timer = undefined;
      const last = waiting;
      waiting = undefined;
      if (last) keep(last);
    }, sampleMs);
  };
  const onMove = (event: Event) => {
    if ((event as PointerEvent).pointerType !== 'mouse') return;
    const position = positionOf(event as PointerEvent);
    if (timer === undefined) keep(position);
    else waiting = position;
  };
  target.addEventListener('pointermove', onMove, { passive: true });
  return () => {
    target.removeEventListener('pointermove', onMove);
    clearTimeout(timer);
    timer = undefined;
    waiting = undefined;
  };
}
