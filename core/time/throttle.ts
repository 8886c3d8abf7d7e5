import { assertWaitMs } from './wait-time.ts';

export interface Throttled<Args extends unknown[]> {
  (...args: Args): void;
  /** Drops the trailing call, if any, and ends the current wait. */
  cancel(): void;
}

/**
 * Runs `fn` at most once per `waitMs`: a call outside a wait runs at once; calls during a wait
 * are gathered into one trailing run, with the latest arguments, when the wait ends (and that
 * run starts a new wait).
 */
export function throttle<Args extends unknown[]>(
  fn: (...args: Args) => unknown,
  waitMs: number,
): Throttled<Args> {
  assertWaitMs('throttle', waitMs);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let trailingArgs: Args | undefined;

  const run = (args: Args) => {
    timer = setTimeout(endWait, waitMs);
    fn(...args);
  };
  const endWait = () => {
    timer = undefined;
    if (trailingArgs === undefined) return;
    const args = trailingArgs;
    trailingArgs = undefined;
    run(args);
  };
  const throttled = (...args: Args) => {
    if (timer === undefined) run(args);
    else trailingArgs = args;
  };
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    trailingArgs = undefined;
  };
  return Object.assign(throttled, { cancel });
}
