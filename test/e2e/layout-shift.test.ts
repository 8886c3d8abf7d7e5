import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startHarness, type Harness } from './harness.ts';

let harness: Harness;
before(async () => {
  harness = await startHarness();
});
after(() => harness?.close());

/** Every layout shift of the page from its start (buffered), its sources named. */
const shifts = () =>
  new Promise<Array<{ value: number; sources: string[] }>>((resolve) => {
    const found: Array<{ value: number; sources: string[] }> = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{
        value: number;
        sources: Array<{ node?: Node }>;
      }>)
        found.push({
          value: entry.value,
          sources: entry.sources.map((source) => {
            const node = source.node as Element | undefined;
            return node ? `${node.nodeName}${node.id ? `#${node.id}` : ''}` : '?';
          }),
        });
    }).observe({ type: 'layout-shift', buffered: true });
    setTimeout(() => resolve(found), 500);
  });

describe('the demo site as it loads', () => {
  for (const [width, height] of [
    [1440, 900],
    [375, 740],
  ] as const) {
    it(`shifts nothing at ${width} px wide (the budget: 0)`, async () => {
      const { browser, base } = harness;
      const page = await browser.newPage({ viewport: { width, height } });
      try {
        await page.goto(`${base}/#/visitor`);
        await page.locator('#block-gallery [part~="slides"]').waitFor();
        await page.locator('#video-one').waitFor();
        // Images and designs settle.
        await page.waitForTimeout(1500);
        assert.deepEqual(await page.evaluate(shifts), []);
      } finally {
        await page.close();
      }
    });
  }
});
