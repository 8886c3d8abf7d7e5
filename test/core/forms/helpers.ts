import { DataClient } from '../../../core/data/client.ts';
import type { FieldDefinition, FormDefinition } from '../../../core/forms/index.ts';
import { PENDING_DATABASE } from '../../../core/forms/index.ts';

export interface Call {
  url: URL;
  init: RequestInit;
  body: Record<string, unknown> | undefined;
}

export type Answer = Response | Error | ((call: Call) => Response | Promise<Response>);

export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The dev API's key answer. */
export const keyAnswer = (key = 'k-1'): Response => json(200, { data: { key } });

/** A fetch that answers from a script (the last answer repeats) and records each call. */
export function scriptedFetch(...answers: Answer[]) {
  const calls: Call[] = [];
  const fetcher = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { url: new URL(String(input)), init, body };
    calls.push(call);
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
    if (answer instanceof Error) throw answer;
    return typeof answer === 'function' ? answer(call) : answer.clone();
  };
  return { calls, fetcher: fetcher as typeof fetch };
}

export const offlineError = () => new TypeError('Failed to fetch');

export const clientFor = (fetcher: typeof fetch) =>
  new DataClient({ fetch: fetcher, pageUrl: () => 'https://example.com/contact' });

export const field = (type: FieldDefinition['type'], extra: Partial<FieldDefinition> = {}) =>
  ({
    id: `${type}-id`,
    type,
    title: type[0]!.toUpperCase() + type.slice(1),
    ...extra,
  }) as FieldDefinition;

/** A definition holding one field of every kind. */
export function everyKind(extra: Partial<FormDefinition> = {}): FormDefinition {
  return {
    id: 'form-1',
    name: 'Contact',
    submitButtonText: 'Send',
    successMessage: 'Thank you!',
    fields: [
      field('text'),
      field('textarea', { maxLength: 10 }),
      field('email'),
      field('number'),
      field('website'),
      field('currency', { currencySymbol: '$' }),
      field('password'),
      field('twitter'),
      field('date'),
      field('time'),
      field('name'),
      field('address'),
      field('phone', { showCountryCode: true }),
      field('section', { underline: true }),
      field('radio', { options: ['Red', 'Blue'] }),
      field('checkbox', { options: ['A', 'B', 'C'] }),
      field('select', { options: ['One', 'Two'] }),
      field('likert', { options: ['Service', 'Price'] }),
      field('hidden', { key: 'utm_source', value: 'direct' }),
    ],
    ...extra,
  };
}

/** A small contact form: name (required), email (required), message. */
export function contactForm(extra: Partial<FormDefinition> = {}): FormDefinition {
  return {
    id: 'contact',
    name: 'Contact',
    submitButtonText: 'Send',
    successMessage: 'Thanks, we will be in touch.',
    fields: [
      { id: 'name', type: 'name', title: 'Name', required: true },
      { id: 'email', type: 'email', title: 'Email', required: true },
      { id: 'message', type: 'textarea', title: 'Message' },
    ],
    ...extra,
  };
}

export const contactValues = () => ({
  name: ['Ada', 'Lovelace'],
  email: 'ada@example.com',
  message: 'Hello',
});

/** The page fields a test page gives instead of its own. */
export const testPage = {
  document: { title: 'Contact us' },
  location: { href: 'https://example.com/contact', pathname: '/contact', search: '' },
  context: { collectionId: 'col-1', itemId: null, pagePermissionTypeValue: 1 },
};

export function deleteFormsDatabase(): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(PENDING_DATABASE);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error);
    request.onblocked = () => reject(new Error('The forms database is still open.'));
  });
}
