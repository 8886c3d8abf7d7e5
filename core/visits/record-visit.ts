import { cookiesAvailable, daysFromMs, getRawCookie, setCookie } from '../net/cookies.ts';
import {
  SESSION_COOKIE,
  SESSION_COOKIE_LIFETIME_MS,
  VISITOR_COOKIE,
  VISITOR_COOKIE_LIFETIME_MS,
} from './constants.ts';
import { isPositiveSafeInteger } from './positive-integer.ts';
import { parseSessionValue } from './session.ts';
import { newVisitorId } from './visitor-id.ts';
import { isVisitorId, parseVisitorRecord, visitorRecordText } from './visitor-record.ts';
import type { VisitorRecord } from './visitor-record.ts';

export interface RecordVisitOptions {
  /** The time of this page view, ms since the epoch; `Date.now()` when left out. */
  now?: number;
  /** Makes the id of a new visitor; `newVisitorId` when left out. */
  newId?: () => string;
  /** Whether consent allows storing visitor data (`ConsentManager.canStoreVisitorData()`). */
  canStore: boolean;
}

export type VisitKind = 'new-visitor' | 'new-session' | 'same-session';

export type VisitResult =
  { kind: VisitKind; visitor: VisitorRecord } | { kind: 'not-stored'; visitor?: undefined };

/**
 * Whether a session that started its latest page view at `session` has expired by `now`:
 * absent, invalid, or older than 30 minutes. A session time after `now` (the clock went back)
 * is live: the cookie's own 30-minute expiry still ends it.
 */
export function isSessionExpired(session: number | undefined, now: number): boolean {
  return session === undefined || now - session > SESSION_COOKIE_LIFETIME_MS;
}

/** Writes a visit cookie (path /, see core/net/cookies) for `lifetimeMs`. */
const writeCookie = (name: string, value: string, lifetimeMs: number): void =>
  setCookie(name, value, { expires: daysFromMs(lifetimeMs) });

/**
 * Counts this page view in the visit cookies (part 1 §4, CLARIFICATIONS "Visits and consent"):
 * - no valid visitor cookie: a new record (new id; first, previous and latest = now; count 1)
 *   and a new session;
 * - a valid one with an expired session: previous ← latest, latest ← now, count + 1, and a new
 *   session;
 * - a live session: the record stays, and the session cookie is rewritten with now for another
 *   30 minutes.
 * Without consent (`canStore` false), or where the page may not use cookies (a sandboxed frame),
 * nothing is read or written: the result is 'not-stored'. The cookies are read as stored: a
 * value the browser holds in quotes or escaped is malformed, so absent.
 */
export function recordVisit(options: RecordVisitOptions): VisitResult {
  if (typeof options?.canStore !== 'boolean') {
    throw new Error('recordVisit takes { now?, newId?, canStore } with canStore true or false.');
  }
  const now = options.now ?? Date.now();
  if (!isPositiveSafeInteger(now)) {
    throw new Error(
      `recordVisit needs now as a positive whole number of milliseconds since the epoch; ` +
        `got ${String(options.now)}.`,
    );
  }
  if (!options.canStore || !cookiesAvailable()) return { kind: 'not-stored' };
  let visitor = parseVisitorRecord(getRawCookie(VISITOR_COOKIE));
  let kind: VisitKind = 'same-session';
  if (!visitor) {
    const id = (options.newId ?? newVisitorId)();
    if (!isVisitorId(id)) {
      throw new Error(
        `newId must return one or more of A-Z, a-z, 0-9, _ and -; got ${JSON.stringify(id)}.`,
      );
    }
    kind = 'new-visitor';
    visitor = { id, first: now, previous: now, latest: now, count: 1 };
  } else if (isSessionExpired(parseSessionValue(getRawCookie(SESSION_COOKIE)), now)) {
    kind = 'new-session';
    visitor = {
      ...visitor,
      previous: visitor.latest,
      latest: now,
      // Past MAX_SAFE_INTEGER the cookie would no longer read back, and the visitor be new.
      count: Math.min(visitor.count + 1, Number.MAX_SAFE_INTEGER),
    };
  }
  // Every value written is valid by construction: the id is checked, the times are `now`.
  if (kind !== 'same-session') {
    writeCookie(VISITOR_COOKIE, visitorRecordText(visitor), VISITOR_COOKIE_LIFETIME_MS);
  }
  writeCookie(SESSION_COOKIE, String(now), SESSION_COOKIE_LIFETIME_MS);
  return { kind, visitor };
}
