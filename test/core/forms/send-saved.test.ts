import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { getCookie, setCookie } from '../../../core/net/cookies.ts';
import {
  OUTCOME_CHANNEL_NAME,
  REFUSED_KEEP_MS,
  SEND_LOCK_NAME,
  forgetSavedSubmission,
  listPending,
  putPending,
  sendSavedSubmissions,
  submitForm,
  watchConnection,
  type SavedSubmissionOutcome,
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

const online = { onLine: true, locks: undefined };

/** Keeps a contact submission offline; returns its id. */
async function keep(email = 'ada@example.com', extra = {}): Promise<string> {
  const result = await submitForm({
    definition: contactForm(),
    values: { ...contactValues(), email },
    navigator: { onLine: false },
    ...testPage,
    ...extra,
  });
  if (result.status !== 'saved-offline') throw new Error(`not kept: ${JSON.stringify(result)}`);
  return result.id;
}

function send(answers: Answer[], extra = {}) {
  const scripted = scriptedFetch(...answers);
  const pending = sendSavedSubmissions({
    client: clientFor(scripted.fetcher),
    navigator: online,
    ...extra,
  });
  return { ...scripted, pending };
}

const saves = (calls: ReturnType<typeof scriptedFetch>['calls']) =>
  calls.filter((call) => call.url.pathname === '/api/form/SaveFormSubmission');

/** A promise with its resolve function, to hold a fake answer back. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('sendSavedSubmissions', () => {
  beforeEach(deleteFormsDatabase);

  it('sends a kept submission with a fresh key, then removes it', async () => {
    const id = await keep();
    const { calls, pending } = send([keyAnswer('fresh'), json(200, {})]);
    const outcomes = await pending;
    expect(outcomes).to.have.length(1);
    expect(outcomes[0]).to.deep.include({
      id,
      formId: 'contact',
      status: 'sent',
      message: 'Your saved submission has been sent.',
      errors: {},
    });
    expect(calls.map((c) => c.url.pathname)).to.deep.equal([
      '/api/form/FormSubmissionKey',
      '/api/form/SaveFormSubmission',
    ]);
    expect(calls[1]!.body).to.deep.equal({
      key: 'fresh',
      formId: 'contact',
      isOverlayForm: false,
      submitButtonText: 'Send',
      form: '{"name":["Ada","Lovelace"],"email":"ada@example.com","message":"Hello"}',
      pageTitle: 'Contact us',
      pageId: 'col-1',
      contentSource: 'c',
      pagePath: '/contact',
      pagePermissionTypeValue: 1,
    });
    expect(await listPending()).to.deep.equal([]);
  });

  it('sends each kept submission with its own key, oldest first', async () => {
    await keep('first@example.com');
    await keep('second@example.com');
    let n = 0;
    const { calls, pending } = send([
      (call) => (call.url.pathname.endsWith('Key') ? keyAnswer(`key-${++n}`) : json(200, {})),
    ]);
    expect((await pending).map((o) => o.status)).to.deep.equal(['sent', 'sent']);
    expect(
      saves(calls).map((c) => [c.body!.key, JSON.parse(c.body!.form as string).email]),
    ).to.deep.equal([
      ['key-1', 'first@example.com'],
      ['key-2', 'second@example.com'],
    ]);
  });

  it('writes the fresh key down before sending, and tries a spent key before asking again', async () => {
    await keep();
    const seen: Array<string | undefined> = [];
    const first = send([
      keyAnswer('k1'),
      async () => {
        seen.push((await listPending())[0]!.key);
        throw offlineError();
      },
    ]);
    expect((await first.pending).map((o) => o.status)).to.deep.equal(['kept']);
    expect(seen).to.deep.equal(['k1']);
    expect((await listPending())[0]!.key).to.equal('k1');

    const second = send([json(200, {})]);
    expect((await second.pending).map((o) => o.status)).to.deep.equal(['sent']);
    expect(second.calls.map((c) => c.url.pathname)).to.deep.equal(['/api/form/SaveFormSubmission']);
    expect(second.calls[0]!.body!.key).to.equal('k1');
  });

  it('takes a spent key refused with 401 as sent, and a fresh key refused with 401 as failed', async () => {
    await keep();
    const lost = send([keyAnswer('k1'), offlineError()]);
    await lost.pending;
    const spent = send([json(401, { error: 'Invalid submission key' })]);
    expect((await spent.pending).map((o) => [o.status, o.message])).to.deep.equal([
      ['sent', 'Your saved submission has been sent.'],
    ]);
    expect(spent.calls).to.have.length(1);
    expect(await listPending()).to.deep.equal([]);

    await keep();
    const fresh = send([keyAnswer('k2'), json(401, { error: 'Invalid submission key' })]);
    expect((await fresh.pending).map((o) => [o.status, o.message])).to.deep.equal([
      ['failed', 'Unable to submit form. Please try again later.'],
    ]);
    expect(
      (await listPending()).map(({ key, refused }) => [key, refused?.message, refused?.errors]),
    ).to.deep.equal([[undefined, 'Unable to submit form. Please try again later.', {}]]);
  });

  it('keeps a submission, key and all, when the crumb fails twice', async () => {
    await keep();
    await send([keyAnswer('k1'), offlineError()]).pending;
    const crumbFail = json(401, { crumbFail: true, crumb: 'fresh', error: 'Invalid crumb' });
    const crumb = getCookie('crumb');
    const { calls, pending } = send([crumbFail]);
    const outcomes = await pending;
    // The page's own crumb goes back, for the tests that call the dev API.
    if (crumb) setCookie('crumb', crumb);
    expect(outcomes.map((o) => [o.status, o.message])).to.deep.equal([
      ['kept', 'Unable to submit form. Please try again later.'],
    ]);
    expect(calls).to.have.length(2);
    expect((await listPending())[0]!.key).to.equal('k1');
  });

  it('keeps a submission refused for good, with the reason, until it is forgotten, and sends it no more', async () => {
    await keep('one@example.com');
    await keep('two@example.com');
    await keep('three@example.com');
    const answers = [
      json(400, { errors: { email: 'Blocked address' } }),
      json(404, {}),
      json(400, { errors: { email: 'Blocked' } }),
    ];
    let save = 0;
    const { pending } = send([
      (call) => (call.url.pathname.endsWith('Key') ? keyAnswer() : answers[save++]!.clone()),
    ]);
    const outcomes = await pending;
    expect(
      outcomes.map(({ status, message, errors }) => ({ status, message, errors })),
    ).to.deep.equal([
      {
        status: 'failed',
        message: 'One or more fields is invalid, please check your entries.',
        errors: { email: 'Blocked address' },
      },
      { status: 'failed', message: 'This form has not been configured yet.', errors: {} },
      {
        status: 'failed',
        message: 'One or more fields is invalid, please check your entries.',
        errors: { email: 'Blocked' },
      },
    ]);
    // No form of theirs may be on the page: each stays kept, so that one can show the refusal.
    expect((await listPending()).map((record) => record.refused?.message)).to.deep.equal([
      'One or more fields is invalid, please check your entries.',
      'This form has not been configured yet.',
      'One or more fields is invalid, please check your entries.',
    ]);
    // Every later run reports them again, offline too, with the values to give back; it sends
    // nothing.
    for (const extra of [{}, { navigator: { onLine: false } }]) {
      const later = send([keyAnswer()], extra);
      const again = await later.pending;
      expect(later.calls).to.deep.equal([]);
      expect(again.map((o) => [o.status, o.message, o.errors, o.values.email])).to.deep.equal([
        [
          'failed',
          'One or more fields is invalid, please check your entries.',
          { email: 'Blocked address' },
          'one@example.com',
        ],
        ['failed', 'This form has not been configured yet.', {}, 'two@example.com'],
        [
          'failed',
          'One or more fields is invalid, please check your entries.',
          { email: 'Blocked' },
          'three@example.com',
        ],
      ]);
    }
    // Shown by a form, a refusal is let go.
    await forgetSavedSubmission(outcomes[1]!.id);
    expect((await listPending()).map((record) => record.values.email)).to.deep.equal([
      'one@example.com',
      'three@example.com',
    ]);
  });

  it("names a newsletter's refused fields with the general message too", async () => {
    await keep('x@example.com', { definition: contactForm({ isNewsletter: true }) });
    const { pending } = send([keyAnswer(), json(400, { errors: { email: 'Taken' } })]);
    expect((await pending)[0]).to.deep.include({
      status: 'failed',
      message: 'One or more fields is invalid, please check your entries.',
      errors: { email: 'Taken' },
    });
  });

  it('keeps a submission refused for now (429, 5xx) and forgets its key', async () => {
    for (const [answer, message] of [
      [
        json(429, {}),
        'Unable to submit form. Submission rate limit exceeded. Please try again later.',
      ],
      [json(500, {}), 'Unable to send form. Please try again later.'],
      [json(503, {}), 'Unknown error, please try again later.'],
    ] as const) {
      await deleteFormsDatabase();
      await keep();
      const { pending } = send([keyAnswer('k'), answer]);
      expect(
        (await pending).map(({ status, message: m }) => ({ status, message: m })),
      ).to.deep.equal([{ status: 'kept', message }]);
      const [kept] = await listPending();
      expect(kept).to.not.have.property('key');
    }
  });

  it('keeps a submission when no key comes back', async () => {
    await keep();
    const refused = send([json(500, {})]);
    expect((await refused.pending)[0]).to.deep.include({
      status: 'kept',
      message: 'Could not get a form submission key, please try again later.',
    });
    const unreachable = send([offlineError()]);
    expect((await unreachable.pending)[0]).to.deep.include({
      status: 'kept',
      message: 'Unable to connect…',
    });
    expect(await listPending()).to.have.length(1);
  });

  it('stops at the first send that finds no connection', async () => {
    await keep('one@example.com');
    await keep('two@example.com');
    const { calls, pending } = send([keyAnswer(), offlineError()]);
    expect((await pending).map((o) => o.status)).to.deep.equal(['kept']);
    expect(calls).to.have.length(2);
    expect(await listPending()).to.have.length(2);
  });

  it('tries nothing while the browser is offline, or without IndexedDB', async () => {
    await keep();
    const offline = send([keyAnswer()], { navigator: { onLine: false } });
    expect(await offline.pending).to.deep.equal([]);
    const noStore = send([keyAnswer()], { indexedDB: null });
    expect(await noStore.pending).to.deep.equal([]);
    expect(offline.calls.length + noStore.calls.length).to.equal(0);
    expect(await listPending()).to.have.length(1);
  });

  it('keeps a submission whose key cannot be written down', async () => {
    await keep();
    const put = sinon
      .stub(IDBObjectStore.prototype, 'put')
      .throws(new DOMException('full', 'QuotaExceededError'));
    let outcomes: SavedSubmissionOutcome[];
    let calls: ReturnType<typeof scriptedFetch>['calls'];
    try {
      const sent = send([keyAnswer(), json(200, {})]);
      outcomes = await sent.pending;
      calls = sent.calls;
    } finally {
      put.restore();
    }
    expect(outcomes.map((o) => [o.status, o.message])).to.deep.equal([
      ['kept', 'Unknown error, please try again later.'],
    ]);
    expect(saves(calls)).to.have.length(0);
  });

  it('never runs twice at once: a second call shares the run, and it goes round again', async () => {
    await keep('one@example.com');
    const hold = deferred<Response>();
    let keys = 0;
    const { calls, fetcher } = scriptedFetch((call) =>
      call.url.pathname.endsWith('Key')
        ? keyAnswer(`key-${++keys}`)
        : keys === 1
          ? hold.promise
          : json(200, {}),
    );
    const env = { client: clientFor(fetcher), navigator: online };
    const first = sendSavedSubmissions(env);
    await waitFor(() => saves(calls).length === 1);
    // Kept while the first run is under way: picked up when the run goes round again.
    await keep('two@example.com');
    const second = sendSavedSubmissions(env);
    expect(second).to.equal(first);
    hold.resolve(json(200, {}));
    const outcomes = await first;
    expect(outcomes.map((o) => o.status)).to.deep.equal(['sent', 'sent']);
    expect(saves(calls).map((c) => JSON.parse(c.body!.form as string).email)).to.deep.equal([
      'one@example.com',
      'two@example.com',
    ]);
    expect(await listPending()).to.deep.equal([]);
  });

  it('lets go of a refusal no form has shown 30 days after it was refused, unreported', async () => {
    expect(REFUSED_KEEP_MS).to.equal(30 * 24 * 60 * 60 * 1000);
    const refused = { message: 'This form has not been configured yet.', errors: {} };
    await keep('old@example.com');
    await keep('recent@example.com');
    await keep('before-at@example.com');
    const [old, recent, legacy] = await listPending();
    const now = Date.now();
    await putPending({ ...old!, refused: { ...refused, at: now - REFUSED_KEEP_MS - 1000 } });
    await putPending({ ...recent!, refused: { ...refused, at: now - REFUSED_KEEP_MS + 60_000 } });
    // Refused before the time of refusal was written down: counted from when it was kept.
    await putPending({ ...legacy!, savedAt: now - REFUSED_KEEP_MS - 1000, refused });
    const { calls, pending } = send([keyAnswer()]);
    const outcomes = await pending;
    expect(calls).to.deep.equal([]);
    expect(outcomes.map((o) => [o.status, o.values.email])).to.deep.equal([
      ['failed', 'recent@example.com'],
    ]);
    expect((await listPending()).map((record) => record.values.email)).to.deep.equal([
      'recent@example.com',
    ]);
  });

  it('writes down when a submission was refused', async () => {
    await keep();
    const before = Date.now();
    await send([keyAnswer(), json(404, {})]).pending;
    const [record] = await listPending();
    expect(record!.refused!.at).to.be.within(before, Date.now());
  });

  it("holds the 'ss-forms-pending' Web Lock, so another tab's run waits", async () => {
    expect(SEND_LOCK_NAME).to.equal('ss-forms-pending');
    await keep();
    const release = deferred();
    const held = navigator.locks.request(SEND_LOCK_NAME, () => release.promise);
    const { calls, pending } = send([keyAnswer(), json(200, {})], {
      navigator: { onLine: true, locks: navigator.locks },
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(calls).to.have.length(0);
    release.resolve();
    await held;
    expect((await pending).map((o) => o.status)).to.deep.equal(['sent']);
  });

  it('ends a run whose lock manager fails, keeping what was kept', async () => {
    await keep();
    const locks = { request: () => Promise.reject(new Error('no locks')) };
    const { pending } = send([keyAnswer()], { navigator: { onLine: true, locks } });
    expect(await pending).to.deep.equal([]);
    expect(await listPending()).to.have.length(1);
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(condition()).to.equal(true);
}

describe('watchConnection', () => {
  beforeEach(deleteFormsDatabase);

  it("sends at once and on each 'online' event, reporting each submission once", async () => {
    await keep('one@example.com');
    const target = new EventTarget();
    const sent: SavedSubmissionOutcome[] = [];
    const { calls, fetcher } = scriptedFetch((call) =>
      call.url.pathname.endsWith('Key') ? keyAnswer() : json(200, {}),
    );
    const stop = watchConnection((outcome) => sent.push(outcome), {
      window: target,
      client: clientFor(fetcher),
      navigator: online,
    });
    // Two events while the first run is under way share it; it is reported once.
    target.dispatchEvent(new Event('online'));
    await waitFor(() => sent.length === 1);
    expect(sent[0]).to.deep.include({
      status: 'sent',
      message: 'Your saved submission has been sent.',
    });

    const id = await keep('two@example.com');
    target.dispatchEvent(new Event('online'));
    await waitFor(() => sent.length === 2);
    expect(sent[1]!.id).to.equal(id);

    stop();
    await keep('three@example.com');
    target.dispatchEvent(new Event('online'));
    await new Promise((r) => setTimeout(r, 30));
    expect(sent).to.have.length(2);
    expect(saves(calls)).to.have.length(2);
  });

  it('does not report kept submissions, and survives a callback that throws', async () => {
    await keep('one@example.com');
    await keep('two@example.com');
    const error = sinon.stub(console, 'error');
    const seen: string[] = [];
    try {
      const { fetcher } = scriptedFetch((call) =>
        call.url.pathname.endsWith('Key') ? keyAnswer() : json(404, {}),
      );
      const stop = watchConnection(
        (outcome) => {
          seen.push(outcome.status);
          throw new Error('listener broke');
        },
        { window: null, client: clientFor(fetcher), navigator: online },
      );
      await waitFor(() => seen.length === 2);
      stop();
      expect(seen).to.deep.equal(['failed', 'failed']);
      expect(error.callCount).to.equal(2);
    } finally {
      error.restore();
    }
    // The refusals shown, they are let go.
    for (const record of await listPending()) await forgetSavedSubmission(record.id);
    const kept = scriptedFetch(json(500, {}));
    await keep();
    const reports: SavedSubmissionOutcome[] = [];
    const stop = watchConnection((o) => reports.push(o), {
      window: null,
      client: clientFor(kept.fetcher),
      navigator: online,
    });
    await waitFor(() => kept.calls.length === 1);
    await new Promise((r) => setTimeout(r, 20));
    stop();
    expect(reports).to.deep.equal([]);
  });

  it("hears what another tab's run sent, on the 'ss-forms-outcomes' channel", async () => {
    expect(OUTCOME_CHANNEL_NAME).to.equal('ss-forms-outcomes');
    const sentId = await keep('sent@example.com');
    const refusedId = await keep('refused@example.com');
    await keep('kept@example.com');
    const heard: SavedSubmissionOutcome[] = [];
    // This tab is offline: its own run sends nothing.
    const stop = watchConnection((outcome) => heard.push(outcome), {
      window: null,
      navigator: { onLine: false },
    });
    const posted: unknown[] = [];
    const elsewhere = new BroadcastChannel(OUTCOME_CHANNEL_NAME);
    elsewhere.onmessage = ({ data }) => posted.push(data);
    try {
      await sendSavedSubmissions({ indexedDB: null });
      const answers = [json(200, {}), json(404, {}), json(503, {})];
      let save = 0;
      await send([
        (call) => (call.url.pathname.endsWith('Key') ? keyAnswer() : answers[save++]!.clone()),
      ]).pending;
      await waitFor(() => heard.length === 1);
      expect(heard.map((o) => [o.id, o.status, o.message, o.values.email])).to.deep.equal([
        [sentId, 'sent', 'Your saved submission has been sent.', 'sent@example.com'],
      ]);
      // A refusal is not told (it stays kept, for the form that kept it to hear at its next
      // run), nor what is still kept, nor a refusal reported again by a later run.
      await send([keyAnswer()], { navigator: { onLine: false } }).pending;
      await new Promise((r) => setTimeout(r, 30));
      expect(posted.map((o) => (o as SavedSubmissionOutcome).id)).to.deep.equal([sentId]);
      expect((await listPending()).find((record) => record.id === refusedId)!.refused).to.include({
        message: 'This form has not been configured yet.',
      });
      // A message of another shape, or a refusal, is not heard; once stopped, nothing more is.
      elsewhere.postMessage({ id: 'x', status: 'sent' });
      elsewhere.postMessage({ ...heard[0], id: 'told-failed', status: 'failed' });
      await new Promise((r) => setTimeout(r, 30));
      expect(heard).to.have.length(1);
      stop();
      elsewhere.postMessage({ ...heard[0], id: 'after-stop' });
      await new Promise((r) => setTimeout(r, 30));
      expect(heard).to.have.length(1);
    } finally {
      stop();
      elsewhere.close();
    }
  });

  it("listens to the page's own window when none is given", async () => {
    const add = sinon.spy(window, 'addEventListener');
    const remove = sinon.spy(window, 'removeEventListener');
    try {
      const stop = watchConnection(() => {}, { navigator: { onLine: false } });
      stop();
      expect(add.calledWith('online')).to.equal(true);
      expect(remove.calledWith('online')).to.equal(true);
    } finally {
      add.restore();
      remove.restore();
    }
  });
});
