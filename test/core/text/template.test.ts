import { expect } from '@open-wc/testing';
import { fillTemplate } from '../../../core/text/template.ts';

describe('fillTemplate', () => {
  it("fills named placeholders and the spec's {%n}", () => {
    expect(fillTemplate('{%n} items in cart', { '%n': 3 })).to.equal('3 items in cart');
    expect(fillTemplate('{n} / {max}', { n: 1, max: 10 })).to.equal('1 / 10');
    expect(fillTemplate('{label} is required.', { label: 'Name' })).to.equal('Name is required.');
  });

  it('leaves a template without placeholders as it stands', () => {
    expect(fillTemplate('just now', {})).to.equal('just now');
  });

  it('does not read placeholders inside filled values', () => {
    expect(fillTemplate('{a}', { a: '{b}', b: 'x' })).to.equal('{b}');
  });

  it('throws when a placeholder has no value, naming what was given', () => {
    expect(() => fillTemplate('{n} / {max}', { n: 1 })).to.throw(
      Error,
      /needs a value for \{max\}; values were given for: n\./,
    );
    expect(() => fillTemplate('{toString}', {})).to.throw(Error, /given for: none/);
  });
});
