import Cookies from 'js-cookie';
import { removeCookie } from '../../../core/net/cookies.ts';
import { CONSENT_COOKIE, COOKIES_CLEARED_WITHOUT_CONSENT } from '../../../core/consent/index.ts';

export type StoredCookie = CookieListItem & { expires?: number; secure?: boolean };

export const DAY_MS = 86_400_000;

/** A cookie as the browser stores it, or undefined. */
export async function storedCookie(name: string): Promise<StoredCookie | undefined> {
  const [cookie] = (await cookieStore.getAll(name)) as StoredCookie[];
  return cookie;
}

/** Removes every cookie these tests may set. */
export function clearTestCookies(): void {
  for (const name of [CONSENT_COOKIE, ...COOKIES_CLEARED_WITHOUT_CONSENT, 'ss_keep']) {
    removeCookie(name);
    Cookies.remove(name, { path: '/', domain: location.hostname });
  }
}
