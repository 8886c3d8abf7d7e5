import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { displayValue, type DisplayValue } from '../../../core/text/empty.ts';

describe('displayValue', () => {
  it('shows "N/A" for empty values', () => {
    for (const empty of [
      null,
      undefined,
      '',
      '   ',
      '\n\t',
      [],
      [''],
      ['', ' '],
      [null, undefined, ''],
    ]) {
      expect(displayValue(empty), JSON.stringify(empty)).to.equal('N/A');
    }
  });

  it("shows other values' text", () => {
    expect(displayValue('Hello')).to.equal('Hello');
    expect(displayValue(' padded ')).to.equal(' padded ');
    expect(displayValue(0)).to.equal('0');
    expect(displayValue(12.5)).to.equal('12.5');
    expect(displayValue(false)).to.equal('false');
  });

  it('joins lists with ", ", leaving out empty items', () => {
    expect(displayValue(['Jane', 'Doe'])).to.equal('Jane, Doe');
    expect(displayValue(['06', '01', '2024'])).to.equal('06, 01, 2024');
    expect(displayValue(['1 Main St', '', 'Springfield', null])).to.equal('1 Main St, Springfield');
    expect(displayValue([0, true])).to.equal('0, true');
  });

  it('rejects values without text of their own', () => {
    const message = /text, a number, a boolean, null, undefined or a list of those/;
    expect(() => displayValue({} as unknown as DisplayValue)).to.throw(Error, message);
    expect(() => displayValue([['a']] as unknown as DisplayValue)).to.throw(Error, /list holding/);
    expect(() => displayValue((() => 'x') as unknown as DisplayValue)).to.throw(Error, /function/);
  });

  it('shows any list as its filled items, or "N/A" when there are none', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.constant(null))), (items) => {
        const filled = items.filter((item) => item !== null && item.trim() !== '');
        expect(displayValue(items)).to.equal(filled.length === 0 ? 'N/A' : filled.join(', '));
      }),
    );
  });
});
