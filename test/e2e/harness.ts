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

export interface HarnessOptions {
  /**
   * Domains (with their subdomains) the browser resolves to the local server, which serves
   * them too: a page can then be opened as `http://shop.provider.test:<port>/`.
   */
  domains?: string[];
}

/** Serves the built demo with the dev API on a temporary SQLite file, and opens Chromium. */
export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const domains = options.domains ?? [];
  const folder = mkdtempSync(join(tmpdir(), 'ss-e2e-'));
  const dataPath = join(folder, 'dev-api.sqlite');
  process.env.SS_DATA_PATH = dataPath;
  const server: PreviewServer = await preview({
    configFile: 'vite.config.ts',
    preview: {
      port: 0,
      host: '127.0.0.1',
      allowedHosts: domains.map((domain) => `.${domain}`),
    },
    logLevel: 'silent',
  });
  const base = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
  const resolve = domains.map((domain) => `MAP *.${domain} 127.0.0.1`).join(', ');
  const browser = await chromium.launch({
    executablePath: findChromium() as string,
    args: [
      ...(CHROMIUM_ARGS as string[]),
      ...(resolve ? [`--host-resolver-rules=${resolve}`] : []),
    ],
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

/** Saves the site's cookie banner settings through the dev API, as the owner view does. */
export async function saveCookieSettings(
  harness: Harness,
  settings: Record<string, unknown>,
): Promise<void> {
  const response = await fetch(`${harness.base}/api/health`);
  const crumb = decodeURIComponent(/crumb=([^;]+)/.exec(response.headers.get('set-cookie')!)![1]!);
  const saved = await fetch(`${harness.base}/api/dev/blocks/cookie-settings`, {
    method: 'PUT',
    headers: {
      'Content-Type': 'application/json',
      Cookie: `crumb=${crumb}`,
      'X-CSRF-Token': crumb,
    },
    body: JSON.stringify({ settings }),
  });
  if (saved.status !== 200) throw new Error(`Saving the cookie settings answered ${saved.status}.`);
}
