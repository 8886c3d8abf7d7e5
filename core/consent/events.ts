import type { ConsentChoice } from './choice.ts';
import { CONSENT_CHANGE_EVENT, WINDOW_CONSENT_CHANGE_EVENT } from './constants.ts';

export interface ConsentChangeDetail {
  choice: ConsentChoice;
  canStoreVisitorData: boolean;
}

/**
 * The visitor accepted or declined, or a new policy changed whether visitor data may be stored;
 * fired on the `ConsentManager`.
 */
export class ConsentChangeEvent extends Event {
  constructor(readonly detail: ConsentChangeDetail) {
    super(CONSENT_CHANGE_EVENT);
  }
}

declare global {
  interface WindowEventMap {
    [WINDOW_CONSENT_CHANGE_EVENT]: CustomEvent<ConsentChangeDetail>;
  }
}
