import { defaultClock } from './clock.ts';
import type { Clock } from './clock.ts';

/** Part 1 §4: the delay follows the average of this many latest run durations… */
export const ADAPTIVE_THROTTLE_HISTORY = 22;
/** …multiplied by this. */
export const ADAPTIVE_THROTTLE_FACTOR = 2;

export interface AdaptiveThrottleOptions {
  /** Milliseconds clock; performance.now (else Date.now) by default, read on every use. */
  now?: Clock;
  /**
   * Receives what a run threw or rejected with. Without it a synchronous error propagates out
   * of the call (or the timer) that started the run, and a rejection stays unhandled.
   * Either way the failed run's duration counts.
   */
  onError?: (error: unknown) => void;
}

export interface AdaptiveThrottled<Args extends unknown[]> {
  /** Requests a run with these arguments. */
  (...args: Args): void;
  /** Drops the requested run, if any; a run in progress finishes but nothing follows it. */
  cancel(): void;
}

type Thenable = { then(onFulfilled: () => void, onRejected: (error: unknown) => void): unknown };

const isThenable = (value: unknown): value is Thenable =>
  (typeof value === 'object' || typeof value === 'function') &&
  value !== null &&
  typeof (value as { then?: unknown }).then === 'function';

/**
 * Throttles work by how long it takes (part 1 §4): a run starts no sooner than twice the
 * average duration of the last 22 runs after the previous run ended. With fewer runs the
 * average is of those there are, and the first run starts at once. `fn` may return a promise;
 * the run lasts until it settles, and at most one run is in progress. Requests made while
 * waiting or running coalesce into one run with the latest arguments.
 */
export function adaptiveThrottle<Args extends unknown[]>(
  fn: (...args: Args) => unknown,
  options: AdaptiveThrottleOptions = {},
): AdaptiveThrottled<Args> {
  const now = options.now ?? defaultClock;
  const durations: number[] = [];
  let lastEndedAt: number | undefined;
  let running = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let requestedArgs: Args | undefined;

  const delayBeforeNextRun = (): number => {
    if (lastEndedAt === undefined) return 0;
    const average = durations.reduce((sum, duration) => sum + duration, 0) / durations.length;
    return Math.max(0, lastEndedAt + ADAPTIVE_THROTTLE_FACTOR * average - now());
  };

  const fail = (error: unknown) => {
    if (!options.onError) throw error;
    options.onError(error);
  };

  const finish = (startedAt: number) => {
    const endedAt = now();
    durations.push(Math.max(0, endedAt - startedAt));
    if (durations.length > ADAPTIVE_THROTTLE_HISTORY) durations.shift();
    lastEndedAt = endedAt;
    running = false;
    // Always through a timer, even at 0 ms, so work that requests itself cannot recurse.
    if (requestedArgs !== undefined) timer = setTimeout(run, delayBeforeNextRun());
  };

  const run = () => {
    timer = undefined;
    const args = requestedArgs!;
    requestedArgs = undefined;
    running = true;
    const startedAt = now();
    let result: unknown;
    try {
      result = fn(...args);
    } catch (error) {
      finish(startedAt);
      fail(error);
      return;
    }
    if (!isThenable(result)) {
      finish(startedAt);
      return;
    }
    result.then(
      () => finish(startedAt),
      (error) => {
        finish(startedAt);
        fail(error);
      },
    );
  };

  const throttled = (...args: Args) => {
    requestedArgs = args;
    if (running || timer !== undefined) return;
    const delay = delayBeforeNextRun();
    if (delay === 0) run();
    else timer = setTimeout(run, delay);
  };

  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    requestedArgs = undefined;
  };

  return Object.assign(throttled, { cancel });
}
