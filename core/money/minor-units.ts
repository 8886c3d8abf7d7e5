/** An amount in minor units split into its printed parts, by string work on its digits. */
export interface AmountParts {
  readonly negative: boolean;
  /** Integer digits without grouping, at least '0'. */
  readonly whole: string;
  /** Exactly `fractionDigits` digits. */
  readonly fraction: string;
}

/**
 * Splits a safe-integer amount of minor units. Only `Math.abs` and `String` touch the number, both
 * exact for safe integers (which never print in exponent form), so nothing is rounded.
 */
export function splitMinorUnits(minorUnits: number, fractionDigits: number): AmountParts {
  const digits = String(Math.abs(minorUnits)).padStart(fractionDigits + 1, '0');
  const cut = digits.length - fractionDigits;
  return { negative: minorUnits < 0, whole: digits.slice(0, cut), fraction: digits.slice(cut) };
}

/** '1234567' → '1,234,567' with the given separator. */
export function groupThousands(wholeDigits: string, separator: string): string {
  const head = wholeDigits.length % 3 || 3;
  let grouped = wholeDigits.slice(0, head);
  for (let index = head; index < wholeDigits.length; index += 3) {
    grouped += separator + wholeDigits.slice(index, index + 3);
  }
  return grouped;
}
