import { expect } from '@open-wc/testing';
import { assertMinorUnits, createMoney, isMoney } from '../../../core/money/index.ts';

describe('Money', () => {
  it('holds minor units and a currency code, USD by default', () => {
    expect(createMoney(1999)).to.deep.equal({ minorUnits: 1999, currencyCode: 'USD' });
    expect(createMoney(1500, 'JPY')).to.deep.equal({ minorUnits: 1500, currencyCode: 'JPY' });
  });

  it('normalises the currency code to upper case', () => {
    expect(createMoney(5, 'eur').currencyCode).to.equal('EUR');
  });

  it('is frozen and turns -0 into 0', () => {
    const money = createMoney(-0);
    expect(Object.is(money.minorUnits, 0)).to.equal(true);
    expect(Object.isFrozen(money)).to.equal(true);
  });

  it('accepts every safe integer', () => {
    expect(createMoney(Number.MAX_SAFE_INTEGER).minorUnits).to.equal(Number.MAX_SAFE_INTEGER);
    expect(createMoney(Number.MIN_SAFE_INTEGER).minorUnits).to.equal(Number.MIN_SAFE_INTEGER);
  });

  it('throws for amounts that are not safe integers', () => {
    const message =
      /must be a whole number of minor units \(e\.g\. cents\) between -9007199254740991 and 9007199254740991; got/;
    for (const bad of [1.5, NaN, Infinity, Number.MAX_SAFE_INTEGER + 1, '100', null]) {
      expect(() => createMoney(bad as number), String(bad)).to.throw(message);
    }
    expect(() => createMoney(1.5)).to.throw(/got 1\.5\./);
    expect(() => assertMinorUnits('100')).to.throw(/got "100"\./);
  });

  it('throws for an unknown currency', () => {
    expect(() => createMoney(1, 'XYZ')).to.throw(/Unknown currency code "XYZ"\. Supported codes:/);
  });

  it('recognises well-formed money', () => {
    expect(isMoney(createMoney(1))).to.equal(true);
    expect(isMoney({ minorUnits: 1, currencyCode: 'JPY' })).to.equal(true);
    expect(isMoney({ minorUnits: 1.5, currencyCode: 'USD' })).to.equal(false);
    expect(isMoney({ minorUnits: 1, currencyCode: 'usd' })).to.equal(false);
    expect(isMoney({ minorUnits: 1 })).to.equal(false);
    expect(isMoney(null)).to.equal(false);
    expect(isMoney('1 USD')).to.equal(false);
  });
});
