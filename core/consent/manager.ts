import { getRawCookie, rawCookies, setCookie } from '../net/cookies.ts';
import { choiceFromCookieValue } from './choice.ts';
import type { ConsentChoice } from './choice.ts';
import { CONSENT_MODE_WAIT_MS, consentModeState, pageGtag } from './consent-mode.ts';
import type { Gtag } from './consent-mode.ts';
import {
  CONSENT_SCRIPT_SELECTOR,
  CONSENT_ACCEPTED_VALUE,
  CONSENT_CHANGE_EVENT,
  CONSENT_COOKIE,
  CONSENT_DECLINED_VALUE,
  CONSENT_LIFETIME_DAYS,
  COOKIES_CLEARED_WITHOUT_CONSENT,
  WINDOW_CONSENT_CHANGE_EVENT,
} from './constants.ts';
import { ConsentChangeEvent } from './events.ts';
import type { ConsentChangeDetail } from './events.ts';
import { mayStore, storedChoice } from './page-consent.ts';
import type { ConsentPolicy } from './policy.ts';

/** The part of `navigator` consent reads: the Global Privacy Control signal. */
export interface PrivacyNavigator {
  globalPrivacyControl?: boolean;
}

export interface ConsentManagerOptions {
  policy: ConsentPolicy;
  /** Where the GPC signal is read; the browser's `navigator` when left out. */
  navigator?: PrivacyNavigator;
  /** Finds Google's gtag when consent changes; the page's `window.gtag` when left out. */
  gtag?: () => Gtag | undefined;
}

/**
 * The visitor's cookie consent on this page: reads and writes the consent cookie, answers
 * whether visitor data may be stored, clears tracking cookies the policy forbids, starts the
 * scripts that wait for consent and tells Google Consent Mode.
 *
 * Global Privacy Control counts as a decline while the visitor has made no choice of their own,
 * without writing any cookie: an explicit accept or decline on this site wins over it.
 *
 * @fires consent-change - `ConsentChangeEvent`, after accept or decline, and after a new policy
 * that changes whether visitor data may be stored (and `ss-consent-change` on `window`, a
 * `CustomEvent` with the same detail, for code in other bundles).
 */
export class ConsentManager extends EventTarget {
  #policy!: ConsentPolicy;
  readonly #navigator: PrivacyNavigator | undefined;
  readonly #gtag: () => Gtag | undefined;
  #madeHere: ConsentChoice = 'unset';
  /** Consent Mode's default was sent: a policy change may update it. */
  #defaultSent = false;

  constructor(options: ConsentManagerOptions) {
    super();
    if (options === null || typeof options !== 'object') {
      throw new Error('ConsentManager takes an options object: { policy, navigator?, gtag? }.');
    }
    this.setPolicy(options.policy);
    this.#navigator = options.navigator;
    this.#gtag = options.gtag ?? pageGtag;
  }

  get policy(): ConsentPolicy {
    return this.#policy;
  }

  /**
   * Replaces the policy, e.g. once the site settings are read. When that changes whether visitor
   * data may be stored (restrictive to permissive, or back, with no choice made), it is news as
   * an accept or a decline is: the change events fire, Consent Mode is updated and the scripts
   * that wait for consent start if they now may. It clears no cookie by itself (`applyPolicy`).
   */
  setPolicy(policy: ConsentPolicy): void {
    if (
      policy === null ||
      typeof policy !== 'object' ||
      typeof (policy as ConsentPolicy).restrictive !== 'boolean'
    ) {
      throw new Error(
        'ConsentManager needs a policy object with a boolean `restrictive`: see policyFromSettings.',
      );
    }
    const could = this.#policy && this.canStoreVisitorData();
    this.#policy = policy;
    if (could !== undefined && could !== this.canStoreVisitorData()) this.#announce(true);
  }

  /**
   * The choice stored in the consent cookie; a value other than '1' or '0' is 'unset'. When the
   * browser refused the cookie, a choice made on this page still holds until the page is left.
   */
  choice(): ConsentChoice {
    const stored = storedChoice();
    return stored === 'unset' ? this.#madeHere : stored;
  }

  /** Whether the browser sends the Global Privacy Control signal. */
  gpc(): boolean {
    const nav = this.#navigator ?? (globalThis.navigator as PrivacyNavigator | undefined);
    return nav?.globalPrivacyControl === true;
  }

  /** The stored choice, else 'declined' under GPC, else 'unset'. */
  effectiveChoice(): ConsentChoice {
    const choice = this.choice();
    return choice === 'unset' && this.gpc() ? 'declined' : choice;
  }

  /** Whether trackers may store visitor data: accepted yes, declined no, unset unless restrictive. */
  canStoreVisitorData(): boolean {
    return mayStore(this.choice(), this.gpc(), this.#policy.restrictive);
  }

  /**
   * Whether to show the banner: it is enabled and no valid choice is stored. GPC does not hide
   * it, so the visitor may still accept.
   */
  needsBanner(enabled: boolean): boolean {
    return enabled === true && this.choice() === 'unset';
  }

  /**
   * Stores an accepted choice for 30 days and starts the scripts that waited for it. The choice,
   * the events and Consent Mode are done on return; the promise is `applyPolicy`'s.
   */
  accept(): Promise<void> {
    return this.#store(CONSENT_ACCEPTED_VALUE);
  }

  /**
   * Stores a declined choice for 30 days. The choice, the events and Consent Mode are done on
   * return; the promise settles once the policy is applied (`applyPolicy`).
   */
  decline(): Promise<void> {
    return this.#store(CONSENT_DECLINED_VALUE);
  }

  /**
   * Under the restrictive policy, while the choice is anything but accepted (declined, unset,
   * GPC), removes the tracking cookies of part 1 §9. The code that removes them loads only when
   * one is present, so the promise settles once they are gone. Never throws and never rejects: a
   * page must not break on it.
   */
  applyPolicy(): Promise<void> {
    try {
      if (this.#mustClear()) {
        return import('./clear-everywhere.ts')
          .then(({ clearEverywhere }) => {
            // Asked again: the visitor may have accepted while it loaded.
            if (this.#mustClear()) {
              clearEverywhere(
                COOKIES_CLEARED_WITHOUT_CONSENT,
                globalThis.location?.hostname ?? '',
                rawCookies,
                globalThis.location?.pathname,
              );
            }
          })
          .catch(() => {
            // Not loaded, or a cookie jar that refuses writes: nothing more to do.
          });
      }
    } catch {
      // A cookie jar that cannot be read leaves nothing to do.
    }
    return Promise.resolve();
  }

  /**
   * Starts the page's scripts that wait for consent (`<script type="text/plain"
   * data-ss-consent>`) when visitor data may be stored (by the rule of `canStoreVisitorData`):
   * on an accept, and as a page loads (the banner asks once it has the site's settings). Asked
   * again once their code has loaded, so a decline or a stricter policy meanwhile holds them.
   * Each runs once; otherwise they stay inert.
   */
  startWaitingScripts(): void {
    const page = globalThis.document;
    if (this.canStoreVisitorData() && page?.querySelector(CONSENT_SCRIPT_SELECTOR)) {
      // Loaded only when the page has such scripts: most have none, and the banner that
      // carries this manager has a tight budget. As runConsentScripts(page), once loaded.
      void import('./awaken-scripts.ts').then(({ awakenScripts }) => {
        if (this.canStoreVisitorData())
          awakenScripts(page.querySelectorAll<HTMLScriptElement>(CONSENT_SCRIPT_SELECTOR));
      });
    }
  }

  /**
   * Tells Google Consent Mode the state before any tag runs, once: a second default (another
   * banner, new settings) would come after updates already sent. Returns whether gtag was told.
   */
  emitConsentDefault(): boolean {
    if (this.#defaultSent) return true;
    const sent = this.#callGtag('default', {
      ...consentModeState(this.canStoreVisitorData()),
      wait_for_update: CONSENT_MODE_WAIT_MS,
    });
    this.#defaultSent ||= sent;
    return sent;
  }

  /**
   * Calls `listener` after every accept or decline, and after a policy change that changes
   * whether visitor data may be stored; returns a function that stops it.
   */
  onChange(listener: (detail: ConsentChangeDetail) => void): () => void {
    const handler = (event: Event) => listener((event as ConsentChangeEvent).detail);
    this.addEventListener(CONSENT_CHANGE_EVENT, handler);
    return () => this.removeEventListener(CONSENT_CHANGE_EVENT, handler);
  }

  /**
   * Whether the policy wants a tracking cookie gone now, and one is there: read as stored, so a
   * value js-cookie cannot decode counts as there.
   */
  #mustClear(): boolean {
    return (
      this.#policy.restrictive &&
      this.choice() !== 'accepted' &&
      COOKIES_CLEARED_WITHOUT_CONSENT.some((name) => getRawCookie(name) !== undefined)
    );
  }

  #store(value: string): Promise<void> {
    this.#madeHere = choiceFromCookieValue(value);
    try {
      setCookie(CONSENT_COOKIE, value, { expires: CONSENT_LIFETIME_DAYS });
    } catch {
      // Kept for this page by #madeHere.
    }
    const applied = this.applyPolicy();
    this.#announce();
    return applied;
  }

  /**
   * Tells everyone who listens what visitor data may now be stored. A new policy sent to
   * Consent Mode before its default was sent goes as that default, never as an update ahead
   * of it.
   */
  #announce(policyChange?: boolean): void {
    const detail: ConsentChangeDetail = {
      choice: this.effectiveChoice(),
      canStoreVisitorData: this.canStoreVisitorData(),
    };
    this.startWaitingScripts();
    if (policyChange && !this.#defaultSent) this.emitConsentDefault();
    else this.#callGtag('update', consentModeState(detail.canStoreVisitorData));
    this.dispatchEvent(new ConsentChangeEvent({ ...detail }));
    globalThis.dispatchEvent?.(
      new CustomEvent(WINDOW_CONSENT_CHANGE_EVENT, { detail: { ...detail } }),
    );
  }

  #callGtag(command: 'default' | 'update', state: object): boolean {
    try {
      const gtag = this.#gtag();
      if (typeof gtag !== 'function') return false;
      gtag('consent', command, state);
      return true;
    } catch {
      return false;
    }
  }
}
