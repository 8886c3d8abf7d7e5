/** What the page's reporter does for code that catches an error and carries on. */
export interface PageErrorSink {
  /** `at`: when the error was seen, ms since the epoch; now when left out. */
  report(error: unknown, custom?: Record<string, unknown>, at?: number): unknown;
}

/** Errors reported before the page has a reporter, kept for it (the first 10). */
export const MAX_EARLY_ERRORS = 10;

let pageReporter: PageErrorSink | undefined;
/** Each with the time it was reported, so that its entry tells when it happened. */
const early: Array<[unknown, Record<string, unknown> | undefined, number]> = [];

/**
 * Makes `reporter` the page's: the one `reportPageError` hands errors to, starting with those
 * reported before it was set. An installed `ErrorReporter` sets itself; `undefined` sets none.
 */
export function setPageErrorReporter(reporter: PageErrorSink | undefined): void {
  pageReporter = reporter;
  if (reporter) for (const held of early.splice(0)) reportPageError(...held);
}

/** The page's reporter now, if any. */
export const pageErrorReporter = (): PageErrorSink | undefined => pageReporter;

/**
 * Reports an error the caller caught and logged (a form that cannot render, a failing set-up)
 * to the page's error reporter; one reported before the page has a reporter waits for it (part
 * 1 §8: such errors are logged and reported without stopping the page), with the time it was
 * reported, `at` (ms since the epoch, now when left out). Never throws.
 */
export function reportPageError(
  error: unknown,
  custom?: Record<string, unknown>,
  at?: number,
): void {
  try {
    if (pageReporter) pageReporter.report(error, custom, at);
    else if (early.length < MAX_EARLY_ERRORS) early.push([error, custom, at ?? Date.now()]);
  } catch {
    // Reporting never breaks the page.
  }
}
