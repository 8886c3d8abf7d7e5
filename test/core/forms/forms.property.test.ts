import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  FIELD_KINDS,
  displayFieldValue,
  parseFormDefinition,
  shapeFormValues,
  shapeValue,
  validateField,
  validateForm,
  type FieldDefinition,
  type FormDefinition,
} from '../../../core/forms/index.ts';

const kind = fc.constantFrom(...FIELD_KINDS);
const optionalText = fc.option(fc.string({ maxLength: 12 }), { nil: undefined });
const fieldArb: fc.Arbitrary<FieldDefinition> = fc.record(
  {
    id: fc.string({ minLength: 1, maxLength: 8 }).filter((id) => id.trim() !== ''),
    type: kind,
    title: fc.string({ maxLength: 12 }),
    required: fc.boolean(),
    options: fc.uniqueArray(fc.string({ maxLength: 6 }), { maxLength: 4 }),
    maxLength: fc.oneof(
      fc.integer({ min: -2, max: 20 }),
      fc.string({ maxLength: 3 }),
      fc.constant(null),
    ),
    key: optionalText,
    value: optionalText,
  },
  { requiredKeys: ['id', 'type', 'title'] },
);
const definitionArb: fc.Arbitrary<FormDefinition> = fc
  .uniqueArray(fieldArb, { selector: (f) => f.id, maxLength: 8 })
  .chain((fields) =>
    fc.record({
      id: fc.constant('form'),
      name: fc.constant('Form'),
      fields: fc.constant(fields),
      submitButtonText: fc.constant('Send'),
      successMessage: fc.constant('Thanks'),
      textareaMaxLengthEnabled: fc.boolean(),
      isNewsletter: fc.boolean(),
    }),
  );

/** Raw control values: anything, plus the shapes controls really hold. */
const rawValue = fc.oneof(
  fc.anything(),
  fc.array(fc.oneof(fc.string(), fc.integer(), fc.constant(null)), { maxLength: 7 }),
  fc.dictionary(
    fc.string({ maxLength: 6 }),
    fc.oneof(fc.string(), fc.integer({ min: -3, max: 3 }), fc.boolean()),
  ),
  fc.string(),
  fc.date(),
);
const search = fc.oneof(
  fc.string(),
  fc.webQueryParameters().map((q) => `?${q}`),
);

describe('forms core (properties)', () => {
  it('parseFormDefinition never throws, on anything or on any text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string(), fc.json()), (raw) => {
        const parsed = parseFormDefinition(raw);
        expect(parsed === undefined || typeof parsed.id === 'string').to.equal(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('parseFormDefinition reads back what it gives', () => {
    fc.assert(
      fc.property(definitionArb, (definition) => {
        const parsed = parseFormDefinition(JSON.stringify(definition));
        expect(parsed).to.not.equal(undefined);
        expect(parseFormDefinition(parsed)).to.deep.equal(parsed);
      }),
      { numRuns: 300 },
    );
  });

  it('shaping never throws, gives JSON-safe strings, and shaping twice changes nothing', () => {
    fc.assert(
      fc.property(fieldArb, rawValue, search, (field, raw, query) => {
        const once = shapeValue(field, raw, query);
        if (field.type === 'section') {
          expect(once).to.equal(undefined);
          return;
        }
        expect(JSON.parse(JSON.stringify(once))).to.deep.equal(once);
        expect(shapeValue(field, once, query)).to.deep.equal(once);
        const strings =
          typeof once === 'string'
            ? [once]
            : Array.isArray(once)
              ? once
              : Object.values(once!).flat();
        expect(strings.every((s) => typeof s === 'string')).to.equal(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('shapes lists to their fixed lengths', () => {
    const lengths = { address: 6, name: 2, date: 3, time: 4, phone: 4 } as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...(Object.keys(lengths) as Array<keyof typeof lengths>)),
        rawValue,
        (type, raw) => {
          const value = shapeValue({ id: 'x', type, title: 'X' }, raw);
          expect(value).to.have.length(lengths[type]);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('validation never throws, and gives null or a message', () => {
    fc.assert(
      fc.property(
        definitionArb,
        fc.dictionary(fc.string({ maxLength: 8 }), rawValue),
        (definition, values) => {
          const result = validateForm(definition, values);
          expect(result.valid).to.equal(Object.keys(result.errors).length === 0);
          expect(result.message).to.equal(
            result.valid ? null : 'One or more fields is invalid, please check your entries.',
          );
          for (const field of definition.fields) {
            const message = validateField(field, values[field.id], definition);
            expect(message === null || (typeof message === 'string' && message !== '')).to.equal(
              true,
            );
            // Raw and shaped values are judged alike.
            const shaped = shapeFormValues(definition, values)[field.id];
            expect(validateField(field, shaped, definition)).to.equal(message);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('validation never throws on anything at all', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (definition, values) => {
        validateForm(definition as FormDefinition, values);
        shapeFormValues(definition as FormDefinition, values);
      }),
      { numRuns: 500 },
    );
  });

  it('displayFieldValue never throws and never gives an empty text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), rawValue), (value) => {
        const text = displayFieldValue(value);
        expect(text).to.be.a('string').and.not.equal('');
      }),
      { numRuns: 1000 },
    );
  });
});
