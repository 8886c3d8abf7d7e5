import { expect } from '@open-wc/testing';
import {
  CURRENCIES,
  CURRENCY_CODES,
  DEFAULT_STORED_CURRENCY,
  findCurrency,
  getCurrency,
  isCurrencyCode,
} from '../../../core/money/index.ts';

const TWO_DIGIT_CODES = [
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
];

const NUMERIC_CODES: Record<string, string> = {
  EUR: '978',
  USD: '840',
  AUD: '036',
  NOK: '578',
  CAD: '124',
  NZD: '554',
  DKK: '208',
  GBP: '826',
  HKD: '344',
  CHF: '756',
  MXN: '484',
  SGD: '702',
  SEK: '752',
  CZK: '203',
  ILS: '376',
  PHP: '608',
  RUB: '643',
  PLN: '985',
  THB: '764',
  MYR: '458',
  ARS: '032',
  BRL: '986',
  COP: '170',
  IDR: '360',
  INR: '356',
  ZAR: '710',
  JPY: '392',
};

describe('currencies', () => {
  it('supports exactly the 27 currencies of the spec', () => {
    expect([...CURRENCY_CODES]).to.have.members([...TWO_DIGIT_CODES, 'JPY']);
    expect(CURRENCY_CODES).to.have.length(27);
    expect(Object.keys(CURRENCIES)).to.have.members([...CURRENCY_CODES]);
  });

  it('gives 2 fraction digits to every currency but JPY, which has 0', () => {
    for (const code of TWO_DIGIT_CODES) expect(getCurrency(code).fractionDigits, code).to.equal(2);
    expect(getCurrency('JPY').fractionDigits).to.equal(0);
  });

  it('holds code, name and ISO 4217 numeric code for each', () => {
    for (const code of CURRENCY_CODES) {
      const currency = CURRENCIES[code];
      expect(currency.code).to.equal(code);
      expect(currency.name).to.be.a('string').and.not.have.length(0);
      expect(currency.numericCode, code).to.equal(NUMERIC_CODES[code]);
    }
    expect(CURRENCIES.USD.name).to.equal('US Dollar');
    expect(CURRENCIES.JPY.name).to.equal('Japanese Yen');
  });

  it('is frozen', () => {
    expect(Object.isFrozen(CURRENCIES)).to.equal(true);
    expect(Object.isFrozen(CURRENCIES.USD)).to.equal(true);
  });

  it('stores USD by default', () => {
    expect(DEFAULT_STORED_CURRENCY).to.equal('USD');
  });

  it('finds a currency without regard to case or surrounding space', () => {
    expect(findCurrency('usd')).to.equal(CURRENCIES.USD);
    expect(findCurrency('JpY')).to.equal(CURRENCIES.JPY);
    expect(findCurrency(' eur ')).to.equal(CURRENCIES.EUR);
  });

  it('finds nothing for unknown codes and non-strings', () => {
    expect(findCurrency('XYZ')).to.equal(undefined);
    expect(findCurrency('')).to.equal(undefined);
    expect(findCurrency('constructor')).to.equal(undefined);
    expect(findCurrency('toString')).to.equal(undefined);
    expect(findCurrency(undefined)).to.equal(undefined);
    expect(findCurrency(840)).to.equal(undefined);
  });

  it('throws for an unknown code from getCurrency, naming the supported codes', () => {
    expect(() => getCurrency('XYZ')).to.throw(
      `Unknown currency code "XYZ". Supported codes: ${CURRENCY_CODES.join(', ')}.`,
    );
    expect(() => getCurrency(null)).to.throw(/Unknown currency code null\. Supported codes: EUR/);
    expect(getCurrency('gbp')).to.equal(CURRENCIES.GBP);
  });

  it('recognises only exact codes as CurrencyCode', () => {
    expect(isCurrencyCode('USD')).to.equal(true);
    expect(isCurrencyCode('usd')).to.equal(false);
    expect(isCurrencyCode('XYZ')).to.equal(false);
    expect(isCurrencyCode(1)).to.equal(false);
  });
});
