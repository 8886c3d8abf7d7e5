import { HttpError } from './http.ts';
import type { Route } from './routes.ts';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** The platform's calls (part 1 §7, part 2 §7) as far as the demo uses them. */
export const platformRoutes: Route[] = [
  {
    method: 'GET',
    path: '/api/health',
    handle: ({ db, dataPath }) => ({
      body: {
        ok: true,
        storage: 'sqlite',
        sqliteVersion: (db.prepare('SELECT sqlite_version() AS v').get() as { v: string }).v,
        dataPath,
      },
    }),
  },
  {
    // The legacy tracker's call: form-encoded crumb, event and data (JSON of the payload).
    method: 'POST',
    path: '/api/events/RecordEvent',
    handle: ({ db, body }) => {
      const event = text(body.fields.event)?.trim();
      const data = text(body.fields.data) ?? '';
      if (!event)
        throw new HttpError(400, { error: 'Missing event', errors: { event: 'Required' } });
      let payload: unknown;
      try {
        payload = data === '' ? {} : JSON.parse(data);
      } catch {
        throw new HttpError(400, {
          error: 'data is not valid JSON',
          errors: { data: 'Invalid JSON' },
        });
      }
      const pagePath =
        payload && typeof payload === 'object'
          ? text((payload as { pagePath?: unknown }).pagePath)
          : undefined;
      const result = db
        .prepare(`INSERT INTO events (received_at, event, data, page_url) VALUES (?, ?, ?, ?)`)
        .run(Date.now(), event, data === '' ? '{}' : data, pagePath ?? null);
      return { body: { ok: true, id: Number(result.lastInsertRowid) } };
    },
  },
];
