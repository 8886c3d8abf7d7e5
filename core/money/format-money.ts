import { getCurrency } from './currencies.ts';
import { DEFAULT_TEMPLATE, getDisplayTemplate } from './display-templates.ts';
import type { DisplayTemplate, SymbolSet } from './display-templates.ts';
import { groupThousands, splitMinorUnits } from './minor-units.ts';
import { assertMinorUnits } from './money.ts';
import type { Money } from './money.ts';

export interface FormatAmountOptions {
  /** Leave out the fraction when it is all zeros: '$5' rather than '$5.00'. */
  trimWholeNumbers?: boolean;
  /** Show `freeLabel` instead of a zero amount. Requires `freeLabel`. */
  freeIfZero?: boolean;
  /** The text for a zero amount when `freeIfZero` is on, e.g. 'Free'. */
  freeLabel?: string;
}

export interface FormatMoneyOptions extends FormatAmountOptions {
  /** Each currency's own symbols (the default) or the en-US set. */
  symbols?: SymbolSet;
}

/**
 * The visitor-facing text of a price: '$1,234.56', '-$5.00', '¥1,500', '1,234.56 kr'.
 * A negative amount starts with U+002D before any symbol; a zero amount shows the free label
 * when `freeIfZero` is on. Malformed money, an unknown symbol set, or `freeIfZero` without a
 * label are developer errors, thrown whatever the amount so that they show up in testing.
 */
export function formatMoney(money: Money, options: FormatMoneyOptions = {}): string {
  const template = getDisplayTemplate(checkedCurrency(money), options.symbols);
  return formatWithTemplate(money, template, options);
}

/** The same digits with the default template: no symbol, '1,234.56', '-5.00'. */
export function formatDecimal(money: Money, options: FormatAmountOptions = {}): string {
  checkedCurrency(money);
  return formatWithTemplate(money, DEFAULT_TEMPLATE, options);
}

function checkedCurrency(money: Money): string {
  if (typeof money !== 'object' || money === null) {
    throw new Error(`Expected Money ({ minorUnits, currencyCode }); got ${String(money)}.`);
  }
  assertMinorUnits(money.minorUnits);
  return money.currencyCode;
}

function formatWithTemplate(
  money: Money,
  template: DisplayTemplate,
  options: FormatAmountOptions,
): string {
  const freeLabel = checkedFreeLabel(options);
  if (freeLabel !== undefined && money.minorUnits === 0) return freeLabel;

  const { fractionDigits } = getCurrency(money.currencyCode);
  const { negative, whole, fraction } = splitMinorUnits(money.minorUnits, fractionDigits);
  const trimmed = options.trimWholeNumbers === true && !/[1-9]/.test(fraction);
  const number =
    groupThousands(whole, template.thousandsSeparator) +
    (fraction && !trimmed ? template.decimalSeparator + fraction : '');
  const sign = negative ? '-' : '';
  if (!template.symbol) return sign + number;
  return template.layout === 'after'
    ? `${sign}${number} ${template.symbol}`
    : `${sign}${template.symbol}${number}`;
}

function checkedFreeLabel(options: FormatAmountOptions): string | undefined {
  if (!options.freeIfZero) return undefined;
  const label = options.freeLabel;
  if (typeof label !== 'string' || label.trim() === '') {
    throw new Error(
      'freeIfZero needs a freeLabel: a non-blank text such as "Free" to show for a zero amount.',
    );
  }
  return label;
}
