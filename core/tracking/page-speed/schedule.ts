import type { PageSpeedWindow } from './types.ts';

/** The longest the start waits for an idle moment after the load event. */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `task` after the load event, at an idle moment (or within 2000 ms), so page speed adds
 * no work while the page loads. Answers the function that cancels it.
 */
export function whenLoadedAndIdle(win: PageSpeedWindow, task: () => void): () => void {
  let cancelled = false;
  const run = () => {
    if (!cancelled) task();
  };
  const idle = () => {
    if (cancelled) return;
    if (typeof win.requestIdleCallback === 'function')
      win.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(run, 0);
  };
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
  return () => {
    cancelled = true;
    win.removeEventListener('load', idle);
  };
}
