import { getConsentManager, policyFromSettings } from '../core/consent/index.ts';
import { ErrorReporter } from '../core/errors/index.ts';
import { recordLegacyEvent, sendTrackBeacon } from '../core/tracking/index.ts';
import { startPageSpeed } from '../core/tracking/page-speed/index.ts';
import { recordVisit } from '../core/visits/index.ts';

const APP = 'demo';
let started = false;

/** Visit cookies, the Track beacon and the page-view event, each asking consent first. */
function trackPageView(): void {
  const canStore = getConsentManager().canStoreVisitorData();
  recordVisit({ canStore });
  sendTrackBeacon();
  void recordLegacyEvent('page_view', { pagePath: location.pathname });
}

/**
 * What a published page runs besides its elements: the consent policy from the site's cookie
 * settings first, then the error reporter, visit tracking, the Track beacon, a page-view event
 * and page speed. Trackers ask consent before acting; an accept later starts what was held.
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
  startPageSpeed({ app: APP, errorReporter: reporter });
  return reporter;
}
