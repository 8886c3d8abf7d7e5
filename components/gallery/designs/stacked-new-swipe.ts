import type { Sample, StackedHost } from './stacked-host.ts';
import { listen, releaseSettler, sampleOf, setDrag } from './stacked-host.ts';

/** The drag picks its axis once the finger has moved this far (px). */
export const AXIS_LOCK_PX = 10;
/** A release faster than this (px/ms) steps in its direction, whatever the distance. */
export const VELOCITY_THRESHOLD = 1;
/** A release further than this share of the container's width steps (part 2 §4: half). */
export const DISTANCE_THRESHOLD = 0.5;
/** The release velocity is measured over the last this many ms of the drag. */
export const VELOCITY_WINDOW_MS = 100;
/** Past an `inertial` boundary the track moves this fraction of the finger's distance. */
export const INERTIAL_RESISTANCE = 0.3;
/** Below this width (px) the settle takes 0.2–0.4 s, from it 0.3–0.5 s (part 2 §9). */
export const NARROW_WIDTH_PX = 767;
export const SETTLE_NARROW_MS = [200, 400] as const;
export const SETTLE_WIDE_MS = [300, 500] as const;
/** The snap setting's default. */
export const DEFAULT_SNAP = '50%';

export const BOUNDARIES = ['none', 'hard', 'inertial'] as const;
/** What a drag does past the first or last slide of a gallery that does not loop. */
export type Boundary = (typeof BOUNDARIES)[number];
/** A snap point as a fraction of the width (0.5 for '50%'), or 'none'. */
export type Snap = number | 'none';

export interface NewSwipeOptions {
  /** Before the first slide and after the last. */
  boundaries: readonly [Boundary, Boundary];
}

/** One boundary mode; anything else throws naming the allowed values. */
export function checkBoundary(value: unknown): Boundary {
  if ((BOUNDARIES as readonly unknown[]).includes(value)) return value as Boundary;
  throw new Error(
    `The new-swipe boundary ${JSON.stringify(value)} is not allowed: each boundary must be none, hard or inertial.`,
  );
}

/**
 * The boundaries setting: one mode for both ends (`'hard'`), two separated by a space
 * (`'hard inertial'`: start, end) or a pair (`['hard', 'inertial']`). Default `none`.
 */
export function parseBoundaries(value: unknown): readonly [Boundary, Boundary] {
  if (value === undefined) return ['none', 'none'];
  const parts = Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? value.trim().split(/\s+/)
      : [value];
  if (parts.length < 1 || parts.length > 2) checkBoundary(value);
  const start = checkBoundary(parts[0]);
  return [start, parts.length === 2 ? checkBoundary(parts[1]) : start];
}

/**
 * The snap setting, checked (part 2 §5): a percentage above 0 and at most 100 (`'50%'`, the
 * default) or `'none'`; anything else throws. A release steps by the rule of part 2 §4 whatever
 * it says (`releaseStep`).
 */
export function parseSnap(value: unknown = DEFAULT_SNAP): Snap {
  if (value === 'none') return 'none';
  const match = typeof value === 'string' ? /^\s*(\d+(?:\.\d+)?)%\s*$/.exec(value) : null;
  const percent = match ? Number(match[1]) : NaN;
  if (percent > 0 && percent <= 100) return percent / 100;
  throw new Error(
    `The new-swipe snap point ${JSON.stringify(value)} is not allowed: it must be a percentage (such as '50%') or 'none'.`,
  );
}

/** The shortest and longest settle (ms) at a container width. */
export function settleRange(width: number): readonly [number, number] {
  return width < NARROW_WIDTH_PX ? SETTLE_NARROW_MS : SETTLE_WIDE_MS;
}

/**
 * The step a release makes (part 2 §4): past the velocity threshold (1 px/ms), the velocity's
 * direction decides; otherwise a distance above half the container's width does. Finger left:
 * +1 (next); right: -1 (previous).
 */
export function releaseStep(dx: number, velocity: number, width: number): -1 | 0 | 1 {
  if (Math.abs(velocity) > VELOCITY_THRESHOLD) return velocity < 0 ? 1 : -1;
  if (Math.abs(dx) > width * DISTANCE_THRESHOLD) return dx < 0 ? 1 : -1;
  return 0;
}

/**
 * How long the track takes to cover `remaining` px at the release velocity, within the range
 * for a window `viewportWidth` wide.
 */
export function settleMs(remaining: number, velocity: number, viewportWidth: number): number {
  const [min, max] = settleRange(viewportWidth);
  const speed = Math.abs(velocity);
  const ms = speed > 0 ? Math.abs(remaining) / speed : max;
  return Math.round(Math.min(max, Math.max(min, ms)));
}

/** The track's offset for a finger distance, past an end resisted as the boundary says. */
export function bounded(dx: number, boundary: Boundary | undefined): number {
  if (boundary === undefined || boundary === 'none') return dx;
  return boundary === 'hard' ? 0 : dx * INERTIAL_RESISTANCE;
}

/** The velocity (px/ms, signed) over the samples of the last 100 ms. */
export function velocityOf(samples: readonly Sample[]): number {
  const last = samples[samples.length - 1];
  if (!last) return 0;
  const first = samples.find((s) => last.time - s.time <= VELOCITY_WINDOW_MS) ?? last;
  const dt = last.time - first.time;
  return dt > 0 ? (last.x - first.x) / dt : 0;
}

/**
 * The new-swipe transition's touch handling. Nothing happens until the finger has moved 10 px;
 * then a horizontal drag locks to x and the track follows the finger (a vertical one is left to
 * the page). Past the first or last slide of a gallery that does not loop, the boundary decides
 * (`none` follows, `hard` stops, `inertial` resists). On release, `releaseStep` decides and the
 * track settles within `settleRange` (at once with reduced motion). Returns the detach function.
 */
export function attachNewSwipe(host: StackedHost, options: NewSwipeOptions): () => void {
  const { track } = host;
  const settle = releaseSettler(track);
  let samples: Sample[] = [];
  let axis: 'x' | 'y' | undefined;
  // Distances are worked out towards the next slide: right to left, the finger's x reversed.
  let forward: 1 | -1 = 1;
  const reset = () => {
    samples = [];
    axis = undefined;
    setDrag(track, 0, false);
  };
  const offset = (dx: number) => {
    const outward = dx > 0 ? host.atStart() : dx < 0 ? host.atEnd() : false;
    return outward ? bounded(dx, options.boundaries[dx > 0 ? 0 : 1]) : dx;
  };
  return listen(host.touched, {
    touchstart: (event) => {
      reset();
      forward = host.forward();
      const at = sampleOf(event, 'touches');
      if (at && host.movable()) samples = [at];
    },
    touchmove: (event) => {
      const start = samples[0];
      const at = sampleOf(event, 'touches');
      if (!start || !at || axis === 'y') return;
      const dx = (at.x - start.x) * forward;
      const dy = at.y - start.y;
      if (!axis) {
        if (Math.max(Math.abs(dx), Math.abs(dy)) < AXIS_LOCK_PX) return;
        axis = Math.abs(dx) >= Math.abs(dy) ? 'x' : 'y';
        if (axis === 'y') return;
      }
      samples.push(at);
      if (samples.length > 32) samples.splice(1, samples.length - 32);
      setDrag(track, offset(dx) * forward, true);
    },
    touchend: (event) => {
      const start = samples[0];
      const end = sampleOf(event, 'changedTouches');
      if (!start || !end || axis !== 'x' || event.touches.length > 0) return reset();
      samples.push(end);
      const dx = (end.x - start.x) * forward;
      const width = host.width();
      const velocity = velocityOf(samples) * forward;
      const step = releaseStep(dx, velocity, width);
      const moved = step !== 0 && host.step(step);
      const remaining = moved ? width - Math.abs(dx) : Math.abs(offset(dx));
      // Within the range the design's own moves take (`--ss-settle`): the window's.
      settle(host.reducedMotion() ? 0 : settleMs(remaining, velocity, host.viewportWidth()));
      reset();
    },
    touchcancel: reset,
  });
}
