import { isPositiveSafeInteger, parsePositiveInteger } from './positive-integer.ts';

/** The session cookie's time (ms since the epoch), or undefined when it is not valid (§5). */
export function parseSessionValue(value: unknown): number | undefined {
  return typeof value === 'string' ? parsePositiveInteger(value) : undefined;
}

/** The session cookie's value for a time in ms since the epoch. */
export function serializeSessionValue(time: number): string {
  if (!isPositiveSafeInteger(time)) {
    throw new Error(
      `The session time must be a positive whole number of milliseconds, at most ` +
        `Number.MAX_SAFE_INTEGER; got ${String(time)}.`,
    );
  }
  return String(time);
}
