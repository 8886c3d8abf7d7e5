import { isLikertAnswer } from '../text/likert.ts';
import type { FieldDefinition, FormDefinition } from './definition.ts';
import { partsOf, shapeDate, shapePhone, shapeTime } from './parts.ts';
import { isBlank, isObject, ownValue, scalarText, setOwn } from './records.ts';
import {
  ADDRESS_PARTS,
  NAME_PARTS,
  type FormValue,
  type FormValues,
  type LikertValue,
} from './values.ts';

/** One text: a string as typed, a number in decimal, the first item of a list; else ''. */
function singleText(raw: unknown): string {
  if (Array.isArray(raw)) return scalarText(raw.find((item) => !isBlank(scalarText(item))));
  return scalarText(raw);
}

/** The field's options, or none when it lists none (or something else). */
const listedOptions = (field: FieldDefinition): string[] =>
  Array.isArray(field.options) ? field.options.filter((option) => typeof option === 'string') : [];

/** The checked values, in the order given, blanks and repeats left out. */
function shapeCheckbox(field: FieldDefinition, raw: unknown): string[] {
  let values: string[];
  if (Array.isArray(raw)) values = raw.map(scalarText);
  else if (isObject(raw)) {
    // A map of option → checked; options the field lists come in its order.
    const checked = Object.keys(raw).filter((option) => raw[option] === true);
    const listed = listedOptions(field).filter((option) => checked.includes(option));
    values = [...listed, ...checked.filter((option) => !listed.includes(option))];
  } else values = [scalarText(raw)];
  return [...new Set(values.filter((value) => !isBlank(value)))];
}

function likertAnswers(raw: unknown): string[] {
  const answers = (Array.isArray(raw) ? raw : [raw]).map((answer) => scalarText(answer).trim());
  return [...new Set(answers.filter(isLikertAnswer))];
}

/**
 * Question → list of answers (part 1 §3), answers the strings '-2' to '2' (numbers are read as
 * their text). Only answered questions are in the map; when the field lists its questions,
 * only those, in its order.
 */
function shapeLikert(field: FieldDefinition, raw: unknown): LikertValue {
  const value: LikertValue = {};
  if (!isObject(raw)) return value;
  const listed = listedOptions(field);
  const questions = listed.length > 0 ? listed : Object.keys(raw);
  for (const question of questions) {
    const answers = likertAnswers(ownValue(raw, question));
    if (answers.length > 0) setOwn(value, question, answers);
  }
  return value;
}

/**
 * A hidden field's value (part 1 §3, CLARIFICATIONS "Forms"): the first value of the query
 * parameter named by its `key`; when the parameter is absent or empty, or the field has no key,
 * its default `value` ('' without one).
 */
export function hiddenValue(field: FieldDefinition, search?: string): string {
  const fallback = typeof field.value === 'string' ? field.value : '';
  if (typeof field.key !== 'string' || field.key === '') return fallback;
  const query = search ?? globalThis.location?.search ?? '';
  const found = new URLSearchParams(typeof query === 'string' ? query : '').get(field.key);
  return found ? found : fallback;
}

/**
 * One field's value in the shape the submission sends (part 1 §3, CLARIFICATIONS "Forms"), from
 * what its control holds (or an already shaped value: shaping twice changes nothing). Never
 * throws. `undefined` for a section, which sends nothing.
 *
 * - address [Line1, Line2, City, State, Zip, Country], name [First, Last]: parts trimmed, from a
 *   list by position or an object by part name;
 * - date [Month, Day, Year] and time [Hour, Minute, Second, Ampm]: zero-padded to 2 digits (the
 *   year to 4); a date input's `yyyy-mm-dd` and a time input's `hh:mm[:ss]` are read too;
 * - phone [Country, Areacode, Prefix, Line]: 3 parts get an empty country part first;
 * - checkbox: the list of checked values; radio, select and the text kinds: one string, as typed;
 * - likert: question → list of answers; hidden: the query parameter of its key, else its default.
 *
 * @param search the page's query for hidden fields; `location.search` when left out.
 */
export function shapeValue(
  field: FieldDefinition,
  raw: unknown,
  search?: string,
): FormValue | undefined {
  switch (field.type) {
    case 'section':
      return undefined;
    case 'hidden':
      return hiddenValue(field, search);
    case 'address':
      return partsOf(raw, ADDRESS_PARTS);
    case 'name':
      return partsOf(raw, NAME_PARTS);
    case 'date':
      return shapeDate(raw);
    case 'time':
      return shapeTime(raw);
    case 'phone':
      return shapePhone(raw);
    case 'checkbox':
      return shapeCheckbox(field, raw);
    case 'likert':
      return shapeLikert(field, raw);
    default:
      return singleText(raw);
  }
}

/**
 * The submission's values, item id → shaped value, for every field of the definition but
 * sections; a field the raw values leave out gets its empty shape. Never throws.
 *
 * @param rawValues item id → what the field's control holds (or its shaped value).
 * @param search the page's query for hidden fields; `location.search` when left out.
 */
export function shapeFormValues(
  definition: FormDefinition,
  rawValues: unknown,
  search?: string,
): FormValues {
  const values: FormValues = {};
  const fields: unknown = definition?.fields;
  if (!Array.isArray(fields)) return values;
  for (const field of fields as FieldDefinition[]) {
    if (!isObject(field) || typeof field.id !== 'string') continue;
    const value = shapeValue(field, ownValue(rawValues, field.id), search);
    if (value !== undefined) setOwn(values, field.id, value);
  }
  return values;
}
