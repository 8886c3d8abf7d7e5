/** What the page's reporter does for code that catches an error and carries on. */
export interface PageErrorSink {
  report(error: unknown, custom?: Record<string, unknown>): unknown;
}

let pageReporter: PageErrorSink | undefined;

/**
 * Makes `reporter` the page's: the one `reportPageError` hands errors to. An installed
 * `ErrorReporter` sets itself; `undefined` sets none.
 */
export function setPageErrorReporter(reporter: PageErrorSink | undefined): void {
  pageReporter = reporter;
}

/**
 * Reports an error the caller caught and logged (a form that cannot render, a failing set-up)
 * to the page's error reporter, when it has one (part 1 §8: such errors are logged and reported
 * without stopping the page). Never throws.
 */
export function reportPageError(error: unknown, custom?: Record<string, unknown>): void {
  try {
    pageReporter?.report(error, custom);
  } catch {
    // Reporting never breaks the page.
  }
}
