import type {
  PageSpeedRecord,
  PageSpeedWindow,
  VitalName,
  VitalOptions,
  VitalReport,
  VitalsApi,
} from '../../../core/tracking/page-speed/index.ts';

/** A navigation entry with round numbers, as `performance.getEntriesByType` gives it. */
export const NAVIGATION = {
  name: 'https://shop.example.com/products/',
  entryType: 'navigation',
  type: 'navigate',
  startTime: 0,
  domainLookupStart: 10,
  domainLookupEnd: 25,
  connectStart: 25,
  secureConnectionStart: 40,
  connectEnd: 70,
  responseStart: 120.4,
  domContentLoadedEventStart: 300.2,
  domContentLoadedEventEnd: 310.7,
  loadEventStart: 500,
  loadEventEnd: 505.5,
  decodedBodySize: 40000,
  encodedBodySize: 12000,
} as unknown as PerformanceEntry;

export interface FakeWindow {
  win: PageSpeedWindow;
  doc: EventTarget & { visibilityState: string; readyState: string };
  entries: Record<string, PerformanceEntry[]>;
  beacons: Array<{ url: string; data: unknown }>;
  hide(): void;
}

export function fakeWindow(beaconAnswer = true): FakeWindow {
  const doc = Object.assign(new EventTarget(), {
    visibilityState: 'visible',
    readyState: 'complete',
  });
  const entries: Record<string, PerformanceEntry[]> = { navigation: [NAVIGATION] };
  const beacons: FakeWindow['beacons'] = [];
  const win = Object.assign(new EventTarget(), {
    document: doc,
    location: { hash: '#reviews', hostname: 'shop.example.com', pathname: '/products/' },
    screen: { width: 1920, height: 1080 },
    innerWidth: 1280,
    innerHeight: 720,
    devicePixelRatio: 2,
    navigator: {
      connection: { downlink: 10, effectiveType: '4g', rtt: 50, saveData: false },
      deviceMemory: 8,
      hardwareConcurrency: 4,
      sendBeacon: (url: string, data?: BodyInit | null) => {
        beacons.push({ url, data });
        return beaconAnswer;
      },
    },
    performance: { getEntriesByType: (type: string) => entries[type] ?? [] },
  });
  const hide = () => {
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
  };
  return { win, doc, entries, beacons, hide };
}

export interface FakeVitals {
  api: VitalsApi;
  emit(name: VitalName, value: number): void;
  subscribed(): VitalName[];
  /** The options each vital was subscribed with. */
  options: Map<VitalName, VitalOptions | undefined>;
}

export function fakeVitals(): FakeVitals {
  const callbacks = new Map<VitalName, (metric: VitalReport) => void>();
  const options = new Map<VitalName, VitalOptions | undefined>();
  const on =
    (name: VitalName) => (callback: (metric: VitalReport) => void, opts?: VitalOptions) => {
      callbacks.set(name, callback);
      options.set(name, opts);
    };
  return {
    api: {
      onCLS: on('CLS'),
      onFCP: on('FCP'),
      onINP: on('INP'),
      onLCP: on('LCP'),
      onTTFB: on('TTFB'),
    },
    emit: (name, value) => callbacks.get(name)!({ name, value }),
    subscribed: () => [...callbacks.keys()],
    options,
  };
}

export interface Call {
  url: URL;
  init: RequestInit;
}

/** A fetch answering the settings call with `settings` and anything else with 200 {}. */
export function settingsFetch(settings: () => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetcher = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), location.href);
    calls.push({ url, init });
    if (url.pathname === '/api/1/performance/settings') return settings();
    return new Response('{}');
  };
  return { calls, fetcher: fetcher as typeof fetch };
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const SETTINGS_ON = {
  pageLoadId: 'load-1',
  variants: { rum: true, gallery: true },
};

/** A delivered record with round numbers. */
export const RECORD: PageSpeedRecord = {
  pageLoadId: 'load-1',
  analyticsId: 'a-1',
  marketingId: 'm-1',
  memberId: '',
  connection: { downlink: 10, effectiveType: '4g', rtt: 50, saveData: false },
  display: {
    devicePixelRatio: 2,
    screenWidth: 1920,
    screenHeight: 1080,
    viewportWidth: 1280,
    viewportHeight: 720,
  },
  hardware: { deviceMemory: 8, hardwareConcurrency: 4 },
  hash: '',
  hostname: 'shop.example.com',
  pathname: '/',
  navigationType: 'navigate',
  version: '4.0.7',
  deliveryType: 'beacon',
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
  cumulativeLayoutShift: 0.0123,
  firstContentfulPaint: 400,
  firstInputDelay: 64,
  largestContentfulPaint: 900,
  timeToInteractive: 400,
  interactionToNextPaint: 64,
};
