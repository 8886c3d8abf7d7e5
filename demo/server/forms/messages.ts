/**
 * The texts the dev API's form calls answer with, in one place. The spec's texts are quoted word
 * for word (part 1 §5, §8); the rest are our wording where the spec is silent, and say so.
 */
export const FORM_MESSAGES = {
  /** 401 for a submission key that was never issued or was used already (our wording). */
  invalidKey: 'Invalid submission key',
  /** 404 for a form id with no stored definition (our wording). */
  formNotFound: 'Form not found',
  /** 429 once a client has sent its quota of submissions to a form (our wording). */
  rateLimited: 'Rate limit exceeded',
  /** 400 for a `form` that is not the JSON text of an object (part 1 §8). */
  unparsableFields: 'Could not parse the form fields, please check your entries.',
  /** 400 with the errors map (part 1 §5). */
  invalidFields: 'One or more fields is invalid, please check your entries.',
  /** 400 for a captcha-bound form sent without a captcha key (part 1 §5). */
  captchaIncomplete: 'Complete CAPTCHA before submitting.',
  /** 400 for page context that breaks the contract (our wording, a developer's mistake). */
  badContentSource: "contentSource must be 'i' (item) or 'c' (collection)",
  /** A value of the wrong shape, or a choice that is not one of the field's options (our wording). */
  fieldNotValid: '{label} is not valid.',
  /** A date whose parts are not MM, DD and YYYY of a real day (our wording). */
  dateNotValid: '{label} is not a valid date.',
  /** A time whose parts are not HH (01-12), MM, SS and AM/PM (our wording). */
  timeNotValid: '{label} is not a valid time.',
  /** The Zip part of a US address that is not exactly 5 digits (our wording, rule of part 1 §5). */
  zipNotValid: 'Zip code is not valid. US zip codes have exactly 5 digits.',
  /** 400 for a definition the dev route refuses (our wording). */
  invalidDefinition: 'Invalid form definition',
} as const;
