import { expect } from '@open-wc/testing';
import {
  buildRecord,
  firstInputDelay,
  metricsOf,
  navigationEntry,
  navigationMetrics,
  NO_NAVIGATION,
  readPage,
  readUserTiming,
} from '../../../core/tracking/page-speed/index.ts';
import { fakeWindow, NAVIGATION } from './page-speed-fakes.ts';

const NAVIGATION_METRICS = {
  decodedBodySize: 40000,
  encodedBodySize: 12000,
  domContentLoadedEventStart: 300,
  domContentLoadedEventEnd: 311,
  domainLookup: 15,
  tcpConnection: 15,
  tlsNegotiation: 30,
  loadEventStart: 500,
  loadEventEnd: 506,
  responseStart: 120,
};

describe('page speed: the page', () => {
  it('reads connection, display, hardware and address', () => {
    const { win } = fakeWindow();
    expect(readPage(win)).to.deep.equal({
      connection: { downlink: 10, effectiveType: '4g', rtt: 50, saveData: false },
      display: {
        devicePixelRatio: 2,
        screenWidth: 1920,
        screenHeight: 1080,
        viewportWidth: 1280,
        viewportHeight: 720,
      },
      hardware: { deviceMemory: 8, hardwareConcurrency: 4 },
      hash: '#reviews',
      hostname: 'shop.example.com',
      pathname: '/products',
    });
  });

  it('gives null for what the browser does not tell, and keeps the root path', () => {
    const { win } = fakeWindow();
    win.navigator = {};
    win.location = { hash: '', hostname: 'example.com', pathname: '/' };
    win.devicePixelRatio = Number.NaN;
    const page = readPage(win);
    expect(page.connection).to.deep.equal({
      downlink: null,
      effectiveType: null,
      rtt: null,
      saveData: null,
    });
    expect(page.hardware).to.deep.equal({ deviceMemory: null, hardwareConcurrency: null });
    expect(page.display.devicePixelRatio).to.equal(1);
    expect(page.pathname).to.equal('/');
  });

  it('reads the real browser too', () => {
    const page = readPage(window as never);
    expect(page.hostname).to.equal(location.hostname);
    expect(page.display.viewportWidth).to.equal(innerWidth);
    expect(page.hardware.hardwareConcurrency).to.equal(navigator.hardwareConcurrency);
  });
});

describe('page speed: navigation timings', () => {
  it('reads the navigation entry in whole milliseconds and bytes', () => {
    const { win } = fakeWindow();
    expect(navigationMetrics(navigationEntry(win))).to.deep.equal(NAVIGATION_METRICS);
  });

  it('reads the real navigation entry', () => {
    const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const metrics = navigationMetrics(entry);
    expect(metrics.responseStart).to.equal(Math.round(entry.responseStart));
    expect(metrics.loadEventEnd).to.equal(Math.round(entry.loadEventEnd));
  });

  it('counts no TLS time without a secure connection', () => {
    const metrics = navigationMetrics({
      ...(NAVIGATION as PerformanceNavigationTiming),
      secureConnectionStart: 0,
    });
    expect(metrics.tcpConnection).to.equal(45);
    expect(metrics.tlsNegotiation).to.equal(0);
  });

  it('gives null for events that have not happened and spans that run backwards', () => {
    const metrics = navigationMetrics({
      ...(NAVIGATION as PerformanceNavigationTiming),
      loadEventStart: 0,
      loadEventEnd: 0,
      domainLookupEnd: 5,
    });
    expect(metrics.loadEventStart).to.equal(null);
    expect(metrics.loadEventEnd).to.equal(null);
    expect(metrics.domainLookup).to.equal(null);
  });

  it('gives all null without an entry', () => {
    const { win, entries } = fakeWindow();
    entries.navigation = [];
    expect(navigationEntry(win)).to.equal(undefined);
    expect(navigationMetrics(undefined)).to.deep.equal(NO_NAVIGATION);
    expect(Object.values(NO_NAVIGATION).every((value) => value === null)).to.equal(true);
  });

  it('reads user-timing marks then measures, the first 50', () => {
    const { win, entries } = fakeWindow();
    const entry = (name: string, startTime: number, duration: number) =>
      ({ name, startTime, duration }) as PerformanceEntry;
    entries.mark = [entry('hero-shown', 812.6, 0)];
    entries.measure = [entry('gallery-ready', 100.2, 250.7)];
    expect(readUserTiming(win)).to.deep.equal([
      { name: 'hero-shown', entryType: 'mark', startTime: 813, duration: 0 },
      { name: 'gallery-ready', entryType: 'measure', startTime: 100, duration: 251 },
    ]);
    entries.mark = Array.from({ length: 60 }, (_, i) => entry(`m${i}`, i, 0));
    const timings = readUserTiming(win);
    expect(timings).to.have.length(50);
    expect(timings.at(-1)!.name).to.equal('m49');
  });
});

describe('page speed: metrics', () => {
  const vitals = { CLS: 0.123456, FCP: 400.4, INP: 64.2, LCP: 900.6, TTFB: 118.9 };

  it('takes web-vitals values, and the first input delay as given', () => {
    expect(metricsOf(NAVIGATION_METRICS, vitals, 12)).to.deep.equal({
      ...NAVIGATION_METRICS,
      cumulativeLayoutShift: 0.1235,
      firstContentfulPaint: 400,
      firstInputDelay: 12,
      largestContentfulPaint: 901,
      responseStart: 119,
      timeToInteractive: 400,
      interactionToNextPaint: 64,
    });
  });

  it("reads the first input delay from the browser's first-input entry", () => {
    const { win, entries } = fakeWindow();
    expect(firstInputDelay(win)).to.equal(null, 'no input yet');
    entries['first-input'] = [
      { startTime: 2000.2, processingStart: 2031 } as unknown as PerformanceEntry,
    ];
    expect(firstInputDelay(win)).to.equal(31);
  });

  it('derives the time to interactive as the later of FCP and DOMContentLoaded end', () => {
    expect(metricsOf(NAVIGATION_METRICS, { FCP: 200 }).timeToInteractive).to.equal(311);
    expect(metricsOf(NAVIGATION_METRICS, {}).timeToInteractive).to.equal(311);
    expect(metricsOf(NO_NAVIGATION, { FCP: 200 }).timeToInteractive).to.equal(200);
    expect(metricsOf(NO_NAVIGATION, {}).timeToInteractive).to.equal(null);
  });

  it('keeps the navigation response start without a TTFB, and null vitals as null', () => {
    const metrics = metricsOf(NAVIGATION_METRICS, {});
    expect(metrics.responseStart).to.equal(120);
    expect(metrics.cumulativeLayoutShift).to.equal(null);
    expect(metrics.firstContentfulPaint).to.equal(null);
    expect(metrics.firstInputDelay).to.equal(null);
    expect(metrics.largestContentfulPaint).to.equal(null);
    expect(metrics.interactionToNextPaint).to.equal(null);
    expect(metricsOf(NAVIGATION_METRICS, { CLS: 0 }).cumulativeLayoutShift).to.equal(0);
  });

  it('builds the record of part 2 §3, in its order', () => {
    const { win } = fakeWindow();
    const record = buildRecord({
      pageLoadId: 'load-1',
      analyticsId: 'a-1',
      marketingId: 'm-1',
      memberId: 'member-7',
      page: readPage(win),
      navigation: NAVIGATION_METRICS,
      navigationType: 'navigate',
      vitals,
    });
    expect(record).to.deep.equal({
      pageLoadId: 'load-1',
      analyticsId: 'a-1',
      marketingId: 'm-1',
      memberId: 'member-7',
      ...readPage(win),
      navigationType: 'navigate',
      version: '4.0.7',
      ...metricsOf(NAVIGATION_METRICS, vitals),
    });
    expect(Object.keys(record).slice(0, 11)).to.deep.equal([
      'pageLoadId',
      'analyticsId',
      'marketingId',
      'memberId',
      'connection',
      'display',
      'hardware',
      'hash',
      'hostname',
      'pathname',
      'navigationType',
    ]);
    expect(record).to.not.have.property('userTiming');
    const timed = buildRecord({
      pageLoadId: 'p',
      analyticsId: '',
      marketingId: '',
      memberId: '',
      page: readPage(win),
      navigation: NO_NAVIGATION,
      navigationType: 'back-forward-cache',
      vitals: {},
      userTiming: [],
    });
    expect(timed.userTiming).to.deep.equal([]);
  });
});
