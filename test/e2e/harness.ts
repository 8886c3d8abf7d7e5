import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { preview, type PreviewServer } from 'vite';
// @ts-expect-error: a plain ES module shared with the test runner's config.
import { CHROMIUM_ARGS, findChromium } from '../support/find-chromium.mjs';
import { openDatabase, type DevDatabase } from '../../demo/server/database.ts';

export interface Harness {
  base: string;
  browser: Browser;
  page: Page;
  /** A second connection to the dev API's database, to check what it stored. */
  db: DevDatabase;
  close(): Promise<void>;
}

/** Serves the built demo with the dev API on a temporary SQLite file, and opens Chromium. */
export async function startHarness(): Promise<Harness> {
  const folder = mkdtempSync(join(tmpdir(), 'ss-e2e-'));
  const dataPath = join(folder, 'dev-api.sqlite');
  process.env.SS_DATA_PATH = dataPath;
  const server: PreviewServer = await preview({
    configFile: 'vite.config.ts',
    preview: { port: 0, host: '127.0.0.1' },
    logLevel: 'silent',
  });
  const base = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
  const browser = await chromium.launch({
    executablePath: findChromium() as string,
    args: CHROMIUM_ARGS as string[],
  });
  const page = await browser.newPage();
  const db = openDatabase(dataPath);
  return {
    base,
    browser,
    page,
    db,
    async close() {
      db.close();
      await browser.close();
      await server.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
