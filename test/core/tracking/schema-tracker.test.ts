import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { removeCookie, setCookie } from '../../../core/net/cookies.ts';
import { resetPageContext, setPageContext } from '../../../core/site/read-context.ts';
import {
  ANALYTICS_ID_KEY,
  DEFAULT_LOCALE,
  encodeEvent,
  EVENT_BATCH_DELAY_MS,
  EVENTS_PATH,
  forgetAnalyticsId,
  MARKETING_ID_COOKIE,
  NO_CONSENT,
  pageAnalyticsCookie,
  registerConsentGate,
  SchemaTracker,
  SESSION_KEY,
  type SchemaTrackerOptions,
} from '../../../core/tracking/index.ts';
import {
  memoryCookie,
  MemoryStorage,
  pageEvents,
  recordingBeacon,
  recordingFetch,
  EVENT,
} from './fakes.ts';

const PAGE = 'https://bakery.example.com/shop/cakes/?color=red&size=2';
const NOW = 1_700_000_000_000;
describe('schema tracker (part 2 §3, §7)', () => {
  let trackers: SchemaTracker[];

  // The first event a page tracks imports the part that builds and sends events; from then
  // on, page-hide sends are synchronous, as the tests below expect.
  before(async () => {
    const storage = () => new MemoryStorage();
    await new SchemaTracker({
      localStorage: storage,
      sessionStorage: storage,
      analyticsCookie: memoryCookie(),
      warn: () => {},
    }).build(EVENT);
  });
  let warnings: string[];
  let errors: string[];

  beforeEach(() => {
    trackers = [];
    warnings = [];
    errors = [];
  });
  afterEach(() => {
    trackers.forEach((tracker) => tracker.stop());
    resetPageContext();
    registerConsentGate(undefined);
    removeCookie(MARKETING_ID_COOKIE);
  });

  const setUp = (options: Partial<SchemaTrackerOptions> = {}) => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    const beacon = recordingBeacon();
    const server = recordingFetch();
    const events = pageEvents();
    const cookie = memoryCookie();
    const tracker = new SchemaTracker({
      pageUrl: () => PAGE,
      now: () => NOW,
      localStorage: () => local,
      sessionStorage: () => session,
      analyticsCookie: cookie,
      sendBeacon: beacon.sendBeacon,
      fetch: server.fetch,
      events,
      warn: (message) => warnings.push(message),
      onError: (error) => errors.push(error.message),
      ...options,
    });
    trackers.push(tracker);
    return { tracker, local, session, cookie, beacon, server, events };
  };

  describe('the event', () => {
    it('has analyticsId, commonData, customData and customSchemaName', async () => {
      setPageContext({
        website: { id: 'w1' },
        websiteSettings: { templateId: 't7', locale: 'fr-FR' },
        authenticatedAccount: { id: 'm1' },
      });
      setCookie(MARKETING_ID_COOKIE, 'mk-1');
      const { tracker, local, session } = setUp();
      const body = await tracker.build(
        { ...EVENT, object_id: 'b1', product_area: null, shade: 'blue' },
        'Clicks',
      );
      const stored = JSON.parse(session.getItem(SESSION_KEY)!);
      expect(body).to.deep.equal({
        analyticsId: local.getItem(ANALYTICS_ID_KEY),
        commonData: {
          ...EVENT,
          object_id: 'b1',
          product_area: null,
          browser_window_width: String(innerWidth),
          browser_window_height: String(innerHeight),
          browser_language: navigator.language,
          page_host: 'bakery.example.com',
          page_path: '/shop/cakes',
          page_query_params: 'color=red&size=2',
          page_referrer: document.referrer || null,
          resolved_locale: 'fr-FR',
          client_timestamp: String(NOW),
          marketing_id: 'mk-1',
          session_id: stored.sessionId,
          first_landing: PAGE,
          first_session: 'true',
          website_id: 'w1',
          template_id: 't7',
          member_account_id: 'm1',
        },
        customData: { shade: 'blue' },
        customSchemaName: 'Clicks',
      });
      // Part 2 §3: common fields are strings, some of them null.
      for (const [name, value] of Object.entries(body.commonData))
        expect(value === null || typeof value === 'string', name).to.equal(true);
      expect(warnings).to.deep.equal([]);
    });

    it("resolves the locale from the event, the site, else 'en-US'", async () => {
      setPageContext({});
      const { tracker } = setUp({ pageUrl: () => 'https://bakery.example.com/' });
      const locale = async (fields: Record<string, unknown>) =>
        (await tracker.build({ ...EVENT, ...fields })).commonData.resolved_locale;
      expect(DEFAULT_LOCALE).to.equal('en-US');
      const lang = document.documentElement.lang;
      document.documentElement.lang = '';
      try {
        expect(await locale({})).to.equal('en-US');
        expect(await locale({ website_locale: 'es-ES' })).to.equal('es-ES');
        expect(await locale({ website_locale: 'es-ES', frontsite_language: 'it-IT' })).to.equal(
          'it-IT',
        );
      } finally {
        document.documentElement.lang = lang;
      }
      const body = await tracker.build(EVENT);
      expect(body.commonData).to.include({
        page_path: '/',
        page_query_params: null,
        marketing_id: null,
        website_id: null,
        template_id: null,
        member_account_id: null,
      });
      expect(body.customSchemaName).to.equal(null);
    });

    it('drops common fields of the wrong type with the warning, and takes site-fact overrides', async () => {
      const { tracker } = setUp({ facts: () => ({ websiteId: 'w-override' }) });
      const body = await tracker.build({ ...EVENT, actor: 7, object_value: false });
      expect(body.commonData).to.not.have.property('actor');
      expect(body.commonData).to.not.have.property('object_value');
      expect(body.commonData.website_id).to.equal('w-override');
      expect(warnings).to.deep.equal([
        'common field actor was not set or was the incorrect type',
        'common field object_value was not set or was the incorrect type',
      ]);
    });

    it("keeps the analytics id in the page's analytics cookie by default", async () => {
      forgetAnalyticsId();
      try {
        // Now, not the fixed time the other tests use: a cookie expiring in the past is not kept.
        const { tracker } = setUp({ analyticsCookie: undefined, now: Date.now });
        const body = await tracker.build(EVENT);
        expect(pageAnalyticsCookie.read()).to.equal(body.analyticsId);
        const storageOnly = setUp({ analyticsCookie: null, now: Date.now });
        const apart = await storageOnly.tracker.build(EVENT);
        expect(apart.analyticsId).to.not.equal(body.analyticsId);
        expect(pageAnalyticsCookie.read()).to.equal(body.analyticsId);
      } finally {
        forgetAnalyticsId();
      }
    });

    it("carries the id a visitor has on the provider's other sites, from its cookie", async () => {
      const cookie = memoryCookie('known-id');
      const { tracker, local } = setUp({ analyticsCookie: cookie });
      const body = await tracker.build(EVENT);
      expect(body.analyticsId).to.equal('known-id');
      expect(body.commonData.first_session).to.equal('false');
      expect(cookie.expires!.getTime()).to.equal(NOW + 390 * 86_400_000);
      expect(local.getItem(ANALYTICS_ID_KEY)).to.equal('known-id');
    });

    it('makes a new analytics id and session after the old ones were forgotten', async () => {
      const { tracker, local, session } = setUp({ analyticsCookie: null, now: Date.now });
      const first = await tracker.build(EVENT);
      // forgetAnalyticsId clears the page's own storage: these stand in for it.
      forgetAnalyticsId(
        () => local,
        () => session,
      );
      const again = await tracker.build(EVENT);
      expect(again.analyticsId).to.not.equal(first.analyticsId);
      expect(again.commonData.session_id).to.not.equal(first.commonData.session_id);
      expect(again.commonData.first_session).to.equal('true');
      expect(local.getItem(ANALYTICS_ID_KEY)).to.equal(again.analyticsId);
    });

    it('keeps one session across events and trackers of the same browser session', async () => {
      const { tracker, local, session, cookie } = setUp();
      const first = await tracker.build(EVENT);
      const again = await new SchemaTracker({
        pageUrl: () => 'https://bakery.example.com/other',
        now: () => NOW + 1000,
        localStorage: () => local,
        sessionStorage: () => session,
        analyticsCookie: cookie,
      }).build(EVENT);
      expect(again.analyticsId).to.equal(first.analyticsId);
      expect(again.commonData.session_id).to.equal(first.commonData.session_id);
      expect(again.commonData.first_landing).to.equal(PAGE);
    });
  });

  describe('delivery', () => {
    it("encodes by the encoding map: 'Data is empty' for an empty event, an error for an unknown encoding", () => {
      const body = {
        analyticsId: 'a',
        commonData: { x: '1' },
        customData: {},
        customSchemaName: null,
      };
      expect(encodeEvent(body, 'json')).to.equal(JSON.stringify(body));
      expect(String(encodeEvent(body, 'form'))).to.equal(
        'analyticsId=a&commonData=%7B%22x%22%3A%221%22%7D&customData=%7B%7D',
      );
      expect(() => encodeEvent({} as typeof body, 'json')).to.throw('Data is empty');
      expect(() => encodeEvent(undefined as unknown as typeof body, 'form')).to.throw(
        'Data is empty',
      );
      expect(() => encodeEvent(body, 'xml')).to.throw("Invalid encoding map: no encoder for 'xml'");
      expect(() => encodeEvent(body, 'toString')).to.throw(
        "Invalid encoding map: no encoder for 'toString'",
      );
    });

    it('posts to /api/v1/events on the page origin, or on the collector given', () => {
      expect(EVENTS_PATH).to.equal('/api/v1/events');
      expect(setUp().tracker.endpoint).to.equal('/api/v1/events');
      expect(setUp({ collectorUrl: 'https://events.example.com/' }).tracker.endpoint).to.equal(
        'https://events.example.com/api/v1/events',
      );
    });

    it('sends by beacon with form fields, objects as JSON', async () => {
      const { tracker, beacon, server } = setUp({ collectorUrl: 'https://events.example.com' });
      tracker.track({ ...EVENT, shade: 'blue' }, 'Clicks');
      const expected = await tracker.build({ ...EVENT, shade: 'blue' }, 'Clicks');
      await tracker.flush();
      expect(server.sent).to.have.length(0);
      const [{ url, body }] = beacon.sent as [{ url: string; body: URLSearchParams }];
      expect(url).to.equal('https://events.example.com/api/v1/events');
      expect([...body.keys()]).to.deep.equal([
        'analyticsId',
        'commonData',
        'customData',
        'customSchemaName',
      ]);
      expect(body.get('analyticsId')).to.equal(expected.analyticsId);
      expect(JSON.parse(body.get('commonData')!)).to.deep.equal(expected.commonData);
      expect(JSON.parse(body.get('customData')!)).to.deep.equal({ shade: 'blue' });
      expect(body.get('customSchemaName')).to.equal('Clicks');
    });

    it('sends by fetch with JSON when there is no beacon, or the browser refuses it or throws', async () => {
      const throwing = () => {
        throw new TypeError('Beacons are only supported over HTTP(S).');
      };
      for (const sendBeacon of [null, recordingBeacon(false).sendBeacon, throwing]) {
        const { tracker, server } = setUp({ sendBeacon });
        tracker.track(EVENT);
        const expected = await tracker.build(EVENT);
        await tracker.flush();
        const [{ url, init }] = server.sent as [{ url: string; init: RequestInit }];
        expect(url).to.equal('https://bakery.example.com/api/v1/events');
        expect(init.method).to.equal('POST');
        expect(init.keepalive).to.equal(true);
        expect(init.headers).to.deep.equal({ 'Content-Type': 'application/json' });
        expect(JSON.parse(String(init.body))).to.deep.equal(expected);
      }
      expect(errors).to.deep.equal([]);
    });

    it('sends by a plain fetch, once, what a kept-alive one cannot carry (over 64 KB)', async () => {
      const sent: RequestInit[] = [];
      const fetch = (async (_url: string, init: RequestInit) => {
        sent.push(init);
        return new Response('{}', { status: 202 });
      }) as unknown as typeof globalThis.fetch;
      const { tracker } = setUp({ sendBeacon: recordingBeacon(false).sendBeacon, fetch });
      tracker.track({ ...EVENT, note: 'b'.repeat(70_000) });
      tracker.track({ ...EVENT, note: 'small' });
      await tracker.flush();
      expect(sent.map((init) => init.keepalive)).to.deep.equal([false, true]);
      expect(String(sent[0]!.body)).to.contain('b'.repeat(70_000));
      expect(errors).to.deep.equal([]);
    });

    it('takes 200 and 202 as success, and reports any other status', async () => {
      for (const status of [200, 202, 204, 400, 500]) {
        const { tracker } = setUp({ sendBeacon: null, fetch: recordingFetch(status).fetch });
        tracker.track(EVENT);
        await tracker.flush();
      }
      expect(errors).to.deep.equal([
        'Error tracking event: HTTP Status 204',
        'Error tracking event: HTTP Status 400',
        'Error tracking event: HTTP Status 500',
      ]);
    });

    it('logs failures on the console by default and never rejects', async () => {
      const logged = sinon.stub(console, 'error');
      try {
        const { tracker } = setUp({
          sendBeacon: null,
          fetch: recordingFetch(503).fetch,
          onError: undefined,
        });
        tracker.track(EVENT);
        await tracker.flush();
        expect(logged.calledOnceWithExactly('Error tracking event: HTTP Status 503')).to.equal(
          true,
        );
        const offline = setUp({
          sendBeacon: null,
          fetch: () => Promise.reject(new TypeError('Failed to fetch')),
          onError: () => {
            throw new Error('reporter broken');
          },
        });
        offline.tracker.track(EVENT);
        await offline.tracker.flush();
        const odd = setUp({
          sendBeacon: null,
          fetch: () => Promise.reject('string reason'),
        });
        odd.tracker.track(EVENT);
        await odd.tracker.flush();
        expect(errors).to.deep.equal(['string reason']);
        const noUrl = setUp({ collectorUrl: 'http://[bad' });
        noUrl.tracker.track(EVENT);
        await noUrl.tracker.flush();
        expect(errors[1]).to.be.a('string');
      } finally {
        logged.restore();
      }
    });

    it('uses navigator.sendBeacon when none is given', async () => {
      const stub = sinon.stub(navigator, 'sendBeacon').returns(true);
      try {
        const { tracker } = setUp({ sendBeacon: undefined });
        tracker.track(EVENT);
        await tracker.flush();
        expect(stub.calledOnce).to.equal(true);
        expect(stub.firstCall.args[0]).to.equal('https://bakery.example.com/api/v1/events');
      } finally {
        stub.restore();
      }
    });
  });

  describe('consent', () => {
    it('stores and sends nothing when the gate says no', async () => {
      const { tracker, local, session, beacon } = setUp({ canTrack: () => false });
      tracker.track(EVENT);
      await tracker.flush();
      expect(tracker.size).to.equal(0);
      expect(local.length + session.length).to.equal(0);
      expect(beacon.sent).to.have.length(0);
      // Nor does building an event to look at: it is refused.
      const refused = await tracker.build(EVENT).then(
        () => 'built',
        (error: Error) => error.message,
      );
      expect(refused).to.equal(NO_CONSENT);
      expect(local.length + session.length).to.equal(0);
    });

    it('drops queued events when consent is withdrawn before they are sent', async () => {
      let allowed = true;
      registerConsentGate(() => allowed);
      const { tracker, beacon } = setUp();
      tracker.track(EVENT);
      allowed = false;
      await tracker.flush();
      expect(tracker.size).to.equal(0);
      expect(beacon.sent).to.have.length(0);
    });

    it('never throws into the page', () => {
      const { tracker } = setUp({
        pageUrl: () => {
          throw new Error('no location');
        },
      });
      expect(() => tracker.track(EVENT)).to.not.throw();
      expect(errors).to.deep.equal(['no location']);
    });
  });

  describe('queue timing (part 2 §4)', () => {
    let clock: sinon.SinonFakeTimers;
    beforeEach(() => {
      clock = sinon.useFakeTimers();
    });
    afterEach(() => clock.restore());

    it("holds events until the window's load, then sends them on the batch timer", async () => {
      expect(EVENT_BATCH_DELAY_MS).to.equal(1000);
      const events = pageEvents('interactive');
      const { tracker, beacon } = setUp({ events });
      tracker.track(EVENT);
      tracker.track(EVENT);
      await clock.tickAsync(10_000);
      expect(beacon.sent).to.have.length(0);
      expect(tracker.size).to.equal(2);
      events.window.dispatchEvent(new Event('load'));
      await clock.tickAsync(999);
      expect(beacon.sent).to.have.length(0);
      await clock.tickAsync(1);
      expect(beacon.sent).to.have.length(2);
      tracker.track(EVENT);
      await clock.tickAsync(1000);
      expect(beacon.sent).to.have.length(3);
    });

    it('starts the timer at once when the page has already loaded, with the delay given', async () => {
      const { tracker, beacon } = setUp({ batchDelayMs: 250 });
      tracker.track(EVENT);
      await clock.tickAsync(249);
      expect(beacon.sent).to.have.length(0);
      await clock.tickAsync(1);
      expect(beacon.sent).to.have.length(1);
    });

    it('sends at once on pagehide, even before load', async () => {
      const events = pageEvents('loading');
      const { tracker, beacon } = setUp({ events });
      tracker.track(EVENT);
      events.hide('pagehide');
      expect(beacon.sent).to.have.length(1);
      expect(tracker.size).to.equal(0);
    });

    it('sends at once when the page becomes hidden, and cancels the timer', async () => {
      const { tracker, beacon, events } = setUp();
      tracker.track(EVENT);
      expect(clock.countTimers()).to.equal(1);
      events.document.dispatchEvent(new Event('visibilitychange'));
      expect(beacon.sent).to.have.length(0);
      events.hide('visibilitychange');
      expect(beacon.sent).to.have.length(1);
      expect(clock.countTimers()).to.equal(0);
      await clock.tickAsync(5000);
      expect(beacon.sent).to.have.length(1);
    });

    it('stop() removes the listeners and the timer', async () => {
      const events = pageEvents('loading');
      const { tracker, beacon } = setUp({ events });
      tracker.track(EVENT);
      tracker.stop();
      events.window.dispatchEvent(new Event('load'));
      events.hide('pagehide');
      await clock.tickAsync(5000);
      expect(beacon.sent).to.have.length(0);
      expect(tracker.size).to.equal(1);
      tracker.stop();
    });

    it("listens on the page's own window and document by default", async () => {
      const { tracker, beacon } = setUp({ events: undefined });
      tracker.track(EVENT);
      window.dispatchEvent(new Event('pagehide'));
      expect(beacon.sent).to.have.length(1);
    });
  });
});
