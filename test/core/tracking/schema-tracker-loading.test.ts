import { expect } from '@open-wc/testing';
import { SchemaTracker, type SchemaTrackerOptions } from '../../../core/tracking/index.ts';
import { MemoryStorage, pageEvents, recordingBeacon, EVENT } from './fakes.ts';

/**
 * Runs in a page of its own, so the part of the schema tracker that builds and sends events
 * (imported when a page tracks its first event) is not in yet when the test starts.
 */
describe('schema tracker: the first events of a page', () => {
  const setUp = (options: Partial<SchemaTrackerOptions> = {}) => {
    const beacon = recordingBeacon();
    const events = pageEvents();
    const tracker = new SchemaTracker({
      pageUrl: () => 'https://bakery.example.com/shop',
      now: () => 1_700_000_000_000,
      localStorage: () => new MemoryStorage(),
      sessionStorage: () => new MemoryStorage(),
      sendBeacon: beacon.sendBeacon,
      events,
      warn: () => undefined,
      ...options,
    });
    return { tracker, beacon, events };
  };

  it('wait, with consent asked, until the sending part is in; a stopped tracker stays stopped', async () => {
    const first = setUp();
    const refused = setUp({ canTrack: () => false });
    const stopped = setUp({ events: pageEvents('loading') });
    first.tracker.track(EVENT);
    first.tracker.track(EVENT, 'Clicks');
    refused.tracker.track(EVENT);
    stopped.tracker.track(EVENT);
    stopped.tracker.stop();
    expect(first.tracker.size).to.equal(2);
    expect(refused.tracker.size).to.equal(0);
    expect(stopped.tracker.size).to.equal(1);
    expect(first.beacon.sent).to.have.length(0);

    await first.tracker.flush();
    expect(first.beacon.sent.map(({ body }) => body.get('customSchemaName'))).to.deep.equal([
      null,
      'Clicks',
    ]);
    expect(first.tracker.size).to.equal(0);

    await refused.tracker.flush();
    expect(refused.beacon.sent).to.have.length(0);

    await stopped.tracker.build(EVENT);
    stopped.events.window.dispatchEvent(new Event('load'));
    stopped.events.hide('pagehide');
    expect(stopped.beacon.sent).to.have.length(0);
    expect(stopped.tracker.size).to.equal(1);
    await stopped.tracker.flush();
    expect(stopped.beacon.sent).to.have.length(1);
  });
});
