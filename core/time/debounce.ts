import { assertWaitMs } from './wait-time.ts';

export interface Debounced<Args extends unknown[]> {
  (...args: Args): void;
  /** Drops the pending call, if any. */
  cancel(): void;
  /** Runs the pending call now, if any. */
  flush(): void;
}

/**
 * Runs `fn` once calls have stopped for `waitMs`, with the latest call's arguments (trailing
 * edge only; each call restarts the wait).
 */
export function debounce<Args extends unknown[]>(
  fn: (...args: Args) => unknown,
  waitMs: number,
): Debounced<Args> {
  assertWaitMs('debounce', waitMs);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latestArgs: Args | undefined;

  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    latestArgs = undefined;
  };
  const flush = () => {
    if (latestArgs === undefined) return;
    const args = latestArgs;
    cancel();
    fn(...args);
  };
  const debounced = (...args: Args) => {
    if (timer !== undefined) clearTimeout(timer);
    latestArgs = args;
    timer = setTimeout(flush, waitMs);
  };
  return Object.assign(debounced, { cancel, flush });
}
