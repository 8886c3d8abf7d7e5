import type { ParsedBody } from './http.ts';
import type { DevDatabase } from './database.ts';
import { devRoutes } from './dev-routes.ts';
import { formRoutes } from './form-routes.ts';
import { platformRoutes } from './platform-routes.ts';
import { trackingRoutes } from './tracking-routes.ts';

export interface RouteContext {
  db: DevDatabase;
  url: URL;
  params: Record<string, string>;
  body: ParsedBody;
  dataPath: string;
  /** The caller's address (the socket's), for per-client limits such as the form rate limit. */
  clientIp?: string;
}

export interface RouteResult {
  status?: number;
  body?: unknown;
  /** Sent as it is, with `contentType` (JSON when left out, to test unparsable answers). */
  raw?: string | Buffer;
  contentType?: string;
  /** Answer with something that is not HTTP, as a failed connection. */
  dropConnection?: boolean;
}

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A path with `:name` segments. */
  path: string;
  /**
   * The events collector and the page-speed collector are services of their own, reached by
   * beacons that cannot carry the site's crumb; their writes are not crumb-checked.
   */
  crumbExempt?: boolean;
  handle(context: RouteContext): RouteResult;
}

export const routes: Route[] = [...platformRoutes, ...trackingRoutes, ...formRoutes, ...devRoutes];

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
