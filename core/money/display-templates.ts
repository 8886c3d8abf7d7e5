import { CURRENCY_CODES, getCurrency } from './currencies.ts';
import type { CurrencyCode } from './currencies.ts';

/**
 * Where the symbol stands: 'before' the amount with no space ('$5.00'), or 'after' it with one
 * space ('5.00 kr').
 */
export type SymbolLayout = 'before' | 'after';

/** How a currency is displayed: part 1 §3 "Display template". */
export interface DisplayTemplate {
  /** '' means no symbol. */
  readonly symbol: string;
  readonly thousandsSeparator: string;
  readonly decimalSeparator: string;
  /**
   * The most integer digits an amount entered in this currency may have (for input fields).
   * Formatting never cuts digits off: a displayed price must never misstate the stored one.
   */
  readonly maxIntegerPlaces: number;
  readonly layout: SymbolLayout;
}

/** Which symbols to use: each currency's own, or the set an en-US reader expects (A$, CA$). */
export type SymbolSet = 'native' | 'en-US';

export const SYMBOL_SETS: readonly SymbolSet[] = ['native', 'en-US'];

/** No symbol, ',' thousands, '.' decimals, 15 integer places. */
export const DEFAULT_TEMPLATE: DisplayTemplate = Object.freeze({
  symbol: '',
  thousandsSeparator: ',',
  decimalSeparator: '.',
  maxIntegerPlaces: 15,
  layout: 'before',
});

export const NATIVE_SYMBOLS: Readonly<Record<CurrencyCode, string>> = Object.freeze({
  EUR: '€',
  USD: '$',
  AUD: '$',
  NOK: 'kr',
  CAD: '$',
  NZD: '$',
  DKK: 'kr',
  GBP: '£',
  HKD: 'HK$',
  CHF: 'CHF',
  MXN: '$',
  SGD: 'S$',
  SEK: 'kr',
  CZK: 'Kč',
  ILS: '₪',
  PHP: 'Php',
  RUB: 'p.',
  PLN: 'zł',
  THB: '฿',
  MYR: 'RM',
  ARS: '$',
  BRL: 'R$',
  COP: 'COL$',
  IDR: 'Rp',
  INR: '₹',
  ZAR: 'R',
  JPY: '¥',
});

/** The en-US set; currencies missing here keep their native symbol. */
export const EN_US_SYMBOLS: Readonly<Partial<Record<CurrencyCode, string>>> = Object.freeze({
  AUD: 'A$',
  CAD: 'CA$',
  EUR: '€',
  GBP: '£',
  HKD: 'HK$',
  USD: '$',
});

/** Symbols written after the amount, with a space (CLARIFICATIONS, "Money and commerce"). */
const SYMBOLS_AFTER = new Set(['kr', 'Kč', 'zł', 'p.']);

const templateFor = (symbol: string): DisplayTemplate =>
  Object.freeze({
    ...DEFAULT_TEMPLATE,
    symbol,
    layout: SYMBOLS_AFTER.has(symbol) ? 'after' : 'before',
  });

const buildTemplates = (set: SymbolSet) =>
  Object.fromEntries(
    CURRENCY_CODES.map((code) => {
      const symbol = (set === 'en-US' && EN_US_SYMBOLS[code]) || NATIVE_SYMBOLS[code];
      return [code, templateFor(symbol)];
    }),
  ) as Record<CurrencyCode, DisplayTemplate>;

const TEMPLATES: Readonly<Record<SymbolSet, Record<CurrencyCode, DisplayTemplate>>> = {
  native: buildTemplates('native'),
  'en-US': buildTemplates('en-US'),
};

/**
 * The display template of a currency (code matched without regard to case). An unknown code or
 * symbol set is a developer error.
 */
export function getDisplayTemplate(code: string, symbols: SymbolSet = 'native'): DisplayTemplate {
  if (!SYMBOL_SETS.includes(symbols)) {
    throw new Error(
      `Unknown symbol set "${String(symbols)}". Allowed: ${SYMBOL_SETS.map((s) => `"${s}"`).join(', ')}.`,
    );
  }
  return TEMPLATES[symbols][getCurrency(code).code];
}
