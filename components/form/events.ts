import { SsEvent } from '../base/ss-event.ts';

export interface SubmitSuccessDetail {
  formId: string;
  /** The shaped values that were sent, by item id. */
  values: Record<string, unknown>;
}

export interface SubmitFailureDetail {
  formId: string;
  /** The general message shown. */
  message: string;
  /** Field id → message, for errors shown above fields. */
  errors: Record<string, string>;
}

/** The visitor submitted the form and it is being sent. */
export class SsSubmitEvent extends SsEvent<{ formId: string }> {
  constructor(detail: { formId: string }) {
    super('ss-submit', detail);
  }
}

/** The submission was stored; the success message (or the redirect) follows. */
export class SsSubmitSuccessEvent extends SsEvent<SubmitSuccessDetail> {
  constructor(detail: SubmitSuccessDetail) {
    super('ss-submit-success', detail);
  }
}

/** The submission failed; every value stays in the form. */
export class SsSubmitFailureEvent extends SsEvent<SubmitFailureDetail> {
  constructor(detail: SubmitFailureDetail) {
    super('ss-submit-failure', detail);
  }
}

/** The network was down: the submission is kept and sent when the connection returns. */
export class SsSubmitSavedEvent extends SsEvent<{ formId: string }> {
  constructor(detail: { formId: string }) {
    super('ss-submit-saved', detail);
  }
}

/** A newsletter form's submission succeeded. */
export class SsNewsletterSubscribeEvent extends SsEvent<{ formId: string }> {
  constructor(detail: { formId: string }) {
    super('ss-newsletter-subscribe', detail);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'ss-submit': SsSubmitEvent;
    'ss-submit-success': SsSubmitSuccessEvent;
    'ss-submit-failure': SsSubmitFailureEvent;
    'ss-submit-saved': SsSubmitSavedEvent;
    'ss-newsletter-subscribe': SsNewsletterSubscribeEvent;
  }
}
