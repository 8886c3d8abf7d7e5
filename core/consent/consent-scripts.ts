import { awakenScripts } from './awaken-scripts.ts';
import { CONSENT_SCRIPT_SELECTOR } from './constants.ts';

export { CONSENT_SCRIPT_SELECTOR };

/**
 * Replaces every inert consent script under `root` with a real one, which the browser then
 * runs: attributes are copied but `type`, `data-ss-consent`, `data-src` and `data-type`; the
 * source comes from `data-src` (else the inline text) and the type from `data-type` (e.g.
 * `module`), else a classic script. The inert script leaves the page, so each runs once.
 * No consent check: see `activateConsentScripts`. Returns how many were started.
 */
export function runConsentScripts(root: ParentNode): number {
  return awakenScripts(root.querySelectorAll<HTMLScriptElement>(CONSENT_SCRIPT_SELECTOR));
}
