import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startHarness, type Harness } from './harness.ts';

let harness: Harness;
before(async () => {
  harness = await startHarness();
});
after(() => harness?.close());

/** The narrowest phone window a page is expected to fit without scrolling sideways. */
const NARROWEST = 320;

describe('the demo site in a 320 px wide window', () => {
  for (const view of ['visitor', 'owner'] as const) {
    it(`fits the ${view} view without a horizontal scroll`, async () => {
      const { browser, base } = harness;
      const page = await browser.newPage({ viewport: { width: NARROWEST, height: 640 } });
      try {
        await page.goto(`${base}/#/${view}`);
        await page.locator('#block-gallery, #editor-gallery').first().waitFor();
        await page.locator('section.demo[aria-busy="true"]').first().waitFor({ state: 'detached' });
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.equal(width, NARROWEST);
      } finally {
        await page.close();
      }
    });
  }
});
