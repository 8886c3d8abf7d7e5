/** The page-speed record of part 2 §3, and what it is read from. */

export interface ConnectionInfo {
  downlink: number | null;
  effectiveType: string | null;
  rtt: number | null;
  saveData: boolean | null;
}

export interface DisplayInfo {
  devicePixelRatio: number;
  screenWidth: number;
  screenHeight: number;
  viewportWidth: number;
  viewportHeight: number;
}

export interface HardwareInfo {
  deviceMemory: number | null;
  hardwareConcurrency: number | null;
}

/**
 * Times in whole milliseconds from the navigation start (for a page restored from the
 * back/forward cache, from its pageshow), sizes in bytes; null when unknown.
 */
export interface NavigationMetrics {
  decodedBodySize: number | null;
  encodedBodySize: number | null;
  domContentLoadedEventStart: number | null;
  domContentLoadedEventEnd: number | null;
  /** Durations of the DNS lookup, the TCP connection (TLS apart) and the TLS handshake. */
  domainLookup: number | null;
  tcpConnection: number | null;
  tlsNegotiation: number | null;
  loadEventStart: number | null;
  loadEventEnd: number | null;
  responseStart: number | null;
}

export interface PageSpeedMetrics extends NavigationMetrics {
  cumulativeLayoutShift: number | null;
  firstContentfulPaint: number | null;
  /** The first input's delay, from the browser's `first-input` entry (web-vitals has no FID). */
  firstInputDelay: number | null;
  largestContentfulPaint: number | null;
  /** The later of the first contentful paint and the end of DOMContentLoaded. */
  timeToInteractive: number | null;
  interactionToNextPaint: number | null;
}

export interface UserTimingEntry {
  name: string;
  entryType: 'mark' | 'measure';
  startTime: number;
  duration: number;
}

export type DeliveryType = 'beacon' | 'xhr';

export interface PageSpeedRecord extends PageSpeedMetrics {
  /** From the settings call, so the record joins the page load it measures. */
  pageLoadId: string;
  analyticsId: string;
  marketingId: string;
  /** The authenticated account's id, or ''. */
  memberId: string;
  connection: ConnectionInfo;
  display: DisplayInfo;
  hardware: HardwareInfo;
  hash: string;
  hostname: string;
  /** Without its trailing slash; the root stays '/'. */
  pathname: string;
  /** The navigation entry's type, or 'back-forward-cache' for a restored page. */
  navigationType: string;
  version: string;
  deliveryType: DeliveryType;
  /** Only with the user-timing rollout on. */
  userTiming?: UserTimingEntry[];
}

/** What page speed reads of `navigator`. */
export interface PageSpeedNavigator {
  connection?: { downlink?: number; effectiveType?: string; rtt?: number; saveData?: boolean };
  deviceMemory?: number;
  hardwareConcurrency?: number;
  sendBeacon?: (url: string, data?: BodyInit | null) => boolean;
}

/** What page speed reads of `window`: the real one unless a test gives another. */
export interface PageSpeedWindow extends EventTarget {
  document: EventTarget & { visibilityState: string; readyState: string };
  location: { hash: string; hostname: string; pathname: string };
  screen: { width: number; height: number };
  innerWidth: number;
  innerHeight: number;
  devicePixelRatio: number;
  navigator: PageSpeedNavigator;
  performance: { getEntriesByType(type: string): PerformanceEntry[] };
  requestIdleCallback?: (callback: () => void, options?: { timeout?: number }) => number;
}
