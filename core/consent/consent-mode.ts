/** Google's `gtag` function, as a page defines it. */
export type Gtag = (...args: unknown[]) => void;

export type ConsentModeValue = 'granted' | 'denied';

/** The four storage types of Google Consent Mode v2. */
export interface ConsentModeState {
  ad_storage: ConsentModeValue;
  analytics_storage: ConsentModeValue;
  ad_user_data: ConsentModeValue;
  ad_personalization: ConsentModeValue;
}

/** How long Google tags wait for an update after the default, in ms. */
export const CONSENT_MODE_WAIT_MS = 500;

/** Every type granted when visitor data may be stored, else every type denied. */
export function consentModeState(canStoreVisitorData: boolean): ConsentModeState {
  const value: ConsentModeValue = canStoreVisitorData ? 'granted' : 'denied';
  return {
    ad_storage: value,
    analytics_storage: value,
    ad_user_data: value,
    ad_personalization: value,
  };
}

/** The page's own `window.gtag`, when it has one. */
export function pageGtag(): Gtag | undefined {
  const gtag = (globalThis as { gtag?: unknown }).gtag;
  return typeof gtag === 'function' ? (gtag as Gtag) : undefined;
}
