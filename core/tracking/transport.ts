import { getCookie, setCookie } from '../net/cookies.ts';
import { isRecord } from '../site/context-json.ts';
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
 * Makes a call with the crumb from its cookie and, on a crumb failure (a 401 or 403 whose JSON
 * body has `crumbFail: true` and a fresh `crumb`, as the data client reads it), writes the fresh
 * crumb to the cookie and makes the call once more with it. Answers the last response.
 */
export async function withCrumb(
  call: (crumb: string | undefined) => Promise<Response>,
): Promise<Response> {
  const response = await call(readCrumb());
  const answer: unknown =
    (response.status === 401 || response.status === 403) &&
    (await response
      .clone()
      .json()
      .catch(() => null));
  const crumb = isRecord(answer) && answer.crumbFail === true && answer.crumb;
  if (typeof crumb !== 'string' || !crumb) return response;
  setCookie(CRUMB_COOKIE, crumb);
  return call(crumb);
}

/**
 * The transport the trackers and the error reporter share instead of the data client, since
 * they need none of its retries or messages (tracking failures are ignored; `withCrumb` does
 * its crumb refresh): POSTs `body` as `type` to `path` on the page's own origin. Rejects, or throws, when it could
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
