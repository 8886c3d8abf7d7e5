import { getCookie } from '../net/cookies.ts';
import { pageHref } from './browser.ts';

/**
 * The platform's crumb cookie: the same name as core/data's `CRUMB_COOKIE`, not imported from
 * there, so that the data client stays out of what the trackers load.
 */
export const CRUMB_COOKIE = 'crumb';
export const FORM_TYPE = 'application/x-www-form-urlencoded; charset=UTF-8';
export const JSON_TYPE = 'application/json';

/** The most a browser carries in requests kept alive past the page (beacons included). */
export const KEEPALIVE_MAX_BYTES = 65_536;

/** Whether a body is small enough to be sent kept alive. */
export const fitsKeepalive = (body: string): boolean =>
  new TextEncoder().encode(body).length <= KEEPALIVE_MAX_BYTES;

/** The platform's crumb, from its cookie. */
export const readCrumb = (): string | undefined => getCookie(CRUMB_COOKIE);

/**
 * The transport the trackers and the error reporter share instead of the data client, since
 * they need none of its retries, crumb refresh or messages (tracking failures are ignored):
 * POSTs `body` as `type` to `path` on the page's own origin. Rejects, or throws, when it could
 * not be sent; callers swallow that. `keepalive` lets it outlive the page.
 */
export function postToSite(
  path: string,
  body: BodyInit,
  type: string,
  fetcher: typeof fetch = fetch,
  headers?: Record<string, string>,
  keepalive?: boolean,
): Promise<Response> {
  return fetcher(new URL(path, pageHref()).href, {
    method: 'POST',
    headers: { 'Content-Type': type, ...headers },
    body,
    keepalive,
  });
}

/**
 * `postToSite` kept alive past the page when the body fits in the 64 KB a browser carries so,
 * else plain. A kept-alive post that fails is not made again plain: its rejection does not say
 * it never arrived, and what did would be stored twice.
 */
export async function postOutlivingPage(
  path: string,
  body: BodyInit,
  type: string,
  fetcher?: typeof fetch,
  headers?: Record<string, string>,
): Promise<Response> {
  const keepalive = fitsKeepalive(String(body)) || undefined;
  return postToSite(path, body, type, fetcher, headers, keepalive);
}
