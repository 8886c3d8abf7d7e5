import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { FIELD_KINDS, type FormDefinition } from '../../core/forms/definition.ts';
import { openDatabase } from '../../demo/server/database.ts';
import {
  DEFAULT_FORM_RATE_LIMIT,
  formRateLimitFromEnv,
  setFormRateLimit,
} from '../../demo/server/form-routes.ts';
import { CONTACT_FORM, NEWSLETTER_FORM } from '../../demo/server/forms/seed.ts';
import { startApi, type ApiHarness } from './dev-api-harness.ts';

const INVALID_FIELDS = 'One or more fields is invalid, please check your entries.';
const EMAIL_NOT_VALID =
  'Email is not valid. Email addresses should follow the format name@example.com.';
const LIMIT_EXCEEDED = 'You have exceeded the character limit.';

let harness: ApiHarness;
let crumb: string;

before(async () => {
  harness = await startApi();
  crumb = await harness.freshCrumb();
  // Most tests send many submissions to one form; the rate-limit test turns the limit on.
  setFormRateLimit(0);
});

after(async () => {
  setFormRateLimit(undefined);
  await harness.close();
});

interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/** A call as the data client makes it: the crumb cookie, and the crumb again as a parameter. */
async function call<T = Record<string, unknown>>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
  { withCrumb = true }: { withCrumb?: boolean } = {},
): Promise<Answer<T>> {
  const query = withCrumb && method !== 'GET' ? `?crumb=${encodeURIComponent(crumb)}` : '';
  const response = await fetch(`${harness.base}${path}${query}`, {
    method,
    headers: {
      Cookie: `crumb=${encodeURIComponent(crumb)}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function issueKey(): Promise<string> {
  const { status, body } = await call<{ key: string }>('POST', '/api/form/FormSubmissionKey');
  assert.equal(status, 200);
  return body.key;
}

const PAGE = {
  collectionId: '65f0c0ffee0000000000beef',
  objectName: 'page-section',
  isOverlayForm: false,
  submitButtonText: 'Send',
  captchaKey: null,
  pageTitle: 'Contact us',
  pageId: '65f0c0ffee0000000000cafe',
  contentSource: 'c',
  pagePath: '/contact',
  pagePermissionTypeValue: 1,
};

/** A SaveFormSubmission call with a fresh key (unless one is given) and the page context. */
async function submit(
  formId: string,
  values: Record<string, unknown> | string,
  extra: Record<string, unknown> = {},
  options?: { withCrumb?: boolean },
) {
  const key = 'key' in extra ? extra.key : await issueKey();
  const request = {
    ...PAGE,
    key,
    formId,
    form: typeof values === 'string' ? values : JSON.stringify(values),
    ...extra,
  };
  const answer = await call<{
    ok?: boolean;
    id?: number;
    error?: string;
    errors?: Record<string, string>;
    crumbFail?: boolean;
  }>('POST', '/api/form/SaveFormSubmission', request, options);
  return { ...answer, key: key as string, request };
}

const submissions = () => harness.count('form_submissions');
const keyRow = (key: string) =>
  harness.api.db.prepare('SELECT issued_at, used_at FROM form_keys WHERE key = ?').get(key) as
    { issued_at: number; used_at: number | null } | undefined;

async function putForm(definition: Partial<FormDefinition> & { id: string }) {
  return call<Record<string, unknown>>('PUT', `/api/dev/forms/${definition.id}`, definition);
}

const VALID_CONTACT = { name: ['Ada', 'Lovelace'], email: 'ada@example.com' };

describe('dev API: forms', () => {
  describe('seeded forms and the dev routes', () => {
    it('seeds the contact form with every field kind, and the newsletter form', async () => {
      const list = await call<{ forms: Array<{ id: string; definition: FormDefinition }> }>(
        'GET',
        '/api/dev/forms',
      );
      assert.equal(list.status, 200);
      assert.deepEqual(
        list.body.forms.map((form) => form.id),
        ['contact', 'newsletter'],
      );

      const contact = await call<{ id: string; definition: FormDefinition; createdAt: number }>(
        'GET',
        '/api/dev/forms/contact',
      );
      assert.equal(contact.status, 200);
      assert.equal(contact.body.id, 'contact');
      assert.ok(Math.abs(contact.body.createdAt - Date.now()) < 60_000);
      const definition = contact.body.definition;
      assert.deepEqual(definition, CONTACT_FORM);
      assert.deepEqual(
        [...new Set(definition.fields.map((field) => field.type))].sort(),
        [...FIELD_KINDS].sort(),
      );
      const byType = (type: string) => definition.fields.find((field) => field.type === type)!;
      assert.equal(byType('textarea').maxLength, 200);
      assert.equal(byType('email').required, true);
      assert.equal(byType('name').required, true);
      assert.equal(byType('currency').currencySymbol, '$');
      assert.equal(byType('phone').showCountryCode, true);
      assert.equal(byType('section').underline, true);
      assert.equal(byType('likert').options!.length, 2);
      assert.deepEqual(
        { key: byType('hidden').key, value: byType('hidden').value },
        { key: 'source', value: 'demo' },
      );
      assert.deepEqual(
        {
          submitButtonText: definition.submitButtonText,
          successMessage: definition.successMessage,
          postSubmitHtml: definition.postSubmitHtml,
          textareaMaxLengthEnabled: definition.textareaMaxLengthEnabled,
        },
        {
          submitButtonText: 'Send',
          successMessage: 'Thank you! We will be in touch.',
          postSubmitHtml: '<p class="after">We read every message.</p>',
          textareaMaxLengthEnabled: true,
        },
      );

      const newsletter = await call<{ definition: FormDefinition }>(
        'GET',
        '/api/dev/forms/newsletter',
      );
      assert.deepEqual(newsletter.body.definition, {
        id: 'newsletter',
        name: 'Newsletter',
        isNewsletter: true,
        submitButtonText: 'Subscribe',
        successMessage: 'You are subscribed.',
        fields: [{ id: 'email', type: 'email', title: 'Email Address', required: true }],
      });
      assert.deepEqual(newsletter.body.definition, NEWSLETTER_FORM);
    });

    it('answers 404 for a form it does not hold', async () => {
      assert.deepEqual(await call('GET', '/api/dev/forms/nope'), {
        status: 404,
        body: { error: 'Form not found' },
      });
    });

    it('stores a definition put with the crumb, and refuses one without it', async () => {
      const definition: FormDefinition = {
        id: 'feedback',
        name: 'Feedback',
        submitButtonText: 'Go',
        successMessage: 'Thanks',
        fields: [{ id: 'note', type: 'text', title: 'Note' }],
      };
      const refused = await call('PUT', '/api/dev/forms/feedback', definition, {
        withCrumb: false,
      });
      assert.equal(refused.status, 401);
      assert.equal(refused.body.crumbFail, true);
      assert.equal((await call('GET', '/api/dev/forms/feedback')).status, 404);

      const stored = await putForm(definition);
      assert.equal(stored.status, 200);
      assert.equal(stored.body.id, 'feedback');
      assert.deepEqual(stored.body.definition, definition);
      const read = await call<{ definition: unknown; createdAt: number; updatedAt: number }>(
        'GET',
        '/api/dev/forms/feedback',
      );
      assert.deepEqual(read.body.definition, definition);

      // A second put replaces the definition and keeps the creation time.
      const again = await putForm({ ...definition, name: 'Feedback 2' });
      assert.equal((again.body.definition as FormDefinition).name, 'Feedback 2');
      assert.equal(again.body.createdAt, read.body.createdAt);
      const list = await call<{ forms: Array<{ id: string }> }>('GET', '/api/dev/forms');
      assert.deepEqual(
        list.body.forms.map((form) => form.id),
        ['contact', 'feedback', 'newsletter'],
      );
    });

    it('refuses a definition with an errors map: id, name, field types and unique ids', async () => {
      const bad = await call('PUT', '/api/dev/forms/broken', {
        id: 'other',
        name: ' ',
        submitButtonText: 'Go',
        successMessage: '',
        fields: [
          { id: 'a', type: 'text', title: 'A' },
          { id: 'a', type: 'slider', title: 'B' },
          { id: 'c', type: 'radio', title: 'C' },
          { id: 'd', type: 'hidden', title: 'D' },
          { id: 'e', type: 'text', title: '', required: true },
        ],
      });
      assert.deepEqual(bad, {
        status: 400,
        body: {
          error: 'Invalid form definition',
          errors: {
            id: 'Must match the id in the address',
            name: 'Must be a non-blank string',
            'fields[1].id': "Another field has the id 'a'",
            'fields[1].type': `Must be one of ${FIELD_KINDS.join(', ')}`,
            'fields[2].options': 'Must be a list of one or more non-empty strings',
            'fields[3].key': 'A hidden field needs the query parameter it reads',
            'fields[4].title': 'A required field needs a title',
          },
        },
      });
      const notObject = await call('PUT', '/api/dev/forms/broken', [1, 2]);
      assert.deepEqual(notObject.body.errors, { definition: 'Must be a JSON object' });
      const noFields = await call('PUT', '/api/dev/forms/broken', {
        name: 'x',
        submitButtonText: 'x',
        successMessage: 'x',
      });
      assert.deepEqual(noFields.body.errors, { fields: 'Must be a list of fields' });
      assert.equal((await call('GET', '/api/dev/forms/broken')).status, 404);
    });

    it('seeds once per database: a reopened database keeps what was stored', async () => {
      await putForm({ ...NEWSLETTER_FORM, successMessage: 'Changed.' });
      const db = openDatabase(harness.api.dataPath);
      try {
        const rows = db.prepare('SELECT id, definition FROM forms ORDER BY id').all() as Array<{
          id: string;
          definition: string;
        }>;
        assert.deepEqual(
          rows.map((row) => row.id),
          ['contact', 'feedback', 'newsletter'],
        );
        assert.equal(JSON.parse(rows[2]!.definition).successMessage, 'Changed.');
      } finally {
        db.close();
        await putForm(NEWSLETTER_FORM);
      }
    });
  });

  describe('POST /api/form/FormSubmissionKey', () => {
    it('issues a random single-use key as { key }, stored unused', async () => {
      const before = harness.count('form_keys');
      const first = await call('POST', '/api/form/FormSubmissionKey');
      const second = await call('POST', '/api/form/FormSubmissionKey');
      assert.equal(first.status, 200);
      assert.deepEqual(Object.keys(first.body), ['key']);
      assert.match(first.body.key as string, /^[A-Za-z0-9_-]{32}$/);
      assert.notEqual(first.body.key, second.body.key);
      assert.equal(harness.count('form_keys'), before + 2);
      assert.equal(keyRow(first.body.key as string)!.used_at, null);
    });

    it('refuses a call without the crumb: 401 crumbFail, no key issued', async () => {
      const before = harness.count('form_keys');
      const refused = await call('POST', '/api/form/FormSubmissionKey', undefined, {
        withCrumb: false,
      });
      assert.equal(refused.status, 401);
      assert.equal(refused.body.crumbFail, true);
      assert.equal(typeof refused.body.crumb, 'string');
      assert.equal(harness.count('form_keys'), before);
    });
  });

  describe('POST /api/form/SaveFormSubmission', () => {
    it('stores a valid submission with its shaped values and page context, and answers { ok, id }', async () => {
      const values = {
        name: ['Ada', 'Lovelace'],
        email: 'ada@example.com',
        company: 'Analytical Engines',
        message: 'Hello there.',
        guests: 3,
        website: 'https://example.com',
        budget: '1200',
        password: 'open sesame',
        twitter: '@ada',
        'visit-date': ['02', '29', '2024'],
        'visit-time': ['09', '30', '00', 'AM'],
        address: ['1 Main St', '', 'Springfield', 'IL', '62701', 'United States'],
        phone: ['312', '555', '0100'],
        'about-you': 'sections are never sent; this one is dropped',
        'contact-by': 'Email',
        topics: ['Shop', 'Events'],
        'heard-from': 'A friend',
        experience: { 'The site is easy to use.': ['2'] },
        source: 'newsletter-link',
        'not-a-field': 'dropped from the shaped values',
      };
      const before = submissions();
      const sent = await submit('contact', values, { captchaKey: 'captcha-token' });
      assert.equal(sent.status, 200);
      assert.deepEqual(Object.keys(sent.body), ['ok', 'id']);
      assert.equal(sent.body.ok, true);
      assert.equal(typeof sent.body.id, 'number');
      assert.equal(submissions(), before + 1);

      const row = harness.api.db
        .prepare('SELECT * FROM form_submissions WHERE id = ?')
        .get(sent.body.id) as Record<string, unknown>;
      assert.ok(Math.abs((row.received_at as number) - Date.now()) < 10_000);
      assert.deepEqual(
        {
          form_id: row.form_id,
          key: row.key,
          page_title: row.page_title,
          page_id: row.page_id,
          content_source: row.content_source,
          page_path: row.page_path,
          page_permission_type_value: row.page_permission_type_value,
          captcha_key: row.captcha_key,
          client_ip: row.client_ip,
        },
        {
          form_id: 'contact',
          key: sent.key,
          page_title: 'Contact us',
          page_id: '65f0c0ffee0000000000cafe',
          content_source: 'c',
          page_path: '/contact',
          page_permission_type_value: 1,
          captcha_key: 'captcha-token',
          client_ip: '127.0.0.1',
        },
      );
      assert.deepEqual(JSON.parse(row.fields as string), {
        name: ['Ada', 'Lovelace'],
        email: 'ada@example.com',
        company: 'Analytical Engines',
        message: 'Hello there.',
        guests: '3',
        website: 'https://example.com',
        budget: '1200',
        password: 'open sesame',
        twitter: '@ada',
        'visit-date': ['02', '29', '2024'],
        'visit-time': ['09', '30', '00', 'AM'],
        address: ['1 Main St', '', 'Springfield', 'IL', '62701', 'United States'],
        phone: ['', '312', '555', '0100'],
        'contact-by': 'Email',
        topics: ['Shop', 'Events'],
        'heard-from': 'A friend',
        experience: { 'The site is easy to use.': ['2'], 'I found what I was looking for.': [] },
        source: 'newsletter-link',
      });
      assert.deepEqual(JSON.parse(row.request as string), sent.request);
      assert.ok(keyRow(sent.key)!.used_at !== null);
    });

    it('stores fields left out as their empty shapes', async () => {
      const sent = await submit('contact', VALID_CONTACT);
      assert.equal(sent.status, 200);
      const row = harness.api.db
        .prepare('SELECT fields FROM form_submissions WHERE id = ?')
        .get(sent.body.id) as { fields: string };
      assert.deepEqual(JSON.parse(row.fields), {
        name: ['Ada', 'Lovelace'],
        email: 'ada@example.com',
        company: '',
        message: '',
        guests: '',
        website: '',
        budget: '',
        password: '',
        twitter: '',
        'visit-date': ['', '', ''],
        'visit-time': ['', '', '', ''],
        address: ['', '', '', '', '', ''],
        phone: ['', '', '', ''],
        'contact-by': '',
        topics: [],
        'heard-from': '',
        experience: { 'The site is easy to use.': [], 'I found what I was looking for.': [] },
        source: '',
      });
    });

    it('accepts a key once: the second use is 401 and nothing more is stored', async () => {
      const first = await submit('newsletter', { email: 'one@example.com' });
      assert.equal(first.status, 200);
      const before = submissions();
      const second = await submit('newsletter', { email: 'two@example.com' }, { key: first.key });
      assert.deepEqual(
        { status: second.status, body: second.body },
        { status: 401, body: { error: 'Invalid submission key' } },
      );
      assert.equal(submissions(), before);
    });

    it('answers 401 for a key never issued or left out', async () => {
      const before = submissions();
      for (const key of ['made-up-key', '', undefined, 42]) {
        const sent = await submit('newsletter', { email: 'a@example.com' }, { key });
        assert.deepEqual(
          { status: sent.status, body: sent.body },
          { status: 401, body: { error: 'Invalid submission key' } },
        );
      }
      assert.equal(submissions(), before);
    });

    it('refuses a submission without the crumb: 401 crumbFail, nothing stored, key unused', async () => {
      const key = await issueKey();
      const before = submissions();
      const refused = await submit(
        'newsletter',
        { email: 'a@example.com' },
        { key },
        { withCrumb: false },
      );
      assert.equal(refused.status, 401);
      assert.equal(refused.body.crumbFail, true);
      assert.equal(submissions(), before);
      assert.equal(keyRow(key)!.used_at, null);
      // The same key goes through once the crumb is repeated.
      assert.equal((await submit('newsletter', { email: 'a@example.com' }, { key })).status, 200);
    });

    it('answers 404 for an unknown form, leaving the key unused', async () => {
      const before = submissions();
      for (const formId of ['no-such-form', undefined]) {
        const sent = await submit(formId as string, { email: 'a@example.com' });
        assert.deepEqual(
          { status: sent.status, body: sent.body },
          { status: 404, body: { error: 'Form not found' } },
        );
        assert.equal(keyRow(sent.key)!.used_at, null);
      }
      assert.equal(submissions(), before);
    });

    it('answers 400 with an empty errors map when form is not the JSON text of an object', async () => {
      const before = submissions();
      for (const form of ['{not json', '[1,2]', '"text"', 'null', '']) {
        const sent = await submit('newsletter', form);
        assert.deepEqual(
          { status: sent.status, body: sent.body },
          {
            status: 400,
            body: {
              error: 'Could not parse the form fields, please check your entries.',
              errors: {},
            },
          },
          `form ${JSON.stringify(form)}`,
        );
        assert.equal(keyRow(sent.key)!.used_at, null);
      }
      // An object sent as it is, not as JSON text, breaks the contract too.
      const asObject = await submit('newsletter', '', { form: { email: 'a@example.com' } });
      assert.equal(asObject.status, 400);
      assert.deepEqual(asObject.body.errors, {});
      assert.equal(submissions(), before);
    });

    async function expectFieldErrors(
      formId: string,
      values: Record<string, unknown>,
      errors: Record<string, string>,
    ) {
      const before = submissions();
      const sent = await submit(formId, values);
      assert.deepEqual(
        { status: sent.status, body: sent.body },
        { status: 400, body: { error: INVALID_FIELDS, errors } },
      );
      assert.equal(submissions(), before);
      assert.equal(keyRow(sent.key)!.used_at, null);
    }

    it('400: required fields left empty are "{title} is required."', async () => {
      await expectFieldErrors(
        'contact',
        { name: [' ', ''], email: '   ' },
        { name: 'Name is required.', email: 'Email is required.' },
      );
      await expectFieldErrors(
        'contact',
        {},
        {
          name: 'Name is required.',
          email: 'Email is required.',
        },
      );
      await expectFieldErrors('newsletter', {}, { email: 'Email Address is required.' });
    });

    it('400: an email must have one @, a local part, a dotted domain and 3 to 256 characters', async () => {
      const bad = [
        'ada',
        'ada@example',
        '@example.com',
        'a@b@example.com',
        'ada@.com',
        'ada @example.com',
        `${'a'.repeat(245)}@example.com`,
      ];
      for (const email of bad) {
        await expectFieldErrors('contact', { ...VALID_CONTACT, email }, { email: EMAIL_NOT_VALID });
      }
      const longest = `${'a'.repeat(244)}@example.com`;
      assert.equal(longest.length, 256);
      assert.equal((await submit('contact', { ...VALID_CONTACT, email: longest })).status, 200);
      assert.equal((await submit('contact', { ...VALID_CONTACT, email: 'a@b.c' })).status, 200);
    });

    it('400: a textarea over its maxLength when the flag is on; no limit when it is off', async () => {
      await expectFieldErrors(
        'contact',
        { ...VALID_CONTACT, message: 'x'.repeat(201) },
        { message: LIMIT_EXCEEDED },
      );
      // Counted in code points: 200 emoji are 200 characters.
      assert.equal(
        (await submit('contact', { ...VALID_CONTACT, message: '😀'.repeat(200) })).status,
        200,
      );
      await putForm({
        id: 'unflagged',
        name: 'Unflagged',
        submitButtonText: 'Send',
        successMessage: 'Thanks',
        fields: [{ id: 'message', type: 'textarea', title: 'Message', maxLength: 5 }],
      });
      assert.equal((await submit('unflagged', { message: 'x'.repeat(50) })).status, 200);
    });

    it('400: the Zip part of a US address must be 5 digits', async () => {
      const address = (zip: string, country = '') => ({
        ...VALID_CONTACT,
        address: ['1 Main St', '', 'Springfield', 'IL', zip, country],
      });
      const zipError = { address: 'Zip code is not valid. US zip codes have exactly 5 digits.' };
      for (const zip of ['1234', '123456', '62701-1234', 'ABCDE', ' 62701']) {
        await expectFieldErrors('contact', address(zip), zipError);
        await expectFieldErrors('contact', address(zip, 'United States'), zipError);
      }
      assert.equal((await submit('contact', address('62701', 'USA'))).status, 200);
      assert.equal((await submit('contact', address(''))).status, 200);
      // Other countries keep their own postcodes.
      assert.equal((await submit('contact', address('SW1A 1AA', 'United Kingdom'))).status, 200);
    });

    it('400: values of the wrong shape, or not among the options, are not valid', async () => {
      await expectFieldErrors(
        'contact',
        {
          ...VALID_CONTACT,
          company: { text: 'x' },
          address: ['1 Main St', 'Springfield'],
          phone: ['1', '2'],
          'contact-by': 'Fax',
          topics: 'Shop',
          'heard-from': ['Search engine'],
          experience: { 'The site is easy to use.': ['3'] },
        },
        {
          company: 'Company is not valid.',
          address: 'Address is not valid.',
          phone: 'Phone is not valid.',
          'contact-by': 'Contact me by is not valid.',
          topics: 'Topics is not valid.',
          'heard-from': 'How did you hear about us? is not valid.',
          experience: 'Your experience is not valid.',
        },
      );
      await expectFieldErrors(
        'contact',
        { ...VALID_CONTACT, topics: ['Shop', 'Cooking'], experience: { 'Unknown?': ['1'] } },
        { topics: 'Topics is not valid.', experience: 'Your experience is not valid.' },
      );
    });

    it('400: dates and times are zero-padded parts of a real day and a 12-hour time', async () => {
      for (const date of [
        ['2', '01', '2024'],
        ['13', '01', '2024'],
        ['02', '30', '2024'],
        ['02', '29', '2023'],
        ['01', '01', '24'],
      ]) {
        await expectFieldErrors(
          'contact',
          { ...VALID_CONTACT, 'visit-date': date },
          { 'visit-date': 'Preferred date is not a valid date.' },
        );
      }
      for (const time of [
        ['13', '00', '00', 'PM'],
        ['00', '00', '00', 'AM'],
        ['09', '60', '00', 'AM'],
        ['09', '30', '00', 'noon'],
      ]) {
        await expectFieldErrors(
          'contact',
          { ...VALID_CONTACT, 'visit-time': time },
          { 'visit-time': 'Preferred time is not a valid time.' },
        );
      }
      const valid = await submit('contact', {
        ...VALID_CONTACT,
        'visit-date': ['12', '31', '1999'],
        'visit-time': ['12', '59', '59', 'pm'],
      });
      assert.equal(valid.status, 200);
    });

    it('400: required checkbox, radio, select, likert and multi-part fields left empty', async () => {
      await putForm({
        id: 'all-required',
        name: 'All required',
        submitButtonText: 'Send',
        successMessage: 'Thanks',
        fields: [
          { id: 'r', type: 'radio', title: 'Radio', options: ['A', 'B'], required: true },
          { id: 'c', type: 'checkbox', title: 'Check', options: ['A'], required: true },
          { id: 's', type: 'select', title: 'Select', options: ['A'], required: true },
          { id: 'l', type: 'likert', title: 'Scale', options: ['Q1', 'Q2'], required: true },
          { id: 'd', type: 'date', title: 'Date', required: true },
          { id: 'p', type: 'phone', title: 'Phone', required: true },
          { id: 'h', type: 'section', title: 'Section', required: true },
        ],
      });
      await expectFieldErrors(
        'all-required',
        { r: '', c: [], l: { Q1: [], Q2: [] }, d: ['', '', ''], p: ['', '', ''] },
        {
          r: 'Radio is required.',
          c: 'Check is required.',
          s: 'Select is required.',
          l: 'Scale is required.',
          d: 'Date is required.',
          p: 'Phone is required.',
        },
      );
      const filled = await submit('all-required', {
        r: 'B',
        c: ['A'],
        s: 'A',
        l: { Q2: ['-2'] },
        d: ['01', '', ''],
        p: ['44', '20', '7946', '0000'],
      });
      assert.equal(filled.status, 200);
    });

    it('400: page context outside the contract, and a captcha-bound form without its key', async () => {
      const badSource = await submit(
        'newsletter',
        { email: 'a@example.com' },
        {
          contentSource: 'x',
        },
      );
      assert.deepEqual(
        { status: badSource.status, body: badSource.body },
        {
          status: 400,
          body: { error: "contentSource must be 'i' (item) or 'c' (collection)", errors: {} },
        },
      );
      await putForm({ ...NEWSLETTER_FORM, id: 'captcha-newsletter', captcha: true });
      const noCaptcha = await submit('captcha-newsletter', { email: 'a@example.com' });
      assert.deepEqual(
        { status: noCaptcha.status, body: noCaptcha.body },
        { status: 400, body: { error: 'Complete CAPTCHA before submitting.', errors: {} } },
      );
      const withCaptcha = await submit(
        'captcha-newsletter',
        { email: 'a@example.com' },
        { captchaKey: 'token' },
      );
      assert.equal(withCaptcha.status, 200);
    });
  });

  describe('rate limit', () => {
    it('reads SS_FORM_RATE_LIMIT: a whole number (0 = off), else 5', () => {
      assert.equal(DEFAULT_FORM_RATE_LIMIT, 5);
      assert.equal(formRateLimitFromEnv({}), 5);
      assert.equal(formRateLimitFromEnv({ SS_FORM_RATE_LIMIT: ' 3 ' }), 3);
      assert.equal(formRateLimitFromEnv({ SS_FORM_RATE_LIMIT: '0' }), 0);
      for (const bad of ['', 'many', '-1', '2.5'])
        assert.equal(formRateLimitFromEnv({ SS_FORM_RATE_LIMIT: bad }), 5);
      assert.throws(() => setFormRateLimit(-1), /whole number of 0 or more/);
      assert.throws(() => setFormRateLimit(1.5), /whole number of 0 or more/);
    });

    it('429 once a client has sent the limit to one form in a minute; other forms unaffected', async () => {
      await putForm({ ...NEWSLETTER_FORM, id: 'limited' });
      await putForm({ ...NEWSLETTER_FORM, id: 'limited-too' });
      setFormRateLimit(2);
      try {
        assert.equal((await submit('limited', { email: 'a@example.com' })).status, 200);
        assert.equal((await submit('limited', { email: 'b@example.com' })).status, 200);
        const before = submissions();
        const third = await submit('limited', { email: 'c@example.com' });
        assert.deepEqual(
          { status: third.status, body: third.body },
          { status: 429, body: { error: 'Rate limit exceeded' } },
        );
        assert.equal(submissions(), before);
        assert.equal(keyRow(third.key)!.used_at, null);
        assert.equal((await submit('limited-too', { email: 'c@example.com' })).status, 200);

        // A minute later the client may send again, with the key it kept.
        harness.api.db
          .prepare(
            `UPDATE form_submissions SET received_at = received_at - 60001 WHERE form_id = 'limited'`,
          )
          .run();
        const later = await submit('limited', { email: 'c@example.com' }, { key: third.key });
        assert.equal(later.status, 200);
      } finally {
        setFormRateLimit(0);
      }
    });

    it('uses the default of 5 when nothing is set', async () => {
      await putForm({ ...NEWSLETTER_FORM, id: 'default-limit' });
      const previous = process.env.SS_FORM_RATE_LIMIT;
      delete process.env.SS_FORM_RATE_LIMIT;
      setFormRateLimit(undefined);
      try {
        for (let i = 0; i < 5; i++)
          assert.equal((await submit('default-limit', { email: 'a@example.com' })).status, 200);
        assert.equal((await submit('default-limit', { email: 'a@example.com' })).status, 429);
      } finally {
        if (previous !== undefined) process.env.SS_FORM_RATE_LIMIT = previous;
        setFormRateLimit(0);
      }
    });
  });

  it('lists the form tables on the owner page', async () => {
    const stored = await call<{ tables: Record<string, { count: number }> }>(
      'GET',
      '/api/dev/stored',
    );
    assert.equal(stored.body.tables.form_submissions!.count, submissions());
    assert.equal(stored.body.tables.form_keys!.count, harness.count('form_keys'));
    assert.equal(stored.body.tables.forms!.count, harness.count('forms'));
  });
});
