import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { setCookie, removeCookie } from '../../../core/net/cookies.ts';
import { resetPageContext, setPageContext } from '../../../core/site/index.ts';
import {
  ANALYTICS_ID_EXPIRY_KEY,
  ANALYTICS_ID_KEY,
  SESSION_KEY,
  pageAnalyticsId,
} from '../../../core/tracking/session-store.ts';
import { forgetAnalyticsId, pageAnalyticsCookie } from '../../../core/tracking/index.ts';
import { MemoryStorage } from './fakes.ts';
import {
  performanceEvent,
  readPage,
  startPageSpeed,
  type PageSpeedOptions,
  type PageSpeedRecord,
  type PerformanceEvent,
} from '../../../core/tracking/page-speed/index.ts';
import {
  fakeVitals,
  fakeWindow,
  json,
  SETTINGS_ON,
  settingsFetch,
  type FakeVitals,
  type FakeWindow,
} from './page-speed-fakes.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const records = (page: FakeWindow): PageSpeedRecord[] =>
  page.beacons.flatMap(({ data }) => JSON.parse(String(data)) as PageSpeedRecord[]);

const ALL_VITALS = { CLS: 0.05, FCP: 400, INP: 64, LCP: 900, TTFB: 118 } as const;
/** Every vital reported, then the page hidden: the view is over and its record goes. */
const emitAllAndHide = (vitals: FakeVitals, page: FakeWindow) => {
  for (const [name, value] of Object.entries(ALL_VITALS))
    vitals.emit(name as keyof typeof ALL_VITALS, value);
  page.hide();
};

describe('page speed', () => {
  let clock: sinon.SinonFakeTimers;
  let page: FakeWindow;
  let vitals: FakeVitals;
  let events: PerformanceEvent[];
  let reporter: { report: sinon.SinonSpy };
  let stops: Array<() => void>;

  const start = (options: Partial<PageSpeedOptions> = {}, settings: unknown = SETTINGS_ON) => {
    const { calls, fetcher } = settingsFetch(() => json(settings));
    const speed = startPageSpeed({
      app: 'gallery',
      window: page.win,
      vitals: vitals.api,
      fetch: fetcher,
      canTrack: () => true,
      errorReporter: reporter,
      sendEvent: (event) => events.push(event),
      analyticsId: () => 'analytics-1',
      marketingId: () => 'marketing-1',
      memberId: () => '',
      ...options,
    });
    stops.push(() => speed.stop());
    return { speed, calls };
  };

  /** Starts page speed and lets the load, idle and settings steps run. */
  const running = async (options: Partial<PageSpeedOptions> = {}, settings?: unknown) => {
    const started = start(options, settings);
    await clock.tickAsync(0);
    return { ...started, on: await started.speed.ready };
  };

  beforeEach(() => {
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    page = fakeWindow();
    vitals = fakeVitals();
    events = [];
    reporter = { report: sinon.spy() };
    stops = [];
  });
  afterEach(() => {
    stops.forEach((stop) => stop());
    clock.restore();
    sinon.restore();
    resetPageContext();
  });

  it('sends one record by beacon as the page is hidden, with every vital, and the performance event', async () => {
    const { on, calls } = await running();
    expect(on).to.equal(true);
    expect(calls[0]!.url.pathname).to.equal('/api/1/performance/settings');
    // Every rollout it needs is asked about: 'rum', the app's own, and user timing's.
    expect(calls[0]!.url.searchParams.getAll('flag')).to.deep.equal([
      'rum',
      'gallery',
      'gallery-user-timing',
    ]);
    expect(vitals.subscribed()).to.deep.equal(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
    // The first input waited 12 ms for its handlers; the slowest interaction took 64 ms.
    page.entries['first-input'] = [
      { startTime: 1000, processingStart: 1012.4 } as unknown as PerformanceEntry,
    ];
    vitals.emit('CLS', 0.05);
    vitals.emit('FCP', 400);
    vitals.emit('INP', 64);
    vitals.emit('LCP', 900);
    vitals.emit('TTFB', 118);
    // Layout shifts, interactions and larger paints may still come while the page is shown.
    expect(page.beacons).to.have.length(0);
    page.hide();
    expect(page.beacons).to.have.length(1);
    expect(page.beacons[0]!.url).to.equal(`${location.origin}/api/1/performance/records`);
    const expected: PageSpeedRecord = {
      pageLoadId: 'load-1',
      analyticsId: 'analytics-1',
      marketingId: 'marketing-1',
      memberId: '',
      ...readPage(page.win),
      navigationType: 'navigate',
      version: '4.0.7',
      decodedBodySize: 40000,
      encodedBodySize: 12000,
      domContentLoadedEventStart: 300,
      domContentLoadedEventEnd: 311,
      domainLookup: 15,
      tcpConnection: 15,
      tlsNegotiation: 30,
      loadEventStart: 500,
      loadEventEnd: 506,
      responseStart: 118,
      cumulativeLayoutShift: 0.05,
      firstContentfulPaint: 400,
      firstInputDelay: 12,
      largestContentfulPaint: 900,
      timeToInteractive: 400,
      interactionToNextPaint: 64,
      deliveryType: 'beacon',
    };
    expect(records(page)).to.deep.equal([expected]);
    expect(events).to.deep.equal([performanceEvent(expected, 'shop.example.com')]);
    page.hide();
    await clock.tickAsync(60_000);
    window.dispatchEvent(new Event('pagehide'));
    page.win.dispatchEvent(new Event('pagehide'));
    expect(page.beacons).to.have.length(1);
  });

  it('sends without the vitals still missing after 60000 ms each', async () => {
    await running();
    vitals.emit('FCP', 400);
    vitals.emit('TTFB', 118);
    await clock.tickAsync(59_999);
    expect(page.beacons).to.have.length(0);
    await clock.tickAsync(1);
    const [record] = records(page);
    expect(record).to.deep.include({
      firstContentfulPaint: 400,
      largestContentfulPaint: null,
      cumulativeLayoutShift: null,
      firstInputDelay: null,
      interactionToNextPaint: null,
    });
    vitals.emit('LCP', 900);
    expect(page.beacons).to.have.length(1);
  });

  it('follows every change of CLS, INP and LCP, and sends the latest after 60000 ms on a page still shown', async () => {
    await running();
    for (const name of ['CLS', 'INP', 'LCP'] as const)
      expect(vitals.options.get(name), name).to.deep.equal({ reportAllChanges: true });
    vitals.emit('FCP', 400);
    vitals.emit('TTFB', 118);
    vitals.emit('LCP', 800);
    vitals.emit('CLS', 0.02);
    vitals.emit('INP', 40);
    await clock.tickAsync(30_000);
    vitals.emit('LCP', 900);
    vitals.emit('CLS', 0.05);
    vitals.emit('INP', 64);
    await clock.tickAsync(29_999);
    expect(page.beacons).to.have.length(0);
    await clock.tickAsync(1);
    expect(records(page)).to.have.length(1);
    expect(records(page)[0]).to.deep.include({
      firstContentfulPaint: 400,
      responseStart: 118,
      largestContentfulPaint: 900,
      cumulativeLayoutShift: 0.05,
      interactionToNextPaint: 64,
    });
    vitals.emit('CLS', 0.3);
    page.hide();
    expect(page.beacons).to.have.length(1);
  });

  it('sends when the page is hidden, once', async () => {
    await running();
    vitals.emit('FCP', 400);
    page.doc.dispatchEvent(new Event('visibilitychange'));
    expect(page.beacons).to.have.length(0);
    page.hide();
    expect(records(page)).to.have.length(1);
    expect(records(page)[0]!.firstContentfulPaint).to.equal(400);
    page.win.dispatchEvent(new Event('pagehide'));
    await clock.tickAsync(60_000);
    expect(page.beacons).to.have.length(1);
  });

  it('leaves a pagehide on a visible page to the hiding that follows, with the final values', async () => {
    // As web-vitals does: CLS is reported as the page is hidden, before the page's listeners.
    page.doc.addEventListener('visibilitychange', () => vitals.emit('CLS', 0.05), true);
    await running();
    vitals.emit('FCP', 400);
    page.win.dispatchEvent(new Event('pagehide'));
    expect(page.beacons).to.have.length(0);
    page.hide();
    expect(records(page)).to.have.length(1);
    expect(records(page)[0]).to.deep.include({
      firstContentfulPaint: 400,
      cumulativeLayoutShift: 0.05,
    });
  });

  it('sends on pagehide for a page hidden all along (no hiding to come)', async () => {
    page.doc.visibilityState = 'hidden';
    await running();
    vitals.emit('FCP', 400);
    page.win.dispatchEvent(new Event('pagehide'));
    expect(records(page)).to.have.length(1);
    expect(records(page)[0]!.firstContentfulPaint).to.equal(400);
  });

  it('sends a fresh record after a restore from the back/forward cache', async () => {
    await running();
    page.entries['first-input'] = [
      { startTime: 1000, processingStart: 1012 } as unknown as PerformanceEntry,
    ];
    emitAllAndHide(vitals, page);
    page.win.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    page.hide();
    expect(page.beacons).to.have.length(1);
    page.doc.visibilityState = 'visible';
    page.win.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    vitals.emit('FCP', 30);
    vitals.emit('LCP', 45);
    page.hide();
    const [first, restored] = records(page) as [PageSpeedRecord, PageSpeedRecord];
    expect(first.navigationType).to.equal('navigate');
    expect(first.firstInputDelay).to.equal(12);
    // The document's first input came before the restore: the restored view has none.
    expect(restored).to.deep.include({
      firstInputDelay: null,
      pageLoadId: 'load-1',
      navigationType: 'back-forward-cache',
      firstContentfulPaint: 30,
      largestContentfulPaint: 45,
      cumulativeLayoutShift: null,
      interactionToNextPaint: null,
      // No response comes with a restore: it starts at its pageshow, so its first byte is at 0.
      responseStart: 0,
      domContentLoadedEventEnd: null,
      loadEventEnd: null,
      timeToInteractive: 30,
      deliveryType: 'beacon',
    });
    expect(events).to.have.length(2);
  });

  it('finishes a restored page still shown 60000 ms after its restore', async () => {
    await running();
    await clock.tickAsync(10_000);
    page.win.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    for (const name of ['CLS', 'FCP', 'INP', 'LCP'] as const) vitals.emit(name, 1);
    await clock.tickAsync(59_999);
    expect(records(page)).to.have.length(0);
    await clock.tickAsync(1);
    expect(records(page)).to.have.length(1);
    expect(records(page)[0]).to.deep.include({
      navigationType: 'back-forward-cache',
      responseStart: 0,
    });
    expect(events[0]!.response_start_ms).to.equal(0);
  });

  it('sends by fetch as xhr when there is no beacon', async () => {
    const { calls } = await running({ sendBeacon: null });
    emitAllAndHide(vitals, page);
    const post = calls.find((call) => call.url.pathname === '/api/1/performance/records')!;
    expect(post.init.method).to.equal('POST');
    expect(post.init.headers).to.deep.equal({ 'Content-Type': 'text/plain' });
    const [record] = JSON.parse(String(post.init.body)) as PageSpeedRecord[];
    expect(record!.deliveryType).to.equal('xhr');
    expect(events[0]!.page_load_id).to.equal('load-1');
  });

  it('uses the beacon it is given', async () => {
    const sendBeacon = sinon.stub().returns(true);
    await running({ sendBeacon });
    emitAllAndHide(vitals, page);
    expect(sendBeacon.callCount).to.equal(1);
    expect(page.beacons).to.have.length(0);
  });

  it('adds user timings only with the user-timing rollout on', async () => {
    page.entries.mark = [{ name: 'hero', startTime: 10, duration: 0 } as PerformanceEntry];
    await running({}, { pageLoadId: 'p', variants: { rum: true, gallery: true } });
    emitAllAndHide(vitals, page);
    expect(records(page)[0]).to.not.have.property('userTiming');
    stops.forEach((stop) => stop());
    page = fakeWindow();
    page.entries.mark = [{ name: 'hero', startTime: 10, duration: 0 } as PerformanceEntry];
    vitals = fakeVitals();
    await running(
      {},
      { pageLoadId: 'p', variants: { rum: true, gallery: true, 'gallery-user-timing': true } },
    );
    emitAllAndHide(vitals, page);
    expect(records(page)[0]!.userTiming).to.deep.equal([
      { name: 'hero', entryType: 'mark', startTime: 10, duration: 0 },
    ]);
  });

  describe('does not run', () => {
    it('without consent, and asks no settings', async () => {
      const { on, calls } = await running({ canTrack: () => false });
      expect(on).to.equal(false);
      expect(calls).to.have.length(0);
      const throwing = await running({
        canTrack: () => {
          throw new Error('no gate');
        },
      });
      expect(throwing.on).to.equal(false);
    });

    it("unless both 'rum' and the app's rollout are on", async () => {
      for (const variants of [{ rum: true }, { gallery: true }, { rum: true, gallery: false }]) {
        vitals = fakeVitals();
        const { on } = await running({}, { pageLoadId: 'p', variants });
        expect(on).to.equal(false);
        expect(vitals.subscribed()).to.deep.equal([]);
      }
      expect(reporter.report.called).to.equal(false);
    });

    it('when the settings call fails, and reports it as a setup failure', async () => {
      const { on } = await running({}, { variants: { rum: true, gallery: true } });
      expect(on).to.equal(false);
      expect(reporter.report.callCount).to.equal(1);
      const [error, custom] = reporter.report.args[0]!;
      expect((error as Error).message).to.equal('Unable to resolve pageLoadId');
      expect(custom).to.deep.equal({ pageLoadId: null });
    });

    it('when the settings call times out after 60000 ms', async () => {
      const hanging = (() => new Promise<Response>(() => undefined)) as typeof fetch;
      const { speed } = start({ fetch: hanging });
      await clock.tickAsync(59_999);
      expect(reporter.report.called).to.equal(false);
      await clock.tickAsync(1);
      expect(await speed.ready).to.equal(false);
      expect((reporter.report.args[0]![0] as Error).message).to.equal(
        'Metric settings request timeout',
      );
    });

    it('with an error status, logged on the console without an error reporter', async () => {
      const consoleError = sinon.stub(console, 'error');
      const { fetcher } = settingsFetch(() => json({ error: 'Down' }, 503));
      const { on } = await running({ fetch: fetcher, errorReporter: undefined });
      expect(on).to.equal(false);
      expect(consoleError.args).to.deep.equal([['XHR request DONE with unexpected status: 503']]);
    });

    it('when subscribing fails, and reports that with the page-load id', async () => {
      const broken = {
        ...vitals.api,
        onINP: () => {
          throw new Error('INP unsupported');
        },
      };
      const { on } = await running({ vitals: broken });
      expect(on).to.equal(false);
      const [error, custom] = reporter.report.args[0]!;
      expect((error as Error).message).to.equal('INP unsupported');
      expect(custom).to.deep.equal({ pageLoadId: 'load-1' });
      vitals.emit('CLS', 0.1);
      await clock.tickAsync(60_000);
      page.hide();
      expect(page.beacons).to.have.length(0);
    });

    it('once stopped', async () => {
      page.doc.readyState = 'loading';
      const { speed, calls } = start();
      speed.stop();
      page.win.dispatchEvent(new Event('load'));
      await clock.tickAsync(10);
      expect(await speed.ready).to.equal(false);
      expect(calls).to.have.length(0);
    });

    it('once stopped while the settings call is out', async () => {
      const { speed } = start();
      speed.stop();
      await clock.tickAsync(10);
      expect(await speed.ready).to.equal(false);
      expect(vitals.subscribed()).to.deep.equal([]);
    });
  });

  it('waits for the load event, then an idle moment', async () => {
    page.doc.readyState = 'loading';
    const idle = sinon.spy((callback: () => void, _options?: { timeout?: number }) => {
      setTimeout(callback, 5);
      return 1;
    });
    page.win.requestIdleCallback = idle;
    const { speed, calls } = start();
    await clock.tickAsync(100);
    expect(calls).to.have.length(0);
    page.win.dispatchEvent(new Event('load'));
    expect(idle.callCount).to.equal(1);
    expect(idle.args[0]![1]).to.deep.equal({ timeout: 2000 });
    expect(calls).to.have.length(0);
    await clock.tickAsync(5);
    // The settings call is made once its code is in (an import the fake clock does not run).
    expect(await speed.ready).to.equal(true);
    expect(calls).to.have.length(1);
  });

  it('sends nothing more once stopped', async () => {
    const { speed } = await running();
    vitals.emit('FCP', 400);
    speed.stop();
    page.hide();
    emitAllAndHide(vitals, page);
    await clock.tickAsync(60_000);
    expect(page.beacons).to.have.length(0);
  });

  it('sends nothing when consent is withdrawn before the send', async () => {
    let consent = true;
    await running({ canTrack: () => consent });
    consent = false;
    emitAllAndHide(vitals, page);
    expect(page.beacons).to.have.length(0);
    expect(events).to.have.length(0);
  });

  it("reports an invalid vital as a 'RUM timing error', and ignores it", async () => {
    await running();
    vitals.emit('CLS', -1);
    vitals.emit('LCP', Number.NaN);
    expect(reporter.report.args).to.deep.equal([
      ['RUM timing error: CLS is not a valid value: -1', { pageLoadId: 'load-1' }],
      ['RUM timing error: LCP is not a valid value: NaN', { pageLoadId: 'load-1' }],
    ]);
    page.hide();
    expect(records(page)[0]!.cumulativeLayoutShift).to.equal(null);
  });

  it("reports a failure while measuring as a 'RUM timing error', on the console without a reporter", async () => {
    const consoleError = sinon.stub(console, 'error');
    await running({ errorReporter: undefined });
    page.win.performance.getEntriesByType = () => {
      throw new Error('entries unavailable');
    };
    page.hide();
    expect(page.beacons).to.have.length(0);
    expect(consoleError.args).to.deep.equal([['RUM timing error: entries unavailable']]);
  });

  it('swallows a failing error reporter and a failing event callback', async () => {
    const failing = {
      report: () => {
        throw new Error('reporter down');
      },
    };
    await running({
      errorReporter: failing,
      sendEvent: () => {
        throw new Error('tracker down');
      },
    });
    vitals.emit('CLS', -1);
    emitAllAndHide(vitals, page);
    expect(page.beacons).to.have.length(1);
  });

  it('reads the stored analytics id, the marketing id cookie and the signed-in member by default', async () => {
    setCookie('SS_MID', 'mid-42');
    setPageContext({ authenticatedAccount: { id: 'member-7' } });
    forgetAnalyticsId();
    localStorage.setItem(ANALYTICS_ID_KEY, 'analytics-9');
    localStorage.setItem(ANALYTICS_ID_EXPIRY_KEY, String(Date.now() + 60_000));
    try {
      await running({ marketingId: undefined, memberId: undefined, analyticsId: undefined });
      emitAllAndHide(vitals, page);
      expect(records(page)[0]).to.deep.include({
        analyticsId: 'analytics-9',
        marketingId: 'mid-42',
        memberId: 'member-7',
      });
    } finally {
      removeCookie('SS_MID');
      forgetAnalyticsId();
    }
  });

  it('keeps the stored analytics id, or makes and stores one as the schema tracker would', () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    const sources = (now: number) => ({
      now,
      pageUrl: 'https://example.test/',
      localStorage: () => local,
      sessionStorage: () => session,
    });
    local.setItem(ANALYTICS_ID_KEY, 'old');
    local.setItem(ANALYTICS_ID_EXPIRY_KEY, '1000');
    expect(pageAnalyticsId(sources(999))).to.equal('old');
    // Renewed for 390 days from now.
    expect(local.getItem(ANALYTICS_ID_EXPIRY_KEY)).to.equal(String(999 + 390 * 86_400_000));
    local.setItem(ANALYTICS_ID_EXPIRY_KEY, '1000');
    session.clear();
    const made = pageAnalyticsId(sources(1000));
    expect(made).to.match(UUID);
    expect(made).to.not.equal('old');
    expect(local.getItem(ANALYTICS_ID_KEY)).to.equal(made);
    // The session starts as the visitor's first, as the schema tracker will read it.
    expect(JSON.parse(session.getItem(SESSION_KEY)!)).to.deep.include({
      firstSession: true,
      firstLanding: 'https://example.test/',
    });
    const warned: string[] = [];
    const blocked = () => {
      throw new Error('blocked');
    };
    const unreadable = pageAnalyticsId({
      now: 0,
      localStorage: blocked,
      sessionStorage: blocked,
      warn: (message) => warned.push(message),
    });
    expect(unreadable).to.match(UUID);
    expect(warned).to.include('Unable access local/session storage.');
  });

  it('replaces a stored analytics id that has not the form of one', () => {
    for (const odd of ['', 'a b<script>', 'x'.repeat(65)]) {
      const local = new MemoryStorage();
      local.setItem(ANALYTICS_ID_KEY, odd);
      local.setItem(ANALYTICS_ID_EXPIRY_KEY, String(10_000));
      const id = pageAnalyticsId({
        now: 1,
        pageUrl: 'https://example.test/',
        localStorage: () => local,
        sessionStorage: () => new MemoryStorage(),
      });
      expect(id, JSON.stringify(odd)).to.match(UUID);
      expect(local.getItem(ANALYTICS_ID_KEY)).to.equal(id);
    }
  });

  it("gives a first visit's record the analytics id its Performance event will carry", async () => {
    forgetAnalyticsId();
    try {
      await running({ analyticsId: undefined });
      emitAllAndHide(vitals, page);
      const id = localStorage.getItem(ANALYTICS_ID_KEY);
      expect(id).to.be.a('string').and.not.equal('');
      expect(records(page)[0]!.analyticsId).to.equal(id);
      expect(pageAnalyticsCookie.read()).to.equal(id);
      expect(JSON.parse(sessionStorage.getItem(SESSION_KEY)!).firstSession).to.equal(true);
    } finally {
      forgetAnalyticsId();
    }
  });

  it('gives an empty member and marketing id when there are none', async () => {
    setPageContext({});
    await running({ marketingId: undefined, memberId: undefined });
    emitAllAndHide(vitals, page);
    expect(records(page)[0]).to.deep.include({ marketingId: '', memberId: '' });
  });
});
