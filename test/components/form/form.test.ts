import { aTimeout, expect, fixture, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import { setPageErrorReporter } from '../../../core/errors/page-reporter.ts';
import { resetPageContext, setPageContext } from '../../../core/site/read-context.ts';
import { SAVED_RETRY_MS, SsForm, TestCaptcha } from '../../../components/form/form.ts';
import { DataClient } from '../../../core/data/client.ts';
import type { FormDefinition } from '../../../core/forms/definition.ts';
import { sendSavedSubmissions } from '../../../core/forms/send-saved.ts';
import { CONTACT, EVERY_KIND, NEWSLETTER } from './fixtures.ts';
import {
  field,
  fields,
  fill,
  json,
  mount,
  part,
  scripted,
  submitButton,
  pressEnterToFail,
} from './harness.ts';

const deleteSaved = () =>
  new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase('ss-forms');
    request.onsuccess = request.onerror = () => resolve();
  });

/** A filled form submitted through `client`, once it says its submission was kept. */
async function submitToBeKept(definition: FormDefinition, client: DataClient): Promise<SsForm> {
  const form = await mount(definition, client);
  await fill(form);
  const saved = oneEvent(form, 'ss-submit-saved');
  submitButton(form).click();
  await saved;
  await form.updateComplete;
  return form;
}

/**
 * A contact form of its own in the dev API (none kept from before), and a client whose first
 * `failures` saves find no connection (the browser staying online).
 */
async function formWhoseSavesFail(idPrefix: string, failures: number) {
  await sendSavedSubmissions({ indexedDB: null });
  await deleteSaved();
  const definition = { ...CONTACT, id: `${idPrefix}-${Date.now()}` };
  const setup = new DataClient();
  expect(
    (await setup.put(`/api/dev/forms/${definition.id}`, { data: definition as never })).ok,
  ).to.equal(true);
  let left = failures;
  const client = new DataClient({
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('SaveFormSubmission') && left-- > 0)
        throw new TypeError('Failed to fetch');
      return fetch(input, init);
    }) as typeof fetch,
  });
  return { definition, setup, client };
}

/** The submissions the dev API stored for a form. */
async function storedSubmissions(client: DataClient, formId: string) {
  const rows = await client.get<{ tables: Record<string, { rows: Array<{ form_id: string }> }> }>(
    '/api/dev/stored',
    { data: { limit: 500 } },
  );
  return rows.ok
    ? rows.data.tables.form_submissions!.rows.filter((row) => row.form_id === formId)
    : [];
}

describe('<ss-form>', () => {
  it('renders every field of its definition, from a JSON attribute too', async () => {
    const form = await fixture<SsForm>(
      `<ss-form definition='${JSON.stringify(NEWSLETTER)}'></ss-form>`,
    );
    expect(fields(form).map((element) => element.field!.id)).to.deep.equal(['email']);
    expect(submitButton(form).textContent!.trim()).to.equal('Subscribe');
    expect(form.hasAttribute('newsletter')).to.equal(true);
  });

  it("logs 'Could not render form', reports it to the page's error reporter, and stays inert", async () => {
    const logged: unknown[] = [];
    const reported: unknown[] = [];
    const original = console.error;
    console.error = (message: unknown) => logged.push(message);
    setPageErrorReporter({ report: (error) => reported.push((error as Error).message) });
    try {
      const form = await mount('{"id": 1, "fields": "none"}');
      expect(form.shadowRoot!.children.length).to.equal(0);
      expect(form.form).to.equal(undefined);
    } finally {
      console.error = original;
      setPageErrorReporter(undefined);
    }
    expect(logged).to.deep.equal(['Could not render form']);
    expect(reported).to.deep.equal(['Could not render form']);
  });

  it('validates before sending, with the summary above and beside the button', async () => {
    const { sent, client } = scripted(() => json(200, { ok: true }));
    const form = await mount(CONTACT, client);
    const failed = oneEvent(form, 'ss-submit-failure');
    submitButton(form).click();
    expect((await failed).detail.message).to.equal(
      'One or more fields is invalid, please check your entries.',
    );
    await form.updateComplete;
    expect(sent).to.deep.equal([]);
    const top = part(form, 'top')!;
    expect(top.hidden).to.equal(false);
    expect(top.textContent).to.include('One or more fields is invalid, please check your entries.');
    expect(top.textContent).to.include(
      'Your form has encountered a problem. Please scroll down to review.',
    );
    expect(part(form, 'bottom')!.textContent).to.equal(
      'Your form has encountered a problem. Please scroll up to review.',
    );
    await aTimeout(0);
    expect(form.shadowRoot!.activeElement).to.equal(field(form, 'name'));
    expect(field(form, 'name').shadowRoot!.querySelector('[part="error"]')!.textContent).to.equal(
      'Name is required.',
    );
    // A newsletter form says it too: only the server's field errors leave it out.
    const signup = await mount(NEWSLETTER, client);
    const refused = oneEvent(signup, 'ss-submit-failure');
    submitButton(signup).click();
    await refused;
    await signup.updateComplete;
    expect(part(signup, 'top')!.textContent).to.include(
      'One or more fields is invalid, please check your entries.',
    );
  });

  it('gives focus back to the field it was in when a send fails without a field error', async () => {
    const { client } = scripted(() => json(500, {}));
    const form = await mount(CONTACT, client);
    await fill(form);
    const email = field(form, 'email');
    email.shadowRoot!.querySelector('input')!.focus();
    await pressEnterToFail(form);
    expect(form.shadowRoot!.activeElement === email).to.equal(true);
    expect(email.shadowRoot!.activeElement?.localName).to.equal('input');
    // From the button, back to the button.
    submitButton(form).focus();
    await pressEnterToFail(form);
    expect(form.shadowRoot!.activeElement === submitButton(form)).to.equal(true);
    // Gone elsewhere on the page while it was sent: focus stays there.
    const { client: slow } = scripted(
      () => new Promise<Response>((resolve) => setTimeout(() => resolve(json(500, {})), 50)),
    );
    form.client = slow;
    const outside = document.createElement('input');
    form.after(outside);
    email.shadowRoot!.querySelector('input')!.focus();
    const third = oneEvent(form, 'ss-submit-failure');
    await sendKeys({ press: 'Enter' });
    outside.focus();
    await third;
    await form.updateComplete;
    await aTimeout(0);
    expect(document.activeElement === outside).to.equal(true);
    outside.remove();
  });

  it("locks while submitting: 'Submitting…' shows and a second submit is ignored", async () => {
    let answer!: (response: Response) => void;
    const { sent, client } = scripted(() => new Promise<Response>((resolve) => (answer = resolve)));
    const form = await mount(CONTACT, client);
    await fill(form);
    submitButton(form).click();
    await waitUntil(() => sent.length === 2, 'the save call was not made');
    await form.updateComplete;
    expect(form.submissionStatus).to.equal('submitting');
    expect(submitButton(form).textContent!.trim()).to.equal('Submitting\u2026');
    expect(submitButton(form).disabled).to.equal(true);
    void form.requestSubmit();
    submitButton(form).click();
    await aTimeout(10);
    expect(sent).to.have.length(2);
    await expect(form).to.be.accessible();
    answer(json(200, { ok: true, id: 1 }));
    await waitUntil(() => form.submissionStatus === 'success');
  });

  it('sends the key, then every field and the page context, and shows the success message', async () => {
    const { sent, client } = scripted(() => json(200, { ok: true, id: 7 }));
    const form = await mount(CONTACT, client);
    await fill(form);
    const succeeded = oneEvent(form, 'ss-submit-success');
    submitButton(form).click();
    const event = await succeeded;
    expect(event.detail.values).to.deep.include({
      name: ['Ada', 'Lovelace'],
      email: 'ada@example.com',
    });
    expect(sent.map((call) => call.path)).to.deep.equal([
      '/api/form/FormSubmissionKey',
      '/api/form/SaveFormSubmission',
    ]);
    const body = sent[1]!.body;
    expect(body).to.include({
      key: 'k1',
      formId: 'contact',
      submitButtonText: 'Send',
      pagePath: location.pathname,
    });
    expect(JSON.parse(body.form as string)).to.deep.equal({
      name: ['Ada', 'Lovelace'],
      email: 'ada@example.com',
      message: 'Hello',
      source: 'demo',
    });
    await form.updateComplete;
    await waitUntil(() => part(form, 'after')?.querySelector('.after'));
    expect(part(form, 'success')!.textContent).to.equal('Thank you! We will be in touch.');
    expect(part(form, 'after')!.querySelector('.after')!.textContent).to.equal(
      'We read every message.',
    );
    expect((window as { ssAfterRan?: number }).ssAfterRan).to.be.at.least(1);
    expect(form.shadowRoot!.activeElement).to.equal(part(form, 'success'));
    await expect(form).to.be.accessible();
  });

  const failures: Array<[number, unknown, string]> = [
    [401, {}, 'Unable to submit form. Please try again later.'],
    [404, {}, 'This form has not been configured yet.'],
    [429, {}, 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    [500, {}, 'Unable to send form. Please try again later.'],
    [418, { error: 'Short and stout' }, 'Short and stout'],
    [418, {}, 'Unknown error, please try again later.'],
  ];
  for (const [status, body, message] of failures) {
    it(`says '${message}' for a ${status}, keeping every value`, async () => {
      const { client } = scripted(() => json(status, body));
      const form = await mount(CONTACT, client);
      await fill(form);
      const failed = oneEvent(form, 'ss-submit-failure');
      submitButton(form).click();
      expect((await failed).detail.message).to.equal(message);
      await form.updateComplete;
      expect(part(form, 'top')!.textContent).to.include(message);
      expect(submitButton(form).textContent!.trim()).to.equal('Send');
      expect(submitButton(form).disabled).to.equal(false);
      expect(field(form, 'email').value).to.equal('ada@example.com');
      expect(field(form, 'name').value).to.deep.equal(['Ada', 'Lovelace']);
    });
  }

  it("says 'Could not get a form submission key' when no key comes", async () => {
    const { client } = scripted(
      () => json(200, {}),
      () => json(200, {}),
    );
    const form = await mount(CONTACT, client);
    await fill(form);
    const failed = oneEvent(form, 'ss-submit-failure');
    submitButton(form).click();
    expect((await failed).detail.message).to.equal(
      'Could not get a form submission key, please try again later.',
    );
  });

  it('shows server field errors above each field, with the general message unless newsletter', async () => {
    const errors = { email: 'This address bounced.' };
    const contact = scripted(() => json(400, { error: 'Invalid', errors }));
    const form = await mount(CONTACT, contact.client);
    await fill(form);
    const failed = oneEvent(form, 'ss-submit-failure');
    submitButton(form).click();
    await failed;
    await form.updateComplete;
    await field(form, 'email').updateComplete;
    expect(field(form, 'email').shadowRoot!.querySelector('[part="error"]')!.textContent).to.equal(
      'This address bounced.',
    );
    expect(part(form, 'top')!.textContent).to.include(
      'One or more fields is invalid, please check your entries.',
    );
    await expect(form).to.be.accessible();

    const newsletter = scripted(() => json(400, { error: 'Invalid', errors }));
    const signup = await mount(NEWSLETTER, newsletter.client);
    field(signup, 'email').rawValue = 'ada@example.com';
    submitButton(signup).click();
    await oneEvent(signup, 'ss-submit-failure');
    await signup.updateComplete;
    expect(part(signup, 'top')!.textContent).to.not.include('One or more fields is invalid');
    expect(part(signup, 'top')!.textContent).to.include('Please scroll down to review.');
  });

  it('shows the same server field error again after the visitor edited the field', async () => {
    const errors = { email: 'This address bounced.' };
    const { client } = scripted(() => json(400, { error: 'Invalid', errors }));
    const form = await mount(CONTACT, client);
    await fill(form);
    const error = () =>
      field(form, 'email').shadowRoot!.querySelector('[part="error"]')?.textContent ?? null;
    submitButton(form).click();
    await oneEvent(form, 'ss-submit-failure');
    await form.updateComplete;
    await field(form, 'email').updateComplete;
    expect(error()).to.equal('This address bounced.');
    // Edited, the field drops the error; the server then gives the same one again.
    const input = field(form, 'email').shadowRoot!.querySelector('input')!;
    input.value = 'ada@example.org';
    input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    await field(form, 'email').updateComplete;
    expect(error()).to.equal(null);
    // The form rendering again (a captcha solved, say) does not bring the edited error back.
    form.requestUpdate();
    await form.updateComplete;
    await field(form, 'email').updateComplete;
    expect(error()).to.equal(null);
    submitButton(form).click();
    await oneEvent(form, 'ss-submit-failure');
    await form.updateComplete;
    await field(form, 'email').updateComplete;
    expect(error()).to.equal('This address bounced.');
  });

  it('keeps the server field errors shown when a submit is caught before sending', async () => {
    const errors = { email: 'This address bounced.' };
    const { sent, client } = scripted(() => json(400, { error: 'Invalid', errors }));
    const form = await mount(CONTACT, client);
    await fill(form);
    const email = field(form, 'email');
    const error = () => email.shadowRoot!.querySelector('[part="error"]')?.textContent ?? null;
    const invalid = () => email.shadowRoot!.querySelector('input')!.getAttribute('aria-invalid');
    submitButton(form).click();
    await oneEvent(form, 'ss-submit-failure');
    await form.updateComplete;
    await email.updateComplete;
    expect([error(), invalid()]).to.deep.equal(['This address bounced.', 'true']);
    const calls = sent.length;
    // Submitted again without an edit: the field is still in error by the server's word, so
    // nothing is sent, and the field still says why.
    const again = oneEvent(form, 'ss-submit-failure');
    submitButton(form).click();
    await again;
    await form.updateComplete;
    await email.updateComplete;
    expect(sent).to.have.length(calls);
    expect([error(), invalid()]).to.deep.equal(['This address bounced.', 'true']);
    expect(email.shadowRoot!.activeElement).to.equal(email.shadowRoot!.querySelector('input'));
  });

  it('does not block the next submission on a server error for a hidden field or a section', async () => {
    // Neither has anything for the visitor to fix.
    for (const errors of [
      { source: 'Source is required.' },
      { about: 'About you is not valid.' },
    ]) {
      const { sent, client } = scripted(() => json(400, { error: 'Invalid', errors }));
      const form = await mount(CONTACT, client);
      await fill(form);
      submitButton(form).click();
      await oneEvent(form, 'ss-submit-failure');
      await form.updateComplete;
      expect(sent).to.have.length(2);
      const again = oneEvent(form, 'ss-submit-failure');
      submitButton(form).click();
      await again;
      expect(sent, Object.keys(errors)[0]).to.have.length(4);
    }
  });

  it('shows no error on a field whose id every object has, such as toString, and sends it', async () => {
    let saves = 0;
    const { sent, client } = scripted(() =>
      saves++ === 0
        ? json(400, { error: 'Invalid', errors: { email: 'This address bounced.' } })
        : json(200, {}),
    );
    const form = await mount(
      {
        ...NEWSLETTER,
        fields: [
          ...NEWSLETTER.fields,
          { id: 'toString', type: 'text', title: 'Company', required: true },
          { id: 'constructor', type: 'text', title: 'Role' },
        ],
      },
      client,
    );
    field(form, 'email').rawValue = 'ada@example.com';
    field(form, 'toString').rawValue = 'Acme';
    const errors = async () => {
      await Promise.all(fields(form).map((element) => element.updateComplete));
      return ['email', 'toString', 'constructor'].map(
        (id) => field(form, id).shadowRoot!.querySelector('[part="error"]')?.textContent ?? null,
      );
    };
    // Refused for the email alone: only the email says so.
    await form.requestSubmit();
    expect(form.submissionStatus).to.equal('failure');
    expect(await errors()).to.deep.equal(['This address bounced.', null, null]);
    const input = field(form, 'email').shadowRoot!.querySelector('input')!;
    input.value = 'ada@example.org';
    input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    expect(await errors()).to.deep.equal([null, null, null]);
    await form.requestSubmit();
    expect(form.submissionStatus).to.equal('success');
    expect(sent.map((call) => call.path)).to.have.length(4);
    expect(JSON.parse(sent[3]!.body.form as string)).to.deep.equal({
      email: 'ada@example.org',
      toString: 'Acme',
      constructor: '',
    });
  });

  it('submits on Enter in a one-line field, not in the message box', async () => {
    const { sent, client } = scripted(() => json(200, { ok: true, id: 3 }));
    const form = await mount(CONTACT, client);
    await fill(form);
    field(form, 'message').shadowRoot!.querySelector('textarea')!.focus();
    await sendKeys({ press: 'Enter' });
    await aTimeout(50);
    expect(sent).to.have.length(0);
    field(form, 'email').shadowRoot!.querySelector('input')!.focus();
    const succeeded = oneEvent(form, 'ss-submit-success');
    await sendKeys({ press: 'Enter' });
    await succeeded;
    expect(sent.map((call) => call.path)).to.deep.equal([
      '/api/form/FormSubmissionKey',
      '/api/form/SaveFormSubmission',
    ]);
  });

  it('keeps what was typed in each field when the definition changes around it', async () => {
    const form = await mount(CONTACT);
    await fill(form);
    form.definition = {
      ...CONTACT,
      fields: [{ id: 'company', type: 'text', title: 'Company' }, ...CONTACT.fields],
    };
    await form.updateComplete;
    await Promise.all(fields(form).map((element) => element.updateComplete));
    expect(field(form, 'company').value).to.equal('');
    expect(field(form, 'email').value).to.equal('ada@example.com');
    expect(field(form, 'message').value).to.equal('Hello');
  });

  it('fires the newsletter subscribe event for newsletter forms', async () => {
    const { client } = scripted(() => json(200, { ok: true }));
    const form = await mount(NEWSLETTER, client);
    field(form, 'email').rawValue = 'ada@example.com';
    const subscribed = oneEvent(form, 'ss-newsletter-subscribe');
    submitButton(form).click();
    expect((await subscribed).detail).to.deep.equal({ formId: 'newsletter' });
  });

  it('records the sign-up for visitors, not for a signed-in owner (part 1 §6)', async () => {
    const recorded = () =>
      fetchSpy
        .getCalls()
        .filter((call) => String(call.args[0]).endsWith('/api/events/RecordEvent'))
        .map((call) => new URLSearchParams(call.args[1]!.body as string).get('event'));
    const fetchSpy = sinon.stub(window, 'fetch').resolves(new Response('{}', { status: 200 }));
    try {
      const signUp = async () => {
        const { client } = scripted(() => json(200, { ok: true }));
        const form = await mount(NEWSLETTER, client);
        field(form, 'email').rawValue = 'ada@example.com';
        const subscribed = oneEvent(form, 'ss-newsletter-subscribe');
        submitButton(form).click();
        await subscribed;
        await aTimeout(0);
      };
      setPageContext({ authenticatedAccount: { id: 'owner-1' }, websiteRoles: [1] });
      await signUp();
      expect(recorded()).to.deep.equal([]);
      resetPageContext();
      await signUp();
      expect(recorded()).to.deep.equal(['newsletter_subscribe']);
    } finally {
      fetchSpy.restore();
      resetPageContext();
    }
  });

  it('holds a captcha-bound form until the captcha is done, and resets it after a failure', async () => {
    const { sent, client } = scripted(() => json(500, {}));
    const captcha = new TestCaptcha();
    const form = await mount({ ...NEWSLETTER, captcha: true }, client, captcha);
    field(form, 'email').rawValue = 'ada@example.com';
    await form.updateComplete;
    expect(submitButton(form).disabled).to.equal(true);
    captcha.solve();
    await form.updateComplete;
    expect(submitButton(form).disabled).to.equal(false);
    submitButton(form).click();
    await oneEvent(form, 'ss-submit-failure');
    await form.updateComplete;
    expect(sent[1]!.body.captchaKey).to.equal('test-captcha-answer');
    expect(captcha.resets).to.equal(1);
    expect(submitButton(form).disabled).to.equal(true);
  });

  it('keeps a solved captcha through a submit caught before sending, and through the same definition given again', async () => {
    const { sent, client } = scripted(() => json(200, {}));
    const captcha = new TestCaptcha();
    const definition = { ...NEWSLETTER, captcha: true };
    const form = await mount(definition, client, captcha);
    captcha.solve();
    await form.updateComplete;
    // The required email left empty: caught in the browser, nothing sent, the captcha kept.
    const failed = oneEvent(form, 'ss-submit-failure');
    submitButton(form).click();
    await failed;
    await form.updateComplete;
    expect([sent.length, captcha.resets, submitButton(form).disabled]).to.deep.equal([0, 0, false]);
    // An equal definition, a new object (as an inline React prop is on each render).
    form.definition = structuredClone(definition);
    await form.updateComplete;
    expect(submitButton(form).disabled).to.equal(false);
    field(form, 'email').rawValue = 'ada@example.com';
    const done = oneEvent(form, 'ss-submit-success');
    submitButton(form).click();
    await done;
    expect(sent[1]!.body.captchaKey).to.equal('test-captcha-answer');
  });

  it('says a captcha-bound form with no captcha service cannot be sent, and tells the developer once', async () => {
    const noService =
      '<ss-form>: the form needs a captcha, but no captcha service is given: set the `captcha` ' +
      'property, or the captcha-script-url, captcha-site-key and captcha-global-name attributes.';
    const reload = 'Error processing form submission. Please reload and try again.';
    const logged: unknown[] = [];
    const reported: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => logged.push((args[0] as Error).message);
    setPageErrorReporter({ report: (error) => reported.push((error as Error).message) });
    const { sent, client } = scripted(() => json(200, {}));
    try {
      const form = await mount({ ...NEWSLETTER, captcha: true }, client);
      expect(part(form, 'status')!.textContent).to.equal(reload);
      expect(submitButton(form).disabled).to.equal(true);
      field(form, 'email').rawValue = 'ada@example.com';
      for (const _attempt of [1, 2]) {
        const failed = oneEvent(form, 'ss-submit-failure');
        await form.requestSubmit();
        expect((await failed).detail.message).to.equal(reload);
      }
      // A service given at last: its captcha is drawn and asked for.
      form.captcha = new TestCaptcha();
      await form.updateComplete;
      await aTimeout(0);
      expect(part(form, 'status')!.textContent).to.equal('');
      expect(part(form, 'captcha')!.textContent).to.equal("I'm not a robot");
      const incomplete = oneEvent(form, 'ss-submit-failure');
      await form.requestSubmit();
      expect((await incomplete).detail.message).to.equal('Complete CAPTCHA before submitting.');
    } finally {
      console.error = original;
      setPageErrorReporter(undefined);
    }
    expect(logged).to.deep.equal([noService]);
    expect(reported).to.deep.equal([noService]);
    expect(sent).to.deep.equal([]);
  });

  it("says 'Complete CAPTCHA before submitting.' when the captcha is not done", async () => {
    const { sent, client } = scripted(() => json(200, {}));
    const form = await mount({ ...NEWSLETTER, captcha: true }, client, new TestCaptcha());
    field(form, 'email').rawValue = 'ada@example.com';
    const failed = oneEvent(form, 'ss-submit-failure');
    await form.requestSubmit();
    expect((await failed).detail.message).to.equal('Complete CAPTCHA before submitting.');
    expect(sent).to.deep.equal([]);
  });

  it("says 'Complete CAPTCHA before submitting.' on Enter in a field while the button waits for the captcha", async () => {
    const { sent, client } = scripted(() => json(200, {}));
    const form = await mount({ ...NEWSLETTER, captcha: true }, client, new TestCaptcha());
    const email = field(form, 'email');
    email.rawValue = 'ada@example.com';
    await form.updateComplete;
    expect(submitButton(form).disabled).to.equal(true);
    email.shadowRoot!.querySelector('input')!.focus();
    const failed = oneEvent(form, 'ss-submit-failure');
    await sendKeys({ press: 'Enter' });
    expect((await failed).detail.message).to.equal('Complete CAPTCHA before submitting.');
    expect(sent).to.deep.equal([]);
  });

  it('keeps the submission when offline and sends it once when the connection returns', async function () {
    this.timeout(15000);
    // A run an earlier test's form started may still be under way, with that test's client: it
    // would send this test's submission. Wait for it (one more round, with no store, ends it).
    await sendSavedSubmissions({ indexedDB: null });
    await deleteSaved();
    // A copy of the form under its own id, stored by the dev API, so the count below is ours.
    const definition = { ...CONTACT, id: `offline-${Date.now()}` };
    const setup = new DataClient();
    const stored = await setup.put(`/api/dev/forms/${definition.id}`, {
      data: definition as never,
    });
    expect(stored.ok).to.equal(true);
    let online = false;
    const calls: string[] = [];
    const client = new DataClient({
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        if (!online) throw new TypeError('Failed to fetch');
        const response = await fetch(input, init);
        calls.push(
          `${new URL(String(input)).pathname} ${response.status} ${await response.clone().text()}`,
        );
        return response;
      }) as typeof fetch,
    });
    const form = await submitToBeKept(definition, client);
    // The browser says it is online: the connection failed on the way, the visitor is not offline.
    expect(part(form, 'status')!.textContent).to.equal(
      'Your submission could not be sent yet. It is saved and will be sent again shortly.',
    );
    expect(field(form, 'email').value).to.equal('ada@example.com');
    // Kept to be sent, it cannot be sent a second time from the form (it would be stored twice).
    expect(submitButton(form).disabled).to.equal(true);
    online = true;
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('online'));
    // Stored, the form's own kept submission shows the form's success.
    await waitUntil(
      () => form.submissionStatus === 'success',
      'the saved submission was not sent',
      {
        timeout: 10000,
      },
    ).catch(async (error: Error) => {
      const { listPending, sendSavedSubmissions } = await import('../../../core/forms/index.ts');
      const pending = await listPending({});
      const outcome = await Promise.race([
        sendSavedSubmissions({ client }),
        aTimeout(2000).then(() => 'stuck'),
      ]);
      throw new Error(
        `${error.message}; pending ${JSON.stringify(pending.map((p) => p.formId))}; run ${JSON.stringify(outcome)}; status ${form.submissionStatus}`,
      );
    });
    await aTimeout(200);
    window.dispatchEvent(new Event('online'));
    await aTimeout(200);
    const ours = await storedSubmissions(setup, definition.id);
    expect(ours, calls.join('\n')).to.have.length(1);
  });

  it('sends a submission kept while online again 2 s later, once, with no online event', async function () {
    this.timeout(15000);
    expect(SAVED_RETRY_MS).to.equal(2000);
    // The first save does not get through; the browser stays online.
    const { definition, setup, client } = await formWhoseSavesFail('retry', 1);
    const form = await submitToBeKept(definition, client);
    const successes: Array<{ formId: string; values: Record<string, unknown> }> = [];
    form.addEventListener('ss-submit-success', (event) => successes.push(event.detail));
    expect(submitButton(form).disabled).to.equal(true);
    // Meanwhile the fields are read-only: what the visitor sees is what will be sent.
    const email = field(form, 'email');
    const input = email.shadowRoot!.querySelector('input')!;
    expect([email.disabled, input.disabled]).to.deep.equal([true, true]);
    input.focus();
    await sendKeys({ type: 'typed-later' });
    expect(email.value).to.equal('ada@example.com');
    // The visitor goes on elsewhere on the page.
    const outside = document.createElement('input');
    form.after(outside);
    outside.focus();
    // A second press does nothing while the submission is kept.
    await form.requestSubmit();
    await waitUntil(
      () => form.submissionStatus === 'success',
      'the kept submission was not sent again',
      {
        timeout: 6000,
      },
    );
    expect(part(form, 'success')!.textContent).to.equal('Thank you! We will be in touch.');
    // It succeeds as a send does: the event, then the post-submit HTML.
    expect(successes).to.have.length(1);
    expect(successes[0]!.formId).to.equal(definition.id);
    // What was sent is what the fields showed.
    expect(successes[0]!.values).to.deep.include({ email: 'ada@example.com' });
    await waitUntil(() => part(form, 'after')!.innerHTML !== '', 'no post-submit HTML');
    expect(part(form, 'after')!.innerHTML).to.equal(CONTACT.postSubmitHtml);
    // Focus stays where the visitor went.
    expect(document.activeElement === outside).to.equal(true);
    outside.remove();
    const ours = await storedSubmissions(setup, definition.id);
    expect(ours).to.have.length(1);
  });

  it('goes on trying a kept submission once put back in the page', async function () {
    this.timeout(15000);
    // The first save, and the one tried as the form comes back, do not get through.
    const { definition, setup, client } = await formWhoseSavesFail('moved', 2);
    const form = await submitToBeKept(definition, client);
    const parent = form.parentElement!;
    form.remove();
    parent.append(form);
    await waitUntil(() => form.submissionStatus === 'success', 'not sent once put back', {
      timeout: 8000,
    });
    expect(await storedSubmissions(setup, definition.id)).to.have.length(1);
  });

  it('moves on only at the outcome of its own kept submission, not of one kept before it', async function () {
    this.timeout(15000);
    const { definition, setup } = await formWhoseSavesFail('own', 0);
    // Every save fails while `down`; the second visitor's always.
    let down = true;
    const client = new DataClient({
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        const save = String(input).includes('SaveFormSubmission');
        if (save && (down || String(init?.body).includes('second')))
          throw new TypeError('Failed to fetch');
        return fetch(input, init);
      }) as typeof fetch,
    });
    const keep = async (email: string) => {
      const form = await mount(definition, client);
      await fill(form);
      field(form, 'email').rawValue = email;
      const saved = oneEvent(form, 'ss-submit-saved');
      submitButton(form).click();
      await saved;
      return form;
    };
    // A submission kept earlier for the same form (another visit's), then this one's.
    (await keep('first@example.com')).remove();
    const form = await keep('second@example.com');
    down = false;
    // The connection back: the form's own run sends the earlier one, and not its own.
    window.dispatchEvent(new Event('online'));
    await waitUntil(
      async () => (await storedSubmissions(setup, definition.id)).length === 1,
      'the earlier submission was not sent',
    );
    await aTimeout(50);
    await form.updateComplete;
    expect(form.submissionStatus).to.equal('saved');
    expect(part(form, 'success')).to.equal(null);
  });

  it("shows a newsletter's kept submission refused field by field without the general message, its captcha reset", async function () {
    this.timeout(15000);
    await sendSavedSubmissions({ indexedDB: null });
    await deleteSaved();
    const definition = { ...NEWSLETTER, id: `kept-newsletter-${Date.now()}`, captcha: true };
    let saves = 0;
    const { client } = scripted(() => {
      if (saves++ === 0) throw new TypeError('Failed to fetch');
      return json(400, { error: 'Invalid', errors: { email: 'This address bounced.' } });
    });
    const captcha = new TestCaptcha();
    const form = await mount(definition, client, captcha);
    captcha.solve();
    field(form, 'email').rawValue = 'ada@example.com';
    await field(form, 'email').updateComplete;
    const saved = oneEvent(form, 'ss-submit-saved');
    submitButton(form).click();
    await saved;
    await waitUntil(() => form.submissionStatus === 'failure', 'the kept one was not refused', {
      timeout: 6000,
    });
    await form.updateComplete;
    await field(form, 'email').updateComplete;
    expect(field(form, 'email').shadowRoot!.querySelector('[part="error"]')!.textContent).to.equal(
      'This address bounced.',
    );
    expect(part(form, 'top')!.textContent).to.not.include('One or more fields is invalid');
    expect(part(form, 'top')!.textContent).to.include('Please scroll down to review.');
    // Refused after it was sent, as a send refused at once: the captcha is asked for again.
    expect(captcha.resets).to.equal(1);
    expect(submitButton(form).disabled).to.equal(true);
    // Read-only while it was kept, the field can be corrected now.
    expect(field(form, 'email').shadowRoot!.querySelector('input')!.disabled).to.equal(false);
  });
});

describe('<ss-form> styled by the page', () => {
  it("lets a page's rules reach each field and the field's own parts", async () => {
    const style = document.createElement('style');
    style.textContent = `
      ss-form::part(field) { outline: 3px solid rgb(1, 2, 3); }
      ss-form::part(input) { color: rgb(4, 5, 6); }
      ss-form::part(title) { color: rgb(7, 8, 9); }`;
    document.head.append(style);
    try {
      const form = await mount(CONTACT);
      const email = field(form, 'email');
      await email.updateComplete;
      expect(getComputedStyle(email).outlineColor).to.equal('rgb(1, 2, 3)');
      const input = email.shadowRoot!.querySelector('[part~="input"]')!;
      expect(getComputedStyle(input).color).to.equal('rgb(4, 5, 6)');
      const title = email.shadowRoot!.querySelector('[part~="title"]')!;
      expect(getComputedStyle(title).color).to.equal('rgb(7, 8, 9)');
    } finally {
      style.remove();
    }
  });

  it('passes on every part a field of any kind has', async () => {
    const form = await mount({
      ...CONTACT,
      fields: [
        ...EVERY_KIND,
        { id: 'more', type: 'section', title: 'More' },
        { id: 'note', type: 'text', title: 'Note', description: 'Anything else.' },
      ],
    });
    field(form, 'note').serverError = 'Too long.';
    field(form, 'note').reportValidity();
    await Promise.all(fields(form).map((element) => element.updateComplete));
    const used = new Set(
      fields(form).flatMap((element) =>
        [...element.shadowRoot!.querySelectorAll('[part]')].flatMap((node) =>
          node.getAttribute('part')!.split(' '),
        ),
      ),
    );
    const expected = ['input', 'likert-question', 'affix', 'error', 'description', 'section-title'];
    expect(expected.filter((name) => !used.has(name))).to.deep.equal([]);
    const exported = fields(form)[0]!.getAttribute('exportparts')!.split(', ');
    expect([...used].filter((name) => !exported.includes(name))).to.deep.equal([]);
  });
});
