import {
  LIKERT_AGREE,
  LIKERT_DISAGREE,
  LIKERT_NEUTRAL,
  LIKERT_STRONGLY_AGREE,
  LIKERT_STRONGLY_DISAGREE,
} from './messages.ts';

/** A likert answer as a form stores it (CLARIFICATIONS "Forms"): the strings '-2' to '2'. */
export type LikertAnswer = '-2' | '-1' | '0' | '1' | '2';

/** The answers in the order a scale shows them, most negative first. */
export const LIKERT_ANSWERS: readonly LikertAnswer[] = Object.freeze(['-2', '-1', '0', '1', '2']);

/** The label of each answer (part 1 §9). */
export const LIKERT_LABELS: Readonly<Record<LikertAnswer, string>> = Object.freeze({
  '-2': LIKERT_STRONGLY_DISAGREE,
  '-1': LIKERT_DISAGREE,
  '0': LIKERT_NEUTRAL,
  '1': LIKERT_AGREE,
  '2': LIKERT_STRONGLY_AGREE,
});

export function isLikertAnswer(value: unknown): value is LikertAnswer {
  return typeof value === 'string' && (LIKERT_ANSWERS as readonly string[]).includes(value);
}

/**
 * The label of a likert answer: '-2' 'Strongly Disagree', '-1' 'Disagree', '0' 'Neutral',
 * '1' 'Agree', '2' 'Strongly Agree'.
 *
 * @throws Error for anything but the strings '-2' to '2'.
 */
export function likertLabel(answer: LikertAnswer): string {
  if (!isLikertAnswer(answer)) {
    throw new Error(
      `A likert answer must be one of the strings ${LIKERT_ANSWERS.map((a) => `'${a}'`).join(', ')}; got ${JSON.stringify(answer)}.`,
    );
  }
  return LIKERT_LABELS[answer];
}
