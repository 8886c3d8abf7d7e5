const DIGITS = /^[1-9]\d*$/;

/**
 * A positive integer written without sign, leading zero or whitespace, and at most
 * `Number.MAX_SAFE_INTEGER` (CLARIFICATIONS "Cookie forms"); else undefined.
 */
export function parsePositiveInteger(text: string): number | undefined {
  const value = Number(text);
  return DIGITS.test(text) && Number.isSafeInteger(value) ? value : undefined;
}

export const isPositiveSafeInteger = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) > 0;
