import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness.ts';

let harness: Harness;
before(async () => {
  harness = await startHarness();
});
after(() => harness?.close());
beforeEach(() => harness.db.exec('DELETE FROM events;'));

/** The widget events the dev API stored (the page view an accept brings apart). */
const recordedWidgetEvents = () =>
  (
    harness.db
      .prepare(`SELECT event FROM events WHERE event != 'page_view' ORDER BY id`)
      .all() as Array<{ event: string }>
  ).map(({ event }) => event);

/** Opens the FAQ's second item and waits for the section to say what became of it. */
async function openSecondFaqItem(page: Page): Promise<string> {
  await page.locator('#faq ss-accordion-item').nth(1).locator('button').click();
  const status = page.locator('section[aria-labelledby="accordion-title"] .status');
  await status.filter({ hasText: 'item 2' }).waitFor();
  return (await status.textContent()) ?? '';
}

/** Plays a video, moves a gallery, and opens and closes a photo in the lightbox. */
async function useTheOtherWidgets(page: Page): Promise<void> {
  await page.locator('#video-two [part~="overlay"]').click();
  await page.locator('#video-two iframe').waitFor();
  await page.locator('#rtl-gallery [part~="next"]').click();
  await page.locator('#photo-lightbox img').first().click();
  await page.keyboard.press('Escape');
}

/** What the other widgets' use records, once it has reached the dev API. */
const OTHER_WIDGET_EVENTS = [
  'gallery_slide_change',
  'lightbox_close',
  'lightbox_open',
  'video_play',
];

/** Waits (up to 5 s) until the dev API holds every event of `expected`. */
async function untilRecorded(expected: string[]): Promise<void> {
  for (let waited = 0; waited < 5000; waited += 100) {
    const seen = new Set(recordedWidgetEvents());
    if (expected.every((event) => seen.has(event))) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.fail(`not all recorded: ${expected.join(', ')}; got ${recordedWidgetEvents().join(', ')}`);
}

describe("a visitor's use of the widgets, as recorded", () => {
  it('records nothing before the visitor accepts under the restrictive policy', async () => {
    const context = await harness.browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${harness.base}/#/visitor`);
      assert.equal(
        await openSecondFaqItem(page),
        "Not recorded: item 2 opened without consent to track, or by the site's owner.",
      );
      assert.deepEqual(recordedWidgetEvents(), []);

      await page.locator('ss-cookie-banner [part~="accept-button"]').click();
      await page.locator('#faq ss-accordion-item').nth(2).locator('button').click();
      await page
        .locator('section[aria-labelledby="accordion-title"] .status')
        .filter({ hasText: 'Recorded: item 3 opened.' })
        .waitFor();
      assert.deepEqual(recordedWidgetEvents(), ['accordion_item_open']);
      // The same steps the admin takes below are each recorded for a visitor.
      await useTheOtherWidgets(page);
      await untilRecorded(OTHER_WIDGET_EVENTS);
    } finally {
      await context.close();
    }
  });

  it("counts none of the signed-in admin's use, even with consent", async () => {
    const context = await harness.browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${harness.base}/?as=admin#/visitor`);
      await page.locator('ss-cookie-banner [part~="accept-button"]').click();
      assert.equal(
        await openSecondFaqItem(page),
        "Not recorded: item 2 opened without consent to track, or by the site's owner.",
      );
      await useTheOtherWidgets(page);
      // Time for any of it to reach the dev API.
      await page.waitForTimeout(500);
      assert.deepEqual(recordedWidgetEvents(), []);
    } finally {
      await context.close();
    }
  });
});
