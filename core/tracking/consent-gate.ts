import { pageCanStoreVisitorData } from '../consent/page-consent.ts';

/** Answers whether visitor data may be stored or sent. */
export type ConsentGate = () => boolean;

let registered: ConsentGate = pageCanStoreVisitorData;

/**
 * Sets the function every tracker asks before storing or sending visitor data. By default, and
 * after `registerConsentGate(undefined)`, it is the page's consent manager, or while the page has
 * none the same rule read without one (`pageCanStoreVisitorData`, which keeps the manager out of
 * what the trackers load): accepted yes; declined or Global Privacy Control no; no choice yet,
 * yes unless the site's policy is restrictive.
 */
export function registerConsentGate(gate: ConsentGate | undefined): void {
  registered = gate ?? pageCanStoreVisitorData;
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
