import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { DataClient } from '../../../core/data/client.ts';
import { clientOf, indexedDbOf, isOffline, navigatorOf, newId } from '../../../core/forms/index.ts';

describe('the forms environment', () => {
  it("uses the page's own navigator, IndexedDB and a new client when none are given", () => {
    expect(navigatorOf({})).to.equal(navigator);
    expect(indexedDbOf({})).to.equal(indexedDB);
    expect(clientOf({})).to.be.instanceOf(DataClient);
    const client = new DataClient();
    expect(clientOf({ client })).to.equal(client);
  });

  it('reads null as none, and an unknown online state as online', () => {
    expect(navigatorOf({ navigator: null })).to.equal(undefined);
    expect(indexedDbOf({ indexedDB: null })).to.equal(undefined);
    expect(isOffline({ navigator: null })).to.equal(false);
    expect(isOffline({ navigator: {} })).to.equal(false);
    expect(isOffline({ navigator: { onLine: false } })).to.equal(true);
  });

  it('makes unique ids, with or without crypto.randomUUID', () => {
    expect(newId()).to.match(/^[0-9a-f-]{36}$/);
    const uuid = sinon.stub(crypto, 'randomUUID').value(undefined);
    try {
      const ids = new Set(Array.from({ length: 50 }, newId));
      expect(ids.size).to.equal(50);
      expect([...ids][0]).to.match(/^[0-9a-z]+-[0-9a-z]+$/);
    } finally {
      uuid.restore();
    }
  });
});
