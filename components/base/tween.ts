/** The default tween duration, in ms (part 2 §9). */
export const TWEEN_DURATION_MS = 300;

/** Thrown word for word (part 2 §5). */
export const TWEEN_MESSAGES = {
  notAFunction: '[Tween] First parameter needs to be a function.',
  notFinite: '[Tween] Duration is not a finite number.',
} as const;

/** An easing named that is not one of `easings`: thrown at once, not from a later frame. */
export const unknownEasing = (name: unknown): string =>
  `[Tween] Unknown easing ${JSON.stringify(name)}: one of ${Object.keys(easings).join(', ')}.`;

/** Maps linear time (0..1) to progress (0..1; 0 at 0 and 1 at 1). */
export type Easing = (t: number) => number;

/** The easings a tween can take. `easeOutSine` is the scroll-to default (part 2 §9). */
export const easings = {
  linear: (t: number) => t,
  easeInSine: (t: number) => 1 - Math.cos((t * Math.PI) / 2),
  easeOutSine: (t: number) => Math.sin((t * Math.PI) / 2),
  easeInOutSine: (t: number) => -(Math.cos(Math.PI * t) - 1) / 2,
  easeInQuad: (t: number) => t * t,
  easeOutQuad: (t: number) => 1 - (1 - t) * (1 - t),
  easeInOutQuad: (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2),
  easeOutCubic: (t: number) => 1 - (1 - t) ** 3,
} satisfies Record<string, Easing>;

export type EasingName = keyof typeof easings;

export interface TweenHandle {
  /** Stops at the current progress; `finished` then resolves with `false`. */
  cancel(): void;
  /** Resolves with `true` once `fn(1)` has run, or `false` when cancelled first. */
  readonly finished: Promise<boolean>;
  /** Whether frames are still being requested. */
  readonly running: boolean;
}

/**
 * Calls `fn(progress)` once per animation frame, progress eased from 0 to 1 over `durationMs`,
 * ending with exactly `fn(1)`. A duration of 0 or less (pass 0 for reduced motion) calls
 * `fn(1)` at once, synchronously. Nothing runs between tweens: frames are requested only
 * while one is running.
 *
 * @throws Error '[Tween] First parameter needs to be a function.' when `fn` is not one.
 * @throws Error '[Tween] Duration is not a finite number.' for NaN, ±Infinity or a non-number.
 * @throws Error for an easing named that is not one of `easings` (`unknownEasing`).
 */
export function tween(
  fn: (progress: number) => void,
  durationMs: number = TWEEN_DURATION_MS,
  easing: Easing | EasingName = 'linear',
): TweenHandle {
  if (typeof fn !== 'function') throw new Error(TWEEN_MESSAGES.notAFunction);
  if (typeof durationMs !== 'number' || !Number.isFinite(durationMs)) {
    throw new Error(TWEEN_MESSAGES.notFinite);
  }
  if (typeof easing !== 'function' && !Object.hasOwn(easings, easing)) {
    throw new Error(unknownEasing(easing));
  }
  const ease = typeof easing === 'function' ? easing : easings[easing];
  let resolve!: (done: boolean) => void;
  const finished = new Promise<boolean>((r) => (resolve = r));
  let running = true;
  let frame = 0;
  const handle: TweenHandle = {
    cancel() {
      if (!running) return;
      running = false;
      cancelAnimationFrame(frame);
      resolve(false);
    },
    finished,
    get running() {
      return running;
    },
  };
  if (durationMs <= 0) {
    running = false;
    try {
      fn(1);
    } finally {
      resolve(true);
    }
    return handle;
  }
  const start = performance.now();
  const step = () => {
    if (!running) return;
    const t = Math.min(1, (performance.now() - start) / durationMs);
    try {
      fn(t >= 1 ? 1 : ease(t));
    } catch (error) {
      // A step that fails ends the tween (as cancelled), and its error goes on to the page.
      handle.cancel();
      throw error;
    }
    if (t >= 1) {
      running = false;
      resolve(true);
    } else {
      frame = requestAnimationFrame(step);
    }
  };
  frame = requestAnimationFrame(step);
  return handle;
}
