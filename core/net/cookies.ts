import Cookies from 'js-cookie';

export interface CookieOptions {
  /** Days until it expires, or a date; a session cookie when left out. */
  expires?: number | Date;
  /** The domain it is shared across (its subdomains included); the page's host alone when left out. */
  domain?: string;
}

/**
 * An expiry (days from now, or a date) rounded up to a whole second: a cookie's expiry is written
 * to the second, and one cut down to it would end its lifetime up to a second early (a visit
 * 1,799,500 ms after the last would find its 30-minute session gone).
 */
const wholeSecondsAfter = (expires: number | Date): Date =>
  new Date(
    Math.ceil((typeof expires === 'number' ? Date.now() + expires * 86_400_000 : +expires) / 1000) *
      1000,
  );

/**
 * Cookies as every part of the product writes them: path /, SameSite Lax, and Secure on https
 * pages. Reading and writing go through js-cookie, which encodes values safely.
 */
export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  Cookies.set(name, value, {
    path: '/',
    sameSite: 'Lax',
    secure: globalThis.location?.protocol === 'https:',
    ...(options.expires === undefined ? {} : { expires: wholeSecondsAfter(options.expires) }),
    ...(options.domain === undefined ? {} : { domain: options.domain }),
  });
}

/**
 * A cookie's value, decoded; undefined when it is absent or when the page may not read cookies
 * at all (a sandboxed frame, where the browser throws).
 */
export function getCookie(name: string): string | undefined {
  try {
    return Cookies.get(name);
  } catch {
    return undefined;
  }
}

/**
 * The cookie jar reading values as the browser holds them: js-cookie's default would unquote and
 * decode them, and leave out one it cannot decode (`%E0`) as if it were absent.
 */
export const rawCookies = Cookies.withConverter({ read: (value: string) => value });

/**
 * A cookie's value exactly as stored, for values that must match a pattern as written (the
 * visit cookies): one in quotes, or with escapes, then fails it instead of being changed into
 * one that passes. Undefined when absent or unreadable.
 */
export function getRawCookie(name: string): string | undefined {
  try {
    return rawCookies.get(name);
  } catch {
    return undefined;
  }
}

/** Whether the page may read and write cookies at all (a sandboxed frame may not). */
export function cookiesAvailable(): boolean {
  try {
    void document.cookie;
    return true;
  } catch {
    return false;
  }
}

export function removeCookie(name: string): void {
  Cookies.remove(name, { path: '/' });
}

/** Milliseconds as the days js-cookie takes. */
export const daysFromMs = (ms: number): number => ms / 86_400_000;
