import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { DataClient } from '../../../core/data/index.ts';
import {
  INTERNAL_SCHEMA,
  networkFailureEvent,
  recordNetworkFailures,
  splitFields,
} from '../../../core/tracking/index.ts';

type Tracked = [Record<string, unknown>, string | null];

const fakeTracker = (tracked: Tracked[], fail = false) => ({
  track(fields: Record<string, unknown>, name: string | null) {
    if (fail) throw new Error('tracker down');
    tracked.push([fields, name]);
  },
  flush: async () => undefined,
});

const failingFetch = (async () => {
  throw new TypeError('Failed to fetch');
}) as typeof fetch;
const refusingFetch = (async () =>
  new Response(JSON.stringify({ authorizationFail: true }), { status: 403 })) as typeof fetch;

describe('the internal analytics event of a network error (part 1 §8)', () => {
  it('names the failing call by its path alone: no host, query or fragment', () => {
    expect(networkFailureEvent('/api/commerce/cart?crumb=abc')).to.deep.equal({
      actor: 'user',
      action: 'network_error',
      event_owner_team: 'web_platform',
      event_source: 'web',
      object_type: 'data_request',
      object_identifier: '/api/commerce/cart',
    });
    expect(INTERNAL_SCHEMA).to.equal('Internal');
    for (const address of [
      'https://user:secret@other.example/api/commerce/cart?q=1',
      'api/commerce/cart#top',
      '//cdn.example/api/commerce/cart',
    ])
      expect(networkFailureEvent(address).object_identifier).to.equal('/api/commerce/cart');
  });

  it('carries only common fields, each of the right type: no warning, no custom data', () => {
    const warn = sinon.spy();
    const { commonData, customData } = splitFields(networkFailureEvent('/api/cart'), warn);
    expect(warn.called).to.equal(false);
    expect(customData).to.deep.equal({});
    expect(commonData).to.deep.equal(networkFailureEvent('/api/cart'));
  });

  it('is recorded when a call raises the full-screen network error, once per failure', async () => {
    const tracked: Tracked[] = [];
    const client = new DataClient({ fetch: failingFetch });
    recordNetworkFailures(client, fakeTracker(tracked));
    await client.get('/api/cart', { fatalOnFailure: true });
    expect(tracked).to.deep.equal([[networkFailureEvent('/api/cart'), 'Internal']]);
    // A failure the caller handles itself raises nothing, so records nothing.
    await client.get('/api/cart');
    expect(tracked).to.have.length(1);
  });

  it('is not recorded for a server failure, and stops when asked', async () => {
    const tracked: Tracked[] = [];
    const refused = new DataClient({ fetch: refusingFetch });
    recordNetworkFailures(refused, fakeTracker(tracked));
    const raised: string[] = [];
    refused.addEventListener('fatal-error', (event) =>
      raised.push((event as Event & { detail: { kind: string } }).detail.kind),
    );
    await refused.get('/api/cart');
    expect(raised).to.deep.equal(['server']);
    expect(tracked).to.deep.equal([]);

    const offline = new DataClient({ fetch: failingFetch });
    const stop = recordNetworkFailures(offline, fakeTracker(tracked));
    stop();
    await offline.get('/api/cart', { fatalOnFailure: true });
    expect(tracked).to.deep.equal([]);
  });

  it('never lets a failing tracker reach the page', async () => {
    const client = new DataClient({ fetch: failingFetch });
    recordNetworkFailures(client, fakeTracker([], true));
    let raised = 0;
    client.addEventListener('fatal-error', () => raised++);
    const result = await client.get('/api/cart', { fatalOnFailure: true });
    expect(result).to.deep.include({ ok: false, kind: 'network' });
    expect(raised).to.equal(1);
  });
});
