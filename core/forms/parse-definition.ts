import {
  FIELD_KINDS,
  type FieldDefinition,
  type FieldKind,
  type FormDefinition,
} from './definition.ts';
import { FORM_MESSAGES } from './messages.ts';
import { isBlank, isObject, ownValue, type JsonObject } from './records.ts';

/** Thrown inside the reader for a value it cannot use; never leaves this module. */
class Unrenderable extends Error {}

const KINDS: ReadonlySet<string> = new Set(FIELD_KINDS);

const reject = (): never => {
  throw new Unrenderable();
};

/** An optional string: absent or null gives undefined, any other type is refused. */
function optionalString(source: JsonObject, key: string): string | undefined {
  const value = ownValue(source, key);
  if (value === undefined || value === null) return undefined;
  return typeof value === 'string' ? value : reject();
}

function optionalBoolean(source: JsonObject, key: string): boolean | undefined {
  const value = ownValue(source, key);
  if (value === undefined || value === null) return undefined;
  return typeof value === 'boolean' ? value : reject();
}

function requiredId(source: JsonObject): string {
  const id = ownValue(source, 'id');
  return typeof id === 'string' && !isBlank(id) ? id : reject();
}

function optionList(field: JsonObject, kind: FieldKind): string[] | undefined {
  const value = ownValue(field, 'options');
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || !value.every((option) => typeof option === 'string')) reject();
  const options = [...(value as string[])];
  // Likert questions key the submitted map, so two alike would overwrite each other.
  if (kind === 'likert' && new Set(options).size !== options.length) reject();
  return options;
}

function maxLengthSetting(field: JsonObject): number | string | null | undefined {
  const value = ownValue(field, 'maxLength');
  if (value === undefined || value === null) return value;
  return typeof value === 'number' || typeof value === 'string' ? value : reject();
}

/** Copies the defined entries only, so a parsed definition holds no `undefined` values. */
function defined<T extends object>(entries: T): T {
  return Object.fromEntries(
    Object.entries(entries).filter(([, value]) => value !== undefined),
  ) as T;
}

function readField(raw: unknown): FieldDefinition {
  if (!isObject(raw)) return reject();
  const type = ownValue(raw, 'type');
  if (typeof type !== 'string' || !KINDS.has(type)) return reject();
  const kind = type as FieldKind;
  return defined<FieldDefinition>({
    id: requiredId(raw),
    type: kind,
    title: optionalString(raw, 'title') ?? '',
    description: optionalString(raw, 'description'),
    placeholder: optionalString(raw, 'placeholder'),
    required: optionalBoolean(raw, 'required'),
    options: optionList(raw, kind),
    currencySymbol: optionalString(raw, 'currencySymbol'),
    maxLength: maxLengthSetting(raw),
    showCountryCode: optionalBoolean(raw, 'showCountryCode'),
    underline: optionalBoolean(raw, 'underline'),
    key: optionalString(raw, 'key'),
    value: optionalString(raw, 'value'),
  });
}

function readDefinition(source: JsonObject): FormDefinition {
  const id = requiredId(source);
  const rawFields = ownValue(source, 'fields');
  if (!Array.isArray(rawFields)) return reject();
  const fields = rawFields.map(readField);
  if (new Set(fields.map((field) => field.id)).size !== fields.length) reject();
  const submitButtonText = optionalString(source, 'submitButtonText');
  return defined<FormDefinition>({
    id,
    name: optionalString(source, 'name') ?? '',
    fields,
    submitButtonText:
      submitButtonText === undefined || isBlank(submitButtonText)
        ? FORM_MESSAGES.defaultSubmitButtonText
        : submitButtonText,
    successMessage: optionalString(source, 'successMessage') ?? '',
    postSubmitHtml: optionalString(source, 'postSubmitHtml'),
    redirectUrl: optionalString(source, 'redirectUrl'),
    isNewsletter: optionalBoolean(source, 'isNewsletter'),
    captcha: optionalBoolean(source, 'captcha'),
    collectionId: optionalString(source, 'collectionId'),
    objectName: optionalString(source, 'objectName'),
    isOverlayForm: optionalBoolean(source, 'isOverlayForm'),
    textareaMaxLengthEnabled: optionalBoolean(source, 'textareaMaxLengthEnabled'),
  });
}

/**
 * A form definition from an object or its JSON text, or `undefined` when it cannot be rendered
 * (the element then logs 'Could not render form'). It never throws.
 *
 * Refused: text that is not JSON; anything but an object; a missing or blank form `id`; `fields`
 * that is not a list; a field that is not an object, has a blank or missing `id`, an id another
 * field has, or a `type` outside `FIELD_KINDS` (matched exactly); a string setting (title,
 * description, placeholder, currencySymbol, key, value, name, successMessage, postSubmitHtml,
 * redirectUrl, collectionId, objectName) holding another type; a flag that is not a boolean;
 * `options` that is not a list of strings, or likert questions that repeat; a `maxLength` that is
 * neither a number nor a string (its value is read later by `parseMaxLength`).
 *
 * Our reading where the spec is open: `null` counts as absent; a missing `name`,
 * `successMessage` or field `title` is ''; a missing or blank `submitButtonText` is 'Submit';
 * unknown properties are dropped. The result is a fresh copy, never the input.
 */
export function parseFormDefinition(raw: unknown): FormDefinition | undefined {
  let source = raw;
  if (typeof raw === 'string') {
    try {
      source = JSON.parse(raw);
    } catch {
      return undefined;
    }
  }
  if (!isObject(source)) return undefined;
  try {
    return readDefinition(source);
  } catch {
    return undefined;
  }
}
