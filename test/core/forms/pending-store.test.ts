import { expect } from '@open-wc/testing';
import {
  PENDING_DATABASE,
  PENDING_STORE,
  deletePending,
  listPending,
  putPending,
  type PendingSubmission,
} from '../../../core/forms/index.ts';
import { deleteFormsDatabase } from './helpers.ts';

const record = (id: string, savedAt: number): PendingSubmission => ({
  id,
  savedAt,
  formId: 'contact',
  isOverlayForm: false,
  submitButtonText: 'Send',
  isNewsletter: false,
  values: { email: 'ada@example.com' },
  page: { pageTitle: 'T', pageId: 'p', contentSource: 'c', pagePath: '/' },
});

/** Writes straight into the store, as another version of this code might have. */
async function putRaw(value: unknown): Promise<void> {
  await putPending(record('seed', 0));
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(PENDING_DATABASE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  await new Promise<void>((resolve, reject) => {
    const transaction = db.transaction(PENDING_STORE, 'readwrite');
    transaction.objectStore(PENDING_STORE).put(value);
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
  });
  db.close();
  await deletePending('seed');
}

describe('the pending submissions store', () => {
  beforeEach(deleteFormsDatabase);

  it("keeps records in database 'ss-forms', store 'pending', oldest first", async () => {
    expect(PENDING_DATABASE).to.equal('ss-forms');
    expect(PENDING_STORE).to.equal('pending');
    await putPending(record('b', 20));
    await putPending(record('a', 30));
    await putPending(record('c', 10));
    expect((await listPending()).map((r) => r.id)).to.deep.equal(['c', 'b', 'a']);
    await putPending({ ...record('b', 20), key: 'k' });
    expect((await listPending()).find((r) => r.id === 'b')!.key).to.equal('k');
    await deletePending('b');
    expect((await listPending()).map((r) => r.id)).to.deep.equal(['c', 'a']);
  });

  it('removes records it cannot read', async () => {
    await putRaw({ id: 'old', formId: 7 });
    await putPending(record('good', 1));
    expect((await listPending()).map((r) => r.id)).to.deep.equal(['good']);
    await deletePending('good');
    expect(await listPending()).to.deep.equal([]);
  });

  it('rejects when there is no IndexedDB', async () => {
    let error: unknown;
    try {
      await listPending({ indexedDB: null });
    } catch (caught) {
      error = caught;
    }
    expect((error as Error).message).to.equal('IndexedDB is not available on this page.');
  });

  it('rejects when a write fails', async () => {
    let error: unknown;
    try {
      await putPending({ ...record('x', 1), values: { f: (() => 1) as never } });
    } catch (caught) {
      error = caught;
    }
    expect((error as DOMException).name).to.equal('DataCloneError');
  });
});
