import type { NavigationMetrics, PageSpeedWindow, UserTimingEntry } from './types.ts';

/** User-timing marks and measures kept in a record, so a beacon stays small. */
export const MAX_USER_TIMINGS = 50;

type NavigationEntry = Partial<PerformanceNavigationTiming>;

const ms = (value: number | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : null;

/** An event time of 0 means the event has not happened (yet). */
const eventTime = (value: number | undefined): number | null => (value ? ms(value) : null);

const span = (start: number | undefined, end: number | undefined): number | null =>
  typeof start === 'number' && typeof end === 'number' && end >= start ? ms(end - start) : null;

export const NO_NAVIGATION: NavigationMetrics = {
  decodedBodySize: null,
  encodedBodySize: null,
  domContentLoadedEventStart: null,
  domContentLoadedEventEnd: null,
  domainLookup: null,
  tcpConnection: null,
  tlsNegotiation: null,
  loadEventStart: null,
  loadEventEnd: null,
  responseStart: null,
};

/** The page's navigation entry, if the browser has one. */
export function navigationEntry(win: PageSpeedWindow): NavigationEntry | undefined {
  return win.performance?.getEntriesByType('navigation')[0] as NavigationEntry | undefined;
}

/**
 * The navigation timings of the record. The TCP connection ends where TLS starts, so the two
 * durations add up to the whole connection time.
 */
export function navigationMetrics(entry: NavigationEntry | undefined): NavigationMetrics {
  if (!entry) return NO_NAVIGATION;
  const tls = entry.secureConnectionStart ? entry.secureConnectionStart : undefined;
  return {
    decodedBodySize: ms(entry.decodedBodySize),
    encodedBodySize: ms(entry.encodedBodySize),
    domContentLoadedEventStart: eventTime(entry.domContentLoadedEventStart),
    domContentLoadedEventEnd: eventTime(entry.domContentLoadedEventEnd),
    domainLookup: span(entry.domainLookupStart, entry.domainLookupEnd),
    tcpConnection: span(entry.connectStart, tls ?? entry.connectEnd),
    tlsNegotiation: tls === undefined ? 0 : span(tls, entry.connectEnd),
    loadEventStart: eventTime(entry.loadEventStart),
    loadEventEnd: eventTime(entry.loadEventEnd),
    responseStart: eventTime(entry.responseStart),
  };
}

/**
 * The first input's delay: from the input to its handlers starting, as the browser's
 * `first-input` entry gives it; null before any input.
 */
export function firstInputDelay(win: PageSpeedWindow): number | null {
  const entry = win.performance?.getEntriesByType('first-input')[0] as
    Partial<PerformanceEventTiming> | undefined;
  return entry ? span(entry.startTime, entry.processingStart) : null;
}

/** The page's user-timing marks and measures, the first 50. */
export function readUserTiming(win: PageSpeedWindow): UserTimingEntry[] {
  const read = (type: 'mark' | 'measure') =>
    win.performance.getEntriesByType(type).map((entry) => ({
      name: entry.name,
      entryType: type,
      startTime: Math.round(entry.startTime),
      duration: Math.round(entry.duration),
    }));
  return [...read('mark'), ...read('measure')].slice(0, MAX_USER_TIMINGS);
}
