/**
 * The guard for every address that comes from data and reaches `location`, `href` or an embed:
 * click-through links, the redirect after a form submission, embed and checkout addresses.
 *
 * The address is parsed the way the browser will parse it (WHATWG URL, which drops leading
 * control characters and spaces and tabs or newlines anywhere), so `java\tscript:`,
 * `\u0001javascript:` and `JaVaScRiPt:` all come out as the `javascript:` scheme and are refused,
 * as are `data:` and `vbscript:`. Only http and https survive, and the schemes a caller lets
 * through as well (a link's `mailto:`, `tel:`, `sms:`). Protocol-relative `//host` and
 * `/\host` resolve to another origin, which `sameOrigin` refuses.
 */

export type UrlRefusal = 'empty' | 'unparsable' | 'scheme' | 'other-origin';

export type GuardedUrl = { ok: true; url: URL } | { ok: false; reason: UrlRefusal };

export interface UrlGuardOptions {
  /** The page the address is resolved against; `location.href` when left out. */
  base?: string | URL;
  /** Refuse addresses on another origin (a redirect must stay on the site). */
  sameOrigin?: boolean;
  /** Schemes let through besides http and https, each with its colon (`'mailto:'`). */
  alsoSchemes?: readonly string[];
}

const ALLOWED_PROTOCOLS = new Set(['http:', 'https:']);

export function guardUrl(raw: unknown, options: UrlGuardOptions = {}): GuardedUrl {
  if (typeof raw !== 'string' || raw.trim() === '') return { ok: false, reason: 'empty' };
  const base = options.base ?? globalThis.location?.href;
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return { ok: false, reason: 'unparsable' };
  }
  if (!ALLOWED_PROTOCOLS.has(url.protocol) && !options.alsoSchemes?.includes(url.protocol))
    return { ok: false, reason: 'scheme' };
  if (options.sameOrigin) {
    const page = base === undefined ? undefined : new URL(base);
    if (!page || page.origin !== url.origin) return { ok: false, reason: 'other-origin' };
  }
  return { ok: true, url };
}

/** The guarded address as text, or undefined when it is refused. */
export function safeHref(raw: unknown, options: UrlGuardOptions = {}): string | undefined {
  const guarded = guardUrl(raw, options);
  return guarded.ok ? guarded.url.href : undefined;
}

/**
 * An embed address made secure on a secure page: protocol-relative and http addresses become
 * https when the page is https. Refused addresses give undefined.
 */
export function secureEmbedUrl(
  raw: unknown,
  page: string | URL | undefined = globalThis.location?.href,
): string | undefined {
  const guarded = guardUrl(raw, { base: page });
  if (!guarded.ok) return undefined;
  const pageUrl = page === undefined ? undefined : new URL(page);
  if (pageUrl?.protocol === 'https:' && guarded.url.protocol === 'http:') {
    guarded.url.protocol = 'https:';
  }
  return guarded.url.href;
}
