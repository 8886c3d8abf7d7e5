import { rawCookies } from '../net/cookies.ts';
import { clearEverywhere } from './clear-everywhere.ts';

export { cookieDomains } from './clear-everywhere.ts';

/**
 * Removes each named cookie that is present, on path /. A cookie goes only when it is
 * overwritten with the same name, path and domain, and tracking scripts often set theirs on a
 * parent domain (`Domain=example.com`) so that every subdomain shares them: a host-only removal
 * would leave those behind. So each present cookie is also removed for the host and each of its
 * parent domains (`cookieDomains`); `removeCookie` takes no domain, hence js-cookie here, reading
 * values as stored so that one it cannot decode is cleared too. A
 * domain the browser refuses (a public suffix such as `co.uk`) makes that removal a no-op.
 */
export function clearCookies(
  names: readonly string[],
  hostname: string = globalThis.location?.hostname ?? '',
): void {
  clearEverywhere(names, hostname, rawCookies);
}
