export {
  CURRENCIES,
  CURRENCY_CODES,
  DEFAULT_STORED_CURRENCY,
  findCurrency,
  getCurrency,
  isCurrencyCode,
} from './currencies.ts';
export type { Currency, CurrencyCode } from './currencies.ts';
export {
  DEFAULT_TEMPLATE,
  EN_US_SYMBOLS,
  NATIVE_SYMBOLS,
  SYMBOL_SETS,
  getDisplayTemplate,
} from './display-templates.ts';
export type { DisplayTemplate, SymbolLayout, SymbolSet } from './display-templates.ts';
export { assertMinorUnits, createMoney, isMoney } from './money.ts';
export type { Money } from './money.ts';
export { formatDecimal, formatMoney } from './format-money.ts';
export type { FormatAmountOptions, FormatMoneyOptions } from './format-money.ts';
export {
  MAX_PRODUCT_PRICE_MINOR_UNITS,
  SKU_MAX_LENGTH,
  isValidProductPrice,
  isValidSku,
} from './commerce.ts';
export {
  GENERATED_SKU_DIGITS,
  GENERATED_SKU_PREFIX,
  defaultRandomSource,
  generateSku,
  randomSourceFrom,
} from './sku.ts';
export type { RandomSource } from './sku.ts';
export { MEASUREMENT_STANDARD, dimensionUnit, weightUnit } from './measurement.ts';
export type { DimensionUnit, MeasurementStandard, WeightUnit } from './measurement.ts';
