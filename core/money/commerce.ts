/** Part 1 §9 "Commerce": the highest price a product may have, in minor units. */
export const MAX_PRODUCT_PRICE_MINOR_UNITS = 100_000_000;

/** Part 1 §9 "Commerce": the longest SKU, in characters. */
export const SKU_MAX_LENGTH = 60;

/** True for a product price: a whole number of minor units from 0 to 100,000,000 inclusive. */
export function isValidProductPrice(value: unknown): value is number {
  return (
    Number.isInteger(value) &&
    (value as number) >= 0 &&
    (value as number) <= MAX_PRODUCT_PRICE_MINOR_UNITS
  );
}

/**
 * True for a SKU of 1 to 60 characters. Characters are counted as code points, as a person
 * counts them, and a SKU of only whitespace counts as empty.
 */
export function isValidSku(value: unknown): value is string {
  if (typeof value !== 'string' || value.trim() === '') return false;
  return [...value].length <= SKU_MAX_LENGTH;
}
