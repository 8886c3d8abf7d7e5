import type { ErrorEntry } from '../../../core/errors/index.ts';

export interface Sent {
  url: URL;
  init: RequestInit;
  entries: ErrorEntry[];
}

export function recordingFetch(answer: () => Promise<Response> = async () => new Response('{}')) {
  const sent: Sent[] = [];
  const fetcher = (input: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push({
      url: new URL(String(input)),
      init,
      entries: JSON.parse(String(init.body)) as ErrorEntry[],
    });
    return answer();
  };
  return { sent, fetcher: fetcher as typeof fetch };
}

export const withStack = (message: string, stack: string) => {
  const error = new Error(message);
  error.stack = stack;
  return error;
};

/**
 * Dispatches on `target` an unhandled rejection whose reason is 'Nope', then two events with
 * nothing to report: a ResizeObserver loop notice and an 'error' event that is no ErrorEvent.
 */
export function dispatchRejectionAndNoise(target: EventTarget, rejected: unknown): void {
  const rejection = Promise.reject(rejected);
  rejection.catch(() => undefined);
  target.dispatchEvent(
    new PromiseRejectionEvent('unhandledrejection', { promise: rejection, reason: 'Nope' }),
  );
  target.dispatchEvent(new ErrorEvent('error', { message: 'ResizeObserver loop limit exceeded' }));
  target.dispatchEvent(new Event('error'));
}
