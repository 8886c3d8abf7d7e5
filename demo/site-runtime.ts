import { getConsentManager, policyFromSettings } from '../core/consent/index.ts';
import { ErrorReporter } from '../core/errors/index.ts';
import {
  isPageViewExcluded,
  pageUsageTracked,
  recordLegacyEvent,
  SchemaTracker,
  sendTrackBeacon,
  TraceLog,
} from '../core/tracking/index.ts';
import { performanceEventSender, startPageSpeed } from '../core/tracking/page-speed/index.ts';
import { recordVisit } from '../core/visits/index.ts';

const APP = 'demo';
let started = false;
let counted = false;

/**
 * Visit cookies, the Track beacon and the page-view event, once a page and only once visitor
 * data may be stored: at load, or on a later accept. A signed-in account is counted only as a
 * viewer outside the configuration pages (part 1 §6), and the search page sends no page view.
 */
function trackPageView(): void {
  if (counted || !pageUsageTracked() || !getConsentManager().canStoreVisitorData()) return;
  counted = true;
  recordVisit({ canStore: true });
  sendTrackBeacon();
  if (!isPageViewExcluded(location.href)) void recordLegacyEvent('page_view');
}

/** The widget events the page's trace log keeps (part 1 §7), with their `detail`. */
const TRACED_EVENTS = ['ss-slide-change', 'ss-lightbox-open', 'ss-video-play'] as const;

/**
 * Traces the visitor's use of the page's widgets: each event above, as it bubbles to the
 * document, becomes a trace entry (sent every 30 s and as the page goes, with consent). Like
 * page views, only for tracked accounts (part 1 §6).
 */
function traceWidgets(): void {
  const trace = new TraceLog();
  for (const type of TRACED_EVENTS)
    document.addEventListener(type, (event) => {
      if (pageUsageTracked()) trace.log(type.slice(3), (event as CustomEvent).detail ?? null);
    });
}

/**
 * What a published page runs besides its elements: the consent policy from the site's cookie
 * settings first, then the error reporter, visit tracking, the Track beacon, a page-view event,
 * the trace of widget use and page speed (its records, and its performance events through the
 * schema tracker).
 * Trackers ask consent before acting; an accept later starts what was held.
 */
export function startSiteRuntime(
  cookieSettings: Record<string, unknown>,
): ErrorReporter | undefined {
  if (started) return undefined;
  started = true;
  const consent = getConsentManager(policyFromSettings(cookieSettings));
  consent.applyPolicy();
  const reporter = new ErrorReporter({ app: APP });
  reporter.install(window);
  trackPageView();
  traceWidgets();
  consent.onChange((detail) => {
    if (detail.canStoreVisitorData) trackPageView();
  });
  const events = new SchemaTracker();
  void events.preload();
  startPageSpeed({ app: APP, errorReporter: reporter, sendEvent: performanceEventSender(events) });
  return reporter;
}
