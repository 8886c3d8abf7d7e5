import {
  FIELD_KINDS,
  type FieldDefinition,
  type FieldKind,
  type FormDefinition,
} from '../../../core/forms/definition.ts';

/** Form ids, as they appear in the dev route's address. */
export const FORM_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** Item ids: the keys of a submission's `form` JSON. */
const FIELD_ID = /^[A-Za-z0-9_.:-]{1,128}$/;
/** The kinds whose `options` are their choices (or a likert field's questions). */
export const KINDS_WITH_OPTIONS: ReadonlySet<FieldKind> = new Set([
  'radio',
  'checkbox',
  'select',
  'likert',
]);

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

export type DefinitionCheck =
  { ok: true; definition: FormDefinition } | { ok: false; errors: Record<string, string> };

/**
 * Checks a form definition sent to `PUT /api/dev/forms/:id` against the shared `FormDefinition`
 * type, so what the form calls validate against is always well formed. Errors are keyed by the
 * property's path (`fields[2].type`). Properties the type does not name are kept as they came.
 *
 * Beyond the type: ids of 1 to 64 of `[A-Za-z0-9_-]` for forms and 1 to 128 of `[A-Za-z0-9_.:-]`
 * for fields, unique within the form; a blank `name`, `submitButtonText`, or title of a required
 * field is refused (its 'is required.' message would name nothing); radio, checkbox, select and
 * likert need at least one option, without repeats; a hidden field needs its `key`; a
 * `redirectUrl` must be http(s) or a path on the site (`/…`, not `//…`).
 */
export function checkDefinition(value: unknown, id: string): DefinitionCheck {
  const errors: Record<string, string> = {};
  if (!isObject(value)) return { ok: false, errors: { definition: 'Must be a JSON object' } };
  const given = value.id ?? id;
  if (typeof given !== 'string' || !FORM_ID.test(given))
    errors.id = 'Must be 1 to 64 letters, digits, _ or -';
  else if (given !== id) errors.id = 'Must match the id in the address';
  if (isBlank(value.name)) errors.name = 'Must be a non-blank string';
  if (isBlank(value.submitButtonText)) errors.submitButtonText = 'Must be a non-blank string';
  if (typeof value.successMessage !== 'string') errors.successMessage = 'Must be a string';
  for (const key of ['postSubmitHtml', 'collectionId', 'objectName'] as const)
    if (value[key] !== undefined && typeof value[key] !== 'string')
      errors[key] = 'Must be a string';
  for (const key of ['isNewsletter', 'captcha', 'isOverlayForm', 'textareaMaxLengthEnabled'])
    if (value[key] !== undefined && typeof value[key] !== 'boolean')
      errors[key] = 'Must be true or false';
  const redirect = value.redirectUrl;
  if (
    redirect !== undefined &&
    (typeof redirect !== 'string' || !/^(?:https?:\/\/[^/\s]|\/(?!\/))/i.test(redirect))
  )
    errors.redirectUrl = 'Must be an http(s) address or a path on the site';

  if (!Array.isArray(value.fields)) errors.fields = 'Must be a list of fields';
  else {
    const seen = new Set<string>();
    value.fields.forEach((field, index) => checkField(field, `fields[${index}]`, seen, errors));
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, definition: { ...value, id } as unknown as FormDefinition };
}

function checkField(
  field: unknown,
  path: string,
  seen: Set<string>,
  errors: Record<string, string>,
): void {
  if (!isObject(field)) {
    errors[path] = 'Must be an object';
    return;
  }
  const { id, type } = field as Partial<Record<keyof FieldDefinition, unknown>>;
  if (typeof id !== 'string' || !FIELD_ID.test(id))
    errors[`${path}.id`] = 'Must be 1 to 128 letters, digits, _ . : or -';
  else if (seen.has(id)) errors[`${path}.id`] = `Another field has the id '${id}'`;
  else seen.add(id);
  if (typeof type !== 'string' || !(FIELD_KINDS as readonly string[]).includes(type)) {
    errors[`${path}.type`] = `Must be one of ${FIELD_KINDS.join(', ')}`;
  }
  if (typeof field.title !== 'string') errors[`${path}.title`] = 'Must be a string';
  else if (field.required === true && isBlank(field.title))
    errors[`${path}.title`] = 'A required field needs a title';
  for (const key of ['description', 'placeholder', 'currencySymbol', 'key', 'value'])
    if (field[key] !== undefined && typeof field[key] !== 'string')
      errors[`${path}.${key}`] = 'Must be a string';
  for (const key of ['required', 'showCountryCode', 'underline'])
    if (field[key] !== undefined && typeof field[key] !== 'boolean')
      errors[`${path}.${key}`] = 'Must be true or false';
  const max = field.maxLength;
  if (max !== undefined && max !== null && typeof max !== 'number' && typeof max !== 'string')
    errors[`${path}.maxLength`] = 'Must be a number, numeric text or null';

  const options = field.options;
  if (KINDS_WITH_OPTIONS.has(type as FieldKind)) {
    if (
      !Array.isArray(options) ||
      options.length === 0 ||
      !options.every((option) => typeof option === 'string' && option !== '')
    )
      errors[`${path}.options`] = 'Must be a list of one or more non-empty strings';
    else if (new Set(options).size !== options.length)
      errors[`${path}.options`] = 'Must not repeat an option';
  } else if (options !== undefined && !Array.isArray(options))
    errors[`${path}.options`] = 'Must be a list of strings';
  if (type === 'hidden' && isBlank(field.key))
    errors[`${path}.key`] = 'A hidden field needs the query parameter it reads';
}
