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
