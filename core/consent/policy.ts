import { asObject } from './coerce.ts';

/**
 * The site's cookie policy (part 1 §3 "Cookie banner settings"). `absolute` and
 * `visitorDataRestricted` are carried for the elements that show them; what a visitor may store
 * is decided by `restrictive` and the visitor's choice alone (see `ConsentManager`).
 */
export interface ConsentPolicy {
  /** isRestrictiveCookiePolicyEnabled: no tracking cookies until the visitor accepts. */
  restrictive: boolean;
  /** isRestrictiveCookiePolicyAbsolute. */
  absolute?: boolean;
  /** isVisitorDataRestricted: the inverse of the owner's activity-log setting. */
  visitorDataRestricted?: boolean;
}

/**
 * The policy from the site's cookie settings, as the platform names them. Only `true` turns a
 * flag on, so settings that are missing or of the wrong type read as the permissive default.
 */
export function policyFromSettings(raw: unknown): Required<ConsentPolicy> {
  const settings = asObject(raw);
  return {
    restrictive: settings.isRestrictiveCookiePolicyEnabled === true,
    absolute: settings.isRestrictiveCookiePolicyAbsolute === true,
    visitorDataRestricted: settings.isVisitorDataRestricted === true,
  };
}
