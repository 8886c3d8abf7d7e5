/** The cookie that holds the visitor's choice (part 1 §4, CLARIFICATIONS "Consent cookie"). */
export const CONSENT_COOKIE = 'ss_cookieAllowed';
/** The consent cookie's value for an accepted choice. */
export const CONSENT_ACCEPTED_VALUE = '1';
/** The consent cookie's value for a declined choice. */
export const CONSENT_DECLINED_VALUE = '0';
/** How long a choice is kept (part 1 §9). */
export const CONSENT_LIFETIME_DAYS = 30;
export const CONSENT_COOKIE_PATH = '/';

/** Tracking cookies removed under the restrictive policy while consent is not given (part 1 §9). */
export const COOKIES_CLEARED_WITHOUT_CONSENT: readonly string[] = /* @__PURE__ */ Object.freeze([
  'SS_MATTR',
  'SS_MID',
  'SS_lastvisit',
  'user_segment',
  'ss_cid',
  'ss_cpvisit',
  'ss_cvisit',
  'ss_cvr',
  'ss_cvt',
]);

/** Fired on a `ConsentManager` after accept or decline. */
export const CONSENT_CHANGE_EVENT = 'consent-change';
/** Fired on `window` after accept or decline, for code in other bundles. */
export const WINDOW_CONSENT_CHANGE_EVENT = 'ss-consent-change';

/** Scripts that wait for consent: `<script type="text/plain" data-ss-consent>`. */
export const CONSENT_SCRIPT_SELECTOR = 'script[type="text/plain" i][data-ss-consent]';
