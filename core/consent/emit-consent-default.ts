import { getConsentManager } from './default-manager.ts';
import type { ConsentManager } from './manager.ts';

/**
 * Tells Google Consent Mode v2 the default state, from the page's consent manager unless one is
 * given: every storage type granted or denied as visitor data may be stored, with a 500 ms wait
 * for an update. Does nothing without a gtag function; never throws. Returns whether it was told.
 * Each accept or decline then sends the update.
 */
export function emitConsentDefault(
  manager: Pick<ConsentManager, 'emitConsentDefault'> = getConsentManager(),
): boolean {
  return manager.emitConsentDefault();
}
