import { expect } from '@open-wc/testing';
import { DataClient } from '../../../core/data/client.ts';
import {
  listPending,
  parseFormDefinition,
  putPending,
  sendSavedSubmissions,
  submitForm,
  type FormDefinition,
} from '../../../core/forms/index.ts';
import { deleteFormsDatabase } from './helpers.ts';

/** The dev API on the test page's own origin: real keys, real storage, real statuses. */
interface StoredRow {
  form_id: string;
  key: string;
  fields: string;
  page_title: string | null;
  page_id: string | null;
  content_source: string | null;
  page_path: string | null;
  page_permission_type_value: number | null;
  captcha_key: string | null;
}

async function storedSubmissions(formId: string): Promise<StoredRow[]> {
  const answer = await fetch('/api/dev/stored?limit=500');
  const body = (await answer.json()) as { tables: { form_submissions: { rows: StoredRow[] } } };
  return body.tables.form_submissions.rows.filter((row) => row.form_id === formId);
}

async function readDefinition(id: string): Promise<FormDefinition> {
  const result = await new DataClient().get<{ definition: unknown }>(`/api/dev/forms/${id}`);
  if (!result.ok) throw new Error(`No form ${id}: ${result.message}`);
  const definition = parseFormDefinition(result.data.definition);
  if (!definition) throw new Error(`Form ${id} does not parse`);
  return definition;
}

/** A form of our own (a copy of 'contact'), so the per-form rate limit is ours alone. */
async function ownForm(): Promise<FormDefinition> {
  const contact = await readDefinition('contact');
  const id = `core-forms-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const stored = await new DataClient().put(`/api/dev/forms/${id}`, { data: { ...contact, id } });
  if (!stored.ok) throw new Error(`Could not store form ${id}: ${stored.message}`);
  return readDefinition(id);
}

const page = {
  document: { title: 'Dev API round trip' },
  context: { collectionId: 'col-dev', pagePermissionTypeValue: 1 },
};

const everyValue = {
  name: ['Ada', 'Lovelace'],
  email: 'ada@example.com',
  company: 'Analytical Engines',
  message: 'Hello from the forms core.',
  guests: 3,
  website: 'https://example.com',
  budget: '1200',
  password: '',
  twitter: '@ada',
  'visit-date': '2025-12-10',
  'visit-time': '14:30',
  address: { line1: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701', country: 'US' },
  phone: ['555', '123', '4567'],
  'contact-by': 'Email',
  topics: ['Shop', 'Events'],
  'heard-from': 'A friend',
  experience: { 'The site is easy to use.': 2, 'I found what I was looking for.': '1' },
};

describe('submitForm against the dev API', () => {
  before(async () => {
    await fetch('/api/health');
  });
  beforeEach(deleteFormsDatabase);

  it("stores a submission of the seeded form 'contact', every value in its shape", async () => {
    const definition = await readDefinition('contact');
    const result = await submitForm({
      definition,
      values: everyValue,
      search: '?source=wtr&source=other',
      ...page,
    });
    expect(result).to.deep.equal({
      status: 'success',
      redirect: undefined,
      successMessage: 'Thank you! We will be in touch.',
      postSubmitHtml: '<p class="after">We read every message.</p>',
    });
    const [row] = await storedSubmissions('contact');
    expect(JSON.parse(row!.fields)).to.deep.equal({
      name: ['Ada', 'Lovelace'],
      email: 'ada@example.com',
      company: 'Analytical Engines',
      message: 'Hello from the forms core.',
      guests: '3',
      website: 'https://example.com',
      budget: '1200',
      password: '',
      twitter: '@ada',
      'visit-date': ['12', '10', '2025'],
      'visit-time': ['02', '30', '00', 'PM'],
      address: ['1 Main St', '', 'Springfield', 'IL', '62701', 'US'],
      phone: ['', '555', '123', '4567'],
      'contact-by': 'Email',
      topics: ['Shop', 'Events'],
      'heard-from': 'A friend',
      experience: {
        'The site is easy to use.': ['2'],
        'I found what I was looking for.': ['1'],
      },
      source: 'wtr',
    });
    expect(row).to.deep.include({
      page_title: 'Dev API round trip',
      page_id: 'col-dev',
      content_source: 'c',
      page_path: location.pathname,
      page_permission_type_value: 1,
      captcha_key: null,
    });
  });

  it("shows the server's field errors with the general message", async () => {
    const definition = await ownForm();
    const result = await submitForm({
      definition,
      values: { ...everyValue, topics: ['Knitting'], 'visit-date': ['13', '40', '2025'] },
      ...page,
    });
    expect(result).to.deep.equal({
      status: 'failure',
      message: 'One or more fields is invalid, please check your entries.',
      errors: {
        'visit-date': 'Preferred date is not a valid date.',
        topics: 'Topics is not valid.',
      },
    });
    expect(await storedSubmissions(definition.id)).to.deep.equal([]);
  });

  it("answers a form the server does not know with 'This form has not been configured yet.'", async () => {
    const definition = { ...(await readDefinition('contact')), id: 'no-such-form' };
    const result = await submitForm({ definition, values: everyValue, ...page });
    expect(result).to.deep.equal({
      status: 'failure',
      message: 'This form has not been configured yet.',
      errors: {},
    });
  });

  it('sends a submission kept offline exactly once, even when its spent key is tried again', async () => {
    const definition = await ownForm();
    const kept = await submitForm({
      definition,
      values: everyValue,
      navigator: { onLine: false },
      ...page,
    });
    expect(kept.status).to.equal('saved-offline');
    const [record] = await listPending();

    const outcomes = await sendSavedSubmissions();
    expect(outcomes.map((o) => [o.status, o.message])).to.deep.equal([
      ['sent', 'Your saved submission has been sent.'],
    ]);
    const stored = await storedSubmissions(definition.id);
    expect(stored).to.have.length(1);

    // The page closed after the server stored it, before the record was removed: the record
    // comes back with its spent key, which the server refuses (401: used), so nothing is stored
    // twice, and the visitor is told it was sent.
    await putPending({ ...record!, key: stored[0]!.key });
    const again = await sendSavedSubmissions();
    expect(again.map((o) => [o.status, o.message])).to.deep.equal([
      ['sent', 'Your saved submission has been sent.'],
    ]);
    expect(await storedSubmissions(definition.id)).to.have.length(1);
    expect(await listPending()).to.deep.equal([]);
  });
});
