import type { FormValue, FormValues } from '../../core/forms/index.ts';
import type { SsFormField } from './form-field.ts';

/** The refusals a form on this page has taken to show: two forms of one id show it once. */
const taken = new Set<string>();

const isEmpty = (value: unknown): boolean => {
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every(isEmpty);
  return value === undefined || value === null || Object.keys(value).length === 0;
};

/** Nothing typed, chosen or checked in any field the visitor fills in. */
export function nothingEntered(fields: readonly SsFormField[]): boolean {
  return fields.every((field) => !field.hasControls || isEmpty(field.rawValue));
}

/** Takes a kept submission's refusal to show, unless another form on the page has. */
export function takeRefusal(id: string): boolean {
  if (taken.has(id)) return false;
  taken.add(id);
  return true;
}

/**
 * Gives the fields the values a kept submission held (shaped values read as what a control holds),
 * so the visitor can correct them and send again; each field shows its error, as after a send.
 */
export function giveBack(fields: readonly SsFormField[], values: FormValues): void {
  for (const field of fields) {
    const id = field.field?.id;
    if (!field.hasControls || id === undefined) continue;
    if (Object.hasOwn(values, id)) field.rawValue = values[id] as FormValue;
    field.reportValidity();
  }
}
