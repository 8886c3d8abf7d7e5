/** A source of random numbers in [0, 1), like Math.random. */
export type RandomSource = () => number;

/** Part 1 §9: a generated SKU is 'SQ' followed by 7 random digits. */
export const GENERATED_SKU_PREFIX = 'SQ';
export const GENERATED_SKU_DIGITS = 7;

/**
 * A random source drawing from `crypto.getRandomValues` when `crypto` has it, else Math.random.
 */
export function randomSourceFrom(
  crypto: Pick<Crypto, 'getRandomValues'> | undefined,
): RandomSource {
  if (typeof crypto?.getRandomValues !== 'function') return Math.random;
  return () => {
    const word = new Uint32Array(1);
    crypto.getRandomValues(word);
    return word[0]! / 2 ** 32;
  };
}

/** The runtime's crypto source where there is one, looked up when called, never at import. */
export const defaultRandomSource = (): RandomSource => randomSourceFrom(globalThis.crypto);

/** A new SKU such as 'SQ0492817'. Pass `random` to make it predictable in tests. */
export function generateSku(random: RandomSource = defaultRandomSource()): string {
  let digits = '';
  for (let count = 0; count < GENERATED_SKU_DIGITS; count += 1) {
    const value = random();
    if (!(value >= 0 && value < 1)) {
      throw new Error(
        `generateSku: the random source must return a number in [0, 1); got ${value}.`,
      );
    }
    digits += Math.floor(value * 10);
  }
  return GENERATED_SKU_PREFIX + digits;
}
