/** The trackers' console texts (part 2 §5, §7, §8), word for word. */
export const TRACKING_MESSAGES = {
  storeAnalyticsIdFailed: 'Unable to store analyticsId',
  storageUnavailable: 'Unable access local/session storage.',
} as const;

export const commonFieldWarning = (field: string): string =>
  `common field ${field} was not set or was the incorrect type`;

export const httpStatusError = (status: number): string =>
  `Error tracking event: HTTP Status ${status}`;
