import type { Plugin } from 'vite';
import { createDevApi, type DevApi } from './api.ts';
import { dataPathFromEnv } from './database.ts';

/** Serves the dev API inside Vite's dev and preview servers, on the same origin as the site. */
export function devApiPlugin(): Plugin {
  let api: DevApi | undefined;
  const start = () => {
    api ??= createDevApi(dataPathFromEnv());
    console.log(`  dev API: SQLite at ${api.dataPath}`);
    return api.middleware;
  };
  return {
    name: 'ss-dev-api',
    configureServer(server) {
      server.middlewares.use(start());
      server.httpServer?.on('close', () => api?.close());
    },
    configurePreviewServer(server) {
      server.middlewares.use(start());
      server.httpServer?.on('close', () => api?.close());
    },
  };
}
