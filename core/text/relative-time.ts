import {
  ABOUT_AN_HOUR_AGO,
  ABOUT_A_DAY_AGO,
  ABOUT_A_MINUTE_AGO,
  ABOUT_N_DAYS_AGO,
  ABOUT_N_HOURS_AGO,
  ABOUT_N_MINUTES_AGO,
  ABOUT_N_SECONDS_AGO,
  JUST_NOW,
} from './messages.ts';
import { fillTemplate } from './template.ts';

/** Under this many milliseconds ago a time reads 'just now'. */
export const JUST_NOW_MS = 10_000;

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

function assertTime(name: string, value: number): void {
  if (!Number.isFinite(value)) {
    throw new Error(
      `relativeTime needs ${name} as a finite number of milliseconds since the epoch; got ${String(value)}.`,
    );
  }
}

/**
 * How long ago `thenMs` was, seen at `nowMs` (both milliseconds since the epoch):
 * under 10 s 'just now'; then 'about {n} seconds ago', 'about a minute ago' / 'about {n} minutes ago',
 * 'about an hour ago' / 'about {n} hours ago', 'about a day ago' / 'about {n} days ago'.
 * Every unit counts whole units, rounded down (90 s is 'about a minute ago'), and days is the
 * largest unit. A time in the future (a clock ahead of ours) reads 'just now'.
 *
 * @throws Error when either time is not a finite number.
 */
export function relativeTime(thenMs: number, nowMs: number): string {
  assertTime('thenMs', thenMs);
  assertTime('nowMs', nowMs);
  const elapsed = nowMs - thenMs;
  if (elapsed < JUST_NOW_MS) return JUST_NOW;
  if (elapsed < MINUTE_MS) {
    return fillTemplate(ABOUT_N_SECONDS_AGO, { n: Math.floor(elapsed / SECOND_MS) });
  }
  if (elapsed < HOUR_MS) {
    const minutes = Math.floor(elapsed / MINUTE_MS);
    return minutes === 1 ? ABOUT_A_MINUTE_AGO : fillTemplate(ABOUT_N_MINUTES_AGO, { n: minutes });
  }
  if (elapsed < DAY_MS) {
    const hours = Math.floor(elapsed / HOUR_MS);
    return hours === 1 ? ABOUT_AN_HOUR_AGO : fillTemplate(ABOUT_N_HOURS_AGO, { n: hours });
  }
  const days = Math.floor(elapsed / DAY_MS);
  return days === 1 ? ABOUT_A_DAY_AGO : fillTemplate(ABOUT_N_DAYS_AGO, { n: days });
}
