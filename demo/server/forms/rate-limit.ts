/** Submissions one client may send to one form in a window, unless set otherwise. */
export const DEFAULT_FORM_RATE_LIMIT = 5;
/** The window the limit counts over: one minute. */
export const FORM_RATE_WINDOW_MS = 60_000;

let override: number | undefined;

/**
 * The limit from `SS_FORM_RATE_LIMIT`: a whole number of 0 or more, where 0 turns the limit off
 * (for load tests and long end-to-end runs); anything else (unset, blank, negative, not a whole
 * number) means the default of 5.
 */
export function formRateLimitFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.SS_FORM_RATE_LIMIT?.trim() ?? '';
  return /^\d+$/.test(text) ? Number(text) : DEFAULT_FORM_RATE_LIMIT;
}

/** The limit in force: the one tests set, else the environment's (read on every call). */
export function formRateLimit(): number {
  return override ?? formRateLimitFromEnv();
}

/**
 * Sets the limit for this process, for tests (0 turns it off); `undefined` goes back to the
 * environment's.
 *
 * @throws Error for anything but a whole number of 0 or more, or undefined.
 */
export function setFormRateLimit(limit: number | undefined): void {
  if (limit !== undefined && !(Number.isSafeInteger(limit) && limit >= 0)) {
    throw new Error(
      `The form rate limit must be a whole number of 0 or more (0 = no limit); got ${limit}.`,
    );
  }
  override = limit;
}
