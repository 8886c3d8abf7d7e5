import { expect } from '@open-wc/testing';
import {
  CURRENCY_CODES,
  MAX_PRODUCT_PRICE_MINOR_UNITS,
  createMoney,
  formatDecimal,
  formatMoney,
} from '../../../core/money/index.ts';
import type { Money, SymbolSet } from '../../../core/money/index.ts';

const usd = (minorUnits: number) => createMoney(minorUnits, 'USD');

const NATIVE_123456: Record<string, string> = {
  EUR: '€1,234.56',
  USD: '$1,234.56',
  AUD: '$1,234.56',
  NOK: '1,234.56 kr',
  CAD: '$1,234.56',
  NZD: '$1,234.56',
  DKK: '1,234.56 kr',
  GBP: '£1,234.56',
  HKD: 'HK$1,234.56',
  CHF: 'CHF1,234.56',
  MXN: '$1,234.56',
  SGD: 'S$1,234.56',
  SEK: '1,234.56 kr',
  CZK: '1,234.56 Kč',
  ILS: '₪1,234.56',
  PHP: 'Php1,234.56',
  RUB: '1,234.56 p.',
  PLN: '1,234.56 zł',
  THB: '฿1,234.56',
  MYR: 'RM1,234.56',
  ARS: '$1,234.56',
  BRL: 'R$1,234.56',
  COP: 'COL$1,234.56',
  IDR: 'Rp1,234.56',
  INR: '₹1,234.56',
  ZAR: 'R1,234.56',
  JPY: '¥123,456',
};

describe('formatMoney', () => {
  it('formats 123456 minor units of every currency', () => {
    for (const code of CURRENCY_CODES) {
      expect(formatMoney(createMoney(123456, code)), code).to.equal(NATIVE_123456[code]);
    }
  });

  it('formats the spec examples', () => {
    expect(formatMoney(usd(123456))).to.equal('$1,234.56');
    expect(formatMoney(usd(-500))).to.equal('-$5.00');
    expect(formatMoney(createMoney(1500, 'JPY'))).to.equal('¥1,500');
    expect(formatMoney(createMoney(123456, 'SEK'))).to.equal('1,234.56 kr');
  });

  it('puts the minus sign first, before any symbol', () => {
    expect(formatMoney(createMoney(-123456, 'EUR'))).to.equal('-€1,234.56');
    expect(formatMoney(createMoney(-123456, 'DKK'))).to.equal('-1,234.56 kr');
    expect(formatMoney(createMoney(-1500, 'JPY'))).to.equal('-¥1,500');
    expect(formatMoney(usd(-1))).to.equal('-$0.01');
  });

  it('writes small amounts with a leading zero and both fraction digits', () => {
    expect(formatMoney(usd(0))).to.equal('$0.00');
    expect(formatMoney(usd(5))).to.equal('$0.05');
    expect(formatMoney(usd(50))).to.equal('$0.50');
    expect(formatMoney(usd(100))).to.equal('$1.00');
    expect(formatMoney(createMoney(0, 'JPY'))).to.equal('¥0');
  });

  it('never shows a sign for zero, negative zero included', () => {
    expect(formatMoney({ minorUnits: -0, currencyCode: 'USD' })).to.equal('$0.00');
  });

  it('formats large amounts exactly', () => {
    expect(formatMoney(usd(MAX_PRODUCT_PRICE_MINOR_UNITS))).to.equal('$1,000,000.00');
    expect(formatMoney(usd(100_000_000_000))).to.equal('$1,000,000,000.00');
    expect(formatMoney(usd(Number.MAX_SAFE_INTEGER))).to.equal('$90,071,992,547,409.91');
    expect(formatMoney(usd(Number.MIN_SAFE_INTEGER))).to.equal('-$90,071,992,547,409.91');
    expect(formatMoney(createMoney(Number.MAX_SAFE_INTEGER, 'JPY'))).to.equal(
      '¥9,007,199,254,740,991',
    );
  });

  it('uses the en-US symbols when asked', () => {
    const enUS = { symbols: 'en-US' as SymbolSet };
    expect(formatMoney(createMoney(123456, 'AUD'), enUS)).to.equal('A$1,234.56');
    expect(formatMoney(createMoney(123456, 'CAD'), enUS)).to.equal('CA$1,234.56');
    expect(formatMoney(createMoney(123456, 'HKD'), enUS)).to.equal('HK$1,234.56');
    expect(formatMoney(createMoney(-500, 'AUD'), enUS)).to.equal('-A$5.00');
    expect(formatMoney(createMoney(123456, 'NOK'), enUS)).to.equal('1,234.56 kr');
    expect(formatMoney(createMoney(123456, 'AUD'), { symbols: 'native' })).to.equal('$1,234.56');
  });

  it('trims the fraction of whole values when asked', () => {
    const trim = { trimWholeNumbers: true };
    expect(formatMoney(usd(500), trim)).to.equal('$5');
    expect(formatMoney(usd(123400), trim)).to.equal('$1,234');
    expect(formatMoney(usd(-500), trim)).to.equal('-$5');
    expect(formatMoney(usd(0), trim)).to.equal('$0');
    expect(formatMoney(usd(510), trim)).to.equal('$5.10');
    expect(formatMoney(usd(501), trim)).to.equal('$5.01');
    expect(formatMoney(createMoney(500, 'SEK'), trim)).to.equal('5 kr');
    expect(formatMoney(createMoney(1500, 'JPY'), trim)).to.equal('¥1,500');
    expect(formatMoney(usd(500), { trimWholeNumbers: false })).to.equal('$5.00');
  });

  it('shows the free label for zero when freeIfZero is on', () => {
    const free = { freeIfZero: true, freeLabel: 'Free' };
    expect(formatMoney(usd(0), free)).to.equal('Free');
    expect(formatMoney({ minorUnits: -0, currencyCode: 'USD' }, free)).to.equal('Free');
    expect(formatMoney(createMoney(0, 'JPY'), free)).to.equal('Free');
    expect(formatMoney(usd(1), free)).to.equal('$0.01');
    expect(formatMoney(usd(-1), free)).to.equal('-$0.01');
    expect(formatMoney(usd(0), { freeLabel: 'Free' })).to.equal('$0.00');
    expect(formatMoney(usd(0), { freeIfZero: false })).to.equal('$0.00');
  });

  it('throws when freeIfZero has no free label, whatever the amount', () => {
    const message =
      'freeIfZero needs a freeLabel: a non-blank text such as "Free" to show for a zero amount.';
    expect(() => formatMoney(usd(0), { freeIfZero: true })).to.throw(message);
    expect(() => formatMoney(usd(100), { freeIfZero: true })).to.throw(message);
    expect(() => formatMoney(usd(0), { freeIfZero: true, freeLabel: '' })).to.throw(message);
    expect(() => formatMoney(usd(0), { freeIfZero: true, freeLabel: '  ' })).to.throw(message);
  });

  it('throws for malformed money', () => {
    expect(() => formatMoney({ minorUnits: 1.5, currencyCode: 'USD' })).to.throw(
      /whole number of minor units/,
    );
    expect(() => formatMoney({ minorUnits: 1, currencyCode: 'XYZ' } as unknown as Money)).to.throw(
      /Unknown currency code "XYZ"/,
    );
    expect(() => formatMoney(null as unknown as Money)).to.throw(
      'Expected Money ({ minorUnits, currencyCode }); got null.',
    );
    expect(() => formatMoney(usd(1), { symbols: 'fr' as SymbolSet })).to.throw(
      /Unknown symbol set "fr"/,
    );
  });

  it('reads a lower-case code in plain objects', () => {
    expect(formatMoney({ minorUnits: 1500, currencyCode: 'jpy' } as unknown as Money)).to.equal(
      '¥1,500',
    );
  });
});

describe('formatDecimal', () => {
  it('formats with the default template: no symbol, comma thousands, dot decimals', () => {
    expect(formatDecimal(usd(123456))).to.equal('1,234.56');
    expect(formatDecimal(createMoney(123456, 'SEK'))).to.equal('1,234.56');
    expect(formatDecimal(usd(-500))).to.equal('-5.00');
    expect(formatDecimal(createMoney(1500, 'JPY'))).to.equal('1,500');
    expect(formatDecimal(usd(Number.MAX_SAFE_INTEGER))).to.equal('90,071,992,547,409.91');
  });

  it('honours trimming and the free label', () => {
    expect(formatDecimal(usd(500), { trimWholeNumbers: true })).to.equal('5');
    expect(formatDecimal(usd(0), { freeIfZero: true, freeLabel: 'Free' })).to.equal('Free');
    expect(() => formatDecimal(usd(0), { freeIfZero: true })).to.throw(/freeIfZero needs/);
  });

  it('throws for malformed money', () => {
    expect(() => formatDecimal({ minorUnits: NaN, currencyCode: 'USD' })).to.throw(
      /whole number of minor units/,
    );
    expect(() =>
      formatDecimal({ minorUnits: 1, currencyCode: 'XYZ' } as unknown as Money),
    ).to.throw(/Unknown currency code/);
    expect(() => formatDecimal(undefined as unknown as Money)).to.throw(/Expected Money/);
  });
});
