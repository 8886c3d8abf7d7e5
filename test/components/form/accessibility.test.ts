import { aTimeout, expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import 'axe-core/axe.min.js';
import type { SsFormField } from '../../../components/form/form-field.ts';
import { TestCaptcha } from '../../../components/form/form.ts';
import type { FieldDefinition } from '../../../core/forms/definition.ts';
import { CONTACT, EVERY_KIND, NEWSLETTER } from './fixtures.ts';
import {
  field,
  fill,
  json,
  mount,
  part,
  scripted,
  submitButton,
  pressEnterToFail,
} from './harness.ts';

interface AxeInternals {
  setup(node: Document): unknown;
  teardown(): void;
  utils: { getNodeFromTree(node: Node): unknown };
  commons: { text: { accessibleTextVirtual(node: unknown): string } };
}

/** The accessible name as axe-core computes it, shadow roots included (the page cannot ask Chromium). */
function accessibleName(element: Element): string {
  const axe = (window as unknown as { axe: AxeInternals }).axe;
  axe.setup(document);
  try {
    return axe.commons.text.accessibleTextVirtual(axe.utils.getNodeFromTree(element));
  } finally {
    axe.teardown();
  }
}

const fieldAlone = async (definition: FieldDefinition) => {
  const element = await fixture<SsFormField>(
    html`<ss-form-field .field=${definition}></ss-form-field>`,
  );
  await element.updateComplete;
  return element;
};

/** Kinds whose controls cannot each be required: the field as a whole is. */
const GROUPS_REQUIRED_AS_A_WHOLE = ['checkbox', 'name', 'address', 'date', 'time', 'phone'];

describe('<ss-form-field> to assistive technology', () => {
  for (const definition of EVERY_KIND.filter(({ type }) =>
    GROUPS_REQUIRED_AS_A_WHOLE.includes(type),
  )) {
    it(`names a required ${definition.type} field's group as required, not each control`, async () => {
      const element = await fieldAlone(definition);
      const group = element.shadowRoot!.querySelector('fieldset')!;
      expect(accessibleName(group)).to.equal(`${definition.title} required`);
      const controls = [...element.shadowRoot!.querySelectorAll('input, select')];
      expect(controls.some((control) => (control as HTMLInputElement).required)).to.equal(false);
      await expect(element).to.be.accessible();
    });
  }

  it('names an optional group by its title alone', async () => {
    const element = await fieldAlone({
      id: 'c',
      type: 'checkbox',
      title: 'Topics',
      options: ['A', 'B'],
    });
    expect(accessibleName(element.shadowRoot!.querySelector('fieldset')!)).to.equal('Topics');
  });

  for (const definition of EVERY_KIND.filter(({ type }) =>
    ['date', 'time', 'name', 'address', 'phone', 'checkbox'].includes(type),
  )) {
    it(`ties the error to every control of a ${definition.type} field`, async () => {
      const element = await fieldAlone(definition);
      element.reportValidity();
      await element.updateComplete;
      const controls = [...element.shadowRoot!.querySelectorAll('input, select')];
      for (const control of controls) {
        const label = control.closest('label')?.textContent ?? control.id;
        expect(control.getAttribute('aria-invalid'), label).to.equal('true');
        expect(control.getAttribute('aria-describedby')?.split(' '), label).to.include('error');
      }
    });
  }

  for (const definition of EVERY_KIND.filter(({ type }) => ['radio', 'time'].includes(type))) {
    it(`shows a ${definition.type} field's error above its title`, async () => {
      const element = await fieldAlone(definition);
      element.reportValidity();
      await element.updateComplete;
      const error = element.shadowRoot!.querySelector('[part="error"]')!;
      const title = element.shadowRoot!.querySelector('[part="title"]')!;
      expect(error.getBoundingClientRect().bottom).to.be.at.most(title.getBoundingClientRect().top);
    });
  }
});

describe('<ss-form> failures, to every visitor', () => {
  it("lists the server's errors for hidden fields in the summary above the form", async () => {
    const { client } = scripted(() =>
      json(400, {
        error: 'Invalid',
        errors: { source: 'Source is required.', email: 'This address bounced.' },
      }),
    );
    const form = await mount(CONTACT, client);
    await fill(form);
    submitButton(form).click();
    await oneEvent(form, 'ss-submit-failure');
    await form.updateComplete;
    const items = [...part(form, 'top')!.querySelectorAll('li')].map((item) => item.textContent);
    // Shown above its own field, a field's error is not repeated in the summary.
    expect(items).to.deep.equal(['Source is required.']);
    await expect(form).to.be.accessible();
  });

  it("lists a newsletter's server errors for ids it does not have, so none is lost", async () => {
    const { client } = scripted(() =>
      json(400, { error: 'Invalid', errors: { list: 'This list is closed.' } }),
    );
    const form = await mount(NEWSLETTER, client);
    field(form, 'email').rawValue = 'ada@example.com';
    submitButton(form).click();
    await oneEvent(form, 'ss-submit-failure');
    await form.updateComplete;
    const top = part(form, 'top')!;
    expect(top.textContent).to.include('This list is closed.');
    expect(top.textContent).to.include(
      'Your form has encountered a problem. Please scroll down to review.',
    );
    expect(top.textContent).to.not.include('One or more fields is invalid');
  });

  it('announces the summary again when the same failure comes again', async () => {
    const form = await mount({ ...NEWSLETTER, captcha: true }, undefined, new TestCaptcha());
    const email = field(form, 'email');
    email.rawValue = 'ada@example.com';
    await form.updateComplete;
    email.shadowRoot!.querySelector('input')!.focus();
    await sendKeys({ press: 'Enter' });
    await form.updateComplete;
    const top = part(form, 'top')!;
    expect(top.textContent).to.include('Complete CAPTCHA before submitting.');
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(top, { childList: true, subtree: true, characterData: true });
    await sendKeys({ press: 'Enter' });
    await form.updateComplete;
    await aTimeout(0);
    observer.disconnect();
    const added = changes.flatMap((change) => [...change.addedNodes]);
    expect(added.map((node) => node.textContent).join(' ')).to.include(
      'Complete CAPTCHA before submitting.',
    );
  });

  it("moves focus to the first invalid field inside another element's shadow root, not when the visitor has left", async () => {
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    const form = document.createElement('ss-form');
    form.definition = CONTACT;
    host.attachShadow({ mode: 'open' }).append(form);
    await form.updateComplete;
    const email = field(form, 'email');
    email.shadowRoot!.querySelector('input')!.focus();
    await pressEnterToFail(form);
    expect(host.shadowRoot!.activeElement === form).to.equal(true);
    expect(form.shadowRoot!.activeElement === field(form, 'name')).to.equal(true);
    // Gone elsewhere on the page while it was sent: focus stays there.
    await fill(form);
    form.client = scripted(
      () => new Promise<Response>((resolve) => setTimeout(() => resolve(json(500, {})), 50)),
    ).client;
    const outside = document.createElement('input');
    host.after(outside);
    email.shadowRoot!.querySelector('input')!.focus();
    const failed = oneEvent(form, 'ss-submit-failure');
    await sendKeys({ press: 'Enter' });
    outside.focus();
    await failed;
    await form.updateComplete;
    await aTimeout(0);
    expect(document.activeElement === outside).to.equal(true);
    outside.remove();
  });

  it('moves focus to a field whose error is already tied to it', async () => {
    const { client } = scripted(() =>
      json(400, { error: 'Invalid', errors: { email: 'This address bounced.' } }),
    );
    const form = await mount(CONTACT, client);
    await fill(form);
    const email = field(form, 'email');
    const describedOnFocus: Array<string | null> = [];
    email.shadowRoot!.addEventListener('focusin', (event) =>
      describedOnFocus.push((event.target as Element).getAttribute('aria-describedby')),
    );
    submitButton(form).focus();
    await pressEnterToFail(form);
    expect(form.shadowRoot!.activeElement === email).to.equal(true);
    expect(describedOnFocus).to.deep.equal(['error']);
  });
});
