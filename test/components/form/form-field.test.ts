import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { SsFormField } from '../../../components/form/form-field.ts';
import type { FieldDefinition } from '../../../core/forms/definition.ts';
import { EVERY_KIND, FILLED } from './fixtures.ts';

const fieldIn = async (field: FieldDefinition) => {
  const form = await fixture<HTMLFormElement>(html`
    <form>
      <ss-form-field .field=${field} max-length-enabled></ss-form-field><button>Send</button>
    </form>
  `);
  const element = form.querySelector('ss-form-field') as SsFormField;
  await element.updateComplete;
  return { form, element };
};

const shadow = (element: SsFormField) => element.shadowRoot!;

// One shared suite, run against every field kind.
for (const definition of EVERY_KIND) {
  describe(`<ss-form-field> of kind ${definition.type}`, () => {
    it('is form-associated: a plain form sees its validity, value and reset', async () => {
      const { form, element } = await fieldIn(definition);
      expect((SsFormField as unknown as { formAssociated: boolean }).formAssociated).to.equal(true);
      expect(element.form).to.equal(form);
      expect(form.checkValidity()).to.equal(false);
      expect(element.validationMessage).to.equal(`${definition.title} is required.`);

      element.rawValue = FILLED[definition.id]!.raw as never;
      await element.updateComplete;
      expect(element.value).to.deep.equal(FILLED[definition.id]!.value);
      expect(element.checkValidity()).to.equal(true);
      expect(form.checkValidity()).to.equal(true);
      const sent = new FormData(form).getAll(definition.id);
      expect(sent.length).to.be.greaterThan(0);

      form.reset();
      await element.updateComplete;
      expect(element.checkValidity()).to.equal(false);
      expect(element.value).to.not.deep.equal(FILLED[definition.id]!.value);
    });

    it('shows its error above the title, tied to its controls, once reported', async () => {
      const { element } = await fieldIn(definition);
      expect(shadow(element).querySelector('[part="error"]')).to.equal(null);
      expect(element.reportValidity()).to.equal(false);
      await element.updateComplete;
      const error = shadow(element).querySelector('[part="error"]')!;
      expect(error.textContent).to.equal(`${definition.title} is required.`);
      expect(error.classList.contains('error')).to.equal(true);
      const title = shadow(element).querySelector('[part="title"]')!;
      expect(error.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(
        0,
      );
      const control = shadow(element).querySelector('input, select, textarea')!;
      const invalidHolder = control.closest('[aria-describedby]') ?? control;
      expect(invalidHolder.getAttribute('aria-describedby')!.split(' ')).to.include('error');
      if (control.hasAttribute('aria-invalid'))
        expect(control.getAttribute('aria-invalid')).to.equal('true');
    });

    it('takes focus on its first control', async () => {
      const { element } = await fieldIn(definition);
      element.focus();
      expect(shadow(element).activeElement).to.equal(
        shadow(element).querySelector('input, select, textarea'),
      );
    });

    it('has no accessibility violations, valid and invalid', async () => {
      const { element } = await fieldIn(definition);
      await expect(element).to.be.accessible();
      element.reportValidity();
      await element.updateComplete;
      await expect(element).to.be.accessible();
      // Each control says it is in error, and points at the error's text (text boxes, choices
      // and the likert's radios alike), so that a screen reader on any of them hears why.
      if (element.validationMessage) {
        const root = shadow(element);
        const controls = [...root.querySelectorAll('input, select, textarea')].filter(
          (control) => (control as HTMLInputElement).type !== 'hidden',
        );
        expect(controls.length, definition.type).to.be.greaterThan(0);
        for (const control of controls) {
          expect(control.getAttribute('aria-invalid'), definition.type).to.equal('true');
          const described = (control.getAttribute('aria-describedby') ?? '')
            .split(' ')
            .map((id) => root.getElementById(id)?.textContent ?? '')
            .join(' ');
          expect(described, definition.type).to.include(element.validationMessage);
        }
      }
    });
  });
}

describe('<ss-form-field> details', () => {
  it('counts textarea characters against the maximum and says when it is passed', async () => {
    const { element } = await fieldIn({
      id: 'm',
      type: 'textarea',
      title: 'Message',
      maxLength: 10,
    });
    element.rawValue = 'Hello';
    await element.updateComplete;
    const counter = () => shadow(element).querySelector('[part="counter"]')!;
    const announcement = () => shadow(element).querySelector('.announcement')!;
    expect(counter().textContent).to.equal('5 / 10');
    // Not read out at every key, only once past the limit: the live region is there, empty.
    expect(counter().hasAttribute('aria-live')).to.equal(false);
    expect(announcement().getAttribute('aria-live')).to.equal('polite');
    expect(announcement().textContent).to.equal('');
    element.rawValue = 'Hello, world';
    await element.updateComplete;
    expect(element.validationMessage).to.equal('You have exceeded the character limit.');
    expect(counter().textContent).to.equal('12 / 10');
    // Shown past the limit at once (part 2 §5: an error style when exceeded), not yet read out.
    expect(counter().className).to.equal('over');
    expect(announcement().textContent).to.equal('');
    // Once the visitor is told (here by a report, as a submit does), the count is read out.
    element.reportValidity();
    await element.updateComplete;
    expect(counter().className).to.equal('over');
    expect(announcement().textContent).to.equal('12 / 10');
    element.rawValue = 'Hello, world!';
    await element.updateComplete;
    expect(announcement().textContent).to.equal('13 / 10');
    // Visually hidden: it takes no room and shows nothing.
    expect(announcement().getBoundingClientRect().width).to.be.at.most(1);
  });

  it("styles the counter past the limit only when the text is, blank text too, not for a field's other errors", async () => {
    const { element } = await fieldIn({
      id: 'm',
      type: 'textarea',
      title: 'Message',
      required: true,
      maxLength: 10,
    });
    const counter = () => shadow(element).querySelector('[part="counter"]')!;
    const announcement = () => shadow(element).querySelector('.announcement')!;
    element.reportValidity();
    await element.updateComplete;
    expect(element.validationMessage).to.equal('Message is required.');
    expect([counter().textContent, counter().className]).to.deep.equal(['0 / 10', '']);
    expect(announcement().textContent).to.equal('');
    // Twelve spaces: blank, so still required, and past the limit.
    element.rawValue = ' '.repeat(12);
    await element.updateComplete;
    expect([counter().textContent, counter().className]).to.deep.equal(['12 / 10', 'over']);
  });

  it('asks no country code unless the phone field shows it, and prefixes an empty one', async () => {
    const { element } = await fieldIn({ id: 'p', type: 'phone', title: 'Phone' });
    expect(shadow(element).querySelectorAll('input')).to.have.length(3);
    element.rawValue = ['', '555', '123', '4567'];
    expect(element.value).to.deep.equal(['', '555', '123', '4567']);
  });

  it('keeps each typed phone part in its place when others are left empty', async () => {
    const { element } = await fieldIn({ id: 'p', type: 'phone', title: 'Phone' });
    const [area, prefix] = shadow(element).querySelectorAll('input');
    for (const [input, text] of [
      [area!, '555'],
      [prefix!, '123'],
    ] as const) {
      input.value = text;
      input.dispatchEvent(new Event('input'));
    }
    expect(element.value).to.deep.equal(['', '555', '123', '']);
  });

  it('keeps every box checked when two are checked before the field renders again', async () => {
    const { element } = await fieldIn({
      id: 'c',
      type: 'checkbox',
      title: 'Topics',
      options: ['A', 'B', 'C'],
    });
    const [a, , c] = shadow(element).querySelectorAll('input');
    a!.click();
    c!.click();
    expect(element.value).to.deep.equal(['A', 'C']);
    await element.updateComplete;
    expect(a!.checked && c!.checked).to.equal(true);
  });

  it('keeps every likert answer given before the field renders again', async () => {
    const { element } = await fieldIn({
      id: 'l',
      type: 'likert',
      title: 'Experience',
      options: ['Easy to use', 'Fast'],
    });
    const agree = [...shadow(element).querySelectorAll('input')].filter(
      (input) => input.value === '1',
    );
    agree[0]!.click();
    agree[1]!.click();
    expect(element.value).to.deep.equal({ 'Easy to use': ['1'], Fast: ['1'] });
  });

  it('renders, takes and validates likert questions named like built-in members', async () => {
    const { form, element } = await fieldIn({
      id: 'l',
      type: 'likert',
      title: 'Experience',
      options: ['constructor', 'toString'],
      required: true,
    });
    const questions = shadow(element).querySelectorAll('[part="likert-question"]');
    expect(
      [...questions].map((question) => question.querySelector('legend')!.textContent),
    ).to.deep.equal(['constructor', 'toString']);
    const inputs = [...shadow(element).querySelectorAll('input')];
    expect(inputs.filter((input) => input.checked)).to.deep.equal([]);
    expect(element.validationMessage).to.equal('Experience is required.');
    expect(form.checkValidity()).to.equal(false);
    const agree = [...questions].map((question) =>
      question.querySelector<HTMLInputElement>('input[value="1"]')!,
    );
    agree[0]!.click();
    await element.updateComplete;
    expect(element.value).to.deep.equal({ constructor: ['1'] });
    expect(element.validationMessage).to.equal('Experience is required.');
    agree[1]!.click();
    await element.updateComplete;
    expect(element.value).to.deep.equal({ constructor: ['1'], toString: ['1'] });
    expect(agree.map((input) => input.checked)).to.deep.equal([true, true]);
    expect(inputs.filter((input) => input.checked).length).to.equal(2);
    expect(element.validationMessage).to.equal(null);
    expect(form.checkValidity()).to.equal(true);
  });

  it('does not take what a number box cannot read for an empty field', async () => {
    const { form, element } = await fieldIn({ id: 'g', type: 'number', title: 'Guests' });
    const input = shadow(element).querySelector('input')!;
    input.focus();
    await sendKeys({ type: '1-2' });
    await element.updateComplete;
    expect(input.validity.badInput).to.equal(true);
    // The browser's own message, in the visitor's language.
    expect(element.validationMessage).to.equal(input.validationMessage);
    expect(element.validationMessage).to.not.equal('');
    expect(form.checkValidity()).to.equal(false);
    element.reportValidity();
    await element.updateComplete;
    expect(shadow(element).querySelector('[part="error"]')!.textContent).to.equal(
      input.validationMessage,
    );
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ press: 'Backspace' });
    await element.updateComplete;
    expect(element.value).to.equal('1');
    expect(element.validationMessage).to.equal(null);
    expect(form.checkValidity()).to.equal(true);
  });

  it('clears text a number box cannot read when the form resets or the value is set', async () => {
    const { form, element } = await fieldIn({ id: 'g', type: 'number', title: 'Guests' });
    const input = shadow(element).querySelector('input')!;
    for (const clear of [() => form.reset(), () => (element.rawValue = '')]) {
      input.focus();
      await sendKeys({ type: '1-2' });
      await element.updateComplete;
      expect(input.validity.badInput).to.equal(true);
      clear();
      await element.updateComplete;
      expect(input.validity.badInput).to.equal(false);
      expect(element.validationMessage).to.equal(null);
      expect(form.checkValidity()).to.equal(true);
    }
  });

  it('says a required choice of radios is required, to assistive technology too', async () => {
    for (const definition of EVERY_KIND.filter(({ type }) => ['radio', 'likert'].includes(type))) {
      const { element } = await fieldIn(definition);
      const radios = [...shadow(element).querySelectorAll('input')];
      expect(radios.length, definition.type).to.be.greaterThan(0);
      expect(
        radios.every((radio) => radio.required),
        definition.type,
      ).to.equal(true);
    }
    const { element } = await fieldIn({
      ...EVERY_KIND.find(({ type }) => type === 'radio')!,
      required: false,
    });
    expect([...shadow(element).querySelectorAll('input')].some((radio) => radio.required)).to.equal(
      false,
    );
  });

  it('sends a choice exactly as written, spaces included', async () => {
    const { element } = await fieldIn({
      id: 's',
      type: 'select',
      title: 'Size',
      options: ['Large  box', 'Small '],
    });
    const select = shadow(element).querySelector('select')!;
    select.selectedIndex = 1;
    select.dispatchEvent(new Event('change'));
    expect(element.value).to.equal('Large  box');
    select.selectedIndex = 2;
    select.dispatchEvent(new Event('change'));
    expect(element.value).to.equal('Small ');
  });

  it('checks the email rule with the spec message', async () => {
    const { element } = await fieldIn({ id: 'e', type: 'email', title: 'Email' });
    expect(element.validationMessage).to.equal(null);
    element.rawValue = 'ada@example';
    expect(element.validationMessage).to.equal(
      'Email is not valid. Email addresses should follow the format name@example.com.',
    );
  });

  it('shows a server error until the visitor edits the field', async () => {
    const { element } = await fieldIn({ id: 't', type: 'text', title: 'Company' });
    element.serverError = 'Already taken';
    element.reportValidity();
    await element.updateComplete;
    expect(shadow(element).querySelector('[part="error"]')!.textContent).to.equal('Already taken');
    const input = shadow(element).querySelector('input')!;
    input.value = 'Other';
    input.dispatchEvent(new Event('input'));
    await element.updateComplete;
    expect(shadow(element).querySelector('[part="error"]')).to.equal(null);
  });

  it('renders a section as a heading, always valid', async () => {
    const { element } = await fieldIn({
      id: 's',
      type: 'section',
      title: 'About you',
      underline: true,
    });
    const heading = shadow(element).querySelector('[part="section-title"]')!;
    expect(heading.textContent!.trim()).to.equal('About you');
    expect(heading.classList.contains('underline')).to.equal(true);
    expect(element.checkValidity()).to.equal(true);
  });

  it('takes a hidden field from the query parameter of its key, else its default', async () => {
    const { element } = await fieldIn({
      id: 'h',
      type: 'hidden',
      title: 'Source',
      key: 'source',
      value: 'demo',
    });
    expect(element.value).to.equal('demo');
    expect(shadow(element).children.length).to.equal(0);
  });
});
