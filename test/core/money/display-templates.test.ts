import { expect } from '@open-wc/testing';
import {
  CURRENCY_CODES,
  DEFAULT_TEMPLATE,
  EN_US_SYMBOLS,
  NATIVE_SYMBOLS,
  getDisplayTemplate,
} from '../../../core/money/index.ts';
import type { SymbolSet } from '../../../core/money/index.ts';

const NATIVE: Record<string, string> = {
  BRL: 'R$',
  CZK: 'Kč',
  DKK: 'kr',
  NOK: 'kr',
  SEK: 'kr',
  GBP: '£',
  EUR: '€',
  ILS: '₪',
  INR: '₹',
  JPY: '¥',
  PLN: 'zł',
  RUB: 'p.',
  THB: '฿',
  MYR: 'RM',
  ZAR: 'R',
  COP: 'COL$',
  IDR: 'Rp',
  PHP: 'Php',
  SGD: 'S$',
  HKD: 'HK$',
  CHF: 'CHF',
  USD: '$',
  MXN: '$',
  NZD: '$',
  ARS: '$',
  AUD: '$',
  CAD: '$',
};

describe('display templates', () => {
  it('has a default template: no symbol, comma thousands, dot decimal, 15 integer places', () => {
    expect(DEFAULT_TEMPLATE).to.deep.equal({
      symbol: '',
      thousandsSeparator: ',',
      decimalSeparator: '.',
      maxIntegerPlaces: 15,
      layout: 'before',
    });
  });

  it('uses the native symbol of every currency by default', () => {
    expect(NATIVE_SYMBOLS).to.deep.equal(NATIVE);
    for (const code of CURRENCY_CODES) {
      expect(getDisplayTemplate(code).symbol, code).to.equal(NATIVE[code]);
      expect(getDisplayTemplate(code, 'native').symbol, code).to.equal(NATIVE[code]);
    }
  });

  it('uses A$, CA$, €, £, HK$ and $ in the en-US set, native symbols elsewhere', () => {
    expect(EN_US_SYMBOLS).to.deep.equal({
      AUD: 'A$',
      CAD: 'CA$',
      EUR: '€',
      GBP: '£',
      HKD: 'HK$',
      USD: '$',
    });
    for (const code of CURRENCY_CODES) {
      const expected = EN_US_SYMBOLS[code] ?? NATIVE[code];
      expect(getDisplayTemplate(code, 'en-US').symbol, code).to.equal(expected);
    }
    expect(getDisplayTemplate('NZD', 'en-US').symbol).to.equal('$');
    expect(getDisplayTemplate('SEK', 'en-US').symbol).to.equal('kr');
  });

  it('puts kr, Kč, zł and p. after the amount, every other symbol before', () => {
    const after = ['DKK', 'NOK', 'SEK', 'CZK', 'PLN', 'RUB'];
    for (const set of ['native', 'en-US'] as SymbolSet[]) {
      for (const code of CURRENCY_CODES) {
        const expected = after.includes(code) ? 'after' : 'before';
        expect(getDisplayTemplate(code, set).layout, `${set} ${code}`).to.equal(expected);
      }
    }
  });

  it('uses comma thousands, dot decimals and 15 integer places for every currency', () => {
    for (const code of CURRENCY_CODES) {
      const template = getDisplayTemplate(code);
      expect(template.thousandsSeparator).to.equal(',');
      expect(template.decimalSeparator).to.equal('.');
      expect(template.maxIntegerPlaces).to.equal(15);
      expect(Object.isFrozen(template)).to.equal(true);
    }
  });

  it('matches the code without regard to case', () => {
    expect(getDisplayTemplate('aud', 'en-US').symbol).to.equal('A$');
  });

  it('throws for an unknown code or symbol set', () => {
    expect(() => getDisplayTemplate('XYZ')).to.throw(/Unknown currency code "XYZ"/);
    expect(() => getDisplayTemplate('USD', 'en-GB' as SymbolSet)).to.throw(
      'Unknown symbol set "en-GB". Allowed: "native", "en-US".',
    );
  });
});
