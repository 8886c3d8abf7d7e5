/**
 * Every visitor-facing text of the forms core, in one place so it can be localised later.
 * The catalogue's form messages (part 1 §4, §5, §8) are word for word; the ones marked "our
 * wording" are texts the spec leaves open.
 */
export const FORM_MESSAGES = {
  processingError: 'Error processing form submission. Please reload and try again.',
  unknownError: 'Unknown error, please try again later.',
  noSubmissionKey: 'Could not get a form submission key, please try again later.',
  unparsableFields: 'Could not parse the form fields, please check your entries.',
  /** The problem summary shown above the form. */
  problemAbove: 'Your form has encountered a problem. Please scroll down to review.',
  /** The problem summary shown beside the submit control. */
  problemBelow: 'Your form has encountered a problem. Please scroll up to review.',
  invalidFields: 'One or more fields is invalid, please check your entries.',
  completeCaptcha: 'Complete CAPTCHA before submitting.',
  /** Logged (not shown) when a form definition cannot be rendered. */
  renderFailed: 'Could not render form',
  /** The submit control's label while submitting; ends with U+2026. */
  submitting: 'Submitting\u2026',
  /** Our wording: the submission was kept in the browser because the network is down. */
  savedOffline:
    'You are offline. Your submission is saved and will be sent when the connection returns.',
  /** Our wording: the browser is online but the submission did not reach the site; kept. */
  savedRetry: 'Your submission could not be sent yet. It is saved and will be sent again shortly.',
  /** Our wording: a submission kept offline has now been sent. */
  savedSent: 'Your saved submission has been sent.',
  /**
   * Our wording: a submission kept on an earlier visit (or page) was refused for good; it is back
   * in the form, with why.
   */
  savedRefused:
    'Your saved submission was not accepted. It is back in the form: please check it and send it again.',
  /**
   * Our wording: an address's zip code is not a US zip (part 1 §5 "US zip: exactly 5 digits"); the
   * same text the dev API answers, so a visitor reads one wording wherever the rule is caught.
   */
  zipNotValid: 'Zip code is not valid. US zip codes have exactly 5 digits.',
  /** Our wording: the label '{label} is required.' names when a required field has no title. */
  untitledField: 'This field',
  /** Our wording: the submit control's label when the definition gives none. */
  defaultSubmitButtonText: 'Submit',
} as const;

/** The catalogue's message for a refused submission, by HTTP status (part 1 §8). */
export const FORM_STATUS_MESSAGES: Readonly<Record<401 | 404 | 429 | 500, string>> = Object.freeze({
  401: 'Unable to submit form. Please try again later.',
  404: 'This form has not been configured yet.',
  429: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  500: 'Unable to send form. Please try again later.',
});

/** The status message of a refused submission, or undefined for a status without one. */
export function formStatusMessage(status: number | null | undefined): string | undefined {
  return status === 401 || status === 404 || status === 429 || status === 500
    ? FORM_STATUS_MESSAGES[status]
    : undefined;
}
