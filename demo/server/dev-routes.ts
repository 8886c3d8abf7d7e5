import { HttpError } from './http.ts';
import { BROWSABLE_TABLES } from './database.ts';
import type { Route } from './routes.ts';

const BLOCK_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Attempts seen per key by the connection-drop route. */
const dropped = new Map<string, number>();

/**
 * Routes of the dev API's own: block settings the owner view saves, what was stored, and the
 * routes tests use to produce each status, a bad body or a dropped connection for real.
 */
export const devRoutes: Route[] = [
  {
    method: 'GET',
    path: '/api/dev/blocks/:id',
    handle: ({ db, params }) => {
      const row = db
        .prepare(`SELECT settings, updated_at FROM blocks WHERE id = ?`)
        .get(params.id) as { settings: string; updated_at: number } | undefined;
      if (!row) throw new HttpError(404, { error: 'No block with this id' });
      return {
        body: { id: params.id, settings: JSON.parse(row.settings), updatedAt: row.updated_at },
      };
    },
  },
  {
    method: 'PUT',
    path: '/api/dev/blocks/:id',
    handle: ({ db, params, body }) => {
      const id = params.id!;
      if (!BLOCK_ID.test(id))
        throw new HttpError(400, { error: 'Invalid block id', errors: { id: 'Invalid' } });
      const settings = body.fields.settings;
      if (settings === null || typeof settings !== 'object' || Array.isArray(settings)) {
        throw new HttpError(400, {
          error: 'settings must be an object',
          errors: { settings: 'Invalid' },
        });
      }
      const updatedAt = Date.now();
      db.prepare(
        `INSERT INTO blocks (id, settings, updated_at) VALUES (?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET settings = excluded.settings, updated_at = excluded.updated_at`,
      ).run(id, JSON.stringify(settings), updatedAt);
      return { body: { id, settings, updatedAt } };
    },
  },
  {
    // What the dev API has stored, for the owner page of the demo.
    method: 'GET',
    path: '/api/dev/stored',
    handle: ({ db, url }) => {
      const limit = Math.min(Math.max(Number(url.searchParams.get('limit')) || 50, 1), 500);
      const tables: Record<string, { count: number; rows: unknown[] }> = {};
      for (const table of BROWSABLE_TABLES) {
        const order = table === 'blocks' ? 'updated_at' : 'id';
        tables[table] = {
          count: (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n,
          rows: db.prepare(`SELECT * FROM ${table} ORDER BY ${order} DESC LIMIT ?`).all(limit),
        };
      }
      return { body: { tables } };
    },
  },
  {
    // Answers with the status asked for, and a JSON body (`body`) or raw text (`raw`).
    method: 'GET',
    path: '/api/dev/status/:code',
    handle: statusRoute,
  },
  { method: 'POST', path: '/api/dev/status/:code', handle: statusRoute },
  ...(['GET', 'POST', 'PUT', 'DELETE'] as const).map((method): Route => ({
    method,
    path: '/api/dev/echo',
    handle: ({ url, body }) => ({
      body: {
        method,
        query: Object.fromEntries(url.searchParams),
        fields: body.fields,
        raw: body.raw,
      },
    }),
  })),
  {
    // Drops the connection without an answer `times` times per `key`, then answers.
    method: 'GET',
    path: '/api/dev/drop',
    handle: ({ url }) => {
      const key = url.searchParams.get('key') ?? '';
      const times = Number(url.searchParams.get('times') ?? '1');
      const attempts = (dropped.get(key) ?? 0) + 1;
      dropped.set(key, attempts);
      if (attempts <= times) return { dropConnection: true };
      return { body: { ok: true, attempts } };
    },
  },
];

function statusRoute({ params, url }: Parameters<Route['handle']>[0]) {
  const status = Number(params.code);
  if (!Number.isInteger(status) || status < 200 || status > 599) {
    throw new HttpError(400, { error: 'code must be an HTTP status from 200 to 599' });
  }
  const raw = url.searchParams.get('raw');
  if (raw !== null) return { status, raw };
  const bodyText = url.searchParams.get('body');
  let body: unknown = { status };
  if (bodyText !== null) {
    try {
      body = JSON.parse(bodyText);
    } catch {
      throw new HttpError(400, { error: 'body must be JSON' });
    }
  }
  return { status, body };
}
