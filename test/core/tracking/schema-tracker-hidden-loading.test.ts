import { expect } from '@open-wc/testing';
import { SchemaTracker } from '../../../core/tracking/index.ts';
import { memoryCookie, MemoryStorage, pageEvents, recordingBeacon, EVENT } from './fakes.ts';

/**
 * Runs in a page of its own, so the part of the schema tracker that sends events is not in yet
 * when the page is hidden.
 */
describe('schema tracker: a page hidden before its first events could be sent', () => {
  it('sends them as soon as the sending part is in, without waiting for the batch timer', async () => {
    const beacon = recordingBeacon();
    const trackerOn = (events: ReturnType<typeof pageEvents>) =>
      new SchemaTracker({
        pageUrl: () => 'https://bakery.example.com/shop',
        localStorage: () => new MemoryStorage(),
        sessionStorage: () => new MemoryStorage(),
        analyticsCookie: memoryCookie(),
        sendBeacon: beacon.sendBeacon,
        batchDelayMs: 60_000,
        events,
        warn: () => undefined,
      });
    const events = pageEvents();
    const tracker = trackerOn(events);
    const quiet = trackerOn(pageEvents());
    const goneAlready = pageEvents();
    goneAlready.hide('visibilitychange');
    const late = trackerOn(goneAlready);
    tracker.track(EVENT, 'Left');
    quiet.track(EVENT, 'Stayed');
    events.hide('pagehide');
    // Tracked once the page is hidden, as a page-hide listener does.
    late.track(EVENT, 'As it went');
    expect(beacon.sent).to.have.length(0);

    await tracker.preload();
    await quiet.preload();
    await late.preload();
    await new Promise((resolve) => setTimeout(resolve));
    // Each tracker's own, in whichever order their parts came in.
    expect(beacon.sent.map(({ body }) => body.get('customSchemaName')).sort()).to.deep.equal([
      'As it went',
      'Left',
    ]);
    expect(tracker.size).to.equal(0);
    // A page still shown waits for the timer as before.
    expect(quiet.size).to.equal(1);
    tracker.stop();
    quiet.stop();
  });
});
