import { toSearchParams } from '../data/encode.ts';
import type { SendBeacon } from './browser.ts';
import { httpStatusError } from './messages.ts';

/** Part 2 §7: what the events collector answers when it took an event. */
export const SUCCESS_STATUSES: readonly number[] = [200, 202];

/** The body of POST /api/v1/events. */
export interface SchemaEventBody {
  analyticsId: string;
  commonData: Record<string, unknown>;
  customData: Record<string, unknown>;
  customSchemaName: string | null;
}

export interface Transport {
  sendBeacon?: SendBeacon;
  fetch: typeof fetch;
}

/**
 * Sends one event: by beacon as form fields (objects as JSON) when the browser has a beacon
 * and accepts it, else by fetch as JSON. Rejects with 'Error tracking event: HTTP Status N'
 * when the collector answers other than 200 or 202.
 */
export async function deliverEvent(
  url: string,
  body: SchemaEventBody,
  transport: Transport,
): Promise<void> {
  if (transport.sendBeacon?.(url, toSearchParams({ ...body }))) return;
  const response = await transport.fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    // The request outlives the page when it is sent as the page goes away.
    keepalive: true,
  });
  if (!SUCCESS_STATUSES.includes(response.status)) {
    throw new Error(httpStatusError(response.status));
  }
}
