/** Relative times are refreshed every 5 s (part 1 §4). */
export const RELATIVE_TIME_REFRESH_MS = 5000;

/** Stops a refresh; calling it again does nothing. */
export type StopRefresh = () => void;

/**
 * Calls `onTick` with the current time (`Date.now()`) every 5000 ms until the returned function is
 * called. The first call comes after 5000 ms, not at once: the caller renders the first text itself.
 */
export function startRelativeTimeRefresh(onTick: (nowMs: number) => void): StopRefresh {
  if (typeof onTick !== 'function') {
    throw new Error(
      `startRelativeTimeRefresh needs a function to call every ${RELATIVE_TIME_REFRESH_MS} ms; got ${typeof onTick}.`,
    );
  }
  let timer: ReturnType<typeof setInterval> | undefined = setInterval(
    () => onTick(Date.now()),
    RELATIVE_TIME_REFRESH_MS,
  );
  return () => {
    if (timer === undefined) return;
    clearInterval(timer);
    timer = undefined;
  };
}
