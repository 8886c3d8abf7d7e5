import { getRawPageContext } from '../site/context-json.ts';
import { ConsentManager } from './manager.ts';
import { pageConsent } from './page-consent.ts';
import { policyFromSettings } from './policy.ts';
import type { ConsentPolicy } from './policy.ts';

/**
 * The page's one `ConsentManager`, made on the first call. Its policy is the one given, else the
 * page context's `cookieSettings`, which is also what the trackers go by while there is no
 * manager (`pageCanStoreVisitorData`, so that they need not load one). A policy given once the
 * manager exists replaces its policy: the cookie banner, which holds the site's settings, has
 * the last word.
 */
export function getConsentManager(policy?: ConsentPolicy): ConsentManager {
  const shared = pageConsent.manager as ConsentManager | undefined;
  if (shared) {
    if (policy) shared.setPolicy(policy);
    return shared;
  }
  return (pageConsent.manager = new ConsentManager({
    policy: policy ?? policyFromSettings(getRawPageContext().cookieSettings),
  }));
}

/** Forgets the page's manager, so the next `getConsentManager` makes a new one. For tests. */
export function resetConsentManager(): void {
  pageConsent.manager = undefined;
}
