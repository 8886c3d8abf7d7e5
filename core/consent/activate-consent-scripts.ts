import { runConsentScripts } from './consent-scripts.ts';
import { getConsentManager } from './default-manager.ts';
import type { ConsentManager } from './manager.ts';

/**
 * Starts the scripts under `root` that wait for consent (`<script type="text/plain"
 * data-ss-consent>`, inline or with `data-src`) when visitor data may be stored; otherwise
 * leaves them inert. `ConsentManager.accept` does the same for the whole document. Returns how many
 * were started.
 */
export function activateConsentScripts(
  root: ParentNode = document,
  manager: Pick<ConsentManager, 'canStoreVisitorData'> = getConsentManager(),
): number {
  return manager.canStoreVisitorData() ? runConsentScripts(root) : 0;
}
