import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import {
  saveCookieSettings as saveHarnessCookieSettings,
  startHarness,
  type Harness,
} from './harness.ts';

let harness: Harness;
let context: BrowserContext;
let page: Page;

before(async () => {
  harness = await startHarness();
});
after(() => harness?.close());

const count = (table: string) =>
  (harness.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

const saveCookieSettings = (settings: Record<string, unknown>) =>
  saveHarnessCookieSettings(harness, settings);

/** The internal analytics event of a network error, as part 1 §8 records it. */
const networkFailure = {
  actor: 'user',
  action: 'network_error',
  event_owner_team: 'web_platform',
  event_source: 'web',
  object_type: 'data_request',
  object_identifier: '/api/dev/stored',
};

const BASE_SETTINGS = {
  isCookieBannerEnabled: true,
  cookieBannerAcceptType: 'OPT_IN_AND_OUT',
  cookieBannerCtaVariant: 'BUTTON',
};

async function openVisitorPage(options: { gpc?: boolean } = {}) {
  context = await harness.browser.newContext();
  if (options.gpc) {
    await context.addInitScript(() =>
      Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true }),
    );
  }
  page = await context.newPage();
  await page.goto(`${harness.base}/#/visitor`);
  await page.waitForSelector('[data-testid="consent-choice"]');
}

/** Waits (up to 5 s) until the table holds `rows` rows, then reads it once more. */
async function expectCount(table: string, rows: number) {
  const deadline = Date.now() + 5000;
  while (count(table) < rows && Date.now() < deadline) await page.waitForTimeout(50);
  await page.waitForTimeout(100);
  assert.equal(count(table), rows);
}

const cookieNames = async () => (await context.cookies()).map((cookie) => cookie.name).sort();
const banner = () => page.locator('ss-cookie-banner section[part="base"]');

describe('cookie consent on the demo site', () => {
  beforeEach(async () => {
    await context?.close();
    // What the closed pages sent as they went (beacons, page speed) lands before the tables
    // are emptied, not in the next test's.
    await new Promise((resolve) => setTimeout(resolve, 300));
    harness.db.exec(
      'DELETE FROM track_hits; DELETE FROM events; DELETE FROM schema_events; DELETE FROM perf_records; DELETE FROM traces;',
    );
  });

  it('stores and sends nothing under the restrictive policy until the visitor accepts', async () => {
    await saveCookieSettings({ ...BASE_SETTINGS, isRestrictiveCookiePolicyEnabled: true });
    await context?.close();
    context = await harness.browser.newContext();
    await context.addCookies([{ name: 'ss_cvr', value: 'old|1|1|1|1', url: harness.base }]);
    // An analytics id kept from before the policy: cleared with the tracking cookies.
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('ss_analytics_id', 'old-id');
        localStorage.setItem('ss_analytics_id_expires', String(Date.now() + 60_000));
      }
    });
    page = await context.newPage();
    await page.goto(`${harness.base}/#/visitor`);
    await banner().waitFor();
    // Time for anything that would go at load (the page view, page speed once idle, the schema
    // tracker's first batch after 1 s) to have gone.
    await page.waitForTimeout(1500);
    assert.deepEqual(await cookieNames(), ['crumb']);
    for (const table of ['track_hits', 'events', 'schema_events', 'perf_records', 'traces'])
      assert.equal(count(table), 0, `${table} before consent`);
    assert.deepEqual(
      await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('ss_'))),
      [],
    );
    assert.equal(await page.getByTestId('consent-can-store').textContent(), 'no');
    assert.equal(await page.getByTestId('consent-script').textContent(), 'waiting');

    await page.getByRole('button', { name: 'Accept' }).click();
    await banner().waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.cookie.includes('ss_cvr='));
    assert.deepEqual(await cookieNames(), ['crumb', 'ss_cookieAllowed', 'ss_cvr', 'ss_cvt']);
    const consent = (await context.cookies()).find((cookie) => cookie.name === 'ss_cookieAllowed')!;
    assert.equal(consent.value, '1');
    const days = (consent.expires * 1000 - Date.now()) / 86_400_000;
    // Rounded up to a whole second, as every expiry is written: never short, at most 1 s over.
    assert.ok(days > 29.9 && days <= 30 + 1 / 86_400, `consent lasts ${days} days`);
    await expectCount('track_hits', 1);
    assert.equal(await page.getByTestId('consent-can-store').textContent(), 'yes');
    await page.getByTestId('consent-script').filter({ hasText: 'ran' }).waitFor();
    // Page speed, held at load, starts on the accept: its settings call follows.
    await page.waitForFunction(() =>
      performance
        .getEntriesByType('resource')
        .some((entry) => entry.name.includes('/performance/settings')),
    );

    // A returning visitor who accepted: the script that needs consent runs as the page loads.
    await page.reload();
    await page.waitForSelector('[data-testid="consent-choice"]');
    await page.getByTestId('consent-script').filter({ hasText: 'ran' }).waitFor();
    assert.equal(await banner().count(), 0);
  });

  it('keeps tracking off after a decline, and the banner away', async () => {
    await saveCookieSettings({ ...BASE_SETTINGS, isRestrictiveCookiePolicyEnabled: false });
    await openVisitorPage();
    await banner().waitFor();
    // The analytics id a visitor has before declining, in its cookie and in storage.
    await page.evaluate(() => {
      document.cookie = 'ss_analytics_id=kept-id; path=/';
      localStorage.setItem('ss_analytics_id', 'kept-id');
      localStorage.setItem('ss_analytics_id_expires', String(Date.now() + 60_000));
    });
    await page.getByRole('button', { name: 'Decline' }).click();
    await banner().waitFor({ state: 'detached' });
    assert.equal(await page.getByTestId('consent-choice').textContent(), 'declined');
    // A decline forgets it under either policy.
    assert.equal((await cookieNames()).includes('ss_analytics_id'), false);
    assert.deepEqual(
      await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('ss_'))),
      [],
    );
    const hits = count('track_hits');
    const session = (await context.cookies()).find((cookie) => cookie.name === 'ss_cvt')?.value;
    await page.waitForTimeout(20);
    await page.reload();
    await page.waitForSelector('[data-testid="consent-choice"]');
    await page.waitForTimeout(300);
    assert.equal(await banner().count(), 0);
    assert.equal(count('track_hits'), hits);
    assert.equal(await page.getByTestId('consent-script').textContent(), 'waiting');
    // Without the restrictive policy a decline clears nothing, but the session is no longer renewed.
    assert.equal(
      (await context.cookies()).find((cookie) => cookie.name === 'ss_cvt')?.value,
      session,
    );
  });

  it('treats Global Privacy Control as a decline, without writing a cookie', async () => {
    await saveCookieSettings({ ...BASE_SETTINGS, isRestrictiveCookiePolicyEnabled: false });
    await openVisitorPage({ gpc: true });
    await banner().waitFor();
    await page.waitForTimeout(300);
    assert.equal(await page.getByTestId('consent-choice').textContent(), 'declined');
    assert.equal(await page.getByTestId('consent-can-store').textContent(), 'no');
    assert.deepEqual(await cookieNames(), ['crumb']);
    assert.equal(count('track_hits'), 0);
  });

  it('tracks a visit at once without the restrictive policy', async () => {
    await saveCookieSettings({ ...BASE_SETTINGS, isRestrictiveCookiePolicyEnabled: false });
    await openVisitorPage();
    await page.waitForFunction(() => document.cookie.includes('ss_cvt='));
    await expectCount('track_hits', 1);
    assert.equal((await page.evaluate(() => document.cookie)).includes('ss_cookieAllowed'), false);
    // The owner view shows this browser's consent and its visit.
    const owner = await context.newPage();
    await owner.goto(`${harness.base}/#/owner`);
    await owner.getByTestId('owner-visitor').filter({ hasText: '1 visit;' }).waitFor();
    assert.equal(await owner.getByTestId('owner-consent-choice').textContent(), 'unset');
  });

  it('counts a page view once when the visitor then accepts without the restrictive policy', async () => {
    await saveCookieSettings({ ...BASE_SETTINGS, isRestrictiveCookiePolicyEnabled: false });
    await openVisitorPage();
    await expectCount('track_hits', 1);
    await expectCount("events WHERE event = 'page_view'", 1);
    const [{ data }] = harness.db
      .prepare(`SELECT data FROM events WHERE event = 'page_view'`)
      .all() as Array<{ data: string }>;
    assert.equal(JSON.parse(data).pagePath, '/');
    await page.getByRole('button', { name: 'Accept' }).click();
    await banner().waitFor({ state: 'detached' });
    await page.waitForTimeout(500);
    assert.equal(count('track_hits'), 1);
    assert.equal(count("events WHERE event = 'page_view'"), 1);
  });

  it("sends the page-speed record, and its event under the 'Performance' schema, as the page goes", async () => {
    harness.db.exec('DELETE FROM perf_records; DELETE FROM schema_events;');
    await saveCookieSettings({ ...BASE_SETTINGS, isRestrictiveCookiePolicyEnabled: false });
    await openVisitorPage();
    // Page speed sets up once the page is idle after its load: it asks for its settings, then
    // loads its code and web-vitals, and listens for the page going once that has run.
    await page.waitForFunction(() => {
      const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
      return ['/performance/settings', '/web-vitals'].every((name) =>
        loaded.some((url) => url.includes(name)),
      );
    });
    await page.waitForTimeout(300);
    await page.goto('about:blank');
    await expectCount('perf_records', 1);
    await expectCount("schema_events WHERE schema_name = 'Performance'", 1);
    const [event] = harness.db
      .prepare(`SELECT analytics_id, common_data, custom_data FROM schema_events`)
      .all() as Array<{ analytics_id: string; common_data: string; custom_data: string }>;
    assert.equal(JSON.parse(event!.common_data).event_owner_team, 'web_performance');
    const [record] = harness.db.prepare(`SELECT record FROM perf_records`).all() as Array<{
      record: string;
    }>;
    const sent = JSON.parse(record!.record) as {
      pageLoadId: string;
      analyticsId: string;
      cumulativeLayoutShift: number | null;
    };
    assert.equal(JSON.parse(event!.custom_data).page_load_id, sent.pageLoadId);
    // Sent as the page was hidden, once web-vitals had its final layout shift (none: 0).
    assert.equal(typeof sent.cumulativeLayoutShift, 'number');
    // A first visit: the record and its event carry the one analytics id made for it.
    assert.match(sent.analyticsId, /^[0-9a-f-]{36}$/);
    assert.equal(event!.analytics_id, sent.analyticsId);
    assert.equal(JSON.parse(event!.common_data).first_session, 'true');
  });

  it('traces the use of the widgets, sent as the page goes', async () => {
    harness.db.exec('DELETE FROM traces;');
    await saveCookieSettings({ ...BASE_SETTINGS, isRestrictiveCookiePolicyEnabled: false });
    await openVisitorPage();
    const next = page.locator('#block-gallery [part~="next"]');
    await next.waitFor();
    await next.click();
    await page.goto('about:blank');
    await expectCount('traces', 1);
    const [trace] = harness.db.prepare(`SELECT type, data FROM traces`).all() as Array<{
      type: string;
      data: string;
    }>;
    assert.equal(trace!.type, 'slide-change');
    assert.deepEqual(JSON.parse(trace!.data), { index: 1, previous: 0, direction: 'forward' });
  });

  it('reports an error thrown on the page once', async () => {
    await openVisitorPage();
    const before = count('error_reports');
    await page.getByRole('button', { name: 'Throw an error' }).click();
    await page.getByRole('button', { name: 'Throw an error' }).click();
    const deadline = Date.now() + 5000;
    while (count('error_reports') === before && Date.now() < deadline)
      await page.waitForTimeout(100);
    await page.waitForTimeout(1500);
    const rows = harness.db
      .prepare(`SELECT event_name, message FROM error_reports ORDER BY id`)
      .all()
      .slice(before) as Array<{ event_name: string; message: string }>;
    assert.deepEqual(rows, [
      { event_name: 'interface_error_demo', message: 'Demo error from the visitor page' },
    ]);
  });

  it("shows an admin's page events live in the owner's other tab, and traces the admin's mouse", async () => {
    harness.db.exec('DELETE FROM traces;');
    await saveCookieSettings({ ...BASE_SETTINGS, isRestrictiveCookiePolicyEnabled: false });
    context = await harness.browser.newContext();
    const owner = await context.newPage();
    await owner.goto(`${harness.base}/#/owner`);
    const feed = owner.getByTestId('admin-events');
    await feed.waitFor({ state: 'attached' });
    page = await context.newPage();
    await page.goto(`${harness.base}/?as=admin#/visitor`);
    const next = page.locator('#block-gallery [part~="next"]');
    await next.waitFor();
    await next.click();
    await feed.locator('li', { hasText: 'slide-change' }).waitFor();
    assert.match(
      (await feed.textContent()) ?? '',
      /slide-change\s*\{"index":1,"previous":0,"direction":"forward"\}/,
    );
    await page.getByRole('button', { name: 'Throw an error' }).click();
    await feed.locator('li', { hasText: 'Demo error from the visitor page' }).waitFor();
    // The admin is signed in: their use is not traced, their mouse is (the clicks above moved
    // it too). Once it has rested past the 250 ms interval, a move is kept at once. (Waited
    // well past it: on a busy machine the page's 250 ms timer may fire late, and a move made
    // before it fires waits for it.)
    await page.waitForTimeout(1000);
    // Page coordinates: the click on the error button scrolled the page.
    const scrolled = await page.evaluate(() => Math.round(scrollY));
    await page.mouse.move(100, 120);
    await page.mouse.move(300, 200, { steps: 5 });
    await page.waitForTimeout(300);
    await page.goto('about:blank');
    const deadline = Date.now() + 5000;
    while (count('traces') < 2 && Date.now() < deadline) await owner.waitForTimeout(50);
    const traces = harness.db.prepare(`SELECT type, data FROM traces ORDER BY id`).all() as Array<{
      type: string;
      data: string;
    }>;
    assert.deepEqual(new Set(traces.map((trace) => trace.type)), new Set(['mouse-position']));
    const [rested, stopped] = traces.slice(-2);
    assert.deepEqual(JSON.parse(rested!.data), {
      x: 100,
      y: 120 + scrolled,
      viewportWidth: 1280,
      viewportHeight: 720,
    });
    assert.deepEqual(JSON.parse(stopped!.data), {
      x: 300,
      y: 200 + scrolled,
      viewportWidth: 1280,
      viewportHeight: 720,
    });
  });

  it("sends the store's commerce events under the 'Commerce' schema, and none after a decline", async () => {
    await saveCookieSettings({ ...BASE_SETTINGS, isRestrictiveCookiePolicyEnabled: false });
    await openVisitorPage();
    await page.getByRole('button', { name: 'Accept' }).click();
    const shop = page.getByTestId('shop');
    await shop.getByLabel('Search the store').fill('print');
    await shop.getByRole('button', { name: 'Search' }).click();
    await shop.getByText('2 results for “print”.').waitFor();
    const harbour = shop.getByRole('listitem').filter({ hasText: 'Harbour at dawn print' });
    assert.equal(await harbour.getByText('$45.00').count(), 1);
    await harbour.getByLabel('Quantity').fill('0');
    await harbour.getByRole('button', { name: 'Add Harbour at dawn print to cart' }).click();
    await shop.getByText('Enter a quantity from 1 to 99 for Harbour at dawn print.').waitFor();
    await harbour.getByLabel('Quantity').fill('2');
    await harbour.getByRole('button', { name: 'Add Harbour at dawn print to cart' }).click();
    await shop.getByRole('button', { name: 'Cart (2)' }).click();
    await shop.getByText('Subtotal: $90.00').waitFor();
    await shop.getByRole('button', { name: 'Place order' }).click();
    await shop.getByText(/^Order order-[0-9a-f]{8} placed: \$90\.00\.$/).waitFor();
    await expectCount("schema_events WHERE schema_name = 'Commerce'", 4);
    const events = (
      harness.db
        .prepare(
          `SELECT common_data, custom_data FROM schema_events WHERE schema_name = 'Commerce' ORDER BY id`,
        )
        .all() as Array<{ common_data: string; custom_data: string }>
    ).map((row) => ({ ...JSON.parse(row.common_data), ...JSON.parse(row.custom_data) }));
    const pick = (event: Record<string, unknown>, names: string[]) =>
      Object.fromEntries(names.map((name) => [name, event[name]]));
    const common = { actor: 'user', event_owner_team: 'commerce', event_source: 'web' };
    assert.deepEqual(pick(events[0]!, ['action', 'object_type', 'object_value', 'result_count']), {
      action: 'search',
      object_type: 'product',
      object_value: 'print',
      result_count: 2,
    });
    assert.deepEqual(
      pick(events[1]!, [
        'action',
        'object_type',
        'object_id',
        'quantity',
        'unit_price_cents',
        'sku',
      ]),
      {
        action: 'add',
        object_type: 'product',
        object_id: 'prod-harbour',
        quantity: 2,
        unit_price_cents: 4500,
        sku: 'SQ-HARBOUR-A3',
      },
    );
    assert.deepEqual(pick(events[2]!, ['action', 'object_type', 'item_count', 'subtotal_cents']), {
      action: 'view',
      object_type: 'cart',
      item_count: 2,
      subtotal_cents: 9000,
    });
    assert.deepEqual(pick(events[3]!, ['action', 'object_type', 'grand_total_cents', 'currency']), {
      action: 'purchase',
      object_type: 'order',
      grand_total_cents: 9000,
      currency: 'USD',
    });
    for (const event of events) assert.deepEqual(pick(event, Object.keys(common)), common);

    // Declined on a later page: the store still works, and sends nothing.
    await context.close();
    await openVisitorPage();
    await page.getByRole('button', { name: 'Decline' }).click();
    await banner().waitFor({ state: 'detached' });
    await page
      .getByTestId('shop')
      .getByRole('button', { name: 'Add Linen notebook to cart' })
      .click();
    await page.getByTestId('shop').getByText('Added 1 × Linen notebook to the cart.').waitFor();
    // Under the store's minimum order, the checkout says so and places nothing.
    await page.getByTestId('shop').getByRole('button', { name: 'Cart (1)' }).click();
    await page.getByTestId('shop').getByText('One item in cart. Subtotal: $18.50').waitFor();
    await page.getByTestId('shop').getByRole('button', { name: 'Place order' }).click();
    await page
      .getByTestId('shop')
      .getByText('To check out, your order subtotal must be $20.00 or more.')
      .waitFor();
    // A cart line's quantity: 2 notebooks pass the minimum; 0 asks first, and removes the line.
    const store = page.getByTestId('shop');
    const quantity = store.getByLabel('Quantity of Linen notebook');
    await quantity.fill('2');
    await store.getByRole('button', { name: 'Update Linen notebook' }).click();
    await store.getByText('2 items in cart. Subtotal: $37.00').waitFor();
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await quantity.fill('0');
    await quantity.press('Enter');
    await store.getByText('2 items in cart. Subtotal: $37.00').waitFor();
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.accept();
    });
    await store.getByRole('button', { name: 'Update Linen notebook' }).click();
    await store.getByText('You have nothing in your shopping cart.').waitFor();
    const question =
      "You have set this item's quantity to 0. This will remove it from your cart. Would you like to continue?";
    assert.deepEqual(asked, [question, question]);
    await store.getByRole('button', { name: 'Cart (0)' }).waitFor();
    // Anything queued would go 1 s after it was tracked (the batch delay): wait past it, then
    // leave the page and let a send in flight land before counting.
    await page.waitForTimeout(1200);
    await context.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(count("schema_events WHERE schema_name = 'Commerce'"), 4);
  });

  it('shows the full-screen network error when the owner view loses the dev API, and records the internal event', async () => {
    harness.db.exec('DELETE FROM schema_events;');
    await saveCookieSettings({ ...BASE_SETTINGS, isRestrictiveCookiePolicyEnabled: false });
    context = await harness.browser.newContext();
    page = await context.newPage();
    await page.route('**/api/dev/stored*', (route) => route.abort('connectionrefused'));
    await page.goto(`${harness.base}/#/owner`);
    const fatal = page.getByRole('alertdialog');
    await fatal.waitFor();
    assert.equal(await fatal.getByRole('heading').textContent(), 'Something Went Wrong!');
    assert.equal(
      await fatal.locator('p').textContent(),
      'Unable to connect to the product. Please try again.',
    );
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Try again');
    assert.equal(await page.locator('main').getAttribute('inert'), '');
    await expectCount('schema_events', 1);
    const [event] = harness.db
      .prepare(`SELECT schema_name, common_data, custom_data FROM schema_events`)
      .all() as Array<{ schema_name: string; common_data: string; custom_data: string }>;
    assert.equal(event!.schema_name, 'Internal');
    const common = JSON.parse(event!.common_data) as Record<string, unknown>;
    assert.deepEqual(
      Object.fromEntries(Object.keys(networkFailure).map((name) => [name, common[name]])),
      networkFailure,
    );
  });
});
