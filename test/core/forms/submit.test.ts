import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { DataClient } from '../../../core/data/client.ts';
import {
  FORM_SUBMISSION_KEY_PATH,
  SAVE_FORM_SUBMISSION_PATH,
  listPending,
  submitForm,
  type FormDefinition,
  type SubmitFormOptions,
} from '../../../core/forms/index.ts';
import {
  clientFor,
  contactForm,
  contactValues,
  deleteFormsDatabase,
  json,
  keyAnswer,
  offlineError,
  scriptedFetch,
  testPage,
  type Answer,
} from './helpers.ts';

const online = { onLine: true };

/** Submits the contact form against a scripted fetch, on the test page. */
async function submit(answers: Answer[], extra: Partial<SubmitFormOptions> = {}) {
  const { calls, fetcher } = scriptedFetch(...answers);
  const result = await submitForm({
    definition: contactForm(),
    values: contactValues(),
    client: clientFor(fetcher),
    navigator: online,
    ...testPage,
    ...extra,
  });
  return { result, calls };
}

const failure = (message: string | null, errors = {}) => ({ status: 'failure', message, errors });

describe('submitForm', () => {
  beforeEach(deleteFormsDatabase);

  it('asks for a key, then sends the submission with the page fields', async () => {
    const { result, calls } = await submit([keyAnswer('key-42'), json(200, {})], {
      definition: contactForm({
        collectionId: 'col-9',
        objectName: 'page-section',
        isOverlayForm: true,
        postSubmitHtml: '<p>More</p>',
      }),
    });
    expect(result).to.deep.equal({
      status: 'success',
      redirect: undefined,
      successMessage: 'Thanks, we will be in touch.',
      postSubmitHtml: '<p>More</p>',
    });
    expect(calls).to.have.length(2);
    const [key, save] = calls as [(typeof calls)[0], (typeof calls)[0]];
    expect(key.url.pathname).to.equal(FORM_SUBMISSION_KEY_PATH);
    expect(key.url.pathname).to.equal('/api/form/FormSubmissionKey');
    expect(key.init.method).to.equal('POST');
    expect(key.init.body).to.equal(undefined);
    expect(key.init.credentials).to.equal('include');
    expect(save.url.pathname).to.equal(SAVE_FORM_SUBMISSION_PATH);
    expect(save.url.pathname).to.equal('/api/form/SaveFormSubmission');
    expect(save.init.method).to.equal('POST');
    expect(save.init.credentials).to.equal('include');
    expect(save.body).to.deep.equal({
      key: 'key-42',
      formId: 'contact',
      collectionId: 'col-9',
      objectName: 'page-section',
      isOverlayForm: true,
      submitButtonText: 'Send',
      form: '{"name":["Ada","Lovelace"],"email":"ada@example.com","message":"Hello"}',
      pageTitle: 'Contact us',
      pageId: 'col-1',
      contentSource: 'c',
      pagePath: '/contact',
      pagePermissionTypeValue: 1,
    });
  });

  it("sends a content item's page fields, and page fields given instead", async () => {
    const item = await submit([keyAnswer(), json(200, {})], {
      context: { collectionId: 'col-1', itemId: 'item-7' },
    });
    expect(item.calls[1]!.body).to.deep.include({ pageId: 'item-7', contentSource: 'i' });
    expect(item.calls[1]!.body).to.not.have.property('pagePermissionTypeValue');
    const given = await submit([keyAnswer(), json(200, {})], {
      page: { pageTitle: 'Given', pagePermissionTypeValue: 3 },
    });
    expect(given.calls[1]!.body).to.deep.include({
      pageTitle: 'Given',
      pagePath: '/contact',
      pagePermissionTypeValue: 3,
    });
  });

  it('reads the key at the top level too', async () => {
    const { result, calls } = await submit([json(200, { key: 'top' }), json(200, {})]);
    expect(result.status).to.equal('success');
    expect(calls[1]!.body!.key).to.equal('top');
  });

  it('sends hidden fields from the query given, shaped values as the form JSON', async () => {
    const definition: FormDefinition = {
      ...contactForm(),
      fields: [
        { id: 'src', type: 'hidden', title: '', key: 'src', value: 'direct' },
        { id: 'when', type: 'date', title: 'When' },
        { id: 'intro', type: 'section', title: 'About you' },
        { id: 'tel', type: 'phone', title: 'Phone' },
      ],
    };
    const { calls } = await submit([keyAnswer(), json(200, {})], {
      definition,
      values: { when: '2025-01-09', intro: 'x', tel: ['555', '123', '4567'] },
      search: '?src=newsletter',
    });
    expect(JSON.parse(calls[1]!.body!.form as string)).to.deep.equal({
      src: 'newsletter',
      when: ['01', '09', '2025'],
      tel: ['', '555', '123', '4567'],
    });
  });

  it('guards the redirect: http(s) or a site path, never javascript:', async () => {
    const redirect = async (redirectUrl: string) => {
      const { result } = await submit([keyAnswer(), json(200, {})], {
        definition: contactForm({ redirectUrl }),
      });
      return result.status === 'success' ? result.redirect : 'not a success';
    };
    expect(await redirect('/thanks?x=1')).to.equal('https://example.com/thanks?x=1');
    expect(await redirect('https://other.example/welcome')).to.equal(
      'https://other.example/welcome',
    );
    expect(await redirect('javascript:alert(1)')).to.equal(undefined);
    expect(await redirect(' java\tscript:alert(1)')).to.equal(undefined);
    expect(await redirect('data:text/html,hi')).to.equal(undefined);
    expect(await redirect('')).to.equal(undefined);
  });

  it('takes a 2xx whose body is not JSON as stored', async () => {
    const { result } = await submit([keyAnswer(), new Response('OK', { status: 200 })]);
    expect(result.status).to.equal('success');
  });

  describe('without any call', () => {
    it("needs the captcha of a captcha-bound form: 'Complete CAPTCHA before submitting.'", async () => {
      for (const extra of [
        { definition: contactForm({ captcha: true }) },
        { definition: contactForm({ captcha: true }), captchaKey: '  ' },
        { definition: contactForm({ captcha: true }), captchaKey: null },
        { captcha: true },
      ]) {
        const { result, calls } = await submit([keyAnswer(), json(200, {})], extra);
        expect(result).to.deep.equal(failure('Complete CAPTCHA before submitting.'));
        expect(calls).to.have.length(0);
      }
    });

    it('sends the captcha answer when there is one', async () => {
      const { result, calls } = await submit([keyAnswer(), json(200, {})], {
        definition: contactForm({ captcha: true }),
        captchaKey: 'captcha-ok',
      });
      expect(result.status).to.equal('success');
      expect(calls[1]!.body!.captchaKey).to.equal('captcha-ok');
    });

    it('gives invalid fields their messages, and the general one, newsletters too', async () => {
      const values = { name: ['', ''], email: 'nope' };
      const errors = {
        name: 'Name is required.',
        email: 'Email is not valid. Email addresses should follow the format name@example.com.',
      };
      const plain = await submit([keyAnswer()], { values });
      expect(plain.result).to.deep.equal(
        failure('One or more fields is invalid, please check your entries.', errors),
      );
      const newsletter = await submit([keyAnswer()], {
        values,
        definition: contactForm({ isNewsletter: true }),
      });
      // Caught before any call, as the form element catches them: only the server's field
      // errors leave a newsletter without the general message.
      expect(newsletter.result).to.deep.equal(
        failure('One or more fields is invalid, please check your entries.', errors),
      );
      expect(plain.calls.length + newsletter.calls.length).to.equal(0);
    });

    it("refuses a definition that does not parse: 'Error processing form submission. …'", async () => {
      const { result, calls } = await submit([keyAnswer()], {
        definition: { id: '', fields: [] } as unknown as FormDefinition,
      });
      expect(result).to.deep.equal(
        failure('Error processing form submission. Please reload and try again.'),
      );
      expect(calls).to.have.length(0);
    });

    it("says 'Could not parse the form fields, …' when the values do not turn into JSON", async () => {
      // Only the form values refuse to turn into JSON; everything else (the runner too) still can.
      const original = JSON.stringify;
      const stringify = sinon.stub(JSON, 'stringify').callsFake((value, ...rest) => {
        if (value && typeof value === 'object' && 'email' in value && 'message' in value) {
          throw new TypeError('cyclic');
        }
        return original(value, ...(rest as []));
      });
      let outcome: Awaited<ReturnType<typeof submit>>;
      try {
        outcome = await submit([keyAnswer()]);
      } finally {
        stringify.restore();
      }
      expect(outcome.result).to.deep.equal(
        failure('Could not parse the form fields, please check your entries.'),
      );
      expect(outcome.calls).to.have.length(0);
    });
  });

  it("says 'Could not get a form submission key, …' when no key comes back", async () => {
    for (const answer of [
      json(200, { data: {} }),
      json(200, { data: { key: '' } }),
      json(200, null),
      json(500, {}),
      json(404, { error: 'Not found' }),
      new Response('<html>', { status: 200 }),
    ]) {
      const { result, calls } = await submit([answer]);
      expect(result).to.deep.equal(
        failure('Could not get a form submission key, please try again later.'),
      );
      expect(calls).to.have.length(1);
    }
  });

  it('gives the field errors of a 400, with the general message unless a newsletter', async () => {
    const refusal = json(400, { errors: { email: 'Already subscribed', bad: 7 } });
    const plain = await submit([keyAnswer(), refusal]);
    expect(plain.result).to.deep.equal(
      failure('One or more fields is invalid, please check your entries.', {
        email: 'Already subscribed',
      }),
    );
    const newsletter = await submit([keyAnswer(), refusal], {
      definition: contactForm({ isNewsletter: true }),
    });
    expect(newsletter.result).to.deep.equal(failure(null, { email: 'Already subscribed' }));
    const nested = await submit([
      keyAnswer(),
      json(400, { error: 'Invalid', data: { errors: { name: 'Too long' } } }),
    ]);
    expect(nested.result).to.deep.equal(
      failure('One or more fields is invalid, please check your entries.', { name: 'Too long' }),
    );
  });

  const byStatus: Array<[Response, string]> = [
    [json(401, {}), 'Unable to submit form. Please try again later.'],
    [json(401, { error: 'Signed out' }), 'Unable to submit form. Please try again later.'],
    [json(404, { error: 'No form' }), 'This form has not been configured yet.'],
    [
      json(429, {}),
      'Unable to submit form. Submission rate limit exceeded. Please try again later.',
    ],
    [json(500, { error: 'Boom' }), 'Unable to send form. Please try again later.'],
    [json(400, { error: 'Form is closed' }), 'Form is closed'],
    [json(400, { errors: {}, error: 'Form is closed' }), 'Form is closed'],
    [json(502, { error: 'Upstream down' }), 'Upstream down'],
    [json(400, { message: 'Only a message' }), 'Unknown error, please try again later.'],
    [json(400, {}), 'Unknown error, please try again later.'],
    [json(403, { error: 'Forbidden' }), 'Forbidden'],
    [json(503, {}), 'Unknown error, please try again later.'],
  ];
  for (const [answer, message] of byStatus) {
    it(`answers a ${answer.status} with '${message}'`, async () => {
      const { result, calls } = await submit([keyAnswer(), answer]);
      expect(result).to.deep.equal(failure(message));
      expect(calls).to.have.length(2);
    });
  }

  it("never throws: a client that breaks gives 'Unknown error, please try again later.'", async () => {
    const client = new DataClient();
    sinon.stub(client, 'post').rejects(new Error('broken'));
    const result = await submitForm({
      definition: contactForm(),
      values: contactValues(),
      client,
      navigator: online,
      ...testPage,
    });
    expect(result).to.deep.equal(failure('Unknown error, please try again later.'));
  });

  describe('offline', () => {
    it('keeps the submission when the browser is offline, without any call', async () => {
      const clock = sinon.useFakeTimers({ now: 1_700_000_000_000, toFake: ['Date'] });
      let outcome: Awaited<ReturnType<typeof submit>>;
      try {
        outcome = await submit([keyAnswer()], {
          navigator: { onLine: false },
          definition: contactForm({ captcha: true, collectionId: 'col-9' }),
          captchaKey: 'cap',
        });
      } finally {
        clock.restore();
      }
      const { result, calls } = outcome;
      expect(calls).to.have.length(0);
      expect(result).to.deep.include({
        status: 'saved-offline',
        message:
          'You are offline. Your submission is saved and will be sent when the connection returns.',
      });
      const saved = await listPending();
      expect(saved).to.deep.equal([
        {
          id: result.status === 'saved-offline' ? result.id : '',
          savedAt: 1_700_000_000_000,
          formId: 'contact',
          collectionId: 'col-9',
          objectName: undefined,
          isOverlayForm: false,
          submitButtonText: 'Send',
          isNewsletter: false,
          values: { name: ['Ada', 'Lovelace'], email: 'ada@example.com', message: 'Hello' },
          captchaKey: 'cap',
          page: {
            pageTitle: 'Contact us',
            pageId: 'col-1',
            contentSource: 'c',
            pagePath: '/contact',
            pagePermissionTypeValue: 1,
          },
        },
      ]);
    });

    it('keeps the submission, without a key, when the key call finds no connection', async () => {
      const { result, calls } = await submit([offlineError()]);
      expect(result.status).to.equal('saved-offline');
      expect(calls).to.have.length(1);
      const [saved] = await listPending();
      expect(saved).to.not.have.property('key');
    });

    it('keeps the submission with its spent key when the send finds no connection', async () => {
      const { result, calls } = await submit([keyAnswer('spent'), offlineError()]);
      expect(result.status).to.equal('saved-offline');
      expect(calls).to.have.length(2);
      const [saved] = await listPending();
      expect(saved!.key).to.equal('spent');
    });

    it('keeps the submission when a call gets no answer in the time given', async () => {
      // A server that never answers: only the call's time running out ends the wait.
      const silent = (call: { init: RequestInit }) =>
        new Promise<Response>((_, reject) =>
          call.init.signal?.addEventListener('abort', () => reject(call.init.signal!.reason)),
        );
      const keyless = await submit([silent], { callTimeoutMs: 30 });
      expect(keyless.result).to.deep.include({
        status: 'saved-offline',
        message:
          'Your submission could not be sent yet. It is saved and will be sent again shortly.',
      });
      const [first] = await listPending();
      expect(first).to.not.have.property('key');
      await deleteFormsDatabase();
      const spent = await submit([keyAnswer('spent'), silent], { callTimeoutMs: 30 });
      expect(spent.result.status).to.equal('saved-offline');
      expect(spent.calls).to.have.length(2);
      const [second] = await listPending();
      expect(second!.key).to.equal('spent');
    });

    it("gives 'Unable to connect…' when the submission cannot be kept either", async () => {
      const down = await submit([offlineError()], { indexedDB: null });
      expect(down.result).to.deep.equal(failure('Unable to connect…'));
      const offline = await submit([], { indexedDB: null, navigator: { onLine: false } });
      expect(offline.result).to.deep.equal(failure('Unable to connect…'));
      expect(await listPending()).to.deep.equal([]);
    });
  });
});
