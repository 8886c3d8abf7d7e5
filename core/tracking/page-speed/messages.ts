/**
 * Page-speed console and error texts (part 2 §5, §8), word for word. The timing error, which
 * only the code imported once page speed runs reports, is in ./timing-error.ts.
 */
export const PAGE_SPEED_MESSAGES = {
  settingsTimeout: 'Metric settings request timeout',
  missingPageLoadId: 'Unable to resolve pageLoadId',
} as const;

export const unexpectedStatus = (status: number): string =>
  `XHR request DONE with unexpected status: ${status}`;
