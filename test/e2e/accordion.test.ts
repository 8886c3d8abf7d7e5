import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness.ts';

let harness: Harness;
before(async () => {
  harness = await startHarness();
});
after(() => harness?.close());

const expanded = (page: Page, selector: string) =>
  page.$$eval(`${selector} > ss-accordion-item`, (items) =>
    items.map((item) => item.shadowRoot!.querySelector('button')!.getAttribute('aria-expanded')),
  );

/** The heading text of the accordion header that has keyboard focus, if any. */
const focusedHeader = (page: Page) =>
  page.evaluate(() => {
    const item = document.activeElement;
    if (item?.localName !== 'ss-accordion-item') return null;
    return item.shadowRoot!.activeElement?.getAttribute('part') === 'button'
      ? (item as HTMLElement & { heading: string }).heading
      : null;
  });

/** Resolves once no accordion item is in its 250 ms animation (clicks meanwhile are ignored). */
const settled = (page: Page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll('ss-accordion-item')].every(
      (item) => !(item as HTMLElement & { animating: boolean }).animating,
    ),
  );

const eventRows = () =>
  harness.db.prepare(`SELECT event, data FROM events ORDER BY id`).all() as Array<{
    event: string;
    data: string;
  }>;

describe('accordion on the demo site', () => {
  it('is used by keyboard alone, and a visitor opening an item is recorded', async () => {
    const { page, base } = harness;
    await page.goto(`${base}/#/visitor`);
    await page.waitForSelector('#faq > ss-accordion-item');
    // The demo's policy is restrictive: the visitor's use is recorded once they accept.
    await page.locator('ss-cookie-banner [part~="accept-button"]').click();
    // The first item opens on load by default.
    assert.deepEqual(await expanded(page, '#faq'), ['true', 'false', 'false']);

    for (let presses = 0; presses < 10 && !(await focusedHeader(page)); presses++) {
      await page.keyboard.press('Tab');
    }
    assert.equal(await focusedHeader(page), 'How long does shipping take?');

    await page.keyboard.press('ArrowDown');
    assert.equal(await focusedHeader(page), 'Can I return an item?');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() =>
      document.querySelector('.status')?.textContent?.includes('item 2 opened'),
    );
    // Single-open: opening the second closed the first.
    assert.deepEqual(await expanded(page, '#faq'), ['false', 'true', 'false']);
    const recorded = eventRows().at(-1)!;
    assert.equal(recorded.event, 'accordion_item_open');
    assert.deepEqual((({ pagePath, index }) => ({ pagePath, index }))(JSON.parse(recorded.data)), {
      pagePath: '/',
      index: 1,
    });

    await page.keyboard.press('End');
    assert.equal(await focusedHeader(page), 'Do you ship abroad?');
    await page.keyboard.press('Home');
    assert.equal(await focusedHeader(page), 'How long does shipping take?');
    await page.keyboard.press('ArrowUp');
    assert.equal(await focusedHeader(page), 'Do you ship abroad?');

    // Wait out the 250 ms animation, then close the second item with Space.
    await settled(page);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    await settled(page);
    assert.deepEqual(await expanded(page, '#faq'), ['false', 'false', 'false']);
  });

  it('takes the owner settings saved through the dev API', async () => {
    const { page, base } = harness;
    await page.goto(`${base}/#/owner`);
    await page.getByLabel('Allow several open items').check();
    await page.getByLabel('Open the first item on load').uncheck();
    const panel = page.locator('section', { has: page.getByText('Accordion block settings') });
    await panel.getByRole('button', { name: 'Save accordion settings' }).click();
    await panel.getByText('Saved. The published page shows the new settings.').waitFor();
    const stored = harness.db.prepare(`SELECT settings FROM blocks WHERE id = 'faq'`).get() as {
      settings: string;
    };
    assert.deepEqual(JSON.parse(stored.settings), {
      shouldAllowMultipleOpenItems: true,
      isExpandedFirstItem: false,
    });

    await page.goto(`${base}/#/visitor`);
    await page.reload();
    await page.waitForSelector('#faq > ss-accordion-item');
    assert.deepEqual(await expanded(page, '#faq'), ['false', 'false', 'false']);
    await page.locator('#faq ss-accordion-item').nth(0).locator('button').click();
    await settled(page);
    await page.locator('#faq ss-accordion-item').nth(2).locator('button').click();
    await settled(page);
    assert.deepEqual(await expanded(page, '#faq'), ['true', 'false', 'true']);
  });

  it('stores a dev API write only when it carries the crumb', async () => {
    const { page, base } = harness;
    await page.goto(`${base}/#/visitor`);
    const before = eventRows().length;
    const post = (withCrumb: boolean) =>
      page.evaluate(async (withCrumb) => {
        const crumb = decodeURIComponent(/(?:^|; )crumb=([^;]*)/.exec(document.cookie)![1]!);
        const body = new URLSearchParams({ event: 'e2e_check', data: '{}' });
        if (withCrumb) body.set('crumb', crumb);
        const response = await fetch('/api/events/RecordEvent', { method: 'POST', body });
        return { status: response.status, body: await response.json() };
      }, withCrumb);

    const refused = await post(false);
    assert.equal(refused.status, 401);
    assert.equal(refused.body.crumbFail, true);
    assert.equal(typeof refused.body.crumb, 'string');
    assert.equal(eventRows().length, before);

    const accepted = await post(true);
    assert.equal(accepted.status, 200);
    assert.equal(eventRows().length, before + 1);
    assert.equal(eventRows().at(-1)!.event, 'e2e_check');
  });
});
