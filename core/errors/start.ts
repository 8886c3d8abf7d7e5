import { onPageHide } from '../tracking/page-hide.ts';
import { errorQueueHooks, type ErrorReporterOptions } from './delivery.ts';
import { pageErrorReporter, setPageErrorReporter, type PageErrorSink } from './page-reporter.ts';
import type { ErrorQueue } from './queue.ts';

/** Errors seen while the queue loads, kept for it (the first 50: most pages see none). */
export const MAX_HELD_ERRORS = 50;

/** The page's error reporting as `startErrorReporting` runs it. */
export interface ErrorReporting extends PageErrorSink {
  /** Reports an error the caller caught, with optional custom data. */
  report(error: unknown, custom?: Record<string, unknown>): void;
  /** Stops listening; errors held for a queue still loading are dropped. */
  stop(): void;
  /** The queue, once the first error has loaded it (undefined if it could not load). */
  readonly loaded: Promise<ErrorQueue | undefined> | undefined;
}

type Held = [event: Event | undefined, error: unknown, custom: unknown, at: number];

/**
 * The page's error reporter, fetched with its first error: until then a page pays for its
 * listeners alone. What happens while the queue loads is kept with the time it happened, so each
 * entry's timestamp and the 1 s debounce count from the error itself. A page that goes away
 * before the queue has loaded (a moment's load from the page's own origin) loses what was held.
 * Reports uncaught errors and unhandled rejections of `target`, sends what is queued as the page
 * goes, and is the page's reporter (`reportPageError`) until stopped.
 */
export function startErrorReporting(
  options: ErrorReporterOptions,
  target: EventTarget = window,
): ErrorReporting {
  const held: Held[] = [];
  let queue: ErrorQueue | undefined;
  let stopped = false;
  let loaded: Promise<ErrorQueue | undefined> | undefined;
  const now = () => (options.now ?? Date.now)();

  const take = ([event, error, custom, at]: Held) => {
    if (!queue) {
      if (held.length < MAX_HELD_ERRORS) held.push([event, error, custom, at]);
      loaded ??= import('./queue.ts').then(
        ({ ErrorQueue }) => {
          if (stopped) return undefined;
          queue = new ErrorQueue(options.app, errorQueueHooks(options));
          for (const item of held.splice(0)) take(item);
          return queue;
        },
        () => undefined,
      );
    } else if (event) queue.reportEvent(event, at);
    else queue.report(error, custom as Record<string, unknown> | undefined, at);
  };
  const onEvent = (event: Event) => take([event, undefined, undefined, now()]);
  const stopOnHide = onPageHide(() => queue?.flush(true));
  target.addEventListener('error', onEvent);
  target.addEventListener('unhandledrejection', onEvent);

  const reporting: ErrorReporting = {
    report: (error, custom) => void (stopped || take([undefined, error, custom, now()])),
    stop() {
      stopped = true;
      held.length = 0;
      target.removeEventListener('error', onEvent);
      target.removeEventListener('unhandledrejection', onEvent);
      stopOnHide();
      if (pageErrorReporter() === reporting) setPageErrorReporter(undefined);
    },
    get loaded() {
      return loaded;
    },
  };
  setPageErrorReporter(reporting);
  return reporting;
}
