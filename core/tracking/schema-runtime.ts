import { analyticsIdCookie } from './analytics-cookie.ts';
import { automaticFields } from './automatic-fields.ts';
import { splitFields } from './common-fields.ts';
import { deliverEvent, type SchemaEventBody } from './schema-delivery.ts';
import type { SchemaTools, SchemaTrackerOptions } from './schema-tracker.ts';
import { analyticsIdForgets, readSessionInfo, type SessionInfo } from './session-store.ts';

/**
 * A `SchemaTracker`'s working part, imported when a page tracks its first event: it builds
 * each event (common-field checks, session, automatic fields), queues it, listens for the
 * window events, runs the batch timer and delivers. See `SchemaTracker` for the rules.
 */
export class SchemaRuntime {
  #queue: SchemaEventBody[] = [];
  #timer: ReturnType<typeof setTimeout> | undefined;
  #loaded = false;
  #removers: Array<() => void> | undefined;
  #session: SessionInfo | undefined;
  /** `analyticsIdForgets()` when the session was read: one read before a forget is read again. */
  #sessionRead = -1;

  readonly #options: SchemaTrackerOptions;
  readonly #tools: SchemaTools;

  constructor(options: SchemaTrackerOptions, tools: SchemaTools) {
    this.#options = options;
    this.#tools = tools;
  }

  get size(): number {
    return this.#queue.length;
  }

  track(fields: Record<string, unknown>, customSchemaName: string | null): void {
    try {
      if (!this.#tools.mayTrack(this.#options.canTrack)) return;
      this.#queue.push(this.build(fields, customSchemaName));
      this.#listen();
      this.#arm();
    } catch (error) {
      this.#fail(error);
    }
  }

  build(fields: Record<string, unknown>, customSchemaName: string | null): SchemaEventBody {
    const warn = this.#options.warn ?? console.warn;
    const page = this.#tools.readPage(this.#options);
    const now = (this.#options.now ?? Date.now)();
    const { commonData, customData } = splitFields(fields, warn);
    if (!this.#session || this.#sessionRead !== analyticsIdForgets()) {
      this.#sessionRead = analyticsIdForgets();
      this.#session = readSessionInfo({
        now,
        pageUrl: page.url.href,
        localStorage: this.#options.localStorage,
        sessionStorage: this.#options.sessionStorage,
        cookie:
          this.#options.analyticsCookie === undefined
            ? analyticsIdCookie(this.#tools.cookies)
            : (this.#options.analyticsCookie ?? undefined),
        warn,
      });
    }
    return {
      analyticsId: this.#session.analyticsId,
      commonData: { ...commonData, ...automaticFields(page, now, this.#session, commonData) },
      customData,
      customSchemaName,
    };
  }

  async flush(): Promise<void> {
    const events = this.#queue;
    this.#queue = [];
    if (events.length === 0 || !this.#tools.mayTrack(this.#options.canTrack)) return;
    try {
      const url = new URL(this.#tools.endpoint, this.#tools.readPage(this.#options).url).href;
      const sendBeacon =
        this.#options.sendBeacon === undefined
          ? this.#tools.browserSendBeacon()
          : this.#options.sendBeacon;
      const transport = {
        sendBeacon: sendBeacon ?? undefined,
        fetch: this.#options.fetch ?? globalThis.fetch.bind(globalThis),
        fitsKeepalive: this.#tools.fitsKeepalive,
      };
      await Promise.all(
        events.map((event) => deliverEvent(url, event, transport).catch((e) => this.#fail(e))),
      );
    } catch (error) {
      this.#fail(error);
    }
  }

  stop(): void {
    this.#cancelTimer();
    this.#removers?.forEach((remove) => remove());
    this.#removers = undefined;
  }

  #listen(): void {
    if (this.#removers) return;
    const events = this.#options.events ?? {};
    const win = events.window ?? globalThis.window;
    const doc = events.document ?? globalThis.document;
    this.#loaded = !win || doc?.readyState === 'complete';
    const onLoad = () => {
      this.#loaded = true;
      this.#arm();
    };
    if (!this.#loaded) win.addEventListener('load', onLoad, { once: true });
    this.#removers = [
      () => win?.removeEventListener('load', onLoad),
      this.#tools.onPageHide((kind) => {
        if (kind === 'visibilitychange') this.#cancelTimer();
        void this.flush();
      }, events),
    ];
  }

  #arm(): void {
    if (!this.#loaded || this.#timer !== undefined || this.#queue.length === 0) return;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      void this.flush();
    }, this.#tools.batchDelayMs);
  }

  #cancelTimer(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  #fail(error: unknown): void {
    try {
      const report = this.#options.onError ?? ((e: Error) => console.error(e.message));
      report(error instanceof Error ? error : new Error(String(error)));
    } catch {
      // A failing reporter must not break the page either.
    }
  }
}
