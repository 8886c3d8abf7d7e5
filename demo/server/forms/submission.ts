import type { FieldDefinition, FormDefinition } from '../../../core/forms/definition.ts';
import { validateEmail } from '../../../core/text/email.ts';
import {
  emptyFieldResult,
  requiredFieldMessage,
  type FieldRequirement,
  type FieldResult,
} from '../../../core/text/field-result.ts';
import { isLikertAnswer, type LikertAnswer } from '../../../core/text/likert.ts';
import { fillTemplate } from '../../../core/text/template.ts';
import { validateTextarea } from '../../../core/text/textarea.ts';
import { isUsZip } from '../../../core/text/zip.ts';
import { FORM_MESSAGES } from './messages.ts';

/** A field's value as stored: text, a list of parts or choices, or a likert map. */
export type ShapedValue = string | string[] | Record<string, LikertAnswer[]>;

export type SubmissionCheck =
  { ok: true; fields: Record<string, ShapedValue> } | { ok: false; errors: Record<string, string> };

/** How many parts each multi-part kind's list holds (part 1 §3). */
const PARTS = { name: 2, address: 6, date: 3, time: 4, phone: 4 } as const;
const ADDRESS_ZIP = 4;
const ADDRESS_COUNTRY = 5;
/** Country parts read as the United States, where the 5-digit zip rule applies. */
const US_NAMES = new Set([
  '',
  'us',
  'usa',
  'u.s.',
  'u.s.a.',
  'united states',
  'united states of america',
]);

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const isBlank = (text: string) => text.trim() === '';

/**
 * The `form` field of a submission: the JSON text of an object mapping item id to value, or
 * `undefined` for anything else (an object sent as it is included: the contract says text).
 */
export function parseFormText(form: unknown): Record<string, unknown> | undefined {
  if (typeof form !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(form);
    return isObject(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Text as sent: a string as it is, a finite number as its text, null or missing as ''. */
function scalar(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

function list(value: unknown, parts: number): string[] | undefined {
  if (value === null || value === undefined) return Array<string>(parts).fill('');
  if (!Array.isArray(value) || value.length !== parts) return undefined;
  const texts = value.map(scalar);
  return texts.every((text) => text !== undefined) ? (texts as string[]) : undefined;
}

const twoDigits = (text: string, low: number, high: number) =>
  /^\d{2}$/.test(text) && Number(text) >= low && Number(text) <= high;

/** Date parts are MM, DD and YYYY (CLARIFICATIONS "Forms"), of a day that exists; blanks pass. */
function isDateParts([month, day, year]: string[]): boolean {
  if (month !== '' && !twoDigits(month!, 1, 12)) return false;
  if (year !== '' && !/^\d{4}$/.test(year!)) return false;
  if (day === '') return true;
  if (!twoDigits(day!, 1, 31)) return false;
  if (month === '') return true;
  // Day 0 of the next month is the last of this one; a blank year allows 29 February.
  const last = new Date(Date.UTC(year === '' ? 2000 : Number(year), Number(month), 0));
  return Number(day) <= last.getUTCDate();
}

/** Time parts are HH (01-12), MM, SS and AM or PM (CLARIFICATIONS "Forms"); blanks pass. */
function isTimeParts([hour, minute, second, ampm]: string[]): boolean {
  return (
    (hour === '' || twoDigits(hour!, 1, 12)) &&
    (minute === '' || twoDigits(minute!, 0, 59)) &&
    (second === '' || twoDigits(second!, 0, 59)) &&
    (ampm === '' || /^(?:AM|PM)$/i.test(ampm!))
  );
}

const invalid = (template: string, label: string): FieldResult => ({
  valid: false,
  message: fillTemplate(template, { label }),
});

/**
 * Shapes and checks one field's value against its definition. Returns the value as stored and
 * the result: the first rule it breaks, or valid.
 */
function checkField(
  field: FieldDefinition,
  sent: unknown,
  definition: FormDefinition,
): { value: ShapedValue | undefined; result: FieldResult } {
  const label = field.title.trim() || field.id;
  const requirement: FieldRequirement = field.required === true ? { required: true, label } : {};
  const notValid = { value: undefined, result: invalid(FORM_MESSAGES.fieldNotValid, label) };
  const valid: FieldResult = { valid: true };
  const required = (empty: boolean): FieldResult =>
    empty && field.required === true
      ? { valid: false, message: requiredFieldMessage(label) }
      : valid;

  switch (field.type) {
    case 'email': {
      const value = scalar(sent);
      if (value === undefined) return notValid;
      return { value, result: validateEmail(value, requirement) };
    }
    case 'textarea': {
      const value = scalar(sent);
      if (value === undefined) return notValid;
      const result = definition.textareaMaxLengthEnabled
        ? validateTextarea(value, field.maxLength, requirement)
        : (emptyFieldResult(value, requirement) ?? valid);
      return { value, result };
    }
    case 'text':
    case 'number':
    case 'website':
    case 'currency':
    case 'password':
    case 'twitter':
    case 'hidden': {
      const value = scalar(sent);
      if (value === undefined) return notValid;
      return { value, result: required(isBlank(value)) };
    }
    case 'name':
    case 'address':
    case 'date':
    case 'time':
    case 'phone': {
      // The client prefixes a 3-part phone list with an empty country part; so do we.
      const parts =
        field.type === 'phone' && Array.isArray(sent) && sent.length === 3 ? ['', ...sent] : sent;
      const value = list(parts, PARTS[field.type]);
      if (value === undefined) return notValid;
      if (value.every(isBlank)) return { value, result: required(true) };
      if (field.type === 'date' && !isDateParts(value))
        return { value, result: invalid(FORM_MESSAGES.dateNotValid, label) };
      if (field.type === 'time' && !isTimeParts(value))
        return { value, result: invalid(FORM_MESSAGES.timeNotValid, label) };
      if (field.type === 'address') {
        const zip = value[ADDRESS_ZIP]!;
        const country = value[ADDRESS_COUNTRY]!.trim().toLowerCase();
        if (zip !== '' && US_NAMES.has(country) && !isUsZip(zip))
          return { value, result: { valid: false, message: FORM_MESSAGES.zipNotValid } };
      }
      return { value, result: valid };
    }
    case 'radio':
    case 'select': {
      const value = scalar(sent);
      if (value === undefined || (value !== '' && !field.options?.includes(value))) return notValid;
      return { value, result: required(value === '') };
    }
    case 'checkbox': {
      if (sent === null || sent === undefined) return { value: [], result: required(true) };
      if (!Array.isArray(sent)) return notValid;
      const value = [...new Set(sent)];
      if (!value.every((choice) => typeof choice === 'string' && field.options?.includes(choice)))
        return notValid;
      return { value: value as string[], result: required(value.length === 0) };
    }
    case 'likert': {
      const questions = field.options ?? [];
      const answers = sent === null || sent === undefined ? {} : sent;
      if (!isObject(answers)) return notValid;
      const value: Record<string, LikertAnswer[]> = {};
      for (const question of questions) value[question] = [];
      for (const [question, given] of Object.entries(answers)) {
        if (!questions.includes(question)) return notValid;
        if (!Array.isArray(given) || !given.every(isLikertAnswer)) return notValid;
        value[question] = given;
      }
      return { value, result: required(Object.values(value).every((given) => given.length === 0)) };
    }
    case 'section':
      return { value: undefined, result: valid };
  }
}

/**
 * Checks a submission's values against the stored definition (part 1 §3, §5) and shapes them as
 * stored: every field of the definition but sections, in its order, a missing value as its empty
 * shape ('' , a list of blanks, [] or a likert map of empty lists). Values for ids the
 * definition does not hold (sections included) are left out of the shaped values; the request
 * as sent keeps them.
 */
export function checkSubmission(
  definition: FormDefinition,
  values: Record<string, unknown>,
): SubmissionCheck {
  const fields: Record<string, ShapedValue> = {};
  const errors: Record<string, string> = {};
  for (const field of definition.fields) {
    if (field.type === 'section') continue;
    const sent = Object.hasOwn(values, field.id) ? values[field.id] : undefined;
    const { value, result } = checkField(field, sent, definition);
    if (!result.valid) errors[field.id] = result.message;
    else if (value !== undefined) fields[field.id] = value;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, fields };
}
