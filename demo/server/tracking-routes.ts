import { randomUUID } from 'node:crypto';
import { HttpError, type ParsedBody } from './http.ts';
import type { Route } from './routes.ts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A transparent 1×1 GIF, the answer to the Track image beacon. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

function jsonField(value: unknown, name: string): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    throw new HttpError(400, {
      error: `${name} is not valid JSON`,
      errors: { [name]: 'Invalid JSON' },
    });
  }
}

/** A JSON body whatever its declared type: beacons send JSON as text/plain. */
function jsonBody(body: ParsedBody): unknown {
  if (body.json !== undefined) return body.json;
  try {
    return JSON.parse(body.raw);
  } catch {
    throw new HttpError(400, { error: 'Request body is not valid JSON' });
  }
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The tracking, error-reporting and page-speed calls (part 1 §7, part 2 §7). */
export const trackingRoutes: Route[] = [
  {
    // A JSON list of error entries; the crumb comes as the X-CSRF-Token header.
    method: 'POST',
    path: '/api/events/RecordJavascriptErrors',
    handle: ({ db, body }) => {
      const entries = jsonBody(body);
      if (!Array.isArray(entries) || !entries.every(isObject)) {
        throw new HttpError(400, { error: 'Expected a JSON list of error entries' });
      }
      const insert = db.prepare(
        `INSERT INTO error_reports (received_at, event_name, message, url, entry) VALUES (?, ?, ?, ?, ?)`,
      );
      const now = Date.now();
      db.transaction(() => {
        for (const entry of entries) {
          const data = isObject(entry.data) ? entry.data : {};
          insert.run(
            now,
            text(entry.eventName) ?? '',
            text(data.message),
            text(data.url),
            JSON.stringify(entry),
          );
        }
      })();
      return { body: { ok: true, stored: entries.length } };
    },
  },
  {
    method: 'POST',
    path: '/api/events/Trace',
    handle: ({ db, body }) => {
      const entries = jsonField(body.fields.data, 'data');
      if (!Array.isArray(entries)) {
        throw new HttpError(400, {
          error: 'data must be a JSON list',
          errors: { data: 'Invalid' },
        });
      }
      const insert = db.prepare(
        `INSERT INTO traces (received_at, page_url, type, data) VALUES (?, ?, ?, ?)`,
      );
      const now = Date.now();
      db.transaction(() => {
        for (const entry of entries) {
          const fields: Record<string, unknown> = isObject(entry) ? entry : { data: entry };
          insert.run(
            now,
            text(fields.pageUrl),
            text(fields.type),
            JSON.stringify(fields.data ?? null),
          );
        }
      })();
      return { body: { ok: true, stored: entries.length } };
    },
  },
  {
    // The image beacon: every parameter is kept, and a pixel is the answer.
    method: 'GET',
    path: '/api/track/Track',
    handle: ({ db, url }) => {
      const query = Object.fromEntries(url.searchParams);
      db.prepare(`INSERT INTO track_hits (received_at, landing, query) VALUES (?, ?, ?)`).run(
        Date.now(),
        query.landing ?? null,
        JSON.stringify(query),
      );
      return { raw: PIXEL, contentType: 'image/gif' };
    },
  },
  {
    method: 'POST',
    path: '/api/v1/events',
    crumbExempt: true,
    handle: ({ db, body }) => {
      const fields = body.fields;
      const common = jsonField(fields.commonData, 'commonData');
      const custom = jsonField(fields.customData ?? {}, 'customData');
      if (!isObject(common)) {
        throw new HttpError(400, {
          error: 'commonData must be an object',
          errors: { commonData: 'Invalid' },
        });
      }
      db.prepare(
        `INSERT INTO schema_events (received_at, schema_name, analytics_id, common_data, custom_data)
         VALUES (?, ?, ?, ?, ?)`,
      ).run(
        Date.now(),
        text(fields.customSchemaName),
        text(fields.analyticsId),
        JSON.stringify(common),
        JSON.stringify(custom ?? {}),
      );
      return { status: 202, body: { ok: true } };
    },
  },
  {
    method: 'GET',
    path: '/api/1/performance/settings',
    handle: ({ url }) => ({
      body: {
        pageLoadId: randomUUID(),
        // Every rollout asked for (`rum`, and the app flags named by `flag`) is on here.
        variants: Object.fromEntries(
          ['rum', ...url.searchParams.getAll('flag')].map((flag) => [flag, true]),
        ),
      },
    }),
  },
  {
    method: 'POST',
    path: '/api/1/performance/records',
    crumbExempt: true,
    handle: ({ db, body }) => {
      const records = jsonBody(body);
      if (!Array.isArray(records) || !records.every(isObject)) {
        throw new HttpError(400, { error: 'Expected a JSON list of page-speed records' });
      }
      const insert = db.prepare(
        `INSERT INTO perf_records (received_at, pathname, record) VALUES (?, ?, ?)`,
      );
      const now = Date.now();
      db.transaction(() => {
        for (const record of records)
          insert.run(now, text(record.pathname), JSON.stringify(record));
      })();
      return { body: { ok: true, stored: records.length } };
    },
  },
];
