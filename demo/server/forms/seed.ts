import type { FormDefinition } from '../../../core/forms/definition.ts';

/**
 * The demo's forms, stored once per database by a migration. The migration holds the SQL made
 * from these at the time it first ran: editing them later changes new databases only, so add a
 * migration (or use `PUT /api/dev/forms/:id`) to change a form that is already stored.
 */
export const CONTACT_FORM: FormDefinition = {
  id: 'contact',
  name: 'Contact',
  submitButtonText: 'Send',
  successMessage: 'Thank you! We will be in touch.',
  postSubmitHtml: '<p class="after">We read every message.</p>',
  textareaMaxLengthEnabled: true,
  fields: [
    { id: 'name', type: 'name', title: 'Name', required: true },
    {
      id: 'email',
      type: 'email',
      title: 'Email',
      required: true,
      placeholder: 'name@example.com',
    },
    { id: 'company', type: 'text', title: 'Company', placeholder: 'Where you work' },
    {
      id: 'message',
      type: 'textarea',
      title: 'Message',
      description: 'At most 200 characters.',
      maxLength: 200,
    },
    { id: 'guests', type: 'number', title: 'Number of guests' },
    { id: 'website', type: 'website', title: 'Website', placeholder: 'https://example.com' },
    { id: 'budget', type: 'currency', title: 'Budget', currencySymbol: '$' },
    {
      id: 'password',
      type: 'password',
      title: 'Password',
      description: 'Only if you were given one.',
    },
    { id: 'twitter', type: 'twitter', title: 'Twitter' },
    { id: 'visit-date', type: 'date', title: 'Preferred date' },
    { id: 'visit-time', type: 'time', title: 'Preferred time' },
    { id: 'address', type: 'address', title: 'Address' },
    { id: 'phone', type: 'phone', title: 'Phone', showCountryCode: true },
    {
      id: 'about-you',
      type: 'section',
      title: 'About you',
      description: 'Help us answer you well.',
      underline: true,
    },
    { id: 'contact-by', type: 'radio', title: 'Contact me by', options: ['Email', 'Phone'] },
    {
      id: 'topics',
      type: 'checkbox',
      title: 'Topics',
      options: ['Galleries', 'Shop', 'Events'],
    },
    {
      id: 'heard-from',
      type: 'select',
      title: 'How did you hear about us?',
      options: ['Search engine', 'A friend', 'Social media', 'Other'],
    },
    {
      id: 'experience',
      type: 'likert',
      title: 'Your experience',
      options: ['The site is easy to use.', 'I found what I was looking for.'],
    },
    { id: 'source', type: 'hidden', title: 'Source', key: 'source', value: 'demo' },
  ],
};

export const NEWSLETTER_FORM: FormDefinition = {
  id: 'newsletter',
  name: 'Newsletter',
  isNewsletter: true,
  submitButtonText: 'Subscribe',
  successMessage: 'You are subscribed.',
  fields: [{ id: 'email', type: 'email', title: 'Email Address', required: true }],
};

export const SEED_FORMS: readonly FormDefinition[] = [CONTACT_FORM, NEWSLETTER_FORM];

const sqlText = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The migration's SQL: one INSERT per seed form, `created_at` in ms since the epoch. */
export function seedFormsSql(forms: readonly FormDefinition[] = SEED_FORMS): string {
  const now = `CAST(ROUND((julianday('now') - 2440587.5) * 86400000) AS INTEGER)`;
  return forms
    .map(
      (form) =>
        `INSERT INTO forms (id, definition, created_at, updated_at)
         VALUES (${sqlText(form.id)}, ${sqlText(JSON.stringify(form))}, ${now}, ${now});`,
    )
    .join('\n');
}
