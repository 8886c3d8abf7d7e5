import { ERROR_DEBOUNCE_MS, MAX_ERROR_SENDS, MAX_QUEUED_ERRORS, UNKNOWN_APP } from './constants.ts';
import {
  detailsOf,
  detailsOfErrorEvent,
  duplicateKey,
  isIgnored,
  truncateStack,
  type ErrorDetails,
} from './details.ts';
import { keepaliveShare } from './keepalive-share.ts';
import { ERROR_REPORTER_MESSAGES } from './messages.ts';
import type { ErrorEntry, ErrorEntryData } from './types.ts';

/**
 * What the queue asks of the page. Given, not imported, so that the queue shares no module with
 * what a page loads first and can be fetched on its own with the first error (core/errors/start.ts).
 */
export interface ErrorQueueHooks {
  /** Milliseconds since the epoch. */
  now: () => number;
  /**
   * Posts one batch; `keepalive` as the page goes (such a batch fits in the 64 KB a browser
   * carries so). Failures are the hook's to swallow.
   */
  send: (entries: ErrorEntry[], keepalive?: boolean) => void;
  /** The page's part of each entry. */
  page: () => Pick<ErrorEntryData, 'websiteId' | 'templateId' | 'url' | 'userAgent'>;
}

/** Custom data as it can be sent: data JSON cannot carry (a cycle, a BigInt) is left out. */
function sendable(custom: Record<string, unknown> | undefined): Record<string, unknown> | null {
  try {
    JSON.stringify(custom);
    return custom ?? null;
  } catch {
    return null;
  }
}

/**
 * The error reporter's queue (part 1 §4, §7, §8, §9). Errors are queued (10 at most) and sent as
 * one batch 1000 ms after the last one; after 20 sends the page reports no more. Duplicates
 * count once per page; ResizeObserver loop notices and cross-origin 'Script error.' are ignored.
 */
export class ErrorQueue {
  readonly app: string;
  readonly #queue: ErrorEntry[] = [];
  readonly #seen = new Set<string>();
  #timer: ReturnType<typeof setTimeout> | undefined;
  #sends = 0;
  readonly #hooks: ErrorQueueHooks;

  constructor(app: unknown, hooks: ErrorQueueHooks) {
    this.#hooks = hooks;
    const name = typeof app === 'string' ? app.trim() : '';
    if (!name) console.error(ERROR_REPORTER_MESSAGES.missingApp);
    this.app = name || UNKNOWN_APP;
  }

  /** The number of sends made so far. */
  get sendCount(): number {
    return this.#sends;
  }

  /** The entries waiting for the next send. */
  get pending(): readonly ErrorEntry[] {
    return this.#queue;
  }

  /**
   * Queues an error (an Error, a message, or any thrown value) with optional custom data, seen
   * `at` milliseconds since the epoch (now when left out). Answers whether it was queued:
   * ignored errors, duplicates, a full queue and a page past its 20 sends are not.
   */
  report(error: unknown, custom?: Record<string, unknown>, at?: number): boolean {
    return this.#capture(() => detailsOf(error), custom, at);
  }

  /**
   * Queues the error of a window 'error' event (script errors only: an 'error' event of another
   * kind says nothing to report) or the reason of an 'unhandledrejection' event, seen `at`.
   */
  reportEvent(event: Event, at?: number): boolean {
    if (event instanceof ErrorEvent)
      return this.#capture(() => detailsOfErrorEvent(event), undefined, at);
    if (event.type !== 'unhandledrejection') return false;
    return this.#capture(() => detailsOf((event as PromiseRejectionEvent).reason), undefined, at);
  }

  /**
   * Sends what is queued now instead of after the debounce; `keepalive` as the page goes away
   * (the request outlives it): as many entries as fit in the 64 KB a browser carries so, the
   * rest in a plain request, so that one big entry does not cost the others.
   */
  flush(keepalive?: boolean): void {
    clearTimeout(this.#timer);
    if (this.#queue.length === 0 || this.#sends >= MAX_ERROR_SENDS) return;
    this.#sends++;
    const [kept, rest] = keepalive ? keepaliveShare(this.#queue) : [[], [...this.#queue]];
    this.#queue.length = 0;
    if (kept.length) this.#send(kept, true);
    if (rest.length) this.#send(rest);
  }

  #send(entries: ErrorEntry[], keepalive?: boolean): void {
    try {
      this.#hooks.send(entries, keepalive);
    } catch {
      // Reporting never breaks the page.
    }
  }

  #capture(read: () => ErrorDetails, custom?: Record<string, unknown>, at?: number): boolean {
    try {
      if (this.#sends >= MAX_ERROR_SENDS || this.#queue.length >= MAX_QUEUED_ERRORS) return false;
      const raw = read();
      const details = { ...raw, stack: truncateStack(raw.stack) };
      const key = duplicateKey(details);
      if (isIgnored(details) || this.#seen.has(key)) return false;
      const now = this.#hooks.now();
      const seenAt = at ?? now;
      this.#queue.push({
        eventName: `interface_error_${this.app}`,
        data: { app: this.app, ...details, custom: sendable(custom), ...this.#hooks.page() },
        timestamp: seenAt,
      });
      this.#seen.add(key);
      clearTimeout(this.#timer);
      // An error seen while the queue was loading is still sent a second after it was seen.
      this.#timer = setTimeout(() => this.flush(), Math.max(0, seenAt + ERROR_DEBOUNCE_MS - now));
      return true;
    } catch {
      return false;
    }
  }
}
