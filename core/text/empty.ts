import { EMPTY_VALUE } from './messages.ts';

/** One value a form field can hold, as shown to a reader. */
export type DisplayScalar = string | number | boolean | null | undefined;
/** A field value: one value, or a list of them (address, name, date, checkbox …). */
export type DisplayValue = DisplayScalar | readonly DisplayScalar[];

const LIST_SEPARATOR = ', ';

function isScalar(value: unknown): value is DisplayScalar {
  return (
    value === null ||
    value === undefined ||
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean'
  );
}

function isEmptyScalar(value: DisplayScalar): boolean {
  return (
    value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
  );
}

function unsupported(value: unknown): Error {
  const kind = Array.isArray(value) ? 'a list holding a list, object or function' : typeof value;
  return new Error(
    `displayValue takes text, a number, a boolean, null, undefined or a list of those; got ${kind}.`,
  );
}

/**
 * A form value as text, or 'N/A' when it is empty (part 1 §9, CLARIFICATIONS "Empty values"): null,
 * undefined, blank text, an empty list or a list of blanks. Otherwise the value's text; a list's
 * items are joined with ', ', leaving out its empty items (so an address without a second line reads
 * '1 Main St, Springfield', not '1 Main St, , Springfield'). Text is shown as it stands.
 *
 * @throws Error for values that have no text of their own (objects, nested lists, functions …).
 */
export function displayValue(value: DisplayValue): string {
  if (Array.isArray(value)) {
    if (!value.every(isScalar)) throw unsupported(value);
    const items = value.filter((item) => !isEmptyScalar(item));
    return items.length === 0 ? EMPTY_VALUE : items.map(String).join(LIST_SEPARATOR);
  }
  if (!isScalar(value)) throw unsupported(value);
  return isEmptyScalar(value) ? EMPTY_VALUE : String(value);
}
