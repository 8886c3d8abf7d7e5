import { indexedDbOf, type FormEnvironment } from './environment.ts';
import { isObject } from './records.ts';
import type { Submission } from './submission.ts';

export const PENDING_DATABASE = 'ss-forms';
export const PENDING_STORE = 'pending';
const VERSION = 1;

/** A submission kept in the browser while the network is down. */
export interface PendingSubmission extends Submission {
  id: string;
  /** When it was kept, in ms since the epoch. */
  savedAt: number;
  /**
   * The key of a send whose outcome is unknown (written before the send, so it survives the page
   * closing). It is tried again before a fresh key is asked for: a server that stored the
   * submission refuses the spent key, so it is never stored twice.
   */
  key?: string;
  /**
   * Why the server refused it for good, once it has: it is sent no more, and stays kept until a
   * form of its id has shown the refusal to the visitor (`forgetSavedSubmission`), or its time is
   * up (`REFUSED_KEEP_MS` after `at`, when it was refused; after `savedAt` when not written).
   */
  refused?: { message: string; errors: Record<string, string>; at?: number };
}

type StoreOptions = Pick<FormEnvironment, 'indexedDB'>;

function settle<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function open(factory: IDBFactory): Promise<IDBDatabase> {
  const request = factory.open(PENDING_DATABASE, VERSION);
  request.onupgradeneeded = () => {
    if (!request.result.objectStoreNames.contains(PENDING_STORE)) {
      request.result.createObjectStore(PENDING_STORE, { keyPath: 'id' });
    }
  };
  const db = await settle(request);
  // Let a newer version, or deleting the database, go ahead.
  db.onversionchange = () => db.close();
  return db;
}

/** One transaction on the store; resolves once it has committed. The database is closed after. */
async function withStore<T>(
  options: StoreOptions,
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const factory = indexedDbOf(options);
  if (!factory) throw new Error('IndexedDB is not available on this page.');
  const db = await open(factory);
  try {
    const transaction = db.transaction(PENDING_STORE, mode);
    const request = work(transaction.objectStore(PENDING_STORE));
    await new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error ?? new Error('Transaction aborted.'));
    });
    return request.result;
  } finally {
    db.close();
  }
}

/** A record as stored by this module; anything else (another version's, a damaged one) is not. */
function isPending(value: unknown): value is PendingSubmission {
  return (
    isObject(value) &&
    typeof value.id === 'string' &&
    typeof value.formId === 'string' &&
    typeof value.savedAt === 'number' &&
    isObject(value.values) &&
    isObject(value.page) &&
    (value.refused === undefined ||
      (isObject(value.refused) &&
        typeof value.refused.message === 'string' &&
        isObject(value.refused.errors) &&
        (value.refused.at === undefined || typeof value.refused.at === 'number')))
  );
}

/** Keeps (or replaces) a pending submission. Rejects when IndexedDB is unavailable. */
export async function putPending(
  record: PendingSubmission,
  options: StoreOptions = {},
): Promise<void> {
  await withStore(options, 'readwrite', (store) => store.put(record));
}

/** Every pending submission, oldest first; records this module cannot read are removed. */
export async function listPending(options: StoreOptions = {}): Promise<PendingSubmission[]> {
  const all = await withStore(options, 'readonly', (store) => store.getAll());
  const unreadable = all.filter((value) => !isPending(value));
  for (const value of unreadable) {
    const id: unknown = isObject(value) ? value.id : undefined;
    if (typeof id === 'string' || typeof id === 'number') await deletePending(id, options);
  }
  return all.filter(isPending).sort((a, b) => a.savedAt - b.savedAt);
}

export async function deletePending(id: IDBValidKey, options: StoreOptions = {}): Promise<void> {
  await withStore(options, 'readwrite', (store) => store.delete(id));
}

/** Whether a submission of this id is still kept. Rejects when IndexedDB is unavailable. */
export async function hasPending(id: IDBValidKey, options: StoreOptions = {}): Promise<boolean> {
  return (await withStore(options, 'readonly', (store) => store.count(id))) > 0;
}
