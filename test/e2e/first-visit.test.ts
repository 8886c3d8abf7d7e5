import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import {
  DEFAULT_ACCORDION_SETTINGS,
  DEFAULT_COOKIE_SETTINGS,
  DEFAULT_GALLERY_SETTINGS,
  DEFAULT_VIDEO_SETTINGS,
} from '../../demo/blocks.ts';
import { startHarness, type Harness } from './harness.ts';

let harness: Harness;
before(async () => {
  harness = await startHarness();
});
after(() => harness?.close());

/** What went wrong while `visit` ran on a new page: console errors, and failed requests. */
async function problemsDuring(visit: (page: Page) => Promise<void>) {
  const consoleErrors: string[] = [];
  const failedRequests: string[] = [];
  const page = await harness.browser.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  page.on('requestfailed', (request) =>
    failedRequests.push(`${request.url()}: ${request.failure()?.errorText}`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) failedRequests.push(`${response.url()}: ${response.status()}`);
  });
  try {
    await visit(page);
    await page.waitForLoadState('networkidle');
  } finally {
    await page.close();
  }
  return { consoleErrors, failedRequests };
}

describe('a first visit on a fresh database', () => {
  it("holds the demo's blocks with their default settings, as if their owner had saved them", () => {
    const rows = harness.db.prepare(`SELECT id, settings FROM blocks ORDER BY id`).all() as Array<{
      id: string;
      settings: string;
    }>;
    assert.deepEqual(
      rows.map(({ id, settings }) => [id, JSON.parse(settings)]),
      [
        ['cookie-settings', DEFAULT_COOKIE_SETTINGS],
        ['faq', DEFAULT_ACCORDION_SETTINGS],
        ['gallery', DEFAULT_GALLERY_SETTINGS],
        ['video-one', DEFAULT_VIDEO_SETTINGS],
      ],
    );
  });

  it('shows the published site with no console error and no failed request', async () => {
    const problems = await problemsDuring(async (page) => {
      await page.goto(`${harness.base}/`);
      await page.locator('#faq').waitFor();
      await page.locator('#block-gallery [part~="slides"]').waitFor();
      await page.locator('#video-one [part~="overlay"]').waitFor();
      await page.locator('ss-cookie-banner').waitFor({ state: 'attached' });
    });
    assert.deepEqual(problems, { consoleErrors: [], failedRequests: [] });
  });

  it('shows the owner view with no console error and no failed request', async () => {
    const problems = await problemsDuring(async (page) => {
      await page.goto(`${harness.base}/#/owner`);
      await page.getByText('Video block settings').waitFor();
      await page.locator('[data-testid="owner-consent-choice"]').waitFor();
      // The browser's consent state is read again every 2 s.
      await page.waitForTimeout(2500);
    });
    assert.deepEqual(problems, { consoleErrors: [], failedRequests: [] });
  });
});
