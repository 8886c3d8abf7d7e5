import { DEFAULT_STORED_CURRENCY, getCurrency, isCurrencyCode } from './currencies.ts';
import type { CurrencyCode } from './currencies.ts';

/**
 * An amount of money in minor units of its currency (cents for USD, yen for JPY), so that no
 * price ever passes through floating point.
 */
export interface Money {
  readonly minorUnits: number;
  readonly currencyCode: CurrencyCode;
}

/** Throws unless `value` is a safe integer, the only amounts that count minor units exactly. */
export function assertMinorUnits(value: unknown): asserts value is number {
  if (!Number.isSafeInteger(value)) {
    const shown = typeof value === 'string' ? `"${value}"` : String(value);
    throw new Error(
      `A money amount must be a whole number of minor units (e.g. cents) between ` +
        `${Number.MIN_SAFE_INTEGER} and ${Number.MAX_SAFE_INTEGER}; got ${shown}.`,
    );
  }
}

/**
 * Money of `minorUnits` in `currencyCode` (any case; USD when omitted). A fractional, unsafe or
 * non-numeric amount, or an unknown currency, is a developer error.
 */
export function createMoney(
  minorUnits: number,
  currencyCode: string = DEFAULT_STORED_CURRENCY,
): Money {
  assertMinorUnits(minorUnits);
  // -0 would otherwise survive into comparisons and JSON as a distinct value.
  return Object.freeze({
    minorUnits: minorUnits + 0,
    currencyCode: getCurrency(currencyCode).code,
  });
}

/** True for a well-formed Money: a safe-integer amount and an exact supported code. */
export function isMoney(value: unknown): value is Money {
  if (typeof value !== 'object' || value === null) return false;
  const { minorUnits, currencyCode } = value as Record<string, unknown>;
  return Number.isSafeInteger(minorUnits) && isCurrencyCode(currencyCode);
}
