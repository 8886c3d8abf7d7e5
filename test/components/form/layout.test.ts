import { expect, fixture, html } from '@open-wc/testing';
import type { SsForm } from '../../../components/form/form.ts';
import '../../../components/form/form.ts';
import { CONTACT, NEWSLETTER } from './fixtures.ts';
import { part } from './harness.ts';

const width = (element: Element) => element.getBoundingClientRect().width;

/** The form inside a wrapper styled `style`, once it has rendered. */
async function formIn(style: string, definition = CONTACT): Promise<SsForm> {
  const wrapper = await fixture<HTMLElement>(
    html`<div style=${style}><ss-form .definition=${definition}></ss-form></div>`,
  );
  const form = wrapper.querySelector('ss-form')!;
  await form.updateComplete;
  return form;
}

describe('<ss-form> layout', () => {
  for (const [where, style] of [
    ['an inline-block', 'display: inline-block'],
    ['a flex item that does not grow', 'display: flex; align-items: flex-start'],
    ['a fit-content box', 'width: fit-content'],
  ]) {
    it(`takes the width of its widest control inside ${where}`, async () => {
      const form = await formIn(style);
      const controls = [...form.shadowRoot!.querySelectorAll('ss-form-field')].flatMap(
        (element) => [...element.shadowRoot!.querySelectorAll('input, textarea')],
      );
      const widest = Math.max(...controls.map(width));
      // Its natural width: that of its widest control, as the box shrinks to fit.
      expect(widest).to.be.greaterThan(0);
      expect(width(form)).to.equal(widest);
    });
  }

  it('stacks a newsletter button under its field below 320px, as wide as the form', async () => {
    const narrow = await formIn('width: 319px', NEWSLETTER);
    expect(getComputedStyle(part(narrow, 'actions')!).flexDirection).to.equal('column');
    expect(width(part(narrow, 'submit')!)).to.equal(319);
    const wide = await formIn('width: 320px', NEWSLETTER);
    expect(getComputedStyle(part(wide, 'actions')!).flexDirection).to.equal('row');
    expect(width(part(wide, 'submit')!)).to.be.lessThan(320);
  });
});
