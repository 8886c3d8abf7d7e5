import { toSearchParams } from '../data/encode.ts';
import type { SendBeacon } from './browser.ts';
import { httpStatusError, invalidEncoding, TRACKING_MESSAGES } from './messages.ts';

/** Part 2 §7: what the events collector answers when it took an event. */
export const SUCCESS_STATUSES: readonly number[] = [200, 202];

/** The body of POST /api/v1/events. */
export interface SchemaEventBody {
  analyticsId: string;
  /** Part 2 §3: every common field is a string or null. */
  commonData: Record<string, string | null>;
  customData: Record<string, unknown>;
  customSchemaName: string | null;
}

/** How an event goes: as form fields for a beacon (objects as JSON), as JSON for a fetch. */
const ENCODINGS: Record<string, (body: SchemaEventBody) => URLSearchParams | string> = {
  form: (body) => toSearchParams({ ...body }),
  json: (body) => JSON.stringify(body),
};

/**
 * An event encoded as `encoding` names in the encoding map. An event with nothing in it throws
 * 'Data is empty'; an encoding the map does not have throws the invalid encoding map error.
 */
export function encodeEvent(body: SchemaEventBody, encoding: string): URLSearchParams | string {
  if (!body || Object.keys(body).length === 0) throw new Error(TRACKING_MESSAGES.dataEmpty);
  const encode = Object.hasOwn(ENCODINGS, encoding) ? ENCODINGS[encoding] : undefined;
  if (!encode) throw new Error(invalidEncoding(encoding));
  return encode(body);
}

export interface Transport {
  sendBeacon?: SendBeacon;
  fetch: typeof fetch;
  /** Whether a body can be sent kept alive (transport.ts's, handed over by the tracker). */
  fitsKeepalive(body: string): boolean;
}

/**
 * Sends one event: by beacon as form fields (objects as JSON) when the browser has a beacon
 * and accepts it, else by fetch as JSON (kept alive when it is small enough). Rejects with 'Error tracking event: HTTP Status N'
 * when the collector answers other than 200 or 202, and with 'Data is empty' for an empty event.
 */
export async function deliverEvent(
  url: string,
  body: SchemaEventBody,
  transport: Transport,
): Promise<void> {
  const form = encodeEvent(body, 'form');
  try {
    if (transport.sendBeacon?.(url, form)) return;
  } catch {
    // A beacon that throws (a page not on http(s), a wrapped one) is one that refused: fetch.
  }
  const json = String(encodeEvent(body, 'json'));
  // Kept alive, the request outlives the page if it is going away; but the browser carries at
  // most 64 KB so (an event the beacon refused may be bigger): then a plain request carries it.
  // Decided by size, not by trying: a failed request may have been stored, and is not sent twice.
  const response = await transport.fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: json,
    keepalive: transport.fitsKeepalive(json),
  });
  if (!SUCCESS_STATUSES.includes(response.status)) {
    throw new Error(httpStatusError(response.status));
  }
}
