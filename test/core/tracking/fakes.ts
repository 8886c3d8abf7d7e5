import sinon from 'sinon';
import { getCookie, removeCookie, setCookie } from '../../../core/net/cookies.ts';

/** A Storage kept in memory; `failing` makes reads or writes throw as blocked storage does. */
export class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  constructor(private readonly failing: { read?: boolean; write?: boolean } = {}) {}
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    if (this.failing.read) throw new DOMException('blocked', 'SecurityError');
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    if (this.failing.write) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(key, value);
  }
}

/** A window and a document to fire page events on, the document's states settable. */
export function pageEvents(readyState = 'complete') {
  const window = new EventTarget();
  const document = Object.assign(new EventTarget(), {
    visibilityState: 'visible',
    readyState,
  });
  const hide = (kind: 'pagehide' | 'visibilitychange') => {
    if (kind === 'visibilitychange') {
      document.visibilityState = 'hidden';
      document.dispatchEvent(new Event('visibilitychange'));
    } else window.dispatchEvent(new Event('pagehide'));
  };
  return { window, document, hide };
}

export interface SentRequest {
  url: string;
  init: RequestInit;
}

/** A fetch that records each request and answers with `status` and a JSON body. */
export function recordingFetch(status = 200, body: unknown = { ok: true }) {
  const sent: SentRequest[] = [];
  const fetch = sinon.spy(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push({ url: String(input), init });
    const empty = status === 204 || status === 205 || status === 304;
    return new Response(empty ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { sent, fetch: fetch as unknown as typeof globalThis.fetch, spy: fetch };
}

/** A sendBeacon that records its calls and answers `accepted`. */
export function recordingBeacon(accepted = true) {
  const sent: Array<{ url: string; body: URLSearchParams }> = [];
  const sendBeacon = (url: string, data?: BodyInit | null) => {
    sent.push({ url, body: data as URLSearchParams });
    return accepted;
  };
  return { sent, sendBeacon };
}

/** An analytics id cookie kept in memory; `failing` makes writes throw as a sandboxed frame does. */
export function memoryCookie(id?: string, failing = false) {
  const cookie = {
    id,
    expires: undefined as Date | undefined,
    read: () => cookie.id,
    write(value: string, expires: Date) {
      if (failing) throw new DOMException('sandboxed', 'SecurityError');
      cookie.id = value;
      cookie.expires = expires;
    },
  };
  return cookie;
}

/** A schema event with its five required common fields and nothing else. */
export const EVENT = {
  actor: 'user',
  action: 'click',
  event_owner_team: 'web',
  event_source: 'web',
  object_type: 'button',
};

/** Runs `body` with the page's `crumb` cookie set to `crumb`, then puts back the one it had. */
export async function withCrumbCookie(crumb: string, body: () => Promise<void>): Promise<void> {
  const saved = getCookie('crumb');
  setCookie('crumb', crumb);
  try {
    await body();
  } finally {
    if (saved) setCookie('crumb', saved);
    else removeCookie('crumb');
  }
}
