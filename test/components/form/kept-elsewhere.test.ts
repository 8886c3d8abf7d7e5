import { aTimeout, expect, oneEvent, waitUntil } from '@open-wc/testing';
import type { SsForm } from '../../../components/form/form.ts';
import { listPending, sendSavedSubmissions } from '../../../core/forms/index.ts';
import { CONTACT } from './fixtures.ts';
import { field, fill, json, mount, part, scripted, submitButton } from './harness.ts';

const deleteSaved = () =>
  new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase('ss-forms');
    request.onsuccess = request.onerror = () => resolve();
  });

/** A filled contact form whose own sends never get through (the browser staying online). */
async function keptForm(): Promise<SsForm> {
  // A run an earlier test's form started may still be under way: one more round, with no store,
  // ends it.
  await sendSavedSubmissions({ indexedDB: null });
  await deleteSaved();
  const { client } = scripted(() => {
    throw new TypeError('Failed to fetch');
  });
  const form = await mount({ ...CONTACT, id: `elsewhere-${Date.now()}` }, client);
  await fill(form);
  const saved = oneEvent(form, 'ss-submit-saved');
  submitButton(form).click();
  await saved;
  // Its first try ended: what follows is another tab's.
  await sendSavedSubmissions({ indexedDB: null });
  expect(form.submissionStatus).to.equal('saved');
  return form;
}

/** What another tab does: a run of its own, through a connection that works. */
async function sendFromAnotherTab(answer = () => json(200, {})): Promise<void> {
  const { client } = scripted(answer);
  const outcomes = await sendSavedSubmissions({ client });
  expect(outcomes.map((o) => o.status)).to.have.length(1);
}

describe('<ss-form> with its kept submission settled by another tab', () => {
  it('succeeds at once when another tab sends it', async function () {
    this.timeout(10000);
    const form = await keptForm();
    const succeeded = oneEvent(form, 'ss-submit-success');
    const sentAt = performance.now();
    await sendFromAnotherTab();
    const { detail } = await succeeded;
    // Heard on the channel, not at its own next try (2 s after it was kept).
    expect(performance.now() - sentAt).to.be.below(1000);
    expect(detail.values).to.deep.include({ email: 'ada@example.com' });
    await form.updateComplete;
    expect(part(form, 'success')!.textContent).to.equal('Thank you! We will be in touch.');
    expect(await listPending()).to.deep.equal([]);
  });

  it("shows another tab's refusal of it at its next try, the fields open to correct it", async function () {
    this.timeout(10000);
    const form = await keptForm();
    await sendFromAnotherTab(() => json(400, { errors: { email: 'Blocked address' } }));
    // Not told on the channel: kept, marked refused, it is heard by the form's own next run
    // (2 s after it was kept).
    await waitUntil(() => form.submissionStatus === 'failure', 'the refusal was not heard', {
      timeout: 5000,
    });
    await form.updateComplete;
    const email = field(form, 'email');
    await email.updateComplete;
    expect(email.shadowRoot!.querySelector('[part="error"]')!.textContent).to.equal(
      'Blocked address',
    );
    expect(email.shadowRoot!.querySelector('input')!.disabled).to.equal(false);
    // Shown, it is let go.
    await waitUntil(async () => (await listPending()).length === 0, 'the refusal was kept');
  });

  it('takes it as sent when it is gone on its next try, sent while the form was out of the page', async function () {
    this.timeout(15000);
    const form = await keptForm();
    const parent = form.parentElement!;
    form.remove();
    await sendFromAnotherTab();
    await aTimeout(50);
    expect(form.submissionStatus).to.equal('saved');
    const succeeded = oneEvent(form, 'ss-submit-success');
    parent.append(form);
    const { detail } = await succeeded;
    expect(detail.values).to.deep.include({ email: 'ada@example.com' });
    expect(form.submissionStatus).to.equal('success');
  });
});
