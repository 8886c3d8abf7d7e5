import { getConsentManager, policyFromSettings } from '../core/consent/index.ts';
import { startErrorReporting } from '../core/errors/start.ts';
import {
  forgetAnalyticsIdWithoutConsent,
  isPageViewExcluded,
  openAdminChannel,
  pageUsageTracked,
  recordLegacyEvent,
  recordNetworkFailures,
  SchemaTracker,
  trackAddToCart,
  trackCartPageOpen,
  trackPurchase,
  trackSearch,
  sendTrackBeacon,
  TraceLog,
  type AdminChannel,
} from '../core/tracking/index.ts';
import { getPageContext } from '../core/site/read-context.ts';
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

/** The page's trace log (part 1 §7): sent every 30 s and as the page goes, with consent. */
const trace = new TraceLog();

/** The page's schema tracker: performance events, and the internal event of a network error. */
const events = new SchemaTracker();

/**
 * Traces the visitor's use of the page's widgets: each event above, as it bubbles to the
 * document, becomes a trace entry. Like page views, only for tracked accounts (part 1 §6). An
 * admin's page posts each one on the admin channel too, whatever the usage rule: nothing is
 * stored or sent, it only reaches the owner's other tabs.
 */
function traceWidgets(admin: AdminChannel | undefined): void {
  for (const type of TRACED_EVENTS)
    document.addEventListener(type, (event) => {
      const detail = (event as CustomEvent).detail ?? null;
      if (pageUsageTracked()) trace.log(type.slice(3), detail);
      admin?.post(type.slice(3), detail);
    });
}

/** An admin's page tells the owner's other tabs of its errors and its consent changes. */
function postToAdmins(admin: AdminChannel): void {
  addEventListener('error', (event) => admin.post('error', { message: event.message }));
  addEventListener('unhandledrejection', (event) =>
    admin.post('error', { message: String((event.reason as Error)?.message ?? event.reason) }),
  );
  getConsentManager().onChange((detail) => admin.post('consent', detail));
}

/**
 * Mouse positions go to the trace log for signed-in owners only (part 1 §6); the tracker loads
 * only on their pages, so a visitor's page never fetches it.
 */
function traceOwnerMouse(): void {
  if (!getPageContext().authenticatedAccount) return;
  void import('../core/tracking/mouse-positions.ts').then(({ trackMousePositions }) =>
    trackMousePositions((position) => trace.log('mouse-position', position)),
  );
}

/**
 * The store's commerce events (cart page open, add to cart, purchase, search), sent through the
 * page's schema tracker: with consent, and not for the site's own signed-in owners (part 1 §6).
 */
export const commerce = {
  cartOpened: (details: Parameters<typeof trackCartPageOpen>[1]) =>
    trackCartPageOpen(events, details),
  added: (details: Parameters<typeof trackAddToCart>[1]) => trackAddToCart(events, details),
  purchased: (details: Parameters<typeof trackPurchase>[1]) => trackPurchase(events, details),
  searched: (details: Parameters<typeof trackSearch>[1]) => trackSearch(events, details),
};

/**
 * Records the internal analytics event when a call of `client` raises the full-screen network
 * error (part 1 §8).
 */
export function watchDataClient(client: EventTarget): () => void {
  return recordNetworkFailures(client, events);
}

/**
 * What a published page runs besides its elements: the consent policy from the site's cookie
 * settings first, then the error reporter (its queue fetched with the first error), visit
 * tracking, the Track beacon, a page-view event, the trace of widget use (and of a signed-in
 * owner's mouse), the admin channel for an admin's page, and page speed (its records, and its performance events through the schema tracker).
 * Trackers ask consent before acting; an accept later starts what was held.
 */
export function startSiteRuntime(cookieSettings: Record<string, unknown>): void {
  if (started) return;
  started = true;
  const consent = getConsentManager(policyFromSettings(cookieSettings));
  consent.applyPolicy();
  forgetAnalyticsIdWithoutConsent(consent);
  const reporter = startErrorReporting({ app: APP });
  trackPageView();
  const admin = openAdminChannel();
  traceWidgets(admin);
  if (admin) postToAdmins(admin);
  traceOwnerMouse();
  // Page speed starts with consent: at load, or on a later accept (it asks only once itself).
  let measuring = false;
  const measure = () => {
    if (measuring || !consent.canStoreVisitorData()) return;
    measuring = true;
    startPageSpeed({
      app: APP,
      errorReporter: reporter,
      sendEvent: performanceEventSender(events),
    });
  };
  consent.onChange((detail) => {
    if (!detail.canStoreVisitorData) return;
    trackPageView();
    measure();
  });
  void events.preload();
  measure();
}
