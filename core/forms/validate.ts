import { validateEmail } from '../text/email.ts';
import { requiredFieldMessage, type FieldResult } from '../text/field-result.ts';
import { characterCounterText, validateTextarea } from '../text/textarea.ts';
import { isUsZip } from '../text/zip.ts';
import { hasControls, type FieldDefinition, type FormDefinition } from './definition.ts';
import { FORM_MESSAGES } from './messages.ts';
import { isBlank, isObject, ownValue, setOwn } from './records.ts';
import { shapeValue } from './shape-value.ts';
import type { FormValue } from './values.ts';

/** The outcome of checking a whole form: each invalid field's message, by item id. */
export interface FormValidation {
  valid: boolean;
  errors: Record<string, string>;
  /** 'One or more fields is invalid, please check your entries.' when any field is invalid. */
  message: string | null;
}

const messageOf = (result: FieldResult): string | null => (result.valid ? null : result.message);

/**
 * The parts that say whether a list-shaped value was filled in. Our reading where the spec is
 * open: an address's Country, a phone's Country and a time's Ampm are often preset by their
 * controls, so they alone do not fill the field in.
 */
const MEANINGFUL_PARTS: ReadonlyMap<string, number[]> = new Map([
  ['address', [0, 1, 2, 3, 4]],
  ['phone', [1, 2, 3]],
  ['time', [0, 1, 2]],
]);

function isEmptyValue(field: FieldDefinition, value: FormValue | undefined): boolean {
  if (typeof value === 'string') return isBlank(value);
  if (Array.isArray(value)) {
    const parts = MEANINGFUL_PARTS.get(field.type)?.map((index) => value[index] ?? '') ?? value;
    return parts.every(isBlank);
  }
  return value === undefined || Object.keys(value).length === 0;
}

const US_NAMES = new Set([
  '',
  'us',
  'usa',
  'u.s.',
  'u.s.a.',
  'united states',
  'united states of america',
]);

/**
 * A zip code given in a US address must be 5 digits (part 1 §5 "US zip"). Our reading: the rule
 * applies when the address's Country is empty or names the United States, so visitors abroad
 * can give their own postcodes; surrounding spaces are ignored.
 */
function addressMessage(parts: string[]): string | null {
  const zip = (parts[4] ?? '').trim();
  const country = (parts[5] ?? '').trim().toLowerCase();
  if (zip === '' || !US_NAMES.has(country) || isUsZip(zip)) return null;
  return FORM_MESSAGES.zipNotValid;
}

/** '{title} is required.'; 'This field is required.' for a field without a title (our wording). */
function requiredMessage(field: FieldDefinition): string {
  const title = typeof field.title === 'string' ? field.title.trim() : '';
  return requiredFieldMessage(title === '' ? FORM_MESSAGES.untitledField : title);
}

/** A required likert field needs every question it lists answered (any, when it lists none). */
function unansweredLikert(field: FieldDefinition, value: FormValue | undefined): boolean {
  const questions = Array.isArray(field.options) ? field.options : [];
  return questions.some((question) => ownValue(value, question) === undefined);
}

/**
 * One field's message, or null when it is valid (part 1 §5). `value` is what its control holds
 * or its shaped value. Never throws.
 *
 * - sections and hidden fields are always valid;
 * - a required field left empty: '{title} is required.' (blank text, a list of blanks, nothing
 *   checked, no likert answer — or, for a required likert, a listed question unanswered);
 * - email: the `core/text` rule and message ('Email is not valid. …');
 * - textarea: its `maxLength` only under `definition.textareaMaxLengthEnabled`
 *   ('You have exceeded the character limit.');
 * - address: a zip given in a US address must be 5 digits ('Zip code is not valid. US zip codes have exactly 5 digits.').
 */
export function validateField(
  field: FieldDefinition,
  value: unknown,
  definition?: FormDefinition,
): string | null {
  if (!isObject(field) || !hasControls(field)) return null;
  const shaped = shapeValue(field, value);
  const required = field.required === true;
  if (isEmptyValue(field, shaped)) return required ? requiredMessage(field) : null;
  switch (field.type) {
    case 'email':
      return messageOf(validateEmail(shaped as string));
    case 'textarea':
      return definition?.textareaMaxLengthEnabled === true
        ? messageOf(validateTextarea(shaped as string, field.maxLength))
        : null;
    case 'address':
      return addressMessage(shaped as string[]);
    case 'likert':
      return required && unansweredLikert(field, shaped) ? requiredMessage(field) : null;
    default:
      return null;
  }
}

/**
 * Every field of the form checked (`validateField`), with the general message 'One or more fields
 * is invalid, please check your entries.' when any is invalid. Never throws.
 *
 * @param values item id → what each control holds (or the shaped values).
 */
export function validateForm(definition: FormDefinition, values: unknown): FormValidation {
  const errors: Record<string, string> = {};
  const fields: unknown = definition?.fields;
  for (const field of Array.isArray(fields) ? (fields as FieldDefinition[]) : []) {
    if (!isObject(field) || typeof field.id !== 'string') continue;
    const message = validateField(field, ownValue(values, field.id), definition);
    if (message !== null) setOwn(errors, field.id, message);
  }
  const valid = Object.keys(errors).length === 0;
  return { valid, errors, message: valid ? null : FORM_MESSAGES.invalidFields };
}

/**
 * A textarea's counter 'n / max' (n in code points), or null when the field is not a textarea,
 * the form's maximum-length flag is off, or the field has no limit.
 */
export function counterText(
  field: FieldDefinition,
  value: unknown,
  definition?: FormDefinition,
): string | null {
  if (field?.type !== 'textarea' || definition?.textareaMaxLengthEnabled !== true) return null;
  return characterCounterText(shapeValue(field, value) as string, field.maxLength);
}
