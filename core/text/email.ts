import { codePointLength } from './code-points.ts';
import { isEmailAddress } from './email-address.ts';
import { EMAIL_NOT_VALID } from './messages.ts';
import {
  VALID_FIELD,
  emptyFieldResult,
  invalidField,
  type FieldRequirement,
  type FieldResult,
} from './field-result.ts';

export const EMAIL_MIN_LENGTH = 3;
export const EMAIL_MAX_LENGTH = 256;

/**
 * Checks an email field (part 1 §5): valid when left empty and optional; '{label} is required.' when
 * left empty and required; otherwise valid when it has an address's shape (`isEmailAddress`) and a
 * length of 3 to 256, else 'Email is not valid. Email addresses should follow the format
 * name@example.com.'.
 *
 * Our reading where the spec is open: whitespace-only counts as empty; whitespace around the
 * address is ignored (as a browser's email input does) and the length is counted in code points
 * without it.
 */
export function validateEmail(value: string, requirement: FieldRequirement = {}): FieldResult {
  const empty = emptyFieldResult(value, requirement);
  if (empty !== undefined) return empty;
  const address = value.trim();
  const length = codePointLength(address);
  const fits = length >= EMAIL_MIN_LENGTH && length <= EMAIL_MAX_LENGTH;
  return fits && isEmailAddress(address) ? VALID_FIELD : invalidField(EMAIL_NOT_VALID);
}
