import { getCookie } from '../net/cookies.ts';
import { getRawPageContext } from '../site/context-json.ts';
import { choiceFromCookieValue, type ConsentChoice } from './choice.ts';
import { CONSENT_COOKIE } from './constants.ts';
import { policyFromSettings } from './policy.ts';

/**
 * Whether visitor data may be stored, without a `ConsentManager`: what the trackers ask, so
 * they need not load the manager (accept, decline, Consent Mode, cookie clearing) with the
 * page. `ConsentManager` answers by the same rule.
 */

/** The part of a `ConsentManager` the trackers ask. */
export interface ConsentAnswer {
  canStoreVisitorData(): boolean;
}

/** The page's one manager once `getConsentManager` made it (./default-manager.ts). */
export const pageConsent: { manager?: ConsentAnswer } = {};

/** The choice in the consent cookie. */
export const storedChoice = (): ConsentChoice => choiceFromCookieValue(getCookie(CONSENT_COOKIE));

/**
 * The rule: accepted yes, declined no; no choice yet (`'unset'`) yes unless Global Privacy
 * Control is on (it counts as a decline) or the policy is restrictive.
 */
export const mayStore = (choice: ConsentChoice, gpc: boolean, restrictive: boolean): boolean =>
  choice === 'unset' ? !gpc && !restrictive : choice === 'accepted';

/**
 * The page's manager's answer; before there is one, the answer a new one would give: the
 * consent cookie, the browser's GPC signal and the page context's `cookieSettings`.
 */
export const pageCanStoreVisitorData = (): boolean =>
  pageConsent.manager
    ? pageConsent.manager.canStoreVisitorData()
    : mayStore(
        storedChoice(),
        (globalThis.navigator as { globalPrivacyControl?: unknown } | undefined)
          ?.globalPrivacyControl === true,
        policyFromSettings(getRawPageContext().cookieSettings).restrictive,
      );
