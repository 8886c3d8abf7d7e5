import { expect } from '@open-wc/testing';
import {
  counterText,
  validateField,
  validateForm,
  type FieldDefinition,
  type FormDefinition,
} from '../../../core/forms/index.ts';
import { contactForm, everyKind, field } from './helpers.ts';

const flagOn = contactForm({ textareaMaxLengthEnabled: true });
const flagOff = contactForm();
const required = (type: FieldDefinition['type'], extra: Partial<FieldDefinition> = {}) =>
  field(type, { required: true, title: 'Your answer', ...extra });

describe('validateField', () => {
  it('finds sections and hidden fields always valid', () => {
    expect(validateField(required('section'), '', flagOn)).to.equal(null);
    expect(validateField(required('hidden'), '', flagOn)).to.equal(null);
  });

  it("says '{title} is required.' for a required field left empty, of every kind", () => {
    const empties: Array<[FieldDefinition['type'], unknown]> = [
      ['text', '   '],
      ['textarea', ''],
      ['email', undefined],
      ['number', null],
      ['website', ''],
      ['currency', ''],
      ['password', ''],
      ['twitter', ''],
      ['date', ['', '', '']],
      ['time', ['', '', '', 'AM']],
      ['name', [' ', '']],
      ['address', ['', '', '', '', '', 'United States']],
      ['phone', ['+1', '', '', '']],
      ['radio', ''],
      ['checkbox', []],
      ['select', undefined],
      ['likert', {}],
    ];
    for (const [type, value] of empties) {
      expect(validateField(required(type), value, flagOn), type).to.equal(
        'Your answer is required.',
      );
      expect(validateField(field(type), value, flagOn), `${type} optional`).to.equal(null);
    }
  });

  it("trims the title, and names an untitled field 'This field'", () => {
    expect(validateField(required('text', { title: ' Name ' }), '')).to.equal('Name is required.');
    expect(validateField(required('text', { title: '' }), '')).to.equal('This field is required.');
  });

  it('checks an email with the core rule and its message', () => {
    const email = field('email');
    expect(validateField(email, 'ada@example.com')).to.equal(null);
    expect(validateField(email, ' ada@example.com ')).to.equal(null);
    expect(validateField(email, 'ada@example')).to.equal(
      'Email is not valid. Email addresses should follow the format name@example.com.',
    );
    expect(validateField(required('email'), 'a@b')).to.equal(
      'Email is not valid. Email addresses should follow the format name@example.com.',
    );
  });

  it('checks a textarea maximum only under the form flag', () => {
    const textarea = field('textarea', { maxLength: 5 });
    expect(validateField(textarea, '123456', flagOn)).to.equal(
      'You have exceeded the character limit.',
    );
    expect(validateField(textarea, '12345', flagOn)).to.equal(null);
    expect(validateField(textarea, '😀😀😀😀😀', flagOn)).to.equal(null);
    // Blank text is empty, and an empty optional field is valid (part 1 §5), whatever its length.
    expect(validateField(textarea, '      ', flagOn)).to.equal(null);
    expect(validateField(textarea, '123456', flagOff)).to.equal(null);
    expect(validateField(textarea, '123456')).to.equal(null);
    expect(validateField(field('textarea', { maxLength: 'abc' }), '123456', flagOn)).to.equal(null);
    expect(validateField(field('textarea', { maxLength: -1 }), '123456', flagOn)).to.equal(null);
  });

  it('needs a zip given in a US address to be 5 digits', () => {
    const address = field('address');
    const at = (zip: string, country = '') => ['1 Main St', '', 'Springfield', 'IL', zip, country];
    expect(validateField(address, at('62701'))).to.equal(null);
    expect(validateField(address, at(' 62701 '))).to.equal(null);
    expect(validateField(address, at(''))).to.equal(null);
    for (const zip of ['6270', '627011', '62701-1234', 'abcde']) {
      expect(validateField(address, at(zip)), zip).to.equal(
        'Zip code is not valid. US zip codes have exactly 5 digits.',
      );
    }
    for (const country of ['US', 'usa', 'United States', 'United States of America', 'U.S.']) {
      expect(validateField(address, at('1234', country)), country).to.equal(
        'Zip code is not valid. US zip codes have exactly 5 digits.',
      );
    }
    expect(validateField(address, at('SW1A 1AA', 'United Kingdom'))).to.equal(null);
  });

  it('needs every listed question of a required likert answered', () => {
    const likert = required('likert', { options: ['Service', 'Price'] });
    expect(validateField(likert, { Service: '1' })).to.equal('Your answer is required.');
    expect(validateField(likert, { Service: '1', Price: '-2' })).to.equal(null);
    expect(
      validateField(field('likert', { options: ['Service', 'Price'] }), { Service: '1' }),
    ).to.equal(null);
    expect(validateField(required('likert'), { Anything: '0' })).to.equal(null);
  });

  it('finds filled-in fields of the other kinds valid', () => {
    expect(validateField(required('phone'), ['555', '123', '4567'])).to.equal(null);
    expect(validateField(required('checkbox'), ['A'])).to.equal(null);
    expect(validateField(required('time'), '14:05')).to.equal(null);
    expect(validateField(required('number'), 42)).to.equal(null);
  });
});

describe('validateForm', () => {
  it('finds a complete form valid, with no message', () => {
    const values = { name: ['Ada', 'Lovelace'], email: 'ada@example.com', message: '' };
    expect(validateForm(flagOn, values)).to.deep.equal({ valid: true, errors: {}, message: null });
  });

  it('gives each invalid field its message and the general message', () => {
    const values = { name: ['', ''], email: 'nope', message: '12345678901' };
    const limited: FormDefinition = {
      ...flagOn,
      fields: flagOn.fields.map((f) => (f.id === 'message' ? { ...f, maxLength: 10 } : f)),
    };
    expect(validateForm(limited, values)).to.deep.equal({
      valid: false,
      errors: {
        name: 'Name is required.',
        email: 'Email is not valid. Email addresses should follow the format name@example.com.',
        message: 'You have exceeded the character limit.',
      },
      message: 'One or more fields is invalid, please check your entries.',
    });
  });

  it('reads missing values as empty', () => {
    expect(validateForm(contactForm(), undefined).errors).to.deep.equal({
      name: 'Name is required.',
      email: 'Email is required.',
    });
    expect(validateForm(everyKind(), {}).valid).to.equal(true);
  });
});

describe('counterText', () => {
  const textarea = field('textarea', { maxLength: '10.7' });

  it("gives 'n / max' under the flag, n in code points", () => {
    expect(counterText(textarea, 'héllo 😀', flagOn)).to.equal('7 / 10');
    expect(counterText(textarea, undefined, flagOn)).to.equal('0 / 10');
  });

  it('gives null without the flag, without a limit, or for another kind', () => {
    expect(counterText(textarea, 'x', flagOff)).to.equal(null);
    expect(counterText(field('textarea'), 'x', flagOn)).to.equal(null);
    expect(counterText(field('text', { maxLength: 5 }), 'x', flagOn)).to.equal(null);
  });
});
