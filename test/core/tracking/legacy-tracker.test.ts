import { expect } from '@open-wc/testing';
import { getCookie, removeCookie, setCookie } from '../../../core/net/cookies.ts';
import { resetPageContext, setPageContext } from '../../../core/site/read-context.ts';
import {
  legacyPayload,
  readSiteFacts,
  RECORD_EVENT_PATH,
  recordLegacyEvent,
  registerConsentGate,
} from '../../../core/tracking/index.ts';
import { recordingFetch, withCrumbCookie } from './fakes.ts';

const VISITOR_COOKIE = 'ss_cvr';
const PAGE = 'https://bakery.example.com/shop/cakes/?ref=1#reviews';
const NOW = Date.UTC(2025, 0, 2, 3, 4, 5, 6);
const CONTEXT = {
  website: { id: 'w1', identifier: 'bakery' },
  websiteSettings: { templateId: 't7', locale: 'fr-FR' },
  authenticatedAccount: { id: 'm1', locale: 'de-DE' },
  collectionId: 'c9',
  itemId: 'i3',
  item: { recordType: 11 },
};

describe('legacy tracker (part 2 §7)', () => {
  before(async () => {
    await fetch('/api/health');
  });
  afterEach(() => {
    resetPageContext();
    registerConsentGate(undefined);
    removeCookie(VISITOR_COOKIE);
  });

  it('builds the payload from the page context and the page', () => {
    setPageContext(CONTEXT);
    setCookie(VISITOR_COOKIE, 'v-1|1|2|3|4');
    const title = document.title;
    document.title = 'Cakes';
    const payload = legacyPayload({}, { pageUrl: () => PAGE, now: () => NOW });
    document.title = title;
    expect(payload).to.deep.equal({
      websiteId: 'w1',
      memberAccountId: 'm1',
      website_locale: 'fr-FR',
      member_locale: 'de-DE',
      templateId: 't7',
      variantId: null,
      pageHash: '#reviews',
      pagePath: '/shop/cakes',
      userAgent: navigator.userAgent,
      clientDate: '2025-01-02T03:04:05.006Z',
      viewportWidth: innerWidth,
      viewportHeight: innerHeight,
      screenWidth: screen.width,
      screenHeight: screen.height,
      url: PAGE,
      title: 'Cakes',
      itemId: 'i3',
      recordType: 11,
      collectionId: 'c9',
      visitorCookie: 'v-1|1|2|3|4',
    });
  });

  it('leaves out page-context fields that are not available, and lets the caller override', () => {
    setPageContext({});
    const payload = legacyPayload(
      { variantId: 'v2', websiteId: 'override', extra: true },
      { pageUrl: () => 'https://bakery.example.com/', facts: () => ({ templateId: 'tX' }) },
    );
    expect(payload).to.include({
      websiteId: 'override',
      memberAccountId: null,
      member_locale: null,
      templateId: 'tX',
      variantId: 'v2',
      pageHash: '',
      pagePath: '/',
      extra: true,
    });
    for (const absent of ['itemId', 'recordType', 'collectionId', 'visitorCookie']) {
      expect(payload).to.not.have.property(absent);
    }
  });

  it('reads the site locale from <html lang> when the settings name none', () => {
    const lang = document.documentElement.lang;
    document.documentElement.lang = 'nl-NL';
    try {
      setPageContext({});
      expect(readSiteFacts().websiteLocale).to.equal('nl-NL');
      document.documentElement.lang = '';
      expect(readSiteFacts().websiteLocale).to.equal(null);
    } finally {
      document.documentElement.lang = lang;
    }
  });

  it('posts the form fields crumb, event and data to /api/events/RecordEvent on its own origin', async () => {
    expect(RECORD_EVENT_PATH).to.equal('/api/events/RecordEvent');
    setPageContext(CONTEXT);
    const server = recordingFetch();
    const ok = await recordLegacyEvent(
      'cart_open',
      { variantId: 'v1' },
      { fetch: server.fetch, pageUrl: () => PAGE, now: () => NOW },
    );
    expect(ok).to.equal(true);
    const [{ url, init }] = server.sent as [{ url: string; init: RequestInit }];
    expect(new URL(url).origin).to.equal(location.origin);
    expect(new URL(url).pathname).to.equal('/api/events/RecordEvent');
    expect(init.method).to.equal('POST');
    // Kept alive: an event recorded as the page goes (a form's redirect) still arrives.
    expect(init.keepalive).to.equal(true);
    const fields = new URLSearchParams(String(init.body));
    expect([...fields.keys()]).to.deep.equal(['crumb', 'event', 'data']);
    expect(fields.get('crumb')).to.equal(getCookie('crumb'));
    expect(fields.get('event')).to.equal('cart_open');
    expect(JSON.parse(fields.get('data')!)).to.deep.equal(
      JSON.parse(
        JSON.stringify(legacyPayload({ variantId: 'v1' }, { pageUrl: () => PAGE, now: () => NOW })),
      ),
    );
  });

  it('sends nothing without consent', async () => {
    const server = recordingFetch();
    const { fetch } = server;
    expect(await recordLegacyEvent('x', {}, { fetch, canTrack: () => false })).to.equal(false);
    registerConsentGate(() => false);
    expect(await recordLegacyEvent('x', {}, { fetch })).to.equal(false);
    expect(server.sent).to.have.length(0);
  });

  it('swallows failures and answers false', async () => {
    const failing = recordingFetch(500).fetch;
    expect(await recordLegacyEvent('x', {}, { fetch: failing })).to.equal(false);
    const throwing = () => Promise.reject(new Error('offline'));
    expect(await recordLegacyEvent('x', {}, { fetch: throwing })).to.equal(false);
    expect(
      await recordLegacyEvent('x', {}, { fetch: failing, pageUrl: () => 'not a url' }),
    ).to.equal(false);
  });

  it('does not send an event again when its kept-alive post fails: it may have arrived', async () => {
    let calls = 0;
    const fetch = () => {
      calls++;
      return Promise.reject(new TypeError('Failed to fetch'));
    };
    expect(await recordLegacyEvent('x', {}, { fetch })).to.equal(false);
    expect(calls).to.equal(1);
  });

  it('repeats once with the fresh crumb after a crumb failure, and keeps that crumb', async () => {
    await withCrumbCookie('crumb-1', async () => {
      const answers = [
        Response.json({ crumbFail: true, crumb: 'crumb-2' }, { status: 401 }),
        Response.json({ crumbFail: true, crumb: 'crumb-3' }, { status: 403 }),
        Response.json({ ok: true }),
      ];
      const crumbs: Array<string | null> = [];
      const fetch = async (_url: RequestInfo | URL, init: RequestInit = {}) => {
        crumbs.push(new URLSearchParams(String(init.body)).get('crumb'));
        return answers.shift()!;
      };
      // Once only: a second crumb failure is not answered with a third send.
      expect(await recordLegacyEvent('x', {}, { fetch })).to.equal(false);
      expect(crumbs).to.deep.equal(['crumb-1', 'crumb-2']);
      expect(getCookie('crumb')).to.equal('crumb-2');
      answers.unshift(Response.json({ crumbFail: true, crumb: 'crumb-4' }, { status: 401 }));
      expect(await recordLegacyEvent('y', {}, { fetch })).to.equal(true);
      expect(crumbs.slice(2)).to.deep.equal(['crumb-2', 'crumb-4']);
    });
  });

  it('is stored by the dev API after a crumb failure', async () => {
    setCookie('crumb', 'stale');
    const event = `legacy_crumb_${Math.random().toString(36).slice(2)}`;
    expect(await recordLegacyEvent(event)).to.equal(true);
    expect(getCookie('crumb')).to.not.equal('stale');
    const stored = (await (await fetch('/api/dev/stored?limit=500')).json()) as {
      tables: { events: { rows: Array<{ event: string }> } };
    };
    expect(stored.tables.events.rows.some((row) => row.event === event)).to.equal(true);
  });

  it('is stored by the dev API', async () => {
    const event = `legacy_check_${Math.random().toString(36).slice(2)}`;
    setPageContext({ website: { id: 'w-dev' } });
    expect(await recordLegacyEvent(event, { variantId: 'v-dev' })).to.equal(true);
    const stored = (await (await fetch('/api/dev/stored?limit=500')).json()) as {
      tables: { events: { rows: Array<{ event: string; data: string; page_url: string }> } };
    };
    const row = stored.tables.events.rows.find((candidate) => candidate.event === event)!;
    expect(row).to.not.equal(undefined);
    expect(row.page_url).to.equal(location.pathname.replace(/\/+$/, '') || '/');
    expect(JSON.parse(row.data)).to.include({
      websiteId: 'w-dev',
      variantId: 'v-dev',
      url: location.href,
    });
  });
});
