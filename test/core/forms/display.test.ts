import { expect } from '@open-wc/testing';
import { displayFieldValue } from '../../../core/forms/index.ts';

describe('displayFieldValue', () => {
  it("shows 'N/A' for every empty value", () => {
    for (const empty of [null, undefined, '', '   ', [], ['', ' '], {}, { Q: [] }, () => 1]) {
      expect(displayFieldValue(empty), String(empty)).to.equal('N/A');
    }
  });

  it('shows text as it stands and lists joined, without their empty items', () => {
    expect(displayFieldValue('Hello')).to.equal('Hello');
    expect(displayFieldValue(['1 Main St', '', 'Springfield', 'IL', '62701', 'US'])).to.equal(
      '1 Main St, Springfield, IL, 62701, US',
    );
    expect(displayFieldValue(['A', ['nested'], 'B'])).to.equal('A, B');
    expect(displayFieldValue(0)).to.equal('0');
  });

  it('shows a likert map by its answer labels', () => {
    expect(displayFieldValue({ Service: ['2'], Price: ['-2'], Speed: ['0'] })).to.equal(
      'Service: Strongly Agree; Price: Strongly Disagree; Speed: Neutral',
    );
    expect(displayFieldValue({ Q: '1', R: ['-1'], S: [''] })).to.equal('Q: Agree; R: Disagree');
    expect(displayFieldValue({ Q: 'often', R: [{}] })).to.equal('Q: often');
  });
});
