/** The trackers' console texts (part 2 §5, §7, §8), word for word. */
export const TRACKING_MESSAGES = {
  storeAnalyticsIdFailed: 'Unable to store analyticsId',
  storageUnavailable: 'Unable access local/session storage.',
  dataEmpty: 'Data is empty',
} as const;

export const commonFieldWarning = (field: string): string =>
  `common field ${field} was not set or was the incorrect type`;

export const httpStatusError = (status: number): string =>
  `Error tracking event: HTTP Status ${status}`;

/** No encoder in the delivery's encoding map for the encoding asked (the spec gives no words). */
export const invalidEncoding = (encoding: string): string =>
  `Invalid encoding map: no encoder for '${encoding}'`;
