import { REQUIRED_FIELD } from './messages.ts';
import { fillTemplate } from './template.ts';

/** The outcome of checking one form field: valid, or the message to show beside it. */
export type FieldResult =
  { readonly valid: true } | { readonly valid: false; readonly message: string };

/** Whether a field must be filled in, and the label its 'is required' message names. */
export type FieldRequirement =
  | { readonly required?: false; readonly label?: string }
  | { readonly required: true; readonly label: string };

export const VALID_FIELD: FieldResult = Object.freeze({ valid: true });

export function invalidField(message: string): FieldResult {
  return { valid: false, message };
}

/** Text that is empty or only whitespace counts as left empty. */
export function isBlankText(text: string): boolean {
  return text.trim() === '';
}

/**
 * '{label} is required.' (CLARIFICATIONS "Required field left empty").
 *
 * @throws Error when the label is blank: the message would read ' is required.'.
 */
export function requiredFieldMessage(label: string): string {
  if (typeof label !== 'string' || isBlankText(label)) {
    throw new Error(
      `A required field needs a label for its '{label} is required.' message; got ${JSON.stringify(label)}.`,
    );
  }
  return fillTemplate(REQUIRED_FIELD, { label });
}

/**
 * The result for a field left empty (blank text): valid when optional, '{label} is required.' when
 * required. Returns `undefined` when the field is not empty, so its own rules apply.
 */
export function emptyFieldResult(
  value: string,
  requirement: FieldRequirement,
): FieldResult | undefined {
  // Built before looking at the value, so a missing label fails at once, not on the first empty submit.
  const requiredMessage =
    requirement.required === true ? requiredFieldMessage(requirement.label) : undefined;
  if (!isBlankText(value)) return undefined;
  return requiredMessage === undefined ? VALID_FIELD : invalidField(requiredMessage);
}
