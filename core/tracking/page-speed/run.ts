import { analyticsIdCookie, type CookieSource } from '../analytics-cookie.ts';
import { pageAnalyticsId } from '../session-store.ts';
import { deliverRecord } from './deliver.ts';
import { performanceEvent } from './event.ts';
import { timingError } from './timing-error.ts';
import {
  firstInputDelay,
  NO_NAVIGATION,
  navigationEntry,
  navigationMetrics,
  readUserTiming,
} from './navigation.ts';
import { readPage } from './page.ts';
import type { PageSpeedOptions } from './page-speed.ts';
import { buildRecord } from './record.ts';
import type { PageSpeedRecord, PageSpeedWindow } from './types.ts';
import { VitalsCycle, type VitalName, type VitalReport, type VitalsApi } from './vitals.ts';

/**
 * What `startPageSpeed` hands over once the settings say page speed runs. It passes its own
 * consent gate, cookie and page-context reads, so this module, imported on demand, shares no
 * code with what loads with the page.
 */
export interface RunContext {
  options: PageSpeedOptions;
  win: PageSpeedWindow;
  pageLoadId: string;
  /** Whether the user-timing rollout is on too. */
  userTiming: boolean;
  /** The consent gate's answer. */
  allowed: () => boolean;
  marketingId: () => string;
  memberId: () => string;
  /** The page's cookies, where the analytics id is kept besides storage. */
  cookies: CookieSource;
  /** Reports a failure to the error reporter (with the page-load id) or the console. */
  report: (error: unknown) => void;
  stopped: () => boolean;
  /** Where the run leaves what `stop()` must undo. */
  removers: Array<() => void>;
}

interface Cycle {
  vitals: VitalsCycle;
  restored: boolean;
  sent: boolean;
}

/**
 * Collects the web-vitals and sends a record per page view (the load, then each restore from
 * the back/forward cache). Answers true once listening; rejects when subscribing fails.
 */
export async function runPageSpeed(context: RunContext): Promise<boolean> {
  const { options, win, report, stopped } = context;
  let cycle: Cycle | undefined;
  const timingFailed = (detail: string) => report(timingError(detail));

  const send = (current: Cycle) => {
    if (current.sent || stopped()) return;
    current.sent = true;
    current.vitals.stop();
    if (!context.allowed()) return;
    let sent: PageSpeedRecord;
    try {
      const entry = current.restored ? undefined : navigationEntry(win);
      const record = buildRecord({
        pageLoadId: context.pageLoadId,
        analyticsId:
          options.analyticsId?.() ??
          pageAnalyticsId({ now: Date.now(), cookie: analyticsIdCookie(context.cookies) }),
        marketingId: context.marketingId(),
        memberId: context.memberId(),
        page: readPage(win),
        navigation: entry ? navigationMetrics(entry) : NO_NAVIGATION,
        navigationType: current.restored ? 'back-forward-cache' : (entry?.type ?? 'navigate'),
        vitals: current.vitals.values,
        // The first input is the document's: a page restored from the cache has none of its own.
        firstInputDelay: current.restored ? null : firstInputDelay(win),
        userTiming: context.userTiming ? readUserTiming(win) : undefined,
      });
      const beacon =
        options.sendBeacon === undefined
          ? win.navigator?.sendBeacon?.bind(win.navigator)
          : (options.sendBeacon ?? undefined);
      sent = deliverRecord(record, { sendBeacon: beacon, fetch: options.fetch });
    } catch (error) {
      timingFailed(error instanceof Error ? error.message : String(error));
      return;
    }
    try {
      options.sendEvent?.(performanceEvent(sent, win.location.hostname));
    } catch {
      // The schema tracker's failures are its own.
    }
  };

  const begin = (restored: boolean) => {
    cycle?.vitals.stop();
    // No network response comes with a restore: its time starts at the pageshow, and its first
    // byte is there (web-vitals' TTFB of 0, reported before this listener runs).
    const next = { restored, sent: false } as Cycle;
    next.vitals = new VitalsCycle(() => send(next), restored ? { TTFB: 0 } : {});
    cycle = next;
  };

  const onVital = (name: VitalName) => (metric: VitalReport) => {
    if (stopped() || !cycle) return;
    const value = metric?.value;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
      timingFailed(`${name} is not a valid value: ${String(value)}`);
      return;
    }
    cycle.vitals.record(name, value);
  };

  const listen = (target: EventTarget, type: string, handler: (event: Event) => void) => {
    target.addEventListener(type, handler);
    context.removers.push(() => target.removeEventListener(type, handler));
  };

  const vitals: VitalsApi = options.vitals ?? (await import('web-vitals'));
  if (stopped()) return false;
  context.removers.push(() => cycle?.vitals.stop());
  try {
    begin(false);
    const latest = { reportAllChanges: true };
    vitals.onCLS(onVital('CLS'), latest);
    vitals.onFCP(onVital('FCP'));
    vitals.onINP(onVital('INP'), latest);
    vitals.onLCP(onVital('LCP'), latest);
    vitals.onTTFB(onVital('TTFB'));
  } catch (error) {
    cycle?.vitals.stop();
    cycle = undefined;
    throw error;
  }
  // The record goes as the page is hidden, when web-vitals reports the final values of CLS, INP
  // and LCP (any still unreported: every change is): it listens on the window in the capture
  // phase, so they are in before this listener on the document runs. A page going away fires
  // `pagehide` first, still visible, and then that `visibilitychange`, so `pagehide` sends only
  // for a page hidden all along (a tab opened in the background and closed unseen), which has
  // no `visibilitychange` to come.
  const sendIfHidden = () => {
    if (win.document.visibilityState === 'hidden' && cycle) send(cycle);
  };
  listen(win.document, 'visibilitychange', sendIfHidden);
  listen(win, 'pagehide', sendIfHidden);
  listen(win, 'pageshow', (event) => {
    if ((event as PageTransitionEvent).persisted) begin(true);
  });
  return true;
}
