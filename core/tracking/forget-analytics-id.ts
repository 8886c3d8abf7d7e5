import { clearCookies } from '../consent/clear-cookies.ts';
import { ANALYTICS_ID_COOKIE } from './analytics-cookie.ts';
import {
  ANALYTICS_ID_EXPIRY_KEY,
  ANALYTICS_ID_KEY,
  noteAnalyticsIdForgotten,
  SESSION_KEY,
} from './session-store.ts';

/**
 * Removes the analytics id from the browser: its cookie (on the page's host and each parent
 * domain, the provider's own among them), the id and its expiry in localStorage, and the
 * session in sessionStorage. Storage that cannot be reached has nothing to remove. A tracker
 * that read them before does not use them again: it reads (and, with consent, makes) them anew.
 */
export function forgetAnalyticsId(
  localStorage: () => Storage = () => globalThis.localStorage,
  sessionStorage: () => Storage = () => globalThis.sessionStorage,
): void {
  noteAnalyticsIdForgotten();
  try {
    clearCookies([ANALYTICS_ID_COOKIE]);
  } catch {
    // A page that may not touch cookies has none to remove.
  }
  for (const [store, keys] of [
    [localStorage, [ANALYTICS_ID_KEY, ANALYTICS_ID_EXPIRY_KEY]],
    [sessionStorage, [SESSION_KEY]],
  ] as const) {
    try {
      for (const key of keys) store().removeItem(key);
    } catch {
      // Blocked storage keeps nothing.
    }
  }
}

/** What `forgetAnalyticsIdWithoutConsent` asks of the consent manager. */
export interface VisitorDataConsent {
  canStoreVisitorData(): boolean;
  onChange(listener: () => void): () => void;
}

/**
 * Keeps the analytics id only while visitor data may be stored: where it may not (declined,
 * under either policy; Global Privacy Control with no choice made; the restrictive policy until
 * an accept), the id is removed now and after every change that leaves it so (an accept or a
 * decline, or a stricter policy set later), as the trackers that would use it stay off. Answers
 * the function that stops watching.
 */
export function forgetAnalyticsIdWithoutConsent(consent: VisitorDataConsent): () => void {
  const check = () => {
    if (!consent.canStoreVisitorData()) forgetAnalyticsId();
  };
  check();
  return consent.onChange(check);
}
