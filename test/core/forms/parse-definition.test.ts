import { expect } from '@open-wc/testing';
import { FIELD_KINDS, parseFormDefinition } from '../../../core/forms/index.ts';
import { everyKind } from './helpers.ts';

const minimal = { id: 'f', fields: [] };

describe('parseFormDefinition', () => {
  it('reads a definition holding every field kind, from an object or its JSON text', () => {
    const definition = everyKind({ postSubmitHtml: '<p>Hi</p>', redirectUrl: '/thanks' });
    expect(parseFormDefinition(definition)).to.deep.equal(definition);
    expect(parseFormDefinition(JSON.stringify(definition))).to.deep.equal(definition);
    expect(definition.fields.map((f) => f.type)).to.have.members([...FIELD_KINDS]);
  });

  it('returns a fresh copy, without unknown properties', () => {
    const raw = { ...minimal, extra: 1, fields: [{ id: 'a', type: 'text', title: 'A', foo: 2 }] };
    const parsed = parseFormDefinition(raw)!;
    expect(parsed).to.deep.equal({
      id: 'f',
      name: '',
      fields: [{ id: 'a', type: 'text', title: 'A' }],
      submitButtonText: 'Submit',
      successMessage: '',
    });
    expect(parsed.fields[0]).to.not.equal(raw.fields[0]);
  });

  it('reads every optional setting and counts null as absent', () => {
    const parsed = parseFormDefinition({
      id: 'f',
      name: 'N',
      submitButtonText: 'Go',
      successMessage: 'Done',
      postSubmitHtml: null,
      isNewsletter: true,
      captcha: false,
      collectionId: 'c',
      objectName: 'o',
      isOverlayForm: true,
      textareaMaxLengthEnabled: true,
      fields: [
        { id: 'm', type: 'textarea', title: 'M', maxLength: '20', required: null },
        { id: 'n', type: 'textarea', title: 'N', maxLength: null },
        { id: 'h', type: 'hidden', key: 'src', value: 'x' },
      ],
    });
    expect(parsed).to.deep.equal({
      id: 'f',
      name: 'N',
      submitButtonText: 'Go',
      successMessage: 'Done',
      isNewsletter: true,
      captcha: false,
      collectionId: 'c',
      objectName: 'o',
      isOverlayForm: true,
      textareaMaxLengthEnabled: true,
      fields: [
        { id: 'm', type: 'textarea', title: 'M', maxLength: '20' },
        { id: 'n', type: 'textarea', title: 'N', maxLength: null },
        { id: 'h', type: 'hidden', title: '', key: 'src', value: 'x' },
      ],
    });
  });

  it("gives a blank submit button 'Submit'", () => {
    expect(parseFormDefinition({ ...minimal, submitButtonText: '  ' })!.submitButtonText).to.equal(
      'Submit',
    );
  });

  const refused: Array<[string, unknown]> = [
    ['text that is not JSON', '{id:'],
    ['JSON that is not an object', '[1]'],
    ['null', null],
    ['a number', 7],
    ['a list', []],
    ['a missing id', { fields: [] }],
    ['a blank id', { id: ' ', fields: [] }],
    ['a number id', { id: 3, fields: [] }],
    ['missing fields', { id: 'f' }],
    ['fields not a list', { id: 'f', fields: {} }],
    ['a field that is not an object', { id: 'f', fields: ['text'] }],
    ['an unknown kind', { id: 'f', fields: [{ id: 'a', type: 'signature' }] }],
    ['a kind in another case', { id: 'f', fields: [{ id: 'a', type: 'Text' }] }],
    ['a field without an id', { id: 'f', fields: [{ type: 'text' }] }],
    [
      'two fields with one id',
      {
        id: 'f',
        fields: [
          { id: 'a', type: 'text' },
          { id: 'a', type: 'email' },
        ],
      },
    ],
    ['a number title', { id: 'f', fields: [{ id: 'a', type: 'text', title: 1 }] }],
    ['a string flag', { id: 'f', fields: [{ id: 'a', type: 'text', required: 'yes' }] }],
    ['options not a list', { id: 'f', fields: [{ id: 'a', type: 'radio', options: 'A,B' }] }],
    ['options not strings', { id: 'f', fields: [{ id: 'a', type: 'radio', options: [1] }] }],
    [
      'repeated likert questions',
      { id: 'f', fields: [{ id: 'a', type: 'likert', options: ['Q', 'Q'] }] },
    ],
    ['a boolean maxLength', { id: 'f', fields: [{ id: 'a', type: 'textarea', maxLength: true }] }],
    ['a number name', { id: 'f', name: 1, fields: [] }],
    ['an object redirect', { id: 'f', redirectUrl: {}, fields: [] }],
    ['a string captcha flag', { id: 'f', captcha: 'true', fields: [] }],
  ];
  for (const [what, raw] of refused) {
    it(`refuses ${what}`, () => {
      expect(parseFormDefinition(raw)).to.equal(undefined);
    });
  }

  it('keeps repeated options of a choice field, which render fine', () => {
    const parsed = parseFormDefinition({
      id: 'f',
      fields: [{ id: 'a', type: 'radio', title: 'A', options: ['X', 'X'] }],
    });
    expect(parsed!.fields[0]!.options).to.deep.equal(['X', 'X']);
  });

  it('reads only own properties, never inherited ones', () => {
    const inherited = Object.create({ id: 'f', fields: [] });
    expect(parseFormDefinition(inherited)).to.equal(undefined);
    const parsed = parseFormDefinition(
      '{"id":"f","fields":[{"id":"__proto__","type":"text","title":"P"}]}',
    );
    expect(parsed!.fields[0]!.id).to.equal('__proto__');
  });
});
