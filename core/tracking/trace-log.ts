import { browserSendBeacon, pageHref, type SendBeacon } from './browser.ts';
import { mayTrack, type ConsentGate } from './consent-gate.ts';
import { onPageHide, type PageEventSources } from './page-hide.ts';
import { FORM_TYPE, postOutlivingPage, postToSite, readCrumb, withCrumb } from './transport.ts';

export const TRACE_PATH = '/api/events/Trace';
/** Part 1 §9: the log is flushed every 30 s. */
export const TRACE_FLUSH_MS = 30_000;

export interface TraceEntry {
  pageUrl: string;
  type: string;
  data: unknown;
}

export interface TraceLogOptions {
  canTrack?: ConsentGate;
  /** Sends the timed flushes (and the page-hide flush without a beacon); the global fetch by default. */
  fetch?: typeof fetch;
  /** Sends the page-hide flush; navigator.sendBeacon by default, null for none. */
  sendBeacon?: SendBeacon | null;
  pageUrl?: () => string;
  events?: PageEventSources;
}

/** The form body of a send: the entries as the JSON list `data`. */
const form = (entries: TraceEntry[]) => new URLSearchParams({ data: JSON.stringify(entries) });

/**
 * The trace log (part 1 §7): entries queue up and go to POST /api/events/Trace as the form
 * field `data` (a JSON array) every 30 s, and by beacon when the page is hidden. It starts
 * with its first entry. An empty queue sends nothing; failures are dropped with their entries.
 */
export class TraceLog {
  #queue: TraceEntry[] = [];
  #timer: ReturnType<typeof setInterval> | undefined;
  #removeHideListener: (() => void) | undefined;

  readonly #options: TraceLogOptions;

  constructor(options: TraceLogOptions = {}) {
    this.#options = options;
  }

  get size(): number {
    return this.#queue.length;
  }

  log(type: string, data: unknown = null): void {
    try {
      if (!mayTrack(this.#options.canTrack)) return;
      // Data JSON cannot carry (a cycle, a BigInt) is refused here, not with the whole batch.
      JSON.stringify(data);
      this.start();
      this.#queue.push({ pageUrl: this.#pageUrl(), type, data });
    } catch {
      // Tracking never breaks the page.
    }
  }

  /** Installs the 30 s timer and the page-hide listeners (done by the first entry). */
  start(): void {
    if (this.#timer !== undefined) return;
    this.#timer = setInterval(() => void this.flush(), TRACE_FLUSH_MS);
    this.#removeHideListener = onPageHide(() => this.flushOnHide(), this.#options.events);
  }

  stop(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
    this.#removeHideListener?.();
    this.#removeHideListener = undefined;
  }

  /**
   * Posts what is queued, the crumb in the query as the platform's data calls carry it (once
   * more with the fresh crumb after a crumb failure).
   */
  async flush(): Promise<void> {
    const entries = this.#take();
    if (entries) await this.#post(entries);
  }

  /**
   * Sends what is queued by beacon, the crumb in the body, as the page goes away; by fetch when
   * there is no beacon or the browser refuses it.
   */
  flushOnHide(): void {
    const entries = this.#take();
    if (!entries) return;
    const sendBeacon =
      this.#options.sendBeacon === undefined ? browserSendBeacon() : this.#options.sendBeacon;
    try {
      const body = form(entries);
      const crumb = readCrumb();
      if (crumb) body.set('crumb', crumb);
      if (sendBeacon?.(new URL(TRACE_PATH, this.#pageUrl()).href, body)) return;
    } catch {
      // Falls back to fetch below.
    }
    // Kept alive: a plain request made as the page goes is cancelled with it.
    void this.#post(entries, true);
  }

  async #post(entries: TraceEntry[], keepalive?: boolean): Promise<void> {
    try {
      const post = keepalive ? postOutlivingPage : postToSite;
      await withCrumb((crumb) => {
        const query = crumb ? `?${new URLSearchParams({ crumb })}` : '';
        return post(TRACE_PATH + query, form(entries), FORM_TYPE, this.#options.fetch);
      });
    } catch {
      // Tracking failures are ignored.
    }
  }

  #pageUrl(): string {
    return (this.#options.pageUrl ?? pageHref)();
  }

  /** Empties the queue: its entries when they may be sent, else undefined. */
  #take(): TraceEntry[] | undefined {
    const entries = this.#queue;
    this.#queue = [];
    return entries.length > 0 && mayTrack(this.#options.canTrack) ? entries : undefined;
  }
}
