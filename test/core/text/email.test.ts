import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { EMAIL_MAX_LENGTH, EMAIL_MIN_LENGTH, validateEmail } from '../../../core/text/email.ts';
import { isEmailAddress } from '../../../core/text/email-address.ts';

const NOT_VALID = {
  valid: false,
  message: 'Email is not valid. Email addresses should follow the format name@example.com.',
};

describe('validateEmail', () => {
  it('allows 3 to 256 characters', () => {
    expect(EMAIL_MIN_LENGTH).to.equal(3);
    expect(EMAIL_MAX_LENGTH).to.equal(256);
  });

  it('takes an empty optional field', () => {
    expect(validateEmail('')).to.deep.equal({ valid: true });
    expect(validateEmail('   ', { required: false })).to.deep.equal({ valid: true });
  });

  it('asks for a required field left empty by its label', () => {
    expect(validateEmail('', { required: true, label: 'Email' })).to.deep.equal({
      valid: false,
      message: 'Email is required.',
    });
    expect(validateEmail(' ', { required: true, label: 'Work email' })).to.deep.equal({
      valid: false,
      message: 'Work email is required.',
    });
  });

  it('takes addresses of the form name@example.com', () => {
    expect(validateEmail('name@example.com')).to.deep.equal({ valid: true });
    expect(
      validateEmail('first.last+tag@mail.example.co.uk', { required: true, label: 'E' }),
    ).to.deep.equal({ valid: true });
    expect(validateEmail('  name@example.com  ')).to.deep.equal({ valid: true });
  });

  for (const bad of [
    'name',
    'name@',
    '@example.com',
    'name@example',
    'name@@example.com',
    'a@b@example.com',
    'na me@example.com',
    'name@exa mple.com',
    'name@.com',
    'name@example.',
    'name@example..com',
  ]) {
    it(`refuses ${JSON.stringify(bad)} with the spec's message`, () => {
      expect(validateEmail(bad)).to.deep.equal(NOT_VALID);
    });
  }

  it('refuses addresses longer than 256 characters', () => {
    const at256 = `${'a'.repeat(256 - '@example.com'.length)}@example.com`;
    expect(at256).to.have.length(256);
    expect(validateEmail(at256)).to.deep.equal({ valid: true });
    expect(validateEmail(`a${at256}`)).to.deep.equal(NOT_VALID);
  });

  it('throws when a required field has no label', () => {
    expect(() => validateEmail('', { required: true, label: '' })).to.throw(Error, /needs a label/);
    expect(() => validateEmail('a@b.co', { required: true, label: ' ' })).to.throw(
      Error,
      /needs a label/,
    );
  });

  it('never throws on any text, and agrees with the address shape', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.emailAddress(), fc.string({ unit: 'binary' })),
        (value) => {
          const result = validateEmail(value);
          if (value.trim() === '') expect(result.valid).to.equal(true);
          else if (!isEmailAddress(value.trim())) expect(result.valid).to.equal(false);
        },
      ),
    );
  });

  it('takes the addresses fast-check generates', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (address) => {
        fc.pre(address.length <= 256 && address.split('@')[1]!.includes('.'));
        expect(validateEmail(address).valid).to.equal(true);
      }),
    );
  });
});
