import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { SsFormField } from '../../../components/form/form-field.ts';
import '../../../components/form/form-field.ts';
import type { FieldDefinition } from '../../../core/forms/definition.ts';

const COMPANY: FieldDefinition = { id: 'company', type: 'text', title: 'Company', required: true };

/** A field in a plain form, with the submissions the form saw. */
async function inPlainForm(field: FieldDefinition, button = html`<button>Send</button>`) {
  const form = await fixture<HTMLFormElement>(
    html`<form><ss-form-field .field=${field}></ss-form-field>${button}</form>`,
  );
  const submits: SubmitEvent[] = [];
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submits.push(event);
  });
  const element = form.querySelector<SsFormField>('ss-form-field')!;
  await element.updateComplete;
  return { form, element, submits };
}

const firstInput = (element: SsFormField) => element.shadowRoot!.querySelector('input')!;

describe('<ss-form-field> in a plain form', () => {
  it('submits the form on Enter in a one-line field, through its default button', async () => {
    const { element, submits } = await inPlainForm({ ...COMPANY, required: false });
    firstInput(element).focus();
    await sendKeys({ type: 'Acme' });
    await sendKeys({ press: 'Enter' });
    expect(submits).to.have.length(1);
    expect(submits[0]!.submitter?.textContent).to.equal('Send');
  });

  it('submits on Enter in each part of a multi-part field', async () => {
    const { element, submits } = await inPlainForm({ id: 'n', type: 'name', title: 'Name' });
    element.shadowRoot!.querySelectorAll('input')[1]!.focus();
    await sendKeys({ press: 'Enter' });
    expect(submits).to.have.length(1);
  });

  it('does not submit on Enter when the default button is disabled, as a native field', async () => {
    const { element, submits } = await inPlainForm(
      { ...COMPANY, required: false },
      html`<button disabled>Send</button>`,
    );
    firstInput(element).focus();
    await sendKeys({ press: 'Enter' });
    expect(submits).to.have.length(0);
  });

  it('submits without a button only when one field alone blocks it, as a native form', async () => {
    const alone = await inPlainForm({ ...COMPANY, required: false }, html``);
    firstInput(alone.element).focus();
    await sendKeys({ press: 'Enter' });
    expect(alone.submits).to.have.length(1);
    expect(alone.submits[0]!.submitter).to.equal(null);
    // A native one-line field beside it: two fields block it, as they would natively.
    const beside = await inPlainForm({ ...COMPANY, required: false }, html`<input name="x" />`);
    firstInput(beside.element).focus();
    await sendKeys({ press: 'Enter' });
    expect(beside.submits).to.have.length(0);
    // A field in parts is as many fields.
    const parts = await inPlainForm({ id: 'n', type: 'name', title: 'Name' }, html``);
    firstInput(parts.element).focus();
    await sendKeys({ press: 'Enter' });
    expect(parts.submits).to.have.length(0);
  });

  it('submits through an image button when that is the default button', async () => {
    const { element, submits } = await inPlainForm(
      { ...COMPANY, required: false },
      html`<input type="image" alt="Send" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" />`,
    );
    firstInput(element).focus();
    await sendKeys({ press: 'Enter' });
    expect(submits).to.have.length(1);
    expect((submits[0]!.submitter as HTMLInputElement | null)?.type).to.equal('image');
  });

  it('finds the image button of a form in a shadow root, and heeds it when it is disabled', async () => {
    for (const disabled of [false, true]) {
      const host = await fixture<HTMLElement>(html`<div></div>`);
      const root = host.attachShadow({ mode: 'open' });
      root.innerHTML = `<form><ss-form-field></ss-form-field><input type="image" alt="Send"
        src="data:image/gif;base64,R0lGODlhAQABAAAAACw="${disabled ? ' disabled' : ''}></form>`;
      const element = root.querySelector<SsFormField>('ss-form-field')!;
      element.field = { ...COMPANY, required: false };
      await element.updateComplete;
      const submitters: Array<HTMLElement | null> = [];
      root.querySelector('form')!.addEventListener('submit', (event) => {
        event.preventDefault();
        submitters.push(event.submitter);
      });
      firstInput(element).focus();
      await sendKeys({ press: 'Enter' });
      expect(
        submitters.map((submitter) => submitter?.localName),
        String(disabled),
      ).to.deep.equal(disabled ? [] : ['input']);
    }
  });

  it('keeps Enter in a textarea for a new line', async () => {
    const { element, submits } = await inPlainForm({ id: 'm', type: 'textarea', title: 'Message' });
    element.shadowRoot!.querySelector('textarea')!.focus();
    await sendKeys({ type: 'a' });
    await sendKeys({ press: 'Enter' });
    expect(submits).to.have.length(0);
    expect(element.value).to.equal('a\n');
  });

  it('shows its error above the title when a submission is stopped by it', async () => {
    const { form, element, submits } = await inPlainForm(COMPANY);
    form.requestSubmit();
    expect(submits).to.have.length(0);
    await element.updateComplete;
    const error = element.shadowRoot!.querySelector('[part="error"]');
    expect(error?.textContent).to.equal('Company is required.');
    expect(firstInput(element).getAttribute('aria-invalid')).to.equal('true');
    expect(firstInput(element).getAttribute('aria-describedby')).to.equal('error');
  });
});
