import { expect } from '@open-wc/testing';
import {
  VALID_FIELD,
  emptyFieldResult,
  isBlankText,
  requiredFieldMessage,
} from '../../../core/text/field-result.ts';

describe('field results', () => {
  it("reads '{label} is required.'", () => {
    expect(requiredFieldMessage('First Name')).to.equal('First Name is required.');
  });

  it('throws for a blank label', () => {
    expect(() => requiredFieldMessage('')).to.throw(Error, /needs a label/);
    expect(() => requiredFieldMessage(undefined as unknown as string)).to.throw(
      Error,
      /needs a label/,
    );
  });

  it('counts whitespace-only text as empty', () => {
    expect(isBlankText('')).to.equal(true);
    expect(isBlankText(' \t\n\u00a0')).to.equal(true);
    expect(isBlankText(' a ')).to.equal(false);
  });

  it('decides an empty field, and leaves a filled one to its own rules', () => {
    expect(emptyFieldResult('', {})).to.equal(VALID_FIELD);
    expect(emptyFieldResult('', { required: true, label: 'Phone' })).to.deep.equal({
      valid: false,
      message: 'Phone is required.',
    });
    expect(emptyFieldResult('x', { required: true, label: 'Phone' })).to.equal(undefined);
    expect(emptyFieldResult('x', {})).to.equal(undefined);
  });
});
