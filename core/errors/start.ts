import { onPageHide } from '../tracking/page-hide.ts';
import { errorQueueHooks, type ErrorReporterOptions } from './delivery.ts';
import { pageErrorReporter, setPageErrorReporter, type PageErrorSink } from './page-reporter.ts';
import type { ErrorQueue } from './queue.ts';

/** Errors seen while the queue loads, kept for it (the first 50: most pages see none). */
export const MAX_HELD_ERRORS = 50;

/** The page's error reporting as `startErrorReporting` runs it. */
export interface ErrorReporting extends PageErrorSink {
  /** Reports an error the caller caught, with optional custom data, seen `at` (now if left out). */
  report(error: unknown, custom?: Record<string, unknown>, at?: number): void;
  /** Stops listening; errors held for a queue still loading are dropped. */
  stop(): void;
  /**
   * The queue, once an error has loaded it; undefined when stopped, or when it could not be
   * loaded or made (the next error tries again; a browser that keeps a failed fetch fails it
   * again).
   */
  readonly loaded: Promise<ErrorQueue | undefined> | undefined;
}

type Held = [event: Event | undefined, error: unknown, custom: unknown, at: number];

/**
 * The page's error reporter, fetched with its first error (or at once without an app name, so
 * that its console error says so at start): until then a page pays for its listeners alone.
 * What happens while the queue loads is kept with the time it happened, so each entry's
 * timestamp and the 1 s debounce count from the error itself; a page hidden meanwhile has
 * them sent at once, kept alive, as the queue arrives. A page that goes away before the queue has
 * loaded (a moment's load from the page's own origin) loses what was held. Reports uncaught
 * errors and unhandled rejections of `target`, and is the page's reporter (`reportPageError`)
 * until stopped. Never throws into the page.
 */
export function startErrorReporting(
  options: ErrorReporterOptions,
  target: EventTarget = window,
): ErrorReporting {
  const held: Held[] = [];
  let queue: ErrorQueue | undefined;
  let stopped = false;
  let loaded: Promise<ErrorQueue | undefined> | undefined;
  const hooks = errorQueueHooks(options);

  const arrived = (made: ErrorQueue) => {
    queue = made;
    for (const item of held.splice(0)) take(item);
    // Hidden (a page that went away meanwhile gets no queue): the debounce might never fire.
    if (globalThis.document?.visibilityState === 'hidden') made.flush(true);
    return made;
  };
  const retry = () => (loaded = undefined);
  const take = ([event, error, custom, at]: Held) => {
    if (queue) {
      if (event) queue.reportEvent(event, at);
      else queue.report(error, custom as Record<string, unknown> | undefined, at);
      return;
    }
    if (held.length < MAX_HELD_ERRORS) held.push([event, error, custom, at]);
    load();
  };
  const load = () =>
    (loaded ??= import('./queue.ts').then(({ ErrorQueue }) => {
      try {
        return stopped ? undefined : arrived(new ErrorQueue(options.app, hooks));
      } catch {
        // Not made: the next error tries again.
        if (!queue) retry();
        return queue;
      }
    }, retry));
  /** Takes what was seen now; reporting never breaks the page. */
  const seen = (event: Event | undefined, error?: unknown, custom?: unknown, at?: number) => {
    try {
      if (!stopped) take([event, error, custom, at ?? hooks.now()]);
    } catch {
      // Nothing to report with.
    }
  };
  // Only script errors and rejections: an 'error' event of another kind says nothing to report.
  const onEvent = (event: Event) =>
    (event instanceof ErrorEvent || event.type === 'unhandledrejection') && seen(event);
  // Without an app name the queue is made at once, so that its console error says so now.
  if (typeof options.app !== 'string' || !options.app.trim()) load();
  const stopOnHide = onPageHide(() => queue?.flush(true));
  target.addEventListener('error', onEvent);
  target.addEventListener('unhandledrejection', onEvent);

  const reporting: ErrorReporting = {
    report: (error, custom, at) => seen(undefined, error, custom, at),
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
