import { expect } from '@open-wc/testing';
import {
  hiddenValue,
  shapeFormValues,
  shapeValue,
  type FieldDefinition,
} from '../../../core/forms/index.ts';
import { everyKind, field } from './helpers.ts';

const shape = (type: FieldDefinition['type'], raw: unknown, extra = {}) =>
  shapeValue(field(type, extra), raw);

describe('shapeValue', () => {
  it('gives an address [Line1, Line2, City, State, Zip, Country]', () => {
    const parts = ['1 Main St', '', 'Springfield', 'IL', '62701', 'US'];
    expect(shape('address', parts)).to.deep.equal(parts);
    expect(
      shape('address', { line1: ' 1 Main St ', City: 'Springfield', STATE: 'IL', zip: 62701 }),
    ).to.deep.equal(['1 Main St', '', 'Springfield', 'IL', '62701', '']);
    expect(shape('address', ['1 Main St'])).to.deep.equal(['1 Main St', '', '', '', '', '']);
    expect(shape('address', [1, 2, 3, 4, 5, 6, 7])).to.deep.equal(['1', '2', '3', '4', '5', '6']);
    expect(shape('address', undefined)).to.deep.equal(['', '', '', '', '', '']);
    expect(shape('address', '1 Main St')).to.deep.equal(['1 Main St', '', '', '', '', '']);
  });

  it('gives a name [First, Last]', () => {
    expect(shape('name', ['Ada', 'Lovelace'])).to.deep.equal(['Ada', 'Lovelace']);
    expect(shape('name', { first: 'Ada', last: 'Lovelace' })).to.deep.equal(['Ada', 'Lovelace']);
    expect(shape('name', null)).to.deep.equal(['', '']);
  });

  it('gives a date [Month, Day, Year], zero-padded to 2 digits and the year to 4', () => {
    expect(shape('date', ['3', '5', '2024'])).to.deep.equal(['03', '05', '2024']);
    expect(shape('date', [3, 5, 24])).to.deep.equal(['03', '05', '0024']);
    expect(shape('date', { Month: '12', Day: '31', Year: '1999' })).to.deep.equal([
      '12',
      '31',
      '1999',
    ]);
    expect(shape('date', '2024-03-05')).to.deep.equal(['03', '05', '2024']);
    expect(shape('date', new Date(2024, 2, 5))).to.deep.equal(['03', '05', '2024']);
    expect(shape('date', new Date(Number.NaN))).to.deep.equal(['', '', '']);
    expect(shape('date', ['', '', ''])).to.deep.equal(['', '', '']);
    expect(shape('date', ['March', '5th', ''])).to.deep.equal(['March', '5th', '']);
  });

  it('gives a time [Hour, Minute, Second, Ampm], zero-padded', () => {
    expect(shape('time', ['2', '5', '0', 'pm'])).to.deep.equal(['02', '05', '00', 'PM']);
    expect(shape('time', { hour: 9, minute: 30, ampm: 'a.m.' })).to.deep.equal([
      '09',
      '30',
      '',
      'AM',
    ]);
    expect(shape('time', '14:05')).to.deep.equal(['02', '05', '00', 'PM']);
    expect(shape('time', '00:00:07')).to.deep.equal(['12', '00', '07', 'AM']);
    expect(shape('time', '12:30')).to.deep.equal(['12', '30', '00', 'PM']);
    expect(shape('time', '9:15 am')).to.deep.equal(['09', '15', '00', 'AM']);
    expect(shape('time', '25:00')).to.deep.equal(['25:00', '', '', '']);
    expect(shape('time', ['', '', '', 'noon'])).to.deep.equal(['', '', '', 'noon']);
  });

  it('gives a phone [Country, Areacode, Prefix, Line]: 3 parts get an empty country first', () => {
    expect(shape('phone', ['555', '123', '4567'])).to.deep.equal(['', '555', '123', '4567']);
    expect(shape('phone', ['+1', '555', '123', '4567'])).to.deep.equal([
      '+1',
      '555',
      '123',
      '4567',
    ]);
    expect(shape('phone', ['555'])).to.deep.equal(['', '555', '', '']);
    expect(shape('phone', ['1', '2', '3', '4', '5'])).to.deep.equal(['1', '2', '3', '4']);
    expect(shape('phone', { areaCode: '555', prefix: '123', line: '4567' })).to.deep.equal([
      '',
      '555',
      '123',
      '4567',
    ]);
    expect(shape('phone', '555-1234')).to.deep.equal(['', '', '', '555-1234']);
  });

  it('gives a checkbox the list of checked values', () => {
    const options = { options: ['A', 'B', 'C'] };
    expect(shape('checkbox', ['B', 'A'], options)).to.deep.equal(['B', 'A']);
    expect(shape('checkbox', ['A', 'A', '', ' '], options)).to.deep.equal(['A']);
    expect(shape('checkbox', { C: true, A: true, B: false, Other: true }, options)).to.deep.equal([
      'A',
      'C',
      'Other',
    ]);
    expect(shape('checkbox', 'B', options)).to.deep.equal(['B']);
    expect(shape('checkbox', undefined, options)).to.deep.equal([]);
  });

  it('gives a radio and a select one string', () => {
    expect(shape('radio', 'Red')).to.equal('Red');
    expect(shape('select', ['', 'Two'])).to.equal('Two');
    expect(shape('select', null)).to.equal('');
    expect(shape('radio', 7)).to.equal('7');
  });

  it("gives a likert question → list of answers, answers the strings '-2' to '2'", () => {
    const options = { options: ['Service', 'Price', 'Speed'] };
    expect(shape('likert', { Price: '-1', Service: 2, Speed: 'often' }, options)).to.deep.equal({
      Service: ['2'],
      Price: ['-1'],
    });
    expect(shape('likert', { Service: ['0', '0', '1'] }, options)).to.deep.equal({
      Service: ['0', '1'],
    });
    expect(shape('likert', { Other: '1' }, options)).to.deep.equal({});
    expect(shape('likert', { Q: '-2' })).to.deep.equal({ Q: ['-2'] });
    expect(shape('likert', 'Agree', options)).to.deep.equal({});
  });

  it('gives the single text kinds one string, as typed', () => {
    for (const kind of [
      'text',
      'textarea',
      'email',
      'number',
      'website',
      'currency',
      'password',
      'twitter',
    ] as const) {
      expect(shape(kind, '  as typed  '), kind).to.equal('  as typed  ');
    }
    expect(shape('number', 42)).to.equal('42');
    expect(shape('text', Number.NaN)).to.equal('');
    expect(shape('text', { a: 1 })).to.equal('');
    expect(shape('text', true)).to.equal('');
    expect(shape('text', 10n)).to.equal('10');
  });

  it('skips sections', () => {
    expect(shape('section', 'x')).to.equal(undefined);
  });
});

describe('hiddenValue', () => {
  const hidden = field('hidden', { key: 'src', value: 'direct' });

  it('takes the query parameter named by its key, its first value when repeated', () => {
    expect(hiddenValue(hidden, '?src=ad&src=mail')).to.equal('ad');
    expect(hiddenValue(hidden, 'src=a%20b')).to.equal('a b');
  });

  it('takes its default when the parameter is absent or present but empty', () => {
    expect(hiddenValue(hidden, '?other=1')).to.equal('direct');
    expect(hiddenValue(hidden, '?src=')).to.equal('direct');
    expect(hiddenValue(hidden, '?src')).to.equal('direct');
    expect(hiddenValue(hidden, '')).to.equal('direct');
  });

  it('takes its default without a key, and "" without a default', () => {
    expect(hiddenValue(field('hidden', { value: 'v' }), '?src=ad')).to.equal('v');
    expect(hiddenValue(field('hidden', { key: 'src' }), '?x=1')).to.equal('');
  });

  it("reads the page's own query when none is given", () => {
    expect(hiddenValue(hidden)).to.equal('direct');
  });
});

describe('shapeFormValues', () => {
  it('shapes every field but sections, item id → value', () => {
    const values = shapeFormValues(
      everyKind(),
      {
        'text-id': 'Hi',
        'date-id': ['1', '2', '2025'],
        'phone-id': ['555', '123', '4567'],
        'checkbox-id': ['C'],
        'likert-id': { Price: '1' },
        'section-id': 'ignored',
        'hidden-id': 'ignored',
      },
      '?utm_source=news',
    );
    expect(values).to.deep.equal({
      'text-id': 'Hi',
      'textarea-id': '',
      'email-id': '',
      'number-id': '',
      'website-id': '',
      'currency-id': '',
      'password-id': '',
      'twitter-id': '',
      'date-id': ['01', '02', '2025'],
      'time-id': ['', '', '', ''],
      'name-id': ['', ''],
      'address-id': ['', '', '', '', '', ''],
      'phone-id': ['', '555', '123', '4567'],
      'radio-id': '',
      'checkbox-id': ['C'],
      'select-id': '',
      'likert-id': { Price: ['1'] },
      'hidden-id': 'news',
    });
    expect(JSON.parse(JSON.stringify(values))).to.deep.equal(values);
  });

  it('reads own values only and keys even `__proto__` as an own entry', () => {
    const definition = everyKind({ fields: [field('text', { id: '__proto__' })] });
    const values = shapeFormValues(definition, JSON.parse('{"__proto__":"x"}'));
    expect(Object.keys(values)).to.deep.equal(['__proto__']);
    expect(JSON.stringify(values)).to.equal('{"__proto__":"x"}');
    expect(shapeFormValues(definition, Object.create({ ['__proto__']: 'y' }))).to.deep.equal(
      JSON.parse('{"__proto__":""}'),
    );
  });

  it('gives nothing for a definition without a field list', () => {
    expect(shapeFormValues({ fields: null } as never, {})).to.deep.equal({});
    expect(
      shapeFormValues(everyKind({ fields: [null as never, { type: 'text' } as never] }), {}),
    ).to.deep.equal({});
  });
});
