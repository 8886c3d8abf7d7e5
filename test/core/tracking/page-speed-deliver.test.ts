import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { deliverRecord, type UndeliveredRecord } from '../../../core/tracking/page-speed/index.ts';
import { RECORD } from './page-speed-fakes.ts';

const { deliveryType: _, ...UNDELIVERED } = RECORD;
const record: UndeliveredRecord = UNDELIVERED;

describe('page speed: delivery', () => {
  afterEach(() => sinon.restore());

  it('sends a JSON list by beacon to the records path', () => {
    const sendBeacon = sinon.stub().returns(true);
    const fetcher = sinon.stub();
    const sent = deliverRecord(record, { sendBeacon, fetch: fetcher });
    expect(sent).to.deep.equal({ ...record, deliveryType: 'beacon' });
    expect(sendBeacon.args).to.deep.equal([
      [
        `${location.origin}/api/1/performance/records`,
        JSON.stringify([{ ...record, deliveryType: 'beacon' }]),
      ],
    ]);
    expect(fetcher.called).to.equal(false);
  });

  it('falls back to a text/plain POST, as xhr, without a beacon or when it refuses', () => {
    for (const sendBeacon of [
      undefined,
      () => false,
      () => {
        throw new Error('no beacon');
      },
    ]) {
      const fetcher = sinon.stub().resolves(new Response('{}'));
      const sent = deliverRecord(record, { sendBeacon, fetch: fetcher });
      expect(sent.deliveryType).to.equal('xhr');
      expect(fetcher.callCount).to.equal(1);
      const [url, init] = fetcher.args[0] as [string, RequestInit];
      expect(url).to.equal(`${location.origin}/api/1/performance/records`);
      expect(init).to.deep.equal({
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: JSON.stringify([{ ...record, deliveryType: 'xhr' }]),
        keepalive: true,
        credentials: 'same-origin',
      });
    }
  });

  it('swallows failed sends', async () => {
    const unhandled = sinon.spy();
    window.addEventListener('unhandledrejection', unhandled);
    try {
      const rejecting = sinon.stub().rejects(new TypeError('offline'));
      expect(deliverRecord(record, { fetch: rejecting }).deliveryType).to.equal('xhr');
      const throwing = sinon.stub().throws(new Error('no fetch'));
      expect(deliverRecord(record, { fetch: throwing }).deliveryType).to.equal('xhr');
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled.called).to.equal(false);
    } finally {
      window.removeEventListener('unhandledrejection', unhandled);
    }
  });

  it('uses the global fetch when none is given', () => {
    const global = sinon.stub(window, 'fetch').resolves(new Response('{}'));
    deliverRecord(record, {});
    expect(global.callCount).to.equal(1);
    expect(global.args[0]![0]).to.equal(`${location.origin}/api/1/performance/records`);
  });
});
