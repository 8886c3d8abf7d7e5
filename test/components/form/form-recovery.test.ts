import { aTimeout, expect, oneEvent, waitUntil } from '@open-wc/testing';
import { TestCaptcha, type CaptchaProvider } from '../../../components/form/form.ts';
import { setPageErrorReporter } from '../../../core/errors/page-reporter.ts';
import { CONTACT, NEWSLETTER } from './fixtures.ts';
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

describe('<ss-form> recovering from trouble', () => {
  it('logs and reports a captcha that fails to load, without an unhandled rejection (part 1 §8)', async () => {
    const failing: CaptchaProvider = {
      render: () => Promise.reject(new Error('The captcha script did not load: /captcha.js')),
      response: () => undefined,
      reset: () => undefined,
    };
    const unhandled: unknown[] = [];
    const onUnhandled = (event: PromiseRejectionEvent) => {
      unhandled.push(event.reason);
      event.preventDefault();
    };
    const logged: unknown[] = [];
    const reported: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => logged.push(args[0]);
    window.addEventListener('unhandledrejection', onUnhandled);
    setPageErrorReporter({ report: (error) => reported.push((error as Error).message) });
    try {
      const form = await mount({ ...NEWSLETTER, captcha: true }, undefined, failing);
      await waitUntil(() => reported.length > 0, 'the failure was not reported');
      await aTimeout(10);
      expect(part(form, 'form')).to.not.equal(null);
      // The visitor is told the form cannot be sent, not asked for a captcha that is not there.
      await form.updateComplete;
      const reload = 'Error processing form submission. Please reload and try again.';
      expect(part(form, 'status')!.textContent).to.equal(reload);
      const failed = oneEvent(form, 'ss-submit-failure');
      field(form, 'email').rawValue = 'ada@example.com';
      await form.requestSubmit();
      expect((await failed).detail.message).to.equal(reload);
      expect(part(form, 'status')!.textContent).to.equal('');
      // Another form with a captcha that loads: the failure is forgotten, the captcha asked for.
      form.captcha = new TestCaptcha();
      form.definition = { ...NEWSLETTER, id: 'newsletter-2', captcha: true };
      await form.updateComplete;
      await aTimeout(0);
      expect(part(form, 'status')!.textContent).to.equal('');
      const incomplete = oneEvent(form, 'ss-submit-failure');
      await form.requestSubmit();
      expect((await incomplete).detail.message).to.equal('Complete CAPTCHA before submitting.');
    } finally {
      console.error = original;
      window.removeEventListener('unhandledrejection', onUnhandled);
      setPageErrorReporter(undefined);
    }
    expect(reported).to.deep.equal(['The captcha script did not load: /captcha.js']);
    expect(logged.map((entry) => (entry as Error).message)).to.deep.equal([
      'The captcha script did not load: /captcha.js',
    ]);
    expect(unhandled).to.deep.equal([]);
  });

  it('draws the captcha of a new definition into a new box, unsolved, and not again for a new provider alone', async () => {
    const boxes: HTMLElement[] = [];
    // As a captcha service does: a box it has drawn into once throws the second time.
    const strict = (): CaptchaProvider => ({
      render: (box) => {
        if (boxes.includes(box)) throw new Error('already rendered in this element');
        boxes.push(box);
        return Promise.resolve();
      },
      response: () => 'answer',
      reset: () => undefined,
    });
    const form = await mount({ ...NEWSLETTER, captcha: true }, undefined, strict());
    await waitUntil(() => boxes.length === 1, 'the captcha was not drawn');
    form.captcha = strict();
    await form.updateComplete;
    await aTimeout(0);
    expect(boxes).to.have.length(1);
    form.definition = { ...NEWSLETTER, id: 'newsletter-2', captcha: true };
    await waitUntil(() => boxes.length === 2, 'the new form drew no captcha');
    expect(boxes[1]).to.not.equal(boxes[0]);
    expect(boxes[1]!.isConnected && !boxes[0]!.isConnected).to.equal(true);
    expect(submitButton(form).disabled).to.equal(true);
    expect(part(form, 'status')!.textContent).to.equal('');
  });

  it('gives focus back when the only field error is on a hidden field, which cannot take it', async () => {
    const { client } = scripted(() =>
      json(400, { error: 'Invalid', errors: { source: 'Source is required.' } }),
    );
    const form = await mount(CONTACT, client);
    await fill(form);
    const email = field(form, 'email');
    email.shadowRoot!.querySelector('input')!.focus();
    await pressEnterToFail(form);
    expect(form.shadowRoot!.activeElement === email).to.equal(true);
    expect(email.shadowRoot!.activeElement?.localName).to.equal('input');
  });

  it('sends nothing more when asked to submit again after a success', async () => {
    const { sent, client } = scripted(() => json(200, { ok: true }));
    const form = await mount(NEWSLETTER, client);
    field(form, 'email').rawValue = 'ada@example.com';
    const succeeded = oneEvent(form, 'ss-submit-success');
    submitButton(form).click();
    await succeeded;
    await form.updateComplete;
    expect(sent).to.have.length(2);
    const events: string[] = [];
    for (const name of ['ss-submit', 'ss-submit-failure', 'ss-submit-success'])
      form.addEventListener(name, () => events.push(name));
    await form.requestSubmit();
    await form.updateComplete;
    expect(sent).to.have.length(2);
    expect(events).to.deep.equal([]);
    expect(form.submissionStatus).to.equal('success');
    expect(part(form, 'success')!.textContent).to.equal('You are subscribed.');
  });

  it("succeeds, focus on its message, when the page refuses the owner's post-submit HTML", async () => {
    const refusal = new TypeError(
      "Failed to set the 'innerHTML' property on 'Element': This document requires 'TrustedHTML' assignment.",
    );
    const inner = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML')!;
    const logged: unknown[] = [];
    const reported: unknown[] = [];
    const unhandled: unknown[] = [];
    const onUnhandled = (event: PromiseRejectionEvent) => {
      unhandled.push(event.reason);
      event.preventDefault();
    };
    const original = console.error;
    console.error = (...args: unknown[]) => logged.push(args[0]);
    window.addEventListener('unhandledrejection', onUnhandled);
    setPageErrorReporter({ report: (error) => reported.push(error) });
    try {
      const { client } = scripted(() => json(200, {}));
      const form = await mount(CONTACT, client);
      await fill(form);
      Object.defineProperty(HTMLDivElement.prototype, 'innerHTML', {
        configurable: true,
        get: inner.get,
        set(this: HTMLDivElement, markup: unknown) {
          if (typeof markup === 'string') throw refusal;
          inner.set!.call(this, markup);
        },
      });
      submitButton(form).click();
      await waitUntil(() => reported.length > 0, 'the refusal was not reported');
      await aTimeout(0);
      expect(form.submissionStatus).to.equal('success');
      expect(part(form, 'success')!.textContent).to.equal('Thank you! We will be in touch.');
      expect(form.shadowRoot!.activeElement === part(form, 'success')).to.equal(true);
      expect(part(form, 'after')!.innerHTML).to.equal('');
    } finally {
      Reflect.deleteProperty(HTMLDivElement.prototype, 'innerHTML');
      console.error = original;
      window.removeEventListener('unhandledrejection', onUnhandled);
      setPageErrorReporter(undefined);
    }
    expect([logged, reported, unhandled]).to.deep.equal([[refusal], [refusal], []]);
  });
});
