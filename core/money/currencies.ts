/** A supported currency: part 1 §3 "Currency". */
export interface Currency {
  /** ISO 4217 alphabetic code, upper-case. */
  readonly code: CurrencyCode;
  /** English name of the currency. */
  readonly name: string;
  /** Digits after the decimal point; minor units per major unit are 10 ** fractionDigits. */
  readonly fractionDigits: number;
  /**
   * ISO 4217 numeric code as its three-digit string ('036' for AUD): kept as text so the leading
   * zeros that ISO prints survive.
   */
  readonly numericCode: string;
}

/** The supported codes, in the spec's order. */
export const CURRENCY_CODES = [
  'EUR',
  'USD',
  'AUD',
  'NOK',
  'CAD',
  'NZD',
  'DKK',
  'GBP',
  'HKD',
  'CHF',
  'MXN',
  'SGD',
  'SEK',
  'CZK',
  'ILS',
  'PHP',
  'RUB',
  'PLN',
  'THB',
  'MYR',
  'ARS',
  'BRL',
  'COP',
  'IDR',
  'INR',
  'ZAR',
  'JPY',
] as const;

export type CurrencyCode = (typeof CURRENCY_CODES)[number];

/** Currency stored when none is given (part 1 §3). */
export const DEFAULT_STORED_CURRENCY: CurrencyCode = 'USD';

const define = (
  code: CurrencyCode,
  name: string,
  numericCode: string,
  fractionDigits = 2,
): Currency => Object.freeze({ code, name, fractionDigits, numericCode });

/** Every supported currency by code. */
export const CURRENCIES: Readonly<Record<CurrencyCode, Currency>> = Object.freeze({
  EUR: define('EUR', 'Euro', '978'),
  USD: define('USD', 'US Dollar', '840'),
  AUD: define('AUD', 'Australian Dollar', '036'),
  NOK: define('NOK', 'Norwegian Krone', '578'),
  CAD: define('CAD', 'Canadian Dollar', '124'),
  NZD: define('NZD', 'New Zealand Dollar', '554'),
  DKK: define('DKK', 'Danish Krone', '208'),
  GBP: define('GBP', 'Pound Sterling', '826'),
  HKD: define('HKD', 'Hong Kong Dollar', '344'),
  CHF: define('CHF', 'Swiss Franc', '756'),
  MXN: define('MXN', 'Mexican Peso', '484'),
  SGD: define('SGD', 'Singapore Dollar', '702'),
  SEK: define('SEK', 'Swedish Krona', '752'),
  CZK: define('CZK', 'Czech Koruna', '203'),
  ILS: define('ILS', 'Israeli New Shekel', '376'),
  PHP: define('PHP', 'Philippine Peso', '608'),
  RUB: define('RUB', 'Russian Ruble', '643'),
  PLN: define('PLN', 'Polish Zloty', '985'),
  THB: define('THB', 'Thai Baht', '764'),
  MYR: define('MYR', 'Malaysian Ringgit', '458'),
  ARS: define('ARS', 'Argentine Peso', '032'),
  BRL: define('BRL', 'Brazilian Real', '986'),
  COP: define('COP', 'Colombian Peso', '170'),
  IDR: define('IDR', 'Indonesian Rupiah', '360'),
  INR: define('INR', 'Indian Rupee', '356'),
  ZAR: define('ZAR', 'South African Rand', '710'),
  JPY: define('JPY', 'Japanese Yen', '392', 0),
});

const SUPPORTED = new Set<string>(CURRENCY_CODES);

/** True when `value` is exactly a supported code (upper-case, no surrounding space). */
export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && SUPPORTED.has(value);
}

/**
 * The currency for `code`, matched without regard to case or surrounding whitespace;
 * undefined for an unknown code or a non-string.
 */
export function findCurrency(code: unknown): Currency | undefined {
  if (typeof code !== 'string') return undefined;
  const normalised = code.trim().toUpperCase();
  return isCurrencyCode(normalised) ? CURRENCIES[normalised] : undefined;
}

/** Like {@link findCurrency}, but an unknown code is a developer error. */
export function getCurrency(code: unknown): Currency {
  const currency = findCurrency(code);
  if (!currency) {
    const shown = typeof code === 'string' ? `"${code}"` : String(code);
    throw new Error(
      `Unknown currency code ${shown}. Supported codes: ${CURRENCY_CODES.join(', ')}.`,
    );
  }
  return currency;
}
