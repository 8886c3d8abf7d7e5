import { CONSENT_ACCEPTED_VALUE, CONSENT_DECLINED_VALUE } from './constants.ts';

/** The visitor's answer to the banner; 'unset' until they give one. */
export type ConsentChoice = 'accepted' | 'declined' | 'unset';

/** The choice a consent cookie value stands for: '1' accepted, '0' declined, anything else unset. */
export function choiceFromCookieValue(value: string | undefined): ConsentChoice {
  if (value === CONSENT_ACCEPTED_VALUE) return 'accepted';
  if (value === CONSENT_DECLINED_VALUE) return 'declined';
  return 'unset';
}
