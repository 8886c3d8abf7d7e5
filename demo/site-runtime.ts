import { getConsentManager, policyFromSettings } from '../core/consent/index.ts';
import { ErrorReporter } from '../core/errors/index.ts';
import {
  isPageViewExcluded,
  pageUsageTracked,
  recordLegacyEvent,
  SchemaTracker,
  sendTrackBeacon,
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

/**
 * What a published page runs besides its elements: the consent policy from the site's cookie
 * settings first, then the error reporter, visit tracking, the Track beacon, a page-view event
 * and page speed (its records, and its performance events through the schema tracker).
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
  consent.onChange((detail) => {
    if (detail.canStoreVisitorData) trackPageView();
  });
  const events = new SchemaTracker();
  void events.preload();
  startPageSpeed({ app: APP, errorReporter: reporter, sendEvent: performanceEventSender(events) });
  return reporter;
}
