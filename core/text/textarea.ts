import { codePointLength } from './code-points.ts';
import { CHARACTER_COUNTER, CHARACTER_LIMIT_EXCEEDED } from './messages.ts';
import {
  VALID_FIELD,
  emptyFieldResult,
  invalidField,
  type FieldRequirement,
  type FieldResult,
} from './field-result.ts';
import { fillTemplate } from './template.ts';

/** A textarea's maximum length as set by an attribute (text) or a property (number). */
export type MaxLengthSetting = number | string | null | undefined;

const DECIMAL_NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

/**
 * The character limit a maximum-length setting means, or `null` for no limit (part 1 §5, part 2 §5,
 * CLARIFICATIONS "Textarea maximum"): a numeric string is read as a number; anything that is not a
 * number (blank text, 'abc', NaN, ±Infinity, other types) or is below 0 means no limit; decimals
 * round down, so 0.5 is a limit of 0. Only decimal notation counts as numeric text ('0x10' does not).
 */
export function parseMaxLength(setting: unknown): number | null {
  let max: number;
  if (typeof setting === 'number') max = setting;
  else if (typeof setting === 'string' && DECIMAL_NUMBER.test(setting.trim()))
    max = Number(setting);
  else return null;
  if (!Number.isFinite(max) || max < 0) return null;
  return Math.floor(max);
}

/**
 * Checks a textarea (part 1 §5): valid when left empty and optional; '{label} is required.' when left
 * empty and required; otherwise valid within the limit (counted in code points), else 'You have
 * exceeded the character limit.'. Whitespace-only text counts as empty.
 */
export function validateTextarea(
  value: string,
  maxLength: MaxLengthSetting,
  requirement: FieldRequirement = {},
): FieldResult {
  const empty = emptyFieldResult(value, requirement);
  if (empty !== undefined) return empty;
  const limit = parseMaxLength(maxLength);
  if (limit === null || codePointLength(value) <= limit) return VALID_FIELD;
  return invalidField(CHARACTER_LIMIT_EXCEEDED);
}

/** Whether the text is over the limit, for the counter's error style. */
export function exceedsMaxLength(value: string, maxLength: MaxLengthSetting): boolean {
  const limit = parseMaxLength(maxLength);
  return limit !== null && codePointLength(value) > limit;
}

/** The counter 'n / max' (n in code points), or `null` when there is no limit and so no counter. */
export function characterCounterText(value: string, maxLength: MaxLengthSetting): string | null {
  const limit = parseMaxLength(maxLength);
  if (limit === null) return null;
  return fillTemplate(CHARACTER_COUNTER, { n: codePointLength(value), max: limit });
}
