import { getCookie } from '../../net/cookies.ts';
import { mayTrack } from '../consent-gate.ts';
import { signedInAccount, textOf } from '../context.ts';
import { pageCookies } from '../page-cookies.ts';
import { MARKETING_ID_COOKIE } from '../schema-tracker.ts';
import type { DeliveryOptions } from './deliver.ts';
import type { PerformanceEvent } from './event.ts';
import { whenLoadedAndIdle } from './schedule.ts';
import type { PageSpeedWindow } from './types.ts';
import type { VitalsApi } from './vitals.ts';

export interface PageSpeedOptions {
  /** The app measured; its rollouts are `app` and `{app}-user-timing` (see pageSpeedFlags). */
  app: string;
  /** Makes the settings call, and sends records when there is no beacon; the global fetch when left out. */
  fetch?: typeof fetch;
  /** navigator.sendBeacon when left out; null sends by fetch only. */
  sendBeacon?: DeliveryOptions['sendBeacon'] | null;
  /** Where page speed reads the page and listens; the real window when left out. */
  window?: PageSpeedWindow;
  /** The web-vitals functions; web-vitals is imported on demand when left out. */
  vitals?: VitalsApi;
  /** The consent gate, asked at start and before each send. */
  canTrack?: () => boolean;
  /** Receives setup failures and timing errors; the console does when left out. */
  errorReporter?: { report(error: unknown, custom?: Record<string, unknown>): unknown };
  /** Hands each record's performance event to the schema tracker. */
  sendEvent?: (event: PerformanceEvent) => void;
  /**
   * The analytics id; when left out, the visitor's, as the schema tracker keeps it (made on a
   * first visit).
   */
  analyticsId?: () => string;
  /** The SS_MID cookie when left out. */
  marketingId?: () => string;
  /** The authenticated account's id from the page context when left out. */
  memberId?: () => string;
}

export interface PageSpeed {
  /** True once page speed runs; false when consent, the settings or a rollout says no. */
  readonly ready: Promise<boolean>;
  /** Stops listening; nothing more is sent. */
  stop(): void;
}

/**
 * Page-speed tracking (part 2 §4, §7). After the load event, at an idle moment, and with
 * consent, it asks the settings call for a page-load id and the rollouts; with 'rum' and the
 * app's rollout on, it collects the web-vitals and sends one record when the page is hidden or
 * every vital is final (FCP and TTFB when reported; each 60000 ms on, with the latest CLS, INP
 * and LCP), then a fresh record for each restore from the back/forward cache. Every failure is swallowed: setup failures go to the error
 * reporter with the page-load id, timing errors as 'RUM timing error: …'.
 *
 * Only this start loads with the page. The settings call (./set-up.ts) is imported at that idle
 * moment, and what measures and sends (./run.ts) once the settings say page speed runs.
 */
export function startPageSpeed(options: PageSpeedOptions): PageSpeed {
  const win = options.window ?? (globalThis as unknown as PageSpeedWindow);
  const removers: Array<() => void> = [];
  let stopped = false;
  let pageLoadId: string | null = null;
  let settle!: (running: boolean) => void;
  const ready = new Promise<boolean>((resolve) => (settle = resolve));

  const report = (error: unknown) => {
    try {
      if (options.errorReporter) options.errorReporter.report(error, { pageLoadId });
      else console.error(error instanceof Error ? error.message : String(error));
    } catch {
      // Tracking never breaks the page.
    }
  };

  const run = async (): Promise<boolean> => {
    if (!mayTrack(options.canTrack)) return false;
    try {
      const { setUpPageSpeed } = await import('./set-up.ts');
      return await setUpPageSpeed({
        options,
        win,
        allowed: () => mayTrack(options.canTrack),
        marketingId: () => options.marketingId?.() ?? getCookie(MARKETING_ID_COOKIE) ?? '',
        memberId: () => options.memberId?.() ?? textOf(signedInAccount()?.id),
        cookies: pageCookies,
        report,
        stopped: () => stopped,
        removers,
        setPageLoadId: (id) => (pageLoadId = id),
      });
    } catch (error) {
      report(error);
      return false;
    }
  };

  const cancel = whenLoadedAndIdle(win, () => {
    void run().then(settle);
  });

  return {
    ready,
    stop() {
      stopped = true;
      cancel();
      for (const remove of removers.splice(0)) remove();
      settle(false);
    },
  };
}
