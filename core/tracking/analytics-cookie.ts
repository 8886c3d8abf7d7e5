import type { CookieOptions } from '../net/cookies.ts';

/**
 * The analytics id's cookie (part 2 §9: it lasts 390 days and is shared across the provider's
 * own domains). The spec does not name it.
 */
export const ANALYTICS_ID_COOKIE = 'ss_analytics_id';

/** An analytics id as a cookie or storage may hold one: 1 to 64 letters, digits, `_` or `-`. */
export const ANALYTICS_ID_FORM = /^[\w-]{1,64}$/;

/**
 * The domain the analytics cookie is set for: the provider's own domain (the page context's
 * `appDomain`) when the page is on it or on one of its subdomains, so that every site the
 * provider hosts shares one id. Undefined, for a cookie of the page's host alone, on any other
 * domain (a site's custom domain shares its cookies with nothing), on a host written with its
 * final dot (`bakery.provider.test.`, which the browser would refuse the domain for, keeping no
 * cookie at all), and for a domain of a single label (`localhost`), which browsers refuse as a
 * cookie's domain on any other host. The provider's domain is compared as the browser writes a
 * host: in lower case, and in punycode when written in Unicode (`bäckerei.example` is
 * `xn--bckerei-5wa.example`).
 */
export function analyticsCookieDomain(hostname: string, appDomain: unknown): string | undefined {
  const host = hostname.toLowerCase();
  const domain = typeof appDomain === 'string' ? asHost(appDomain.replace(/^\./, '')) : '';
  return domain.includes('.') && (host === domain || host.endsWith(`.${domain}`))
    ? domain
    : undefined;
}

/** A domain name as the browser writes a host (lower case, punycode); '' when it is not one. */
function asHost(name: string): string {
  // Only a name: anything that would make the address mean another host (a path, a user) is not.
  if (!name || /[\s/\\?#@:]/.test(name)) return '';
  try {
    return new URL(`http://${name}`).hostname;
  } catch {
    return '';
  }
}

/** Where the analytics id is kept besides storage. */
export interface AnalyticsIdCookie {
  /** The id, or undefined when there is none or it is not in an id's form. */
  read(): string | undefined;
  write(id: string, expires: Date): void;
}

/**
 * The page's cookies and the provider's domain, as what loads with the page hands them to the
 * trackers' on-demand parts (./page-cookies.ts), which then share no code with it.
 */
export interface CookieSource {
  /** A cookie's value as stored (core/net's `getRawCookie`). */
  get(name: string): string | undefined;
  /** core/net's `setCookie`. */
  set(name: string, value: string, options: CookieOptions): void;
  /** The page context's `appDomain`. */
  appDomain(): unknown;
}

/**
 * The analytics cookie of the page whose cookies `source` reads and writes, on the host
 * `hostname` gives (the page's).
 */
export const analyticsIdCookie = (
  source: CookieSource,
  hostname: () => string = () => location.hostname,
): AnalyticsIdCookie => ({
  read() {
    const id = source.get(ANALYTICS_ID_COOKIE);
    return id !== undefined && ANALYTICS_ID_FORM.test(id) ? id : undefined;
  },
  write(id, expires) {
    const domain = analyticsCookieDomain(hostname(), source.appDomain());
    if (domain) {
      // A cookie of this host alone would hide the shared one here: it goes first, and is
      // written again only where the browser refuses the domain (on the public-suffix list).
      source.set(ANALYTICS_ID_COOKIE, '', { expires: new Date(0), domain: undefined });
      source.set(ANALYTICS_ID_COOKIE, id, { expires, domain });
      if (source.get(ANALYTICS_ID_COOKIE) === id) return;
    }
    source.set(ANALYTICS_ID_COOKIE, id, { expires, domain: undefined });
  },
});
