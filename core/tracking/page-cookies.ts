import { getRawCookie, setCookie } from '../net/cookies.ts';
import { getRawPageContext } from '../site/context-json.ts';
import type { CookieSource } from './analytics-cookie.ts';

/** The page's cookies and the provider's domain, for the trackers' on-demand parts. */
export const pageCookies: CookieSource = {
  get: getRawCookie,
  set: setCookie,
  appDomain: () => getRawPageContext().appDomain,
};
