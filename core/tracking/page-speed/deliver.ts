import type { UndeliveredRecord } from './record.ts';
import type { DeliveryType, PageSpeedRecord } from './types.ts';

export const RECORDS_PATH = '/api/1/performance/records';

export interface DeliveryOptions {
  sendBeacon?: (url: string, data?: BodyInit | null) => boolean;
  fetch?: typeof fetch;
}

const body = (record: UndeliveredRecord, deliveryType: DeliveryType) => {
  const sent: PageSpeedRecord = { ...record, deliveryType };
  return { sent, text: JSON.stringify([sent]) };
};

/** The records path against the page's address, not a `<base href>` that may point elsewhere. */
const recordsUrl = () => new URL(RECORDS_PATH, location.href).href;

/**
 * POSTs a record to /api/1/performance/records as a JSON list: by beacon, or, when there is no
 * beacon or it refuses the data, by a keep-alive fetch as text/plain (the XHR of the spec, so
 * the record says 'xhr'). Failures are swallowed. Answers the record as sent.
 */
export function deliverRecord(
  record: UndeliveredRecord,
  options: DeliveryOptions,
): PageSpeedRecord {
  if (options.sendBeacon) {
    const { sent, text } = body(record, 'beacon');
    try {
      if (options.sendBeacon(recordsUrl(), text)) return sent;
    } catch {
      // Falls through to fetch.
    }
  }
  const { sent, text } = body(record, 'xhr');
  try {
    const fetcher = options.fetch ?? globalThis.fetch.bind(globalThis);
    fetcher(recordsUrl(), {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: text,
      keepalive: true,
      credentials: 'same-origin',
    }).catch(() => undefined);
  } catch {
    // Tracking never breaks the page.
  }
  return sent;
}
