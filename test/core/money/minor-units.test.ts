import { expect } from '@open-wc/testing';
import { groupThousands, splitMinorUnits } from '../../../core/money/minor-units.ts';

describe('minor units', () => {
  it('splits an amount into whole and fraction digits', () => {
    expect(splitMinorUnits(123456, 2)).to.deep.equal({
      negative: false,
      whole: '1234',
      fraction: '56',
    });
    expect(splitMinorUnits(-5, 2)).to.deep.equal({ negative: true, whole: '0', fraction: '05' });
    expect(splitMinorUnits(0, 2)).to.deep.equal({ negative: false, whole: '0', fraction: '00' });
    expect(splitMinorUnits(-0, 2).negative).to.equal(false);
    expect(splitMinorUnits(1500, 0)).to.deep.equal({
      negative: false,
      whole: '1500',
      fraction: '',
    });
  });

  it('keeps every digit of the largest safe integer', () => {
    expect(splitMinorUnits(Number.MAX_SAFE_INTEGER, 2)).to.deep.equal({
      negative: false,
      whole: '90071992547409',
      fraction: '91',
    });
  });

  it('groups thousands', () => {
    expect(groupThousands('0', ',')).to.equal('0');
    expect(groupThousands('123', ',')).to.equal('123');
    expect(groupThousands('1234', ',')).to.equal('1,234');
    expect(groupThousands('123456', ',')).to.equal('123,456');
    expect(groupThousands('1234567', ',')).to.equal('1,234,567');
    expect(groupThousands('9007199254740991', ',')).to.equal('9,007,199,254,740,991');
  });
});
