import { rawCookies } from '../net/cookies.ts';
import { clearEverywhere } from './clear-everywhere.ts';

export { cookieDomains, cookiePaths } from './clear-everywhere.ts';

/**
 * Removes each named cookie that is present. A cookie goes only when it is overwritten with the
 * same name, path and domain, and tracking scripts often set theirs on a parent domain
 * (`Domain=example.com`) so that every subdomain shares them, or on the page's folder (a cookie
 * set without a path): a removal on path / of the host alone would leave those behind. So each
 * present cookie is removed for the host and each of its parent domains (`cookieDomains`), on /
 * and each path of the page's (`cookiePaths`); `removeCookie` takes neither, hence js-cookie
 * here, reading values as stored so that one it cannot decode is cleared too. A domain the
 * browser refuses (a public suffix such as `co.uk`) makes that removal a no-op.
 */
export function clearCookies(
  names: readonly string[],
  hostname: string = globalThis.location?.hostname ?? '',
  pathname: string = globalThis.location?.pathname ?? '/',
): void {
  clearEverywhere(names, hostname, rawCookies, pathname);
}
