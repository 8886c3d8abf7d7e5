import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Locator } from 'playwright-core';
import { startHarness, type Harness } from './harness.ts';

let harness: Harness;
before(async () => {
  harness = await startHarness();
});
after(() => harness?.close());

const fieldInput = (form: Locator, id: string) =>
  form
    .locator(`ss-form-field`)
    .filter({ has: form.page().locator(`[name="${id}"]`) })
    .locator(`[name="${id}"]`);

describe('forms on the demo site', () => {
  it('submits the contact form and stores the submission in SQLite', async () => {
    const { page, base } = harness;
    await page.goto(`${base}/?source=newsletter-mail#/visitor`);
    const form = page.locator('#contact-form');
    await form.locator('[part="submit"]').waitFor();
    await form.locator('[part="submit"]').click();
    await form
      .getByText('Your form has encountered a problem. Please scroll down to review.')
      .waitFor();
    await form.getByText('Name is required.').waitFor();

    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Last name').fill('Lovelace');
    await fieldInput(form, 'email').fill('ada@example.com');
    await form.getByLabel('Shop').check();
    await form.getByLabel('Month').fill('3');
    await form.getByLabel('Day').fill('7');
    await form.getByLabel('Year').fill('2027');
    await form.locator('[part="submit"]').click();
    await form.getByText('Thank you! We will be in touch.').waitFor();
    await form.getByText('We read every message.').waitFor();

    const row = harness.db
      .prepare(
        `SELECT form_id, fields, page_path, content_source FROM form_submissions ORDER BY id DESC`,
      )
      .get() as { form_id: string; fields: string; page_path: string; content_source: string };
    assert.equal(row.form_id, 'contact');
    assert.equal(row.page_path, '/');
    assert.equal(row.content_source, 'c');
    const fields = JSON.parse(row.fields) as Record<string, unknown>;
    assert.deepEqual(fields.name, ['Ada', 'Lovelace']);
    assert.equal(fields.email, 'ada@example.com');
    assert.deepEqual(fields.topics, ['Shop']);
    assert.deepEqual(fields['visit-date'], ['03', '07', '2027']);
    assert.equal(fields.source, 'newsletter-mail');
  });

  it("shows the dev API's 404 in the spec's words, keeping what was typed", async () => {
    const { page, base } = harness;
    await page.goto(`${base}/?visit=${Date.now()}#/visitor`);
    const form = page.locator('#unconfigured-form');
    await form.getByLabel('Your question').fill('Do you deliver?');
    await form.locator('[part="submit"]').click();
    await form.getByText('This form has not been configured yet.').waitFor();
    assert.equal(await form.getByLabel('Your question').inputValue(), 'Do you deliver?');
  });

  it('lets form fields take part in a plain form', async () => {
    const { page, base } = harness;
    await page.goto(`${base}/?visit=${Date.now()}#/visitor`);
    const form = page.locator('#plain-form');
    await form.getByRole('button', { name: 'Check' }).click();
    await form.getByText('Guest name is required.').waitFor();
    await form.getByLabel('First name').fill('Grace');
    await form.getByLabel('Last name').fill('Hopper');
    await form.getByLabel('Month').fill('12');
    await form.getByLabel('Day').fill('9');
    await form.getByLabel('Year').fill('2026');
    await form.getByRole('button', { name: 'Check' }).click();
    await form
      .getByText(
        'The form holds: [["guest","Grace"],["guest","Hopper"],["arrival","12"],["arrival","09"],["arrival","2026"]]',
      )
      .waitFor();
  });

  it("shows the server's field errors above the field, with the general message", async () => {
    const { page, base } = harness;
    await page.goto(`${base}/?visit=${Date.now()}#/visitor`);
    const form = page.locator('#contact-form');
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Last name').fill('Lovelace');
    await fieldInput(form, 'email').fill('ada@example.com');
    // The browser does not check calendar dates; the dev API does (400 with an errors map).
    await form.getByLabel('Month').fill('2');
    await form.getByLabel('Day').fill('31');
    await form.getByLabel('Year').fill('2027');
    await form.locator('[part="submit"]').click();
    await form.getByText('Preferred date is not a valid date.').waitFor();
    await form.getByText('One or more fields is invalid, please check your entries.').waitFor();
    await form
      .getByText('Your form has encountered a problem. Please scroll up to review.')
      .waitFor();
  });

  it("shows the dev API's 401 for a key it did not issue", async () => {
    const { page, base } = harness;
    await page.route('**/api/form/FormSubmissionKey**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"key":"not-issued"}' }),
    );
    try {
      await page.goto(`${base}/?visit=${Date.now()}#/visitor`);
      const form = page.locator('#newsletter-form');
      await fieldInput(form, 'email').fill('ada@example.com');
      await form.locator('[part="submit"]').click();
      await form
        .getByText('Your form has encountered a problem. Please scroll down to review.')
        .waitFor();
      await form.getByText('Unable to submit form. Please try again later.').waitFor();
    } finally {
      await page.unroute('**/api/form/FormSubmissionKey**');
    }
  });

  it("shows the dev API's 429 once a form's submissions pass the rate limit", async () => {
    const { page, base } = harness;
    // The server runs in this process from Vite's own bundle of its config, so the limit is
    // set through the environment, which the dev API reads on every submission.
    process.env.SS_FORM_RATE_LIMIT = '1';
    try {
      const before = (
        harness.db
          .prepare(`SELECT COUNT(*) AS n FROM form_submissions WHERE form_id = 'newsletter'`)
          .get() as { n: number }
      ).n;
      for (const attempt of [1, 2]) {
        await page.goto(`${base}/?visit=${Date.now()}#/visitor`);
        const form = page.locator('#newsletter-form');
        await fieldInput(form, 'email').fill(`reader${attempt}@example.com`);
        await form.locator('[part="submit"]').click();
        if (attempt === 1 && before === 0) await form.getByText('You are subscribed.').waitFor();
      }
      await page
        .locator('#newsletter-form')
        .getByText('Unable to submit form. Submission rate limit exceeded. Please try again later.')
        .waitFor();
    } finally {
      delete process.env.SS_FORM_RATE_LIMIT;
    }
  });
});
