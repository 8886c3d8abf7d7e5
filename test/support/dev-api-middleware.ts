import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDevApi } from '../../demo/server/api.ts';

interface KoaContext {
  path: string;
  req: import('node:http').IncomingMessage;
  res: import('node:http').ServerResponse;
  respond?: boolean;
}

/**
 * The dev API inside the test server, on a temporary SQLite file, so browser tests reach the
 * platform's calls on their own origin.
 */
export function devApiMiddleware() {
  const folder = mkdtempSync(join(tmpdir(), 'ss-wtr-api-'));
  const api = createDevApi(join(folder, 'dev-api.sqlite'));
  process.once('exit', () => {
    api.close();
    rmSync(folder, { recursive: true, force: true });
  });
  return async (context: KoaContext, next: () => Promise<unknown>): Promise<unknown> => {
    if (!context.path.startsWith('/api/')) return next();
    context.respond = false;
    await new Promise<void>((resolve) => {
      context.res.once('close', resolve);
      api.middleware(context.req, context.res, () => resolve());
    });
    return undefined;
  };
}
