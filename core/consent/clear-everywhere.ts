/**
 * Clearing cookies on every domain they may have been set for. Imports nothing: the consent
 * manager loads it only when a cookie to clear is present, and a module shared with the banner
 * (js-cookie included) would load with the banner whether or not there is anything to clear.
 * The cookie jar (js-cookie) is handed in.
 */

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** The parts of js-cookie that clearing uses. */
export interface CookieJar {
  /** The value as stored (undefined when absent): a reading that decodes would miss some. */
  get(name: string): string | undefined;
  remove(name: string, attributes: { path: string; domain?: string }): void;
}

/**
 * The domains a cookie visible on `hostname` may have been set for: the host itself, then each
 * parent domain of two labels or more (`www.shop.example.com` → `www.shop.example.com`,
 * `shop.example.com`, `example.com`; `localhost` → `localhost`). None for IP addresses, which
 * take host-only cookies alone.
 */
export function cookieDomains(hostname: string): string[] {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host.includes(':') || host.startsWith('[') || IPV4.test(host)) return [];
  const labels = host.split('.');
  if (labels.some((label) => label === '')) return [];
  const domains = [host];
  for (let start = 1; labels.length - start >= 2; start += 1) {
    domains.push(labels.slice(start).join('.'));
  }
  return domains;
}

/**
 * The paths a cookie visible at `pathname` may have been set for: the root, each folder of the
 * path with and without its final slash, and the path itself (`/blog/post` → `/`, `/blog`,
 * `/blog/`, `/blog/post`). A script that sets a cookie without a path gets its page's folder.
 * The root alone for anything that is not a path.
 */
export function cookiePaths(pathname: string): string[] {
  const paths = new Set(['/']);
  if (!pathname.startsWith('/')) return [...paths];
  for (let end = pathname.indexOf('/', 1); end > 0; end = pathname.indexOf('/', end + 1)) {
    paths.add(pathname.slice(0, end)).add(pathname.slice(0, end + 1));
  }
  return [...paths.add(pathname)];
}

/** `clearCookies`, with the jar to use. */
export function clearEverywhere(
  names: readonly string[],
  hostname: string,
  jar: CookieJar,
  pathname = '/',
): void {
  const domains = cookieDomains(hostname);
  const paths = cookiePaths(pathname);
  for (const name of names) {
    if (jar.get(name) === undefined) continue;
    for (const path of paths) {
      jar.remove(name, { path });
      for (const domain of domains) jar.remove(name, { path, domain });
    }
  }
}
