import { getConsentManager } from '../consent/default-manager.ts';

/** Answers whether visitor data may be stored or sent. */
export type ConsentGate = () => boolean;

const askConsent: ConsentGate = () => getConsentManager().canStoreVisitorData();
let registered: ConsentGate = askConsent;

/**
 * Sets the function every tracker asks before storing or sending visitor data. By default, and
 * after `registerConsentGate(undefined)`, it is the page's consent manager: accepted yes;
 * declined or Global Privacy Control no; no choice yet, yes unless the site's policy is
 * restrictive.
 */
export function registerConsentGate(gate: ConsentGate | undefined): void {
  registered = gate ?? askConsent;
}

/** The registered gate's answer. */
export function defaultCanTrack(): boolean {
  return registered();
}

/** A gate's answer, where a gate that throws or answers anything but true means no. */
export function mayTrack(canTrack: ConsentGate = defaultCanTrack): boolean {
  try {
    return canTrack() === true;
  } catch {
    return false;
  }
}
