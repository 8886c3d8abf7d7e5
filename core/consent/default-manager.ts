import { getRawPageContext } from '../site/context-json.ts';
import { ConsentManager } from './manager.ts';
import { policyFromSettings } from './policy.ts';
import type { ConsentPolicy } from './policy.ts';

let shared: ConsentManager | undefined;

/**
 * The page's one `ConsentManager`, made on the first call. Its policy is the one given, else the
 * page context's `cookieSettings`, so a tracker that asks first still honours a restrictive
 * site. A policy given once the manager exists replaces its policy: the cookie banner, which
 * holds the site's settings, has the last word.
 */
export function getConsentManager(policy?: ConsentPolicy): ConsentManager {
  if (!shared) {
    shared = new ConsentManager({
      policy: policy ?? policyFromSettings(getRawPageContext().cookieSettings),
    });
  } else if (policy) {
    shared.setPolicy(policy);
  }
  return shared;
}

/** Forgets the page's manager, so the next `getConsentManager` makes a new one. For tests. */
export function resetConsentManager(): void {
  shared = undefined;
}
