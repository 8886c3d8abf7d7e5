/** How long each web-vital is waited for before the record is sent without it. */
export const METRIC_TIMEOUT_MS = 60_000;

export const VITAL_NAMES = ['CLS', 'FCP', 'INP', 'LCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** What page speed uses of a web-vitals report. */
export interface VitalReport {
  name: string;
  value: number;
}

/** web-vitals' `ReportOpts`, as far as page speed sets them. */
export interface VitalOptions {
  reportAllChanges?: boolean;
}

export type VitalSubscriber = (
  callback: (metric: VitalReport) => void,
  options?: VitalOptions,
) => void;

/**
 * The vitals that change while the page is shown, subscribed to with `reportAllChanges`: each
 * report is the latest value, not the final one (web-vitals has that only as the page is
 * hidden), so each is waited for its 60000 ms, and a page still shown then sends the latest.
 */
export const CHANGING_VITALS: readonly VitalName[] = ['CLS', 'INP', 'LCP'];

/** The web-vitals functions page speed subscribes to; `import('web-vitals')` fits. */
export interface VitalsApi {
  onCLS: VitalSubscriber;
  onFCP: VitalSubscriber;
  onINP: VitalSubscriber;
  onLCP: VitalSubscriber;
  onTTFB: VitalSubscriber;
}

export type VitalValues = Partial<Record<VitalName, number>>;

/**
 * The web-vitals of one page view (a load, or a restore from the back/forward cache). FCP and
 * TTFB are final when reported, the changing vitals keep their latest value; each is final when
 * its 60000 ms have passed. When all five are final, `onFinal` runs once. `known` vitals are
 * final from the start.
 */
export class VitalsCycle {
  readonly values: VitalValues;
  readonly #waiting = new Map<VitalName, ReturnType<typeof setTimeout>>();

  readonly #onFinal: () => void;

  constructor(onFinal: () => void, known: VitalValues = {}, timeoutMs = METRIC_TIMEOUT_MS) {
    this.#onFinal = onFinal;
    this.values = { ...known };
    for (const name of VITAL_NAMES) {
      if (!(name in known))
        this.#waiting.set(
          name,
          setTimeout(() => this.#settle(name), timeoutMs),
        );
    }
  }

  record(name: VitalName, value: number): void {
    this.values[name] = value;
    if (!CHANGING_VITALS.includes(name)) this.#settle(name);
  }

  /** Clears the time-outs; `onFinal` will not run. */
  stop(): void {
    for (const timer of this.#waiting.values()) clearTimeout(timer);
    this.#waiting.clear();
  }

  #settle(name: VitalName): void {
    const timer = this.#waiting.get(name);
    if (timer === undefined) return;
    clearTimeout(timer);
    this.#waiting.delete(name);
    if (this.#waiting.size === 0) this.#onFinal();
  }
}
