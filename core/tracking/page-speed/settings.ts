import type { PageSpeedFlags } from './constants.ts';
import { PAGE_SPEED_MESSAGES, unexpectedStatus } from './messages.ts';

/** Not ../context.ts's `isObject`: importing it would split the page's trackers into two files. */
const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

export const SETTINGS_PATH = '/api/1/performance/settings';
export const SETTINGS_TIMEOUT_MS = 60_000;

/** What the settings call answers: `{ pageLoadId, variants: { rum: true, … } }`. */
export interface PageSpeedSettings {
  pageLoadId: string;
  /** Rollout name → whether it is on for this page load. */
  variants: Record<string, boolean>;
}

/**
 * GET /api/1/performance/settings with each flag asked about as a `flag` parameter. Rejects with
 * 'Metric settings request timeout' after 60000 ms (and aborts the call), 'XHR request DONE
 * with unexpected status: N' for any status but 200 (0 when no response came), and 'Unable to
 * resolve pageLoadId' when the answer holds none (or is not JSON).
 */
export async function fetchSettings(
  fetcher: typeof fetch = fetch,
  flags: readonly string[],
  timeoutMs = SETTINGS_TIMEOUT_MS,
): Promise<PageSpeedSettings> {
  const query = new URLSearchParams(flags.map((flag) => ['flag', flag]));
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const [status, body] = await Promise.race([
      fetcher(new URL(`${SETTINGS_PATH}?${query}`, location.href).href, {
        method: 'GET',
        signal: controller.signal,
      }).then(
        async (response) => [response.status, await response.json().catch(() => null)] as const,
        () => [0, null] as const,
      ),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          reject(new Error(PAGE_SPEED_MESSAGES.settingsTimeout));
          controller.abort();
        }, timeoutMs);
      }),
    ]);
    if (status !== 200) throw new Error(unexpectedStatus(status));
    const { pageLoadId, variants } = isObject(body) ? body : {};
    if (typeof pageLoadId !== 'string' || pageLoadId === '')
      throw new Error(PAGE_SPEED_MESSAGES.missingPageLoadId);
    return {
      pageLoadId,
      variants: Object.fromEntries(
        Object.entries(isObject(variants) ? variants : {}).map(([name, on]) => [name, on === true]),
      ),
    };
  } finally {
    clearTimeout(timer);
  }
}

/** Page speed runs only with both 'rum' and the app's own rollout on. */
export const isPageSpeedOn = (settings: PageSpeedSettings, flags: PageSpeedFlags): boolean =>
  settings.variants[flags.rum] === true && settings.variants[flags.app] === true;

export const isUserTimingOn = (settings: PageSpeedSettings, flags: PageSpeedFlags): boolean =>
  isPageSpeedOn(settings, flags) && settings.variants[flags.userTiming] === true;
