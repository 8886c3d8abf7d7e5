import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { BrowserContext, Cookie, Page } from 'playwright-core';
import { saveCookieSettings, startHarness, type Harness } from './harness.ts';

/**
 * The analytics id's cookie on real hosts: the provider's sites are subdomains of its domain
 * (`provider.test`, the page context's `appDomain`), a site with its own domain is elsewhere.
 * The browser resolves both to the demo's server.
 */
const PROVIDER = 'provider.test';
const ELSEWHERE = 'elsewhere.test';

let harness: Harness;
let port: string;

before(async () => {
  harness = await startHarness({ domains: [PROVIDER, ELSEWHERE] });
  port = new URL(harness.base).port;
  await bannerSettings({ restrictive: false });
});

/**
 * The sites' cookie banner. Under the permissive policy a site the visitor has not answered
 * yet keeps the shared id; under the restrictive one it removes it.
 */
const bannerSettings = ({ restrictive }: { restrictive: boolean }) =>
  saveCookieSettings(harness, {
    isCookieBannerEnabled: true,
    cookieBannerAcceptType: 'OPT_IN_AND_OUT',
    cookieBannerCtaVariant: 'BUTTON',
    isRestrictiveCookiePolicyEnabled: restrictive,
  });
after(() => harness?.close());

/**
 * A browser context whose pages carry the page context a host writes into its HTML (here put in
 * the head as it is parsed, before the page's modules run): the provider's domain.
 */
async function provided(): Promise<BrowserContext> {
  const context = await harness.browser.newContext();
  await context.addInitScript(
    (json) => {
      const script = document.createElement('script');
      script.type = 'application/json';
      script.dataset.ssContext = '';
      script.textContent = json;
      const watch = new MutationObserver(() => {
        if (!document.head) return;
        document.head.append(script);
        watch.disconnect();
      });
      watch.observe(document, { childList: true, subtree: true });
    },
    JSON.stringify({ appDomain: PROVIDER, website: { id: 'site-1' } }),
  );
  return context;
}

/** Opens the demo site at `host`, accepts cookies and adds a product to the cart (an event). */
async function visit(context: BrowserContext, host: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`http://${host}:${port}/#/visitor`);
  await page.getByRole('button', { name: 'Accept' }).click();
  await page
    .getByTestId('shop')
    .getByRole('button', { name: 'Add Linen notebook to cart' })
    .click();
  return page;
}

/** The analytics id's cookie as the browser keeps it for `host`, if any. */
const cookieFor = async (context: BrowserContext, host: string): Promise<Cookie | undefined> =>
  (await context.cookies(`http://${host}:${port}/`)).find(
    (cookie) => cookie.name === 'ss_analytics_id',
  );

/** Polls `read` until it answers something other than undefined (5 s at most). */
async function until<T>(read: () => Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const found = await read();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what} within 5 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The analytics id's cookie for `host`, once written. */
const analyticsCookie = (context: BrowserContext, host: string) =>
  until(() => cookieFor(context, host), `no analytics cookie for ${host}`);

describe('the analytics id cookie on real hosts', () => {
  it("is kept for the provider's domain, so that its sites share one id", async () => {
    const context = await provided();
    try {
      await visit(context, `bakery.${PROVIDER}`);
      const bakery = await analyticsCookie(context, `bakery.${PROVIDER}`);
      // A domain cookie (the browser writes its domain with a leading dot), for 390 days.
      assert.equal(bakery.domain, `.${PROVIDER}`);
      assert.match(bakery.value, /^[\w-]{1,64}$/);
      const days = (bakery.expires * 1000 - Date.now()) / 86_400_000;
      // Rounded up to a whole second, as every expiry is written: never short, at most 1 s over.
      assert.ok(days > 389 && days <= 390 + 1 / 86_400, `${days} days`);
      // Another site of the provider reads the same id, and sends its events under it.
      const florist = await visit(context, `florist.${PROVIDER}`);
      const cookies = await florist.evaluate(() => document.cookie);
      assert.ok(cookies.includes(`ss_analytics_id=${bakery.value}`), cookies);
      assert.equal((await analyticsCookie(context, `florist.${PROVIDER}`)).value, bakery.value);
    } finally {
      await context.close();
    }
  });

  it("is kept for the page's host alone on a site's own domain", async () => {
    const context = await provided();
    try {
      await visit(context, `bakery.${PROVIDER}`);
      const shared = await analyticsCookie(context, `bakery.${PROVIDER}`);
      await visit(context, `shop.${ELSEWHERE}`);
      const own = await analyticsCookie(context, `shop.${ELSEWHERE}`);
      // A host-only cookie: no leading dot, not sent to the domain's other hosts.
      assert.equal(own.domain, `shop.${ELSEWHERE}`);
      assert.notEqual(own.value, shared.value);
      assert.equal(await cookieFor(context, `www.${ELSEWHERE}`), undefined);
    } finally {
      await context.close();
    }
  });

  it("is removed, for all the provider's sites, by one the visitor has not answered under the restrictive policy", async () => {
    await bannerSettings({ restrictive: true });
    const context = await provided();
    try {
      await visit(context, `bakery.${PROVIDER}`);
      await analyticsCookie(context, `bakery.${PROVIDER}`);
      const florist = await context.newPage();
      await florist.goto(`http://florist.${PROVIDER}:${port}/#/visitor`);
      await florist.getByRole('button', { name: 'Accept' }).waitFor();
      await until(
        async () => ((await cookieFor(context, `bakery.${PROVIDER}`)) ? undefined : true),
        'the shared id stayed',
      );
    } finally {
      await context.close();
      await bannerSettings({ restrictive: false });
    }
  });
});
