/**
 * A slide index normalised into 0 … count − 1 by wrapping both ways: with 5 slides, 12 → 2 and
 * −6 → 4. A count that is not a positive whole number is refused: null.
 */
export function normalizeIndex(index: number, count: number): number | null {
  if (!Number.isInteger(count) || count <= 0 || !Number.isFinite(index)) return null;
  const whole = Math.trunc(index);
  return ((whole % count) + count) % count;
}
