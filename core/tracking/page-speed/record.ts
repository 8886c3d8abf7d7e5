import type { PageFacts } from './page.ts';
import type {
  NavigationMetrics,
  PageSpeedMetrics,
  PageSpeedRecord,
  UserTimingEntry,
} from './types.ts';
import type { VitalValues } from './vitals.ts';

export const PAGE_SPEED_VERSION = '4.0.7';

export interface RecordParts {
  pageLoadId: string;
  analyticsId: string;
  marketingId: string;
  memberId: string;
  page: PageFacts;
  navigation: NavigationMetrics;
  navigationType: string;
  vitals: VitalValues;
  /** The first input's delay in ms (`firstInputDelay`); null before any input or after a restore. */
  firstInputDelay?: number | null;
  userTiming?: UserTimingEntry[];
}

export type UndeliveredRecord = Omit<PageSpeedRecord, 'deliveryType'>;

const ms = (value: number | undefined): number | null =>
  value === undefined ? null : Math.round(value);

/**
 * The metrics of a record. The first input delay is the browser's own first-input entry (web-vitals 6
 * no longer reports it); the interaction to next paint is its successor, reported apart. The
 * time to interactive is derived without watching long tasks: the later of the first
 * contentful paint and the end of DOMContentLoaded (the page is painted and its deferred
 * scripts have run).
 */
export function metricsOf(
  navigation: NavigationMetrics,
  vitals: VitalValues,
  firstInputDelay: number | null = null,
): PageSpeedMetrics {
  const firstContentfulPaint = ms(vitals.FCP);
  const ready = [firstContentfulPaint, navigation.domContentLoadedEventEnd].filter(
    (value): value is number => value !== null,
  );
  return {
    ...navigation,
    cumulativeLayoutShift:
      vitals.CLS === undefined ? null : Math.round(vitals.CLS * 10_000) / 10_000,
    firstContentfulPaint,
    firstInputDelay,
    largestContentfulPaint: ms(vitals.LCP),
    responseStart: ms(vitals.TTFB) ?? navigation.responseStart,
    timeToInteractive: ready.length ? Math.max(...ready) : null,
    interactionToNextPaint: ms(vitals.INP),
  };
}

/** A record as part 2 §3 lists it, waiting for its delivery type. */
export function buildRecord(parts: RecordParts): UndeliveredRecord {
  return {
    pageLoadId: parts.pageLoadId,
    analyticsId: parts.analyticsId,
    marketingId: parts.marketingId,
    memberId: parts.memberId,
    ...parts.page,
    navigationType: parts.navigationType,
    version: PAGE_SPEED_VERSION,
    ...metricsOf(parts.navigation, parts.vitals, parts.firstInputDelay),
    ...(parts.userTiming ? { userTiming: parts.userTiming } : {}),
  };
}
