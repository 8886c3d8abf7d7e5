import {
  callSignal,
  clientOf,
  isOffline,
  navigatorOf,
  type FormEnvironment,
} from './environment.ts';
import { FORM_MESSAGES } from './messages.ts';
import { deletePending, listPending, putPending, type PendingSubmission } from './pending-store.ts';
import { postSubmission, readSaveAnswer, requestSubmissionKey } from './submission.ts';
import { isObject } from './records.ts';
import type { FormValues } from './values.ts';

/** The Web Lock that keeps two pages (tabs) from sending the kept submissions at once. */
export const SEND_LOCK_NAME = 'ss-forms-pending';

/**
 * The channel on which the page (tab) whose run sent a kept submission tells the others: a
 * submission kept in one tab may be sent by another's run, and the form waiting for it hears it
 * only so.
 */
export const OUTCOME_CHANNEL_NAME = 'ss-forms-outcomes';

/**
 * Our choice: a kept submission refused for good that no form has shown within 30 days of the
 * refusal is let go, rather than keep the visitor's values in the browser for ever.
 */
export const REFUSED_KEEP_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * What became of one kept submission: 'sent' (stored by the server, then removed), 'failed'
 * (refused for good; `message` and `errors` say why, and it stays kept, sent no more, until
 * `forgetSavedSubmission`) or 'kept' (to try again).
 */
export interface SavedSubmissionOutcome {
  id: string;
  formId: string;
  savedAt: number;
  status: 'sent' | 'failed' | 'kept';
  /** 'Your saved submission has been sent.', or why it failed or was kept. */
  message: string;
  errors: Record<string, string>;
  /** The values it holds: a form showing a refusal gives them back to the visitor to correct. */
  values: FormValues;
}

type Outcome = SavedSubmissionOutcome;

const outcome = (
  record: PendingSubmission,
  status: Outcome['status'],
  message: string,
  errors: Record<string, string> = {},
): Outcome => ({
  id: record.id,
  formId: record.formId,
  savedAt: record.savedAt,
  status,
  message,
  errors,
  values: record.values,
});

/** A refusal worth trying again later: the rate limit, or the server's own trouble. */
const isPassing = (status: number | null): boolean =>
  status === null || status === 429 || status >= 500;

/** Sends one kept submission; `unreachable` says the network is down again. */
async function sendOne(
  record: PendingSubmission,
  env: FormEnvironment,
): Promise<{ outcome: Outcome; unreachable: boolean }> {
  const client = clientOf(env);
  const spentKey = Boolean(record.key);
  let key = record.key;
  if (!key) {
    const answer = await requestSubmissionKey(client, callSignal(env));
    if (!answer.ok)
      return { outcome: outcome(record, 'kept', answer.message), unreachable: answer.unreachable };
    key = answer.key;
    // Written down before the send: if the page closes while it is on its way, the next run
    // tries this spent key first and the server cannot store the submission twice.
    await putPending({ ...record, key }, env);
  }
  const { key: _spent, ...submission } = record;
  const result = await postSubmission(
    client,
    submission,
    key,
    JSON.stringify(record.values),
    callSignal(env),
  );
  const answer = readSaveAnswer(result, record.isNewsletter);
  if (answer.kind === 'unreachable') {
    return { outcome: outcome(record, 'kept', answer.message), unreachable: true };
  }
  // The crumb failed again after the data client's one repeat: refused before the key was
  // looked at, so the record stays as it is.
  if (answer.kind === 'refused' && !result.ok && result.body?.crumbFail === true) {
    const message = answer.message ?? FORM_MESSAGES.unknownError;
    return { outcome: outcome(record, 'kept', message), unreachable: false };
  }
  if (answer.kind === 'refused' && isPassing(answer.status)) {
    // The server answered, so the key is forgotten and a fresh one asked for next time.
    await putPending(submission, env);
    return {
      outcome: outcome(record, 'kept', answer.message ?? FORM_MESSAGES.unknownError),
      unreachable: false,
    };
  }
  // A spent key refused as unauthorized was used, and a key is only used by storing the
  // submission it was sent with: the earlier send arrived.
  if (answer.kind === 'stored' || (spentKey && answer.status === 401)) {
    // Removed before the outcome is reported, so no later run can find it again.
    await deletePending(record.id, env);
    return { outcome: outcome(record, 'sent', FORM_MESSAGES.savedSent), unreachable: false };
  }
  // Refused for good: marked so, never sent again, and kept until a form has shown the visitor
  // the refusal (the page may have no form of its id to show it now).
  const refused = {
    message: answer.message ?? FORM_MESSAGES.invalidFields,
    errors: answer.errors,
    at: Date.now(),
  };
  await putPending({ ...submission, refused }, env);
  return { outcome: refusedOutcome({ ...record, refused }), unreachable: false };
}

const refusedOutcome = (record: PendingSubmission): Outcome =>
  outcome(record, 'failed', record.refused!.message, record.refused!.errors);

/** A channel to the page's other tabs, where the browser has one. */
function openChannel(): BroadcastChannel | undefined {
  return typeof BroadcastChannel === 'function'
    ? new BroadcastChannel(OUTCOME_CHANNEL_NAME)
    : undefined;
}

const expired = (record: PendingSubmission): boolean =>
  Date.now() - (record.refused!.at ?? record.savedAt) > REFUSED_KEEP_MS;

async function sendEach(env: FormEnvironment): Promise<Outcome[]> {
  let records: PendingSubmission[];
  try {
    records = await listPending(env);
  } catch {
    return [];
  }
  const outcomes: Outcome[] = [];
  // Offline, or once a send found no connection, the rest wait for the next run; refusals
  // still kept are reported all the same.
  let reachable = !isOffline(env);
  const channel = openChannel();
  for (const record of records) {
    if (record.refused) {
      if (!expired(record)) outcomes.push(refusedOutcome(record));
      else await deletePending(record.id, env).catch(() => undefined);
      continue;
    }
    if (!reachable) continue;
    let sent: { outcome: Outcome; unreachable: boolean };
    try {
      sent = await sendOne(record, env);
    } catch {
      // Storage failed mid-way: keep what is kept and try again on the next run.
      sent = { outcome: outcome(record, 'kept', FORM_MESSAGES.unknownError), unreachable: false };
    }
    outcomes.push(sent.outcome);
    // Only a send is told: a refusal stays kept, and the form that kept it hears it at its next
    // run, while another tab's idle form of the same id would show it a second time.
    if (sent.outcome.status === 'sent') channel?.postMessage(sent.outcome);
    if (sent.unreachable) reachable = false;
  }
  channel?.close();
  return outcomes;
}

/** Runs `work` holding the page-wide Web Lock where the browser has one. */
function underLock<T>(env: FormEnvironment, work: () => Promise<T>): Promise<T> {
  const locks = navigatorOf(env)?.locks;
  return locks ? (locks.request(SEND_LOCK_NAME, work) as Promise<T>) : work();
}

let running: Promise<Outcome[]> | undefined;
let again = false;
/** The environment of the latest call: a round run for a later caller uses that caller's. */
let latest: FormEnvironment = {};

/**
 * Sends every submission kept offline, oldest first, each with a fresh key (or, first, the key
 * of a send whose outcome is unknown), and resolves with what became of each. Never throws.
 *
 * - stored (2xx): removed, 'sent'; a spent key refused with 401 (used, so its submission was
 *   stored by the earlier send): removed, 'sent'; refused for good (any other 4xx): 'failed'
 *   with the catalogue's message, and kept, marked refused, until `forgetSavedSubmission` (a
 *   page may have no form to show it: the visitor must still learn it was not accepted); it is
 *   sent no more, and reported 'failed' again by every run, offline too; refused for now (429,
 *   5xx) or no key: kept; no connection: kept, and the rest wait for the next run. While the
 *   browser says it is offline, nothing is tried.
 * - Exactly once: runs never overlap. A call while a run is under way does not start a second
 *   one: it shares the run's promise and has the run go round once more at its end, to pick up
 *   what was kept meanwhile, with that call's options. Across tabs, runs take the
 *   'ss-forms-pending' Web Lock where there is one. A record is removed from IndexedDB before its
 *   outcome is reported and before the next record is read, so a run that starts after this one
 *   ends can never see it; and its key is written down before it is sent (see `PendingSubmission`).
 */
export function sendSavedSubmissions(env: FormEnvironment = {}): Promise<SavedSubmissionOutcome[]> {
  latest = env;
  if (running) {
    again = true;
    return running;
  }
  const all: Outcome[] = [];
  running = (async () => {
    try {
      do {
        again = false;
        const current = latest;
        all.push(...(await underLock(current, () => sendEach(current))));
      } while (again);
    } catch {
      // A lock manager that fails: what was not sent stays kept.
    } finally {
      running = undefined;
    }
    return all;
  })();
  return running;
}

export interface WatchConnectionOptions extends FormEnvironment {
  /** The target of 'online' events; `window` when left out, `null` for none. */
  window?: EventTarget | null;
}

/**
 * Lets go of a kept submission refused for good, once a form has shown the visitor why (and
 * given its values back to correct); until then every run reports it again. Rejects when
 * IndexedDB is unavailable.
 */
export function forgetSavedSubmission(id: string, options: FormEnvironment = {}): Promise<void> {
  return deletePending(id, options);
}

/** A send heard from another tab, as this module tells them (another version's is not). */
function isSettled(value: unknown): value is Outcome {
  return (
    isObject(value) &&
    typeof value.id === 'string' &&
    typeof value.formId === 'string' &&
    typeof value.savedAt === 'number' &&
    value.status === 'sent' &&
    typeof value.message === 'string' &&
    isObject(value.errors) &&
    isObject(value.values)
  );
}

/**
 * Sends the kept submissions now and each time the browser comes back online (the window's
 * 'online' event), and calls `onSent` once for each submission that was sent or is refused
 * ('sent' or 'failed'; a refusal stays kept until forgotten, so a later watch reports it
 * again), whichever form it came from (filter by `formId`); a submission another tab's run sent
 * is heard on the 'ss-forms-outcomes' broadcast channel. Returns a function that stops watching.
 */
export function watchConnection(
  onSent: (outcome: SavedSubmissionOutcome) => void,
  options: WatchConnectionOptions = {},
): () => void {
  const target = options.window === undefined ? globalThis.window : options.window;
  const reported = new Set<string>();
  const report = (settled: Outcome): void => {
    // Two calls may share one run's outcomes, and this tab's own are heard on the channel too:
    // each is reported once.
    if (settled.status === 'kept' || reported.has(settled.id)) return;
    reported.add(settled.id);
    try {
      onSent(settled);
    } catch (error) {
      console.error(error);
    }
  };
  const run = (): void => {
    void sendSavedSubmissions(options).then((outcomes) => outcomes.forEach(report));
  };
  const channel = openChannel();
  if (channel)
    channel.onmessage = ({ data }: MessageEvent<unknown>) => {
      if (isSettled(data)) report(data);
    };
  target?.addEventListener('online', run);
  run();
  return () => {
    target?.removeEventListener('online', run);
    channel?.close();
  };
}
