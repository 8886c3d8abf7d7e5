import { getRawPageContext } from '../site/context-json.ts';
import { userAgent } from '../tracking/browser.ts';
import { objectIn, textOf } from '../tracking/context.ts';
import { onPageHide } from '../tracking/page-hide.ts';
import { JSON_TYPE, postOutlivingPage, postToSite, readCrumb } from '../tracking/transport.ts';
import {
  CSRF_HEADER,
  ERROR_DEBOUNCE_MS,
  MAX_ERROR_SENDS,
  MAX_QUEUED_ERRORS,
  RECORD_ERRORS_PATH,
  UNKNOWN_APP,
} from './constants.ts';
import {
  detailsOf,
  detailsOfErrorEvent,
  duplicateKey,
  isIgnored,
  truncateStack,
  type ErrorDetails,
} from './details.ts';
import { ERROR_REPORTER_MESSAGES } from './messages.ts';
import { pageErrorReporter, setPageErrorReporter } from './page-reporter.ts';
import type { ErrorEntry } from './types.ts';

/** Custom data as it can be sent: data JSON cannot carry (a cycle, a BigInt) is left out. */
function sendable(custom: Record<string, unknown> | undefined): Record<string, unknown> | null {
  try {
    JSON.stringify(custom);
    return custom ?? null;
  } catch {
    return null;
  }
}

export interface ErrorReporterOptions {
  /** Names the app in each entry and its event name; missing or empty counts as 'unknown'. */
  app: string;
  /** Sends the reports; the global fetch when left out. */
  fetch?: typeof fetch;
  /** Milliseconds since the epoch; Date.now when left out. */
  now?: () => number;
  /** The page context's website id when left out. */
  websiteId?: string;
  /** The page context's `websiteSettings.templateId` when left out. */
  templateId?: string;
}

/** Reporters installed and not yet uninstalled, the latest last: the page's is the latest. */
const installed: ErrorReporter[] = [];

/**
 * The front-end error reporter (part 1 §4, §7, §8, §9). Errors are queued (10 at most) and sent
 * as one JSON list 1000 ms after the last one, with the crumb as the X-CSRF-Token header;
 * after 20 sends the page reports no more. Duplicates count once per page; ResizeObserver
 * loop notices and cross-origin 'Script error.' are ignored; failed sends are swallowed.
 *
 * It is not consent-gated: an entry carries technical data about the failure (message, stack,
 * page address, user agent), no visitor id or cookie, so it is sent whatever the visitor chose.
 */
export class ErrorReporter {
  readonly app: string;
  readonly #queue: ErrorEntry[] = [];
  readonly #seen = new Set<string>();
  #timer: ReturnType<typeof setTimeout> | undefined;
  #sends = 0;

  readonly #options: ErrorReporterOptions;

  constructor(options: ErrorReporterOptions = { app: '' }) {
    this.#options = options;
    const app = typeof options.app === 'string' ? options.app.trim() : '';
    if (!app) console.error(ERROR_REPORTER_MESSAGES.missingApp);
    this.app = app || UNKNOWN_APP;
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
   * Queues an error (an Error, a message, or any thrown value) with optional custom data.
   * Answers whether it was queued: ignored errors, duplicates, a full queue and a page past
   * its 20 sends are not.
   */
  report(error: unknown, custom?: Record<string, unknown>): boolean {
    return this.#capture(() => detailsOf(error), custom);
  }

  /**
   * Sends what is queued now instead of after the debounce; `keepalive` as the page goes away
   * (the request outlives it).
   */
  flush(keepalive?: boolean): void {
    clearTimeout(this.#timer);
    if (this.#queue.length === 0 || this.#sends >= MAX_ERROR_SENDS) return;
    const entries = this.#queue.splice(0);
    this.#sends++;
    try {
      const crumb = readCrumb();
      const headers: Record<string, string> = crumb ? { [CSRF_HEADER]: crumb } : {};
      const body = JSON.stringify(entries);
      // Kept alive only within the 64 KB a browser carries so; a bigger batch goes plain.
      const post = keepalive ? postOutlivingPage : postToSite;
      post(RECORD_ERRORS_PATH, body, JSON_TYPE, this.#options.fetch, headers).catch(
        () => undefined,
      );
    } catch {
      // Reporting never breaks the page.
    }
  }

  /**
   * Reports the window's uncaught errors and unhandled promise rejections, and becomes the
   * page's reporter (`reportPageError`) until then; once uninstalled, the page's is the latest
   * installed reporter still listening, if any. Answers the function that stops listening.
   */
  install(target: EventTarget = window): () => void {
    installed.push(this);
    setPageErrorReporter(this);
    const onError = (event: Event) => {
      // Only script errors: an 'error' event of another kind says nothing to report.
      if (event instanceof ErrorEvent) this.#capture(() => detailsOfErrorEvent(event));
    };
    const onRejection = (event: Event) => {
      this.#capture(() => detailsOf((event as PromiseRejectionEvent).reason));
    };
    target.addEventListener('error', onError);
    target.addEventListener('unhandledrejection', onRejection);
    // What is queued goes as the page goes: the debounce would not fire after that.
    const stopOnHide = onPageHide(() => this.flush(true));
    return () => {
      target.removeEventListener('error', onError);
      target.removeEventListener('unhandledrejection', onRejection);
      stopOnHide();
      const at = installed.indexOf(this);
      if (at >= 0) installed.splice(at, 1);
      if (pageErrorReporter() === this) setPageErrorReporter(installed.at(-1));
    };
  }

  #capture(read: () => ErrorDetails, custom?: Record<string, unknown>): boolean {
    try {
      if (this.#sends >= MAX_ERROR_SENDS || this.#queue.length >= MAX_QUEUED_ERRORS) return false;
      const raw = read();
      const details = { ...raw, stack: truncateStack(raw.stack) };
      const key = duplicateKey(details);
      if (isIgnored(details) || this.#seen.has(key)) return false;
      this.#queue.push(this.#entry(details, custom));
      this.#seen.add(key);
      clearTimeout(this.#timer);
      this.#timer = setTimeout(() => this.flush(), ERROR_DEBOUNCE_MS);
      return true;
    } catch {
      return false;
    }
  }

  #entry(details: ErrorDetails, custom?: Record<string, unknown>): ErrorEntry {
    const { websiteId, templateId, now } = this.#options;
    const context = getRawPageContext();
    const contextTemplateId = objectIn(context, 'websiteSettings').templateId;
    return {
      eventName: `interface_error_${this.app}`,
      data: {
        app: this.app,
        ...details,
        custom: sendable(custom),
        websiteId: websiteId ?? textOf(objectIn(context, 'website').id),
        templateId: templateId ?? (typeof contextTemplateId === 'string' ? contextTemplateId : ''),
        url: globalThis.location?.href ?? '',
        userAgent: userAgent(),
      },
      timestamp: (now ?? Date.now)(),
    };
  }
}
