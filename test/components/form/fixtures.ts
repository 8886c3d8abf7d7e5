import type { FieldDefinition, FormDefinition } from '../../../core/forms/definition.ts';

/** One field of every kind the form builder offers. */
export const EVERY_KIND: FieldDefinition[] = [
  { id: 'f-text', type: 'text', title: 'Company', placeholder: 'Where you work', required: true },
  { id: 'f-textarea', type: 'textarea', title: 'Message', maxLength: 10, required: true },
  { id: 'f-email', type: 'email', title: 'Email', required: true },
  { id: 'f-number', type: 'number', title: 'Guests', required: true },
  { id: 'f-website', type: 'website', title: 'Website', required: true },
  { id: 'f-currency', type: 'currency', title: 'Budget', currencySymbol: '$', required: true },
  { id: 'f-password', type: 'password', title: 'Password', required: true },
  { id: 'f-twitter', type: 'twitter', title: 'Twitter', required: true },
  { id: 'f-date', type: 'date', title: 'Date', required: true },
  { id: 'f-time', type: 'time', title: 'Time', required: true },
  { id: 'f-name', type: 'name', title: 'Name', required: true },
  { id: 'f-address', type: 'address', title: 'Address', required: true },
  { id: 'f-phone', type: 'phone', title: 'Phone', showCountryCode: true, required: true },
  {
    id: 'f-radio',
    type: 'radio',
    title: 'Contact by',
    options: ['Email', 'Phone'],
    required: true,
  },
  { id: 'f-checkbox', type: 'checkbox', title: 'Topics', options: ['A', 'B'], required: true },
  {
    id: 'f-select',
    type: 'select',
    title: 'Heard from',
    options: ['Friend', 'Search'],
    required: true,
  },
  { id: 'f-likert', type: 'likert', title: 'Experience', options: ['Easy to use'], required: true },
];

/** What a visitor types into each kind, as the field's raw value, and the value it sends. */
export const FILLED: Record<string, { raw: unknown; value: unknown }> = {
  'f-text': { raw: 'Acme', value: 'Acme' },
  'f-textarea': { raw: 'Hello', value: 'Hello' },
  'f-email': { raw: 'ada@example.com', value: 'ada@example.com' },
  'f-number': { raw: '4', value: '4' },
  'f-website': { raw: 'https://example.com', value: 'https://example.com' },
  'f-currency': { raw: '12.50', value: '12.50' },
  'f-password': { raw: 'secret', value: 'secret' },
  'f-twitter': { raw: '@ada', value: '@ada' },
  'f-date': { raw: ['3', '7', '2026'], value: ['03', '07', '2026'] },
  'f-time': { raw: ['9', '5', '0', 'AM'], value: ['09', '05', '00', 'AM'] },
  'f-name': { raw: ['Ada', 'Lovelace'], value: ['Ada', 'Lovelace'] },
  'f-address': {
    raw: ['1 Main St', '', 'Springfield', 'IL', '62701', 'US'],
    value: ['1 Main St', '', 'Springfield', 'IL', '62701', 'US'],
  },
  'f-phone': { raw: ['', '555', '123', '4567'], value: ['', '555', '123', '4567'] },
  'f-radio': { raw: 'Phone', value: 'Phone' },
  'f-checkbox': { raw: ['B'], value: ['B'] },
  'f-select': { raw: 'Search', value: 'Search' },
  'f-likert': { raw: { 'Easy to use': ['2'] }, value: { 'Easy to use': ['2'] } },
};

export const CONTACT: FormDefinition = {
  id: 'contact',
  name: 'Contact',
  submitButtonText: 'Send',
  successMessage: 'Thank you! We will be in touch.',
  postSubmitHtml:
    '<p class="after">We read every message.</p><script>window.ssAfterRan = (window.ssAfterRan ?? 0) + 1;</script>',
  textareaMaxLengthEnabled: true,
  fields: [
    { id: 'name', type: 'name', title: 'Name', required: true },
    { id: 'email', type: 'email', title: 'Email', required: true },
    { id: 'about', type: 'section', title: 'About you', underline: true },
    { id: 'message', type: 'textarea', title: 'Message', maxLength: 20 },
    { id: 'source', type: 'hidden', title: 'Source', key: 'source', value: 'demo' },
  ],
};

export const NEWSLETTER: FormDefinition = {
  id: 'newsletter',
  name: 'Newsletter',
  isNewsletter: true,
  submitButtonText: 'Subscribe',
  successMessage: 'You are subscribed.',
  fields: [{ id: 'email', type: 'email', title: 'Email', required: true }],
};
