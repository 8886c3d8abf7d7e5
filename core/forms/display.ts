import { displayValue, type DisplayScalar } from '../text/empty.ts';
import { LIKERT_LABELS, isLikertAnswer } from '../text/likert.ts';
import { EMPTY_VALUE } from '../text/messages.ts';
import { isObject } from './records.ts';

const isScalar = (value: unknown): value is DisplayScalar =>
  value === null ||
  value === undefined ||
  typeof value === 'string' ||
  typeof value === 'number' ||
  typeof value === 'boolean';

const answerText = (answer: unknown): DisplayScalar =>
  isLikertAnswer(answer) ? LIKERT_LABELS[answer] : isScalar(answer) ? answer : undefined;

/**
 * A field value as a reader sees it (part 1 §9, CLARIFICATIONS "Empty values"): 'N/A' when empty
 * (null, undefined, blank text, an empty list, a list of blanks, a likert map with no answer);
 * otherwise `displayValue`'s text, a list's items joined with ', ' leaving out empty ones.
 *
 * Our reading where the spec is open: a likert map reads 'Question: Label' per answered question
 * ('Service: Strongly Agree'), joined with '; ', its answers shown by their labels; values that
 * are neither text, lists nor maps (functions, nested lists) count as empty. Never throws.
 */
export function displayFieldValue(value: unknown): string {
  if (Array.isArray(value)) return displayValue(value.filter(isScalar));
  if (isScalar(value)) return displayValue(value);
  if (!isObject(value)) return EMPTY_VALUE;
  const lines = Object.keys(value).flatMap((question) => {
    const answers = value[question];
    const labels = (Array.isArray(answers) ? answers : [answers]).map(answerText);
    const text = displayValue(labels);
    return text === EMPTY_VALUE ? [] : [`${question}: ${text}`];
  });
  return lines.length === 0 ? EMPTY_VALUE : lines.join('; ');
}
