import type { IncomingMessage, ServerResponse } from 'node:http';
import { CRUMB_COOKIE, Crumbs } from './crumb.ts';
import { crumbSecret, openDatabase, type DevDatabase } from './database.ts';
import { HttpError, parseCookies, readBody, sendJson, type ParsedBody } from './http.ts';
import { matchRoute } from './routes.ts';

export type Middleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void;

export interface DevApi {
  middleware: Middleware;
  db: DevDatabase;
  dataPath: string;
  close(): void;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);
const EMPTY_BODY: ParsedBody = { raw: '', fields: {}, json: undefined };

function sentCrumb(request: IncomingMessage, url: URL, body: ParsedBody): string | undefined {
  const header = request.headers['x-csrf-token'];
  const fromBody = body.fields.crumb;
  return (
    url.searchParams.get('crumb') ??
    (typeof fromBody === 'string' ? fromBody : undefined) ??
    (typeof header === 'string' ? header : undefined)
  );
}

/**
 * The platform's calls for the demo and the tests, stored in SQLite. Every request that comes
 * without a valid crumb cookie is given one; every write must repeat it, or it gets 401 with
 * `crumbFail`, a fresh crumb, and nothing is stored.
 */
export function createDevApi(dataPath: string): DevApi {
  const db = openDatabase(dataPath);
  const crumbs = new Crumbs(crumbSecret(db));

  const middleware: Middleware = (request, response, next) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const cookie = parseCookies(request.headers.cookie)[CRUMB_COOKIE];
    if (!crumbs.isValid(cookie))
      response.setHeader('Set-Cookie', crumbs.cookieHeader(crumbs.issue()));
    if (!url.pathname.startsWith('/api/')) return next();

    const method = request.method ?? 'GET';
    const found = matchRoute(method, url.pathname);
    if (found === undefined) return sendJson(response, 404, { error: 'Not found' });
    if (found === 'method-not-allowed')
      return sendJson(response, 405, { error: 'Method not allowed' });

    const write = WRITE_METHODS.has(method);
    (write ? readBody(request) : Promise.resolve(EMPTY_BODY))
      .then((body) => {
        const exempt = found.route.crumbExempt === true;
        if (write && !exempt && !crumbs.matches(cookie, sentCrumb(request, url, body))) {
          const fresh = crumbs.issue();
          return sendJson(
            response,
            401,
            { crumbFail: true, crumb: fresh, error: 'Invalid crumb' },
            { 'Set-Cookie': crumbs.cookieHeader(fresh) },
          );
        }
        const result = found.route.handle({
          db,
          url,
          params: found.params,
          body,
          dataPath,
          clientIp: request.socket.remoteAddress,
        });
        // Garbage instead of an HTTP answer: the browser reports a failed connection and, unlike
        // for a silently closed socket, does not try again on its own.
        if (result.dropConnection) return request.socket.end('not an HTTP response\r\n\r\n');
        if (result.raw !== undefined) {
          response.writeHead(result.status ?? 200, {
            'Content-Type': result.contentType ?? 'application/json; charset=utf-8',
          });
          return response.end(result.raw);
        }
        sendJson(response, result.status ?? 200, result.body ?? null);
      })
      .catch((error: unknown) => {
        if (error instanceof HttpError) return sendJson(response, error.status, error.body);
        console.error('[dev API]', error);
        sendJson(response, 500, { error: 'Internal server error' });
      });
  };

  return { middleware, db, dataPath, close: () => db.close() };
}
