import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { isUsZip } from '../../../core/text/zip.ts';

describe('isUsZip', () => {
  it('takes exactly 5 digits', () => {
    expect(isUsZip('10001')).to.equal(true);
    expect(isUsZip('00501')).to.equal(true);
  });

  it('refuses anything else', () => {
    for (const bad of ['', '1000', '100011', '10001-1234', ' 10001', '10001 ', '1000a', '١٠٠٠١']) {
      expect(isUsZip(bad), bad).to.equal(false);
    }
  });

  it('takes every 5-digit string and nothing longer or shorter', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 8 }), (digits) => {
        expect(isUsZip(digits)).to.equal(digits.length === 5);
      }),
    );
  });
});
