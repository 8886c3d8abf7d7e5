import Cookies from 'js-cookie';

export interface CookieOptions {
  /** Days until it expires, or a date; a session cookie when left out. */
  expires?: number | Date;
}

/**
 * Cookies as every part of the product writes them: path /, SameSite Lax, and Secure on https
 * pages. Reading and writing go through js-cookie, which encodes values safely.
 */
export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  Cookies.set(name, value, {
    path: '/',
    sameSite: 'Lax',
    secure: globalThis.location?.protocol === 'https:',
    ...(options.expires === undefined ? {} : { expires: options.expires }),
  });
}

export function getCookie(name: string): string | undefined {
  return Cookies.get(name);
}

export function removeCookie(name: string): void {
  Cookies.remove(name, { path: '/' });
}

/** Milliseconds as the days js-cookie takes. */
export const daysFromMs = (ms: number): number => ms / 86_400_000;
