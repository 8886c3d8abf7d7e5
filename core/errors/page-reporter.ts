/** What the page's reporter does for code that catches an error and carries on. */
export interface PageErrorSink {
  report(error: unknown, custom?: Record<string, unknown>): unknown;
}

/** Errors reported before the page has a reporter, kept for it (the first 10). */
export const MAX_EARLY_ERRORS = 10;

let pageReporter: PageErrorSink | undefined;
const early: Array<[unknown, Record<string, unknown> | undefined]> = [];

/**
 * Makes `reporter` the page's: the one `reportPageError` hands errors to, starting with those
 * reported before it was set. An installed `ErrorReporter` sets itself; `undefined` sets none.
 */
export function setPageErrorReporter(reporter: PageErrorSink | undefined): void {
  pageReporter = reporter;
  if (reporter) for (const [error, custom] of early.splice(0)) reportPageError(error, custom);
}

/** The page's reporter now, if any. */
export const pageErrorReporter = (): PageErrorSink | undefined => pageReporter;

/**
 * Reports an error the caller caught and logged (a form that cannot render, a failing set-up)
 * to the page's error reporter; one reported before the page has a reporter waits for it (part
 * 1 §8: such errors are logged and reported without stopping the page). Never throws.
 */
export function reportPageError(error: unknown, custom?: Record<string, unknown>): void {
  try {
    if (pageReporter) pageReporter.report(error, custom);
    else if (early.length < MAX_EARLY_ERRORS) early.push([error, custom]);
  } catch {
    // Reporting never breaks the page.
  }
}
