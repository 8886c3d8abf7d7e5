/** The data layer's visitor-facing texts (part 1 §8), word for word. */
export const DATA_MESSAGES = {
  unauthorized: 'Unauthorized request',
  internalServerError: 'Internal server error. Please try again later.',
  unavailable: 'This service is temporarily unavailable. Please try again later.',
  unableToConnect: 'Unable to connect…',
  fatalTitle: 'Something Went Wrong!',
  fatalMessage:
    'Our system has encountered an error. This exception has been automatically logged and reported. We will return shortly.',
  networkError: 'Unable to connect to the product. Please try again.',
} as const;

export const unparsableResponse = (url: string, message: string): string =>
  `Internal Error: Unable to parse server response from (${url}) as JSON: ${message}`;

/** The catalogue message for a failed status. */
export function messageForStatus(status: number): string {
  if (status === 401 || status === 403) return DATA_MESSAGES.unauthorized;
  if (status === 500 || status === 501) return DATA_MESSAGES.internalServerError;
  if (status === 503) return DATA_MESSAGES.unavailable;
  return DATA_MESSAGES.unableToConnect;
}
