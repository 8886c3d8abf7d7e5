import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  CURRENCY_CODES,
  formatDecimal,
  formatMoney,
  getCurrency,
} from '../../../core/money/index.ts';
import type { FormatMoneyOptions, SymbolSet } from '../../../core/money/index.ts';

const amount = fc.oneof(
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
  fc.integer({ min: -100_000, max: 100_000 }),
  fc.constantFrom(0, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, 100_000_000),
);
const currencyCode = fc.constantFrom(...CURRENCY_CODES);
const symbols = fc.constantFrom<SymbolSet>('native', 'en-US');
const options = fc.record<FormatMoneyOptions>(
  { symbols, trimWholeNumbers: fc.boolean() },
  { requiredKeys: [] },
);

const digitsOf = (text: string) => text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');

describe('formatMoney properties', () => {
  it('never throws for any currency, safe-integer amount and options', () => {
    fc.assert(
      fc.property(amount, currencyCode, options, (minorUnits, code, opts) => {
        expect(formatMoney({ minorUnits, currencyCode: code }, opts)).to.be.a('string');
      }),
    );
  });

  it('round-trips its digits: strip symbol and separators to get the amount back', () => {
    fc.assert(
      fc.property(amount, currencyCode, symbols, (minorUnits, code, set) => {
        const text = formatMoney({ minorUnits, currencyCode: code }, { symbols: set });
        expect(digitsOf(text)).to.equal(String(Math.abs(minorUnits)));
      }),
    );
  });

  it('keeps every whole digit when trimming, and drops only zeros', () => {
    fc.assert(
      fc.property(amount, currencyCode, (minorUnits, code) => {
        const text = formatMoney({ minorUnits, currencyCode: code }, { trimWholeNumbers: true });
        const { fractionDigits } = getCurrency(code);
        const expected = String(Math.abs(minorUnits));
        const digits = digitsOf(text);
        // Trimming drops only a fraction of zeros; put it back and the amount returns.
        const restored = digits === expected ? digits : digits + '0'.repeat(fractionDigits);
        expect(restored).to.equal(expected);
      }),
    );
  });

  it('starts with the minus sign exactly when negative, and has no other', () => {
    fc.assert(
      fc.property(amount, currencyCode, options, (minorUnits, code, opts) => {
        const text = formatMoney({ minorUnits, currencyCode: code }, opts);
        expect(text.startsWith('-')).to.equal(minorUnits < 0);
        expect(text.lastIndexOf('-')).to.be.at.most(0);
      }),
    );
  });

  it('groups by threes with commas and prints the currency fraction digits after a dot', () => {
    fc.assert(
      fc.property(amount, currencyCode, (minorUnits, code) => {
        const { fractionDigits } = getCurrency(code);
        const text = formatDecimal({ minorUnits, currencyCode: code });
        const pattern =
          fractionDigits === 0
            ? /^-?\d{1,3}(,\d{3})*$/
            : new RegExp(`^-?\\d{1,3}(,\\d{3})*\\.\\d{${fractionDigits}}$`);
        expect(text).to.match(pattern);
      }),
    );
  });
});
