import type { ParsedBody } from './http.ts';
import type { DevDatabase } from './database.ts';
import { devRoutes } from './dev-routes.ts';
import { platformRoutes } from './platform-routes.ts';

export interface RouteContext {
  db: DevDatabase;
  url: URL;
  params: Record<string, string>;
  body: ParsedBody;
  dataPath: string;
}

export interface RouteResult {
  status?: number;
  body?: unknown;
  /** Text sent as it is, with a JSON content type (to test unparsable answers). */
  raw?: string;
  /** Answer with something that is not HTTP, as a failed connection. */
  dropConnection?: boolean;
}

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A path with `:name` segments. */
  path: string;
  handle(context: RouteContext): RouteResult;
}

export const routes: Route[] = [...platformRoutes, ...devRoutes];

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
