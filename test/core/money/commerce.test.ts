import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import {
  GENERATED_SKU_DIGITS,
  GENERATED_SKU_PREFIX,
  MAX_PRODUCT_PRICE_MINOR_UNITS,
  MEASUREMENT_STANDARD,
  SKU_MAX_LENGTH,
  defaultRandomSource,
  dimensionUnit,
  generateSku,
  isValidProductPrice,
  isValidSku,
  randomSourceFrom,
  weightUnit,
} from '../../../core/money/index.ts';

describe('commerce constants', () => {
  it('caps product prices at 100,000,000 minor units and SKUs at 60 characters', () => {
    expect(MAX_PRODUCT_PRICE_MINOR_UNITS).to.equal(100000000);
    expect(SKU_MAX_LENGTH).to.equal(60);
  });

  it('numbers the measurement standards imperial 1 and metric 2', () => {
    expect(MEASUREMENT_STANDARD).to.deep.equal({ IMPERIAL: 1, METRIC: 2 });
  });

  it('weighs in lbs when imperial, else kg', () => {
    expect(weightUnit(1)).to.equal('lbs');
    expect(weightUnit(MEASUREMENT_STANDARD.METRIC)).to.equal('kg');
    expect(weightUnit(undefined)).to.equal('kg');
    expect(weightUnit(7)).to.equal('kg');
  });

  it('measures in inches (") when imperial, else cm', () => {
    expect(dimensionUnit(MEASUREMENT_STANDARD.IMPERIAL)).to.equal('"');
    expect(dimensionUnit(2)).to.equal('cm');
    expect(dimensionUnit(undefined)).to.equal('cm');
  });
});

describe('isValidProductPrice', () => {
  it('accepts whole numbers from 0 to 100,000,000', () => {
    for (const price of [0, 1, 1999, 99_999_999, 100_000_000]) {
      expect(isValidProductPrice(price), String(price)).to.equal(true);
    }
  });

  it('rejects negatives, fractions, larger amounts and non-numbers', () => {
    for (const price of [-1, 0.5, 100_000_001, NaN, Infinity, '100', null, undefined]) {
      expect(isValidProductPrice(price), String(price)).to.equal(false);
    }
  });
});

describe('isValidSku', () => {
  it('accepts 1 to 60 characters', () => {
    expect(isValidSku('A')).to.equal(true);
    expect(isValidSku('SQ1234567')).to.equal(true);
    expect(isValidSku('x'.repeat(60))).to.equal(true);
  });

  it('counts characters as code points', () => {
    expect(isValidSku('😀'.repeat(60))).to.equal(true);
    expect(isValidSku('😀'.repeat(61))).to.equal(false);
  });

  it('rejects empty, blank, longer and non-string SKUs', () => {
    expect(isValidSku('')).to.equal(false);
    expect(isValidSku('   ')).to.equal(false);
    expect(isValidSku('x'.repeat(61))).to.equal(false);
    expect(isValidSku(1234567)).to.equal(false);
    expect(isValidSku(undefined)).to.equal(false);
  });
});

describe('generateSku', () => {
  it("is 'SQ' and 7 random digits", () => {
    expect(GENERATED_SKU_PREFIX).to.equal('SQ');
    expect(GENERATED_SKU_DIGITS).to.equal(7);
    const values = [0, 0.1, 0.25, 0.5, 0.75, 0.9, 0.9999];
    expect(generateSku(() => values.shift()!)).to.equal('SQ0125799');
  });

  it('keeps leading zeros', () => {
    expect(generateSku(() => 0)).to.equal('SQ0000000');
  });

  it('uses a random source by default', () => {
    for (let round = 0; round < 20; round += 1) {
      const sku = generateSku();
      expect(sku).to.match(/^SQ\d{7}$/);
      expect(isValidSku(sku)).to.equal(true);
    }
  });

  it('throws when the random source leaves [0, 1)', () => {
    expect(() => generateSku(() => 1)).to.throw(
      'generateSku: the random source must return a number in [0, 1); got 1.',
    );
    expect(() => generateSku(() => -0.1)).to.throw(/got -0\.1/);
    expect(() => generateSku(() => NaN)).to.throw(/got NaN/);
  });
});

describe('random sources', () => {
  afterEach(() => sinon.restore());

  it('draws from crypto.getRandomValues when present', () => {
    const crypto = {
      getRandomValues: <T extends ArrayBufferView | null>(array: T): T => {
        (array as unknown as Uint32Array)[0] = 2 ** 31;
        return array;
      },
    } as Pick<Crypto, 'getRandomValues'>;
    expect(randomSourceFrom(crypto)()).to.equal(0.5);
    expect(generateSku(randomSourceFrom(crypto))).to.equal('SQ5555555');
  });

  it('uses the runtime crypto by default', () => {
    const spy = sinon.spy(globalThis.crypto, 'getRandomValues');
    const value = defaultRandomSource()();
    expect(spy.calledOnce).to.equal(true);
    expect(value).to.be.at.least(0).and.below(1);
  });

  it('falls back to Math.random without crypto', () => {
    expect(randomSourceFrom(undefined)).to.equal(Math.random);
    expect(randomSourceFrom({} as Pick<Crypto, 'getRandomValues'>)).to.equal(Math.random);
  });
});
