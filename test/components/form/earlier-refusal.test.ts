import { aTimeout, expect, oneEvent, waitUntil } from '@open-wc/testing';
import type { SsForm } from '../../../components/form/form.ts';
import { listPending, sendSavedSubmissions } from '../../../core/forms/index.ts';
import { CONTACT, NEWSLETTER } from './fixtures.ts';
import { field, fill, json, mount, part, scripted, submitButton } from './harness.ts';

const deleteSaved = () =>
  new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase('ss-forms');
    request.onsuccess = request.onerror = () => resolve();
  });

const refusal = { error: 'Invalid', errors: { email: 'This address bounced.' } };
const errorOf = (form: SsForm, id: string) =>
  field(form, id).shadowRoot!.querySelector('[part="error"]')?.textContent;

describe('<ss-form> and a kept submission refused where no form of its id was shown', () => {
  beforeEach(async () => {
    // A run an earlier test's form started may still be under way: one more round, with no
    // store, ends it.
    await sendSavedSubmissions({ indexedDB: null });
    await deleteSaved();
  });

  it('keeps the refusal until a form of its id, with nothing entered, shows it with the values back', async function () {
    this.timeout(15000);
    const definition = { ...CONTACT, id: `earlier-${Date.now()}` };
    // Kept: the save found no connection. The visitor then leaves the page.
    const down = scripted(() => {
      throw new TypeError('Failed to fetch');
    });
    const first = await mount(definition, down.client);
    await fill(first);
    const saved = oneEvent(first, 'ss-submit-saved');
    submitButton(first).click();
    await saved;
    first.remove();

    // On another page, another form's run sends it, and the server refuses it for good.
    const other = await mount(
      { ...NEWSLETTER, id: `other-${Date.now()}` },
      scripted(() => json(400, refusal)).client,
    );
    await waitUntil(
      async () => (await listPending()).some((record) => record.refused),
      'the refused submission was not kept',
      { timeout: 5000 },
    );
    const [kept] = await listPending();
    expect(kept!.refused).to.deep.include({
      message: 'One or more fields is invalid, please check your entries.',
      errors: { email: 'This address bounced.' },
    });
    await other.updateComplete;
    expect(other.submissionStatus).to.equal('idle');
    other.remove();

    // A form of its id where the visitor has begun typing: what they type is not overwritten.
    const busy = await mount(definition, scripted(() => json(200, {})).client);
    field(busy, 'message').rawValue = 'Something new';
    await aTimeout(300);
    await busy.updateComplete;
    expect(busy.submissionStatus).to.equal('idle');
    expect(field(busy, 'message').value).to.equal('Something new');
    expect(await listPending()).to.have.length(1);
    busy.remove();

    // A later visit: the form of its id shows the refusal, the values back to correct.
    const later = await mount(definition, scripted(() => json(200, {})).client);
    await waitUntil(() => later.submissionStatus === 'failure', 'the refusal was not shown', {
      timeout: 5000,
    });
    await later.updateComplete;
    await field(later, 'email').updateComplete;
    expect(field(later, 'email').value).to.equal('ada@example.com');
    expect(field(later, 'name').value).to.deep.equal(['Ada', 'Lovelace']);
    expect(field(later, 'message').value).to.equal('Hello');
    expect(errorOf(later, 'email')).to.equal('This address bounced.');
    expect(part(later, 'top')!.textContent).to.include(
      'One or more fields is invalid, please check your entries.',
    );
    expect(part(later, 'status')!.textContent).to.equal(
      'Your saved submission was not accepted. It is back in the form: please check it and send it again.',
    );
    expect(field(later, 'email').shadowRoot!.querySelector('input')!.disabled).to.equal(false);
    // Shown, it is let go: no other form shows it again.
    await waitUntil(async () => (await listPending()).length === 0, 'the refusal was kept');
  });
});
