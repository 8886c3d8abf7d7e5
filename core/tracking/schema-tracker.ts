import { getCookie } from '../net/cookies.ts';
import type { AnalyticsIdCookie, CookieSource } from './analytics-cookie.ts';
import {
  browserLanguage,
  browserSendBeacon,
  pageHref,
  referrer,
  viewportSize,
  type SendBeacon,
  type Size,
} from './browser.ts';
import type { SchemaEventFields } from './common-fields.ts';
import { mayTrack, type ConsentGate } from './consent-gate.ts';
import { pageCookies } from './page-cookies.ts';
import { onPageHide, type PageEventSources } from './page-hide.ts';
import { currentPath } from './paths.ts';
import type { SchemaEventBody } from './schema-delivery.ts';
import type { SchemaRuntime } from './schema-runtime.ts';
import { fitsKeepalive } from './transport.ts';
import { siteFacts, type SiteFacts } from './site-facts.ts';

/** `build` without consent (the spec gives no words for it). */
export const NO_CONSENT = 'SchemaTracker: no consent to track, so no event is built.';

export const EVENTS_PATH = '/api/v1/events';
/** The spec does not give the batching timer; events wait this long after the page loaded. */
export const EVENT_BATCH_DELAY_MS = 1000;
/** The marketing id cookie (one of those cleared without consent, part 1 §9). */
export const MARKETING_ID_COOKIE = 'SS_MID';

export interface SchemaTrackerOptions {
  /** The events collector's base address; the page's own origin by default. */
  collectorUrl?: string;
  canTrack?: ConsentGate;
  pageUrl?: () => string;
  now?: () => number;
  facts?: () => Partial<SiteFacts>;
  fetch?: typeof fetch;
  /** navigator.sendBeacon by default; null sends by fetch only. */
  sendBeacon?: SendBeacon | null;
  localStorage?: () => Storage;
  sessionStorage?: () => Storage;
  /** The analytics id's cookie (the page's by default); null keeps the id in storage alone. */
  analyticsCookie?: AnalyticsIdCookie | null;
  /** Where 'load', 'pagehide' and 'visibilitychange' come from. */
  events?: PageEventSources;
  batchDelayMs?: number;
  /** Receives the field and storage warnings; console.warn by default. */
  warn?: (message: string) => void;
  /** Receives delivery failures; their message on console.error by default. */
  onError?: (error: Error) => void;
}

/** What an event says about the page it was tracked on. */
export interface PageSnapshot {
  url: URL;
  path: string;
  viewport: Size;
  language: string;
  referrer: string;
  marketingId: string | undefined;
  facts: SiteFacts;
}

/** The page as the tracker with these options sees it now. */
const readPage = (options: SchemaTrackerOptions): PageSnapshot => {
  const url = new URL((options.pageUrl ?? pageHref)());
  return {
    url,
    path: currentPath(url.href),
    viewport: viewportSize(),
    language: browserLanguage(),
    referrer: referrer(),
    marketingId: getCookie(MARKETING_ID_COOKIE),
    facts: siteFacts(options.facts),
  };
};

/**
 * What the on-demand part is handed by what loads with the page (settings, the consent gate,
 * the page readers, the page-hide listener), so that the two share no code.
 */
export interface SchemaTools {
  endpoint: string;
  batchDelayMs: number;
  mayTrack: typeof mayTrack;
  readPage: typeof readPage;
  onPageHide: typeof onPageHide;
  browserSendBeacon: typeof browserSendBeacon;
  fitsKeepalive: typeof fitsKeepalive;
  cookies: CookieSource;
}

type Parts = typeof import('./schema-runtime.ts');
let parts: Parts | undefined;

/**
 * The schema tracker (part 2 §3, §4, §7). `track` builds an event at once (so it describes the
 * page as it was) and queues it. Part 2 §4's "flushed on a timer after one window event and
 * immediately on two other window events (the last also cancels the timer)" reads as: before
 * the window's 'load' nothing is sent; after it, a queued event is sent `batchDelayMs` later;
 * 'pagehide' sends the queue at once, and 'visibilitychange' to hidden sends it at once and
 * cancels the timer. Nothing is stored or sent without consent; failures never reach the page.
 *
 * What builds, queues and sends (./schema-runtime.ts) is imported when a page tracks its first
 * event; until it is in, that page's events wait, with consent asked, and are built as it
 * arrives, and sent at once if the page was hidden meanwhile. From then on everything happens
 * as the event is tracked.
 */
export class SchemaTracker {
  #runtime: SchemaRuntime | undefined;
  #waiting: Array<[SchemaEventFields, string | null]> = [];
  #stopped = false;
  /** Stops watching for the page going away while the first events wait; set while it watches. */
  #unwatch: (() => void) | undefined;
  #hiddenWhileWaiting = false;

  readonly #options: SchemaTrackerOptions;

  constructor(options: SchemaTrackerOptions = {}) {
    this.#options = options;
  }

  get size(): number {
    return this.#runtime?.size ?? this.#waiting.length;
  }

  /** The collector's events address. */
  get endpoint(): string {
    return `${(this.#options.collectorUrl ?? '').replace(/\/+$/, '')}${EVENTS_PATH}`;
  }

  track(fields: SchemaEventFields, customSchemaName: string | null = null): void {
    this.#stopped = false;
    if (this.#runtime) this.#runtime.track(fields, customSchemaName);
    else if (mayTrack(this.#options.canTrack)) {
      this.#waiting.push([fields, customSchemaName]);
      const hidden = () => (this.#hiddenWhileWaiting = true);
      this.#unwatch ??= onPageHide(hidden, this.#options.events);
      // Tracked as the page goes (a page-speed event from a page-hide listener): hidden already.
      if ((this.#options.events?.document ?? globalThis.document)?.visibilityState === 'hidden')
        hidden();
      this.#load().catch(() => undefined);
    }
  }

  /**
   * The event as it would be sent now (reads and writes storage for the session on first use).
   * Rejects without consent, as nothing would be sent and nothing may be stored.
   */
  async build(
    fields: Record<string, unknown>,
    customSchemaName: string | null = null,
  ): Promise<SchemaEventBody> {
    if (!mayTrack(this.#options.canTrack)) throw new Error(NO_CONSENT);
    return (await this.#load()).build(fields, customSchemaName);
  }

  /** Sends every queued event; resolves when all were handed over, never rejects. */
  async flush(): Promise<void> {
    if (this.size > 0)
      await this.#load().then(
        (runtime) => runtime.flush(),
        () => undefined,
      );
  }

  /**
   * Loads the sending code now, so that an event tracked as the page is hidden (a page-speed
   * record's) can still be sent before the page goes. Resolves once loaded, never rejects.
   */
  async preload(): Promise<void> {
    await this.#load().catch(() => undefined);
  }

  /** Removes the window listeners and the timer; queued events stay until `flush`. */
  stop(): void {
    this.#stopped = true;
    this.#runtime?.stop();
    this.#unwatch?.();
    this.#unwatch = undefined;
  }

  /** This tracker's runtime, made at once when the module is in (so page-hide sends in time). */
  async #load(): Promise<SchemaRuntime> {
    parts ??= await import('./schema-runtime.ts');
    if (!this.#runtime) {
      const tools = {
        endpoint: this.endpoint,
        batchDelayMs: this.#options.batchDelayMs ?? EVENT_BATCH_DELAY_MS,
        mayTrack,
        readPage,
        onPageHide,
        browserSendBeacon,
        fitsKeepalive,
        cookies: pageCookies,
      };
      this.#runtime = new parts.SchemaRuntime(this.#options, tools);
      for (const [fields, name] of this.#waiting.splice(0)) this.#runtime.track(fields, name);
      this.#unwatch?.();
      this.#unwatch = undefined;
      if (this.#stopped) this.#runtime.stop();
      // The page went while they waited: the runtime missed it, and its timer may never fire.
      else if (this.#hiddenWhileWaiting) void this.#runtime.flush();
    }
    return this.#runtime;
  }
}
