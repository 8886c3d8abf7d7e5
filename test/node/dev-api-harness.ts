import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDevApi, type DevApi } from '../../demo/server/api.ts';

export interface ApiHarness {
  api: DevApi;
  base: string;
  /** A crumb the server issued, as its cookie would carry it. */
  freshCrumb(): Promise<string>;
  count(table: string): number;
  close(): Promise<void>;
}

export const crumbFrom = (response: Response) =>
  decodeURIComponent(/crumb=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')![1]!);

/** The dev API on a temporary SQLite file and a free port. */
export async function startApi(): Promise<ApiHarness> {
  const folder = mkdtempSync(join(tmpdir(), 'ss-dev-api-'));
  const api = createDevApi(join(folder, 'test.sqlite'));
  const server = createServer((request, response) =>
    api.middleware(request, response, () => response.writeHead(204).end()),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    api,
    base,
    freshCrumb: async () => crumbFrom(await fetch(`${base}/api/health`)),
    count: (table) =>
      (api.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      api.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
