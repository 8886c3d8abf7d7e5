/** Throws unless `waitMs` is a finite number of milliseconds, zero or more. */
export function assertWaitMs(caller: string, waitMs: unknown): asserts waitMs is number {
  if (typeof waitMs !== 'number' || !Number.isFinite(waitMs) || waitMs < 0) {
    throw new Error(
      `${caller}: waitMs must be a finite number of milliseconds, 0 or more; got ${String(waitMs)}.`,
    );
  }
}
