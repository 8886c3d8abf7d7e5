import { getCookie, setCookie } from '../net/cookies.ts';
import { isOwnSiteCall } from '../net/same-origin.ts';
import { isCustomDomainPage } from '../site/custom-domain.ts';
import { encodeBody, toSearchParams, type Encoding, type RequestData } from './encode.ts';
import { FatalErrorEvent, LoginRequiredEvent } from './events.ts';
import { DATA_MESSAGES, messageForStatus, unparsableResponse } from './messages.ts';
import type { DataFailure, DataResult, ServerErrorBody } from './result.ts';

/** The wait before a failed connection is tried again. */
export const RETRY_DELAY_MS = 200;
export const CRUMB_COOKIE = 'crumb';

/** Statuses whose error body reaches the caller. */
const BODY_PASSED_STATUSES = new Set([400, 401, 500, 502]);

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  /** Query parameters for GET and DELETE; the body for POST and PUT. */
  data?: RequestData;
  /** How a body is encoded: JSON (default) or form fields. */
  encoding?: Encoding;
  /**
   * How many times a failed connection is tried again, each 200 ms after it failed (a fraction
   * counts its whole retries; anything but a finite number, none). A call cancelled by its
   * `signal` while it waits ends at once, as aborted.
   */
  retries?: number;
  /** On a custom domain, send the call to https on the page's own host with credentials. */
  secure?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Raise the full-screen error when the call fails (the caller does not handle it). */
  fatalOnFailure?: boolean;
}

export interface DataClientOptions {
  fetch?: typeof fetch;
  /** The page the client runs on; `location.href` when left out. */
  pageUrl?: () => string;
  /**
   * Whether the page is on a custom domain; when left out, the page host is compared with the
   * site context's `{identifier}.{appDomain}`.
   */
  isCustomDomain?: () => boolean;
  wait?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The platform's data layer (part 1 §7, §8): every call carries the crumb from its cookie,
 * repeats once with a fresh crumb on a crumb failure, retries failed connections when asked,
 * and resolves to a typed result carrying the catalogue's message. It never throws for
 * anything a server or the network does. Listen for `login-required` and `fatal-error`.
 */
export class DataClient extends EventTarget {
  constructor(private readonly options: DataClientOptions = {}) {
    super();
  }

  get<T>(path: string, options?: RequestOptions): Promise<DataResult<T>> {
    return this.request<T>('GET', path, options);
  }

  post<T>(path: string, options?: RequestOptions): Promise<DataResult<T>> {
    return this.request<T>('POST', path, options);
  }

  put<T>(path: string, options?: RequestOptions): Promise<DataResult<T>> {
    return this.request<T>('PUT', path, options);
  }

  delete<T>(path: string, options?: RequestOptions): Promise<DataResult<T>> {
    return this.request<T>('DELETE', path, options);
  }

  async request<T>(
    method: Method,
    path: string,
    options: RequestOptions = {},
  ): Promise<DataResult<T>> {
    // A count that is no number of retries (Infinity, NaN) asks for none: never an endless loop.
    const count = options.retries ?? 0;
    const retries = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
    // Only the site's own answers may set its crumb: another origin's would replace it.
    const ownSite = isOwnSiteCall(path, this.pageUrl());
    let result = await this.attempt<T>(method, path, options, retries);
    if (!result.ok && ownSite && this.tookFreshCrumb(result)) {
      result = await this.attempt<T>(method, path, options, retries);
      // A second crumb failure keeps its crumb for the next call but is not repeated.
      if (!result.ok) this.tookFreshCrumb(result);
    }
    if (!result.ok) this.announce(result, path, options);
    return result;
  }

  private pageUrl(): string {
    return this.options.pageUrl?.() ?? globalThis.location?.href ?? 'http://localhost/';
  }

  private address(
    method: Method,
    path: string,
    options: RequestOptions,
  ): { url: URL; ownSite: boolean; shown: string } {
    const page = new URL(this.pageUrl());
    const url = new URL(path, page);
    const onCustomDomain = this.options.isCustomDomain ?? (() => isCustomDomainPage(page.hostname));
    if (options.secure && url.host === page.host && onCustomDomain()) {
      url.protocol = 'https:';
    }
    const ownSite = isOwnSiteCall(url, page);
    if (method === 'GET' || method === 'DELETE') appendQuery(url, toSearchParams(options.data));
    // The address as messages show it: the one called, without its crumb (a secret).
    const shown = url.href;
    const crumb = ownSite ? getCookie(CRUMB_COOKIE) : undefined;
    if (crumb) appendQuery(url, new URLSearchParams({ crumb }));
    return { url, ownSite, shown };
  }

  private async attempt<T>(
    method: Method,
    path: string,
    options: RequestOptions,
    retries: number,
  ): Promise<DataResult<T>> {
    const { url, ownSite, shown } = this.address(method, path, options);
    const withBody = method === 'POST' || method === 'PUT';
    const { body, contentType } = withBody
      ? encodeBody(options.data, options.encoding ?? 'json')
      : { body: undefined, contentType: undefined };
    const init: RequestInit = {
      method,
      headers: {
        Accept: 'application/json',
        ...(contentType ? { 'Content-Type': contentType } : {}),
        ...options.headers,
      },
      body,
      // Cookies go with a secure call (to https on the site's own domain, part 1 §7) and to the
      // page's own origin; never to another site's.
      credentials: options.secure && ownSite ? 'include' : 'same-origin',
      signal: options.signal,
    };
    const fetcher = this.options.fetch ?? globalThis.fetch.bind(globalThis);
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        // Cancelled while it waited to try again: no attempt more.
        if (attempt && options.signal?.aborted) throw options.signal.reason;
        response = await fetcher(url.href, init);
      } catch (error) {
        // fetch rejects with the signal's reason: an AbortError, a TimeoutError or the caller's own.
        if (options.signal?.aborted || (error as Error)?.name === 'AbortError') {
          return {
            ok: false,
            kind: 'aborted',
            status: null,
            message: DATA_MESSAGES.unableToConnect,
          };
        }
        if (attempt < retries) {
          await (this.options.wait ?? delay)(RETRY_DELAY_MS, options.signal);
          continue;
        }
        return { ok: false, kind: 'network', status: null, message: DATA_MESSAGES.unableToConnect };
      }
      return readResponse<T>(response, shown, options.signal);
    }
  }

  /** A crumb failure stores the server's fresh crumb so the call can be repeated once. */
  private tookFreshCrumb(failure: DataFailure): boolean {
    const body = failure.body;
    if ((failure.status !== 401 && failure.status !== 403) || body?.crumbFail !== true)
      return false;
    if (typeof body.crumb !== 'string' || body.crumb === '') return false;
    try {
      setCookie(CRUMB_COOKIE, body.crumb);
    } catch {
      // A sandboxed frame may not write cookies: the repeat could not carry the crumb.
      return false;
    }
    return true;
  }

  private announce(failure: DataFailure, path: string, options: RequestOptions): void {
    if (failure.kind === 'aborted') return;
    if (failure.body?.loginRequired === true) this.dispatchEvent(new LoginRequiredEvent());
    const authorizationFail = failure.body?.authorizationFail === true;
    if (authorizationFail || options.fatalOnFailure) {
      const network = failure.kind === 'network';
      this.dispatchEvent(
        new FatalErrorEvent({
          title: DATA_MESSAGES.fatalTitle,
          message: network ? DATA_MESSAGES.networkError : DATA_MESSAGES.fatalMessage,
          kind: network ? 'network' : 'server',
          path,
        }),
      );
    }
  }
}

/** Resolves after `ms`, or at once when `signal` aborts (the next attempt then ends as aborted). */
const delay = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
  });

/**
 * Adds `params` after the query of `url`, which stays as the caller wrote it: going through
 * `url.searchParams` would write it again (`%20` as `+`, `?flag` as `?flag=`).
 */
function appendQuery(url: URL, params: URLSearchParams): void {
  const added = params.toString();
  if (added) url.search = url.search ? `${url.search}&${added}` : added;
}

async function readResponse<T>(
  response: Response,
  url: string,
  signal: AbortSignal | undefined,
): Promise<DataResult<T>> {
  let text = '';
  try {
    text = await response.text();
  } catch {
    return {
      ok: false,
      kind: signal?.aborted ? 'aborted' : 'network',
      status: response.status,
      message: DATA_MESSAGES.unableToConnect,
    };
  }
  let parsed: unknown = null;
  let parseError: Error | undefined;
  if (text.trim() !== '') {
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      parseError = error as Error;
    }
  }
  if (response.ok) {
    if (parseError) {
      return {
        ok: false,
        kind: 'parse',
        status: response.status,
        message: unparsableResponse(url, parseError.message),
      };
    }
    return { ok: true, status: response.status, data: parsed as T };
  }
  const failure: DataFailure = {
    ok: false,
    kind: 'http',
    status: response.status,
    message: messageForStatus(response.status),
  };
  if (isObject(parsed) && carriesServerError(response.status, parsed))
    failure.body = parsed as ServerErrorBody;
  if (!parseError && parsed !== null) failure.response = parsed;
  return failure;
}

/**
 * The catalogue passes 400, 401, 500 and 502 bodies that say what went wrong. A crumb failure,
 * login-required or authorization failure body is kept too, since the client acts on it.
 */
function carriesServerError(status: number, body: Record<string, unknown>): boolean {
  if (body.crumbFail === true || body.loginRequired === true || body.authorizationFail === true)
    return true;
  if (!BODY_PASSED_STATUSES.has(status)) return false;
  return (
    body.error !== undefined ||
    body.message !== undefined ||
    body.billingErrorCode !== undefined ||
    isObject(body.errors)
  );
}
