import type { ParsedBody } from './http.ts';
import { HttpError } from './http.ts';
import { BROWSABLE_TABLES, type DevDatabase } from './database.ts';

export interface RouteContext {
  db: DevDatabase;
  url: URL;
  params: Record<string, string>;
  body: ParsedBody;
  dataPath: string;
}

export interface RouteResult {
  status?: number;
  body: unknown;
}

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A path with `:name` segments. */
  path: string;
  handle(context: RouteContext): RouteResult;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

const BLOCK_ID = /^[A-Za-z0-9_-]{1,64}$/;

export const routes: Route[] = [
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
];

export function matchRoute(
  method: string,
  pathname: string,
): { route: Route; params: Record<string, string> } | 'method-not-allowed' | undefined {
  let pathMatched = false;
  for (const route of routes) {
    const params = matchPath(route.path, pathname);
    if (!params) continue;
    pathMatched = true;
    if (route.method === method) return { route, params };
  }
  return pathMatched ? 'method-not-allowed' : undefined;
}

function matchPath(pattern: string, pathname: string): Record<string, string> | undefined {
  const want = pattern.split('/');
  const have = pathname.replace(/\/+$/, '').split('/');
  if (want.length !== have.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const segment = want[i]!;
    if (segment.startsWith(':')) {
      try {
        params[segment.slice(1)] = decodeURIComponent(have[i]!);
      } catch {
        return undefined;
      }
    } else if (segment !== have[i]) return undefined;
  }
  return params;
}
