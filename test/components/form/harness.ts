import { aTimeout, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { CaptchaProvider, SsForm, SsFormField } from '../../../components/form/form.ts';
import '../../../components/form/form.ts';
import { DataClient } from '../../../core/data/client.ts';
import type { FormDefinition } from '../../../core/forms/definition.ts';

export interface Sent {
  path: string;
  body: Record<string, unknown>;
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A data client whose answers come from a script: the key call, then the save call. */
export function scripted(
  save: () => Response | Promise<Response>,
  key: () => Response = () => json(200, { key: 'k1' }),
) {
  const sent: Sent[] = [];
  const fetcher = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = new URL(String(input)).pathname;
    sent.push({ path, body: init.body ? JSON.parse(String(init.body)) : {} });
    return path.endsWith('FormSubmissionKey') ? key() : save();
  };
  return { sent, client: new DataClient({ fetch: fetcher as typeof fetch }) };
}

export const mount = (
  definition: FormDefinition | string,
  client?: DataClient,
  captcha?: CaptchaProvider,
) =>
  fixture<SsForm>(
    html`<ss-form .definition=${definition} .client=${client} .captcha=${captcha}></ss-form>`,
  );

export const part = (form: SsForm, name: string) =>
  form.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
export const fields = (form: SsForm) => [
  ...form.shadowRoot!.querySelectorAll<SsFormField>('ss-form-field'),
];
export const field = (form: SsForm, id: string) =>
  fields(form).find((element) => element.field?.id === id)!;
export const submitButton = (form: SsForm) => part(form, 'submit') as HTMLButtonElement;

/** Fills the fields of `CONTACT` as a visitor would. */
export async function fill(form: SsForm) {
  field(form, 'name').rawValue = ['Ada', 'Lovelace'];
  field(form, 'email').rawValue = 'ada@example.com';
  field(form, 'message').rawValue = 'Hello';
  await Promise.all(fields(form).map((element) => element.updateComplete));
}

/** Presses Enter where focus is and waits until the failure it brings has settled (focus moved). */
export async function pressEnterToFail(form: SsForm): Promise<void> {
  const failed = oneEvent(form, 'ss-submit-failure');
  await sendKeys({ press: 'Enter' });
  await failed;
  await form.updateComplete;
  await aTimeout(0);
}
