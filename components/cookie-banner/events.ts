import { SsEvent } from '../base/ss-event.ts';

export interface ConsentChoiceDetail {
  /** What the visitor chose. */
  choice: 'accepted' | 'declined';
}

/** The visitor accepted or declined cookies; the banner is gone. */
export class SsConsentChoiceEvent extends SsEvent<ConsentChoiceDetail> {
  constructor(detail: ConsentChoiceDetail) {
    super('ss-consent-choice', detail);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'ss-consent-choice': SsConsentChoiceEvent;
  }
}
