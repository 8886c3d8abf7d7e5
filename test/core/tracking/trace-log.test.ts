import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { getCookie, setCookie } from '../../../core/net/cookies.ts';
import {
  registerConsentGate,
  TRACE_FLUSH_MS,
  TRACE_PATH,
  TraceLog,
  type TraceLogOptions,
} from '../../../core/tracking/index.ts';
import { pageEvents, recordingBeacon, recordingFetch, withCrumbCookie } from './fakes.ts';

const PAGE = 'https://bakery.example.com/shop';

describe('trace log (part 1 §7)', () => {
  let clock: sinon.SinonFakeTimers;
  let logs: TraceLog[];

  before(async () => {
    // The dev API gives the page its crumb cookie.
    await fetch('/api/health');
  });
  beforeEach(() => {
    clock = sinon.useFakeTimers();
    logs = [];
  });
  afterEach(() => {
    logs.forEach((log) => log.stop());
    clock.restore();
    registerConsentGate(undefined);
  });

  const setUp = (options: Partial<TraceLogOptions> = {}) => {
    const server = recordingFetch();
    const beacon = recordingBeacon();
    const events = pageEvents();
    const log = new TraceLog({
      fetch: server.fetch,
      sendBeacon: beacon.sendBeacon,
      pageUrl: () => PAGE,
      events,
      ...options,
    });
    logs.push(log);
    return { log, server, beacon, events };
  };

  const postedEntries = (init: RequestInit) =>
    JSON.parse(new URLSearchParams(String(init.body)).get('data')!);

  it('posts the queued entries every 30000 ms as the form field data, with the crumb', async () => {
    expect(TRACE_FLUSH_MS).to.equal(30000);
    expect(TRACE_PATH).to.equal('/api/events/Trace');
    const { log, server } = setUp();
    log.log('click', { x: 1, y: 2 });
    log.log('scroll', 300);
    expect(log.size).to.equal(2);
    await clock.tickAsync(29999);
    expect(server.sent).to.have.length(0);
    await clock.tickAsync(1);
    expect(server.sent).to.have.length(1);
    const [{ url, init }] = server.sent as [{ url: string; init: RequestInit }];
    const expected = new URL(TRACE_PATH, location.origin);
    expected.searchParams.set('crumb', getCookie('crumb')!);
    expect(url).to.equal(expected.href);
    expect(init.method).to.equal('POST');
    expect((init.headers as Record<string, string>)['Content-Type']).to.equal(
      'application/x-www-form-urlencoded; charset=UTF-8',
    );
    expect([...new URLSearchParams(String(init.body)).keys()]).to.deep.equal(['data']);
    expect(postedEntries(init)).to.deep.equal([
      { pageUrl: PAGE, type: 'click', data: { x: 1, y: 2 } },
      { pageUrl: PAGE, type: 'scroll', data: 300 },
    ]);
    expect(log.size).to.equal(0);
  });

  it('keeps flushing every 30000 ms, and sends nothing when nothing is queued', async () => {
    const { log, server } = setUp();
    log.log('a');
    await clock.tickAsync(30000);
    await clock.tickAsync(30000);
    expect(server.sent).to.have.length(1);
    log.log('b');
    await clock.tickAsync(30000);
    expect(server.sent).to.have.length(2);
    expect(postedEntries(server.sent[1]!.init)).to.deep.equal([
      { pageUrl: PAGE, type: 'b', data: null },
    ]);
    await log.flush();
    expect(server.sent).to.have.length(2);
  });

  it('sends nothing and installs nothing before the first entry', async () => {
    const { server } = setUp();
    expect(clock.countTimers()).to.equal(0);
    await clock.tickAsync(60000);
    expect(server.sent).to.have.length(0);
  });

  it('sends the queue by beacon on pagehide, the crumb in the form body', () => {
    const { log, beacon, events, server } = setUp();
    log.log('click', { x: 5 });
    events.hide('pagehide');
    expect(server.sent).to.have.length(0);
    expect(beacon.sent).to.have.length(1);
    const [{ url, body }] = beacon.sent as [{ url: string; body: URLSearchParams }];
    expect(url).to.equal('https://bakery.example.com/api/events/Trace');
    expect(body.get('crumb')).to.equal(getCookie('crumb'));
    expect(JSON.parse(body.get('data')!)).to.deep.equal([
      { pageUrl: PAGE, type: 'click', data: { x: 5 } },
    ]);
    expect(log.size).to.equal(0);
    events.hide('pagehide');
    expect(beacon.sent).to.have.length(1);
  });

  it('sends the queue by beacon when the page becomes hidden, not when it is shown', () => {
    const { log, beacon, events } = setUp();
    log.log('a');
    events.document.dispatchEvent(new Event('visibilitychange'));
    expect(beacon.sent).to.have.length(0);
    events.hide('visibilitychange');
    expect(beacon.sent).to.have.length(1);
  });

  it('falls back to a post when the browser refuses the beacon or has none', async () => {
    const refused = recordingBeacon(false);
    const first = setUp({ sendBeacon: refused.sendBeacon });
    first.log.log('a');
    first.events.hide('pagehide');
    await clock.tickAsync(0);
    expect(refused.sent).to.have.length(1);
    expect(first.server.sent).to.have.length(1);

    const second = setUp({ sendBeacon: null });
    second.log.log('b');
    second.events.hide('pagehide');
    await clock.tickAsync(0);
    expect(postedEntries(second.server.sent[0]!.init)).to.deep.equal([
      { pageUrl: PAGE, type: 'b', data: null },
    ]);
    // Kept alive, as the page goes; a post on the 30 s timer is not.
    expect(first.server.sent[0]!.init.keepalive).to.equal(true);
    expect(second.server.sent[0]!.init.keepalive).to.equal(true);
    second.log.log('timed');
    await clock.tickAsync(30_000);
    expect(second.server.sent).to.have.length(2);
    expect(second.server.sent[1]!.init.keepalive).to.equal(undefined);

    const third = setUp({
      sendBeacon: () => {
        throw new TypeError('Illegal invocation');
      },
    });
    third.log.log('c');
    third.log.flushOnHide();
    await clock.tickAsync(0);
    expect(third.server.sent).to.have.length(1);
  });

  it('uses navigator.sendBeacon when none is given', () => {
    const stub = sinon.stub(navigator, 'sendBeacon').returns(true);
    try {
      const { log } = setUp({ sendBeacon: undefined });
      log.log('a');
      log.flushOnHide();
      expect(stub.calledOnce).to.equal(true);
      expect(stub.firstCall.args[0]).to.equal('https://bakery.example.com/api/events/Trace');
    } finally {
      stub.restore();
    }
  });

  it('queues and sends nothing without consent', async () => {
    const { log, server, beacon, events } = setUp({ canTrack: () => false });
    log.log('a');
    expect(log.size).to.equal(0);
    await clock.tickAsync(30000);
    events.hide('pagehide');
    expect(server.sent).to.have.length(0);
    expect(beacon.sent).to.have.length(0);
  });

  it('drops the queue when consent is withdrawn before it is sent', async () => {
    let allowed = true;
    registerConsentGate(() => allowed);
    const { log, server, beacon } = setUp();
    log.log('a');
    allowed = false;
    await clock.tickAsync(30000);
    log.flushOnHide();
    expect(log.size).to.equal(0);
    expect(server.sent).to.have.length(0);
    expect(beacon.sent).to.have.length(0);
  });

  it('swallows failures: a failed post, a fetch that rejects, an odd entry', async () => {
    const failing = setUp({ fetch: recordingFetch(500).fetch });
    failing.log.log('a');
    await failing.log.flush();
    const throwing = setUp({ fetch: () => Promise.reject(new Error('offline')) });
    throwing.log.log('a');
    await throwing.log.flush();
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const odd = setUp({ pageUrl: () => PAGE });
    odd.log.log('cycle', cyclic);
    expect(() => odd.log.flushOnHide()).to.not.throw();
    await clock.tickAsync(0);
    expect(odd.beacon.sent).to.have.length(0);
    const broken = setUp({
      pageUrl: () => {
        throw new Error('no location');
      },
    });
    expect(() => broken.log.log('a')).to.not.throw();
  });

  it('refuses an entry JSON cannot carry, and sends the others with it', async () => {
    const { log, server, beacon, events } = setUp();
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    log.log('slide-change', { index: 1 });
    log.log('odd', cyclic);
    log.log('odder', { n: 10n });
    expect(log.size).to.equal(1);
    await log.flush();
    expect(server.sent).to.have.length(1);
    expect(postedEntries(server.sent[0]!.init)).to.deep.equal([
      { pageUrl: PAGE, type: 'slide-change', data: { index: 1 } },
    ]);
    log.log('lightbox-open', { index: 2 });
    log.log('odd', cyclic);
    events.hide('pagehide');
    expect(beacon.sent).to.have.length(1);
    expect(JSON.parse(beacon.sent[0]!.body.get('data')!)).to.deep.equal([
      { pageUrl: PAGE, type: 'lightbox-open', data: { index: 2 } },
    ]);
  });

  it('stop() removes the timer and the page-hide listeners', async () => {
    const { log, server, beacon, events } = setUp();
    log.log('a');
    log.stop();
    expect(clock.countTimers()).to.equal(0);
    events.hide('pagehide');
    await clock.tickAsync(60000);
    expect(beacon.sent).to.have.length(0);
    expect(server.sent).to.have.length(0);
    log.stop();
  });

  it('posts once more with the fresh crumb after a crumb failure, and keeps that crumb', async () => {
    await withCrumbCookie('crumb-1', async () => {
      const answers = [
        Response.json({ crumbFail: true, crumb: 'crumb-2' }, { status: 401 }),
        Response.json({ crumbFail: true, crumb: 'crumb-3' }, { status: 403 }),
      ];
      const sent: Array<{ crumb: string | null; body: string }> = [];
      const fetch = async (url: RequestInfo | URL, init: RequestInit = {}) => {
        sent.push({
          crumb: new URL(String(url)).searchParams.get('crumb'),
          body: String(init.body),
        });
        return answers.shift() ?? Response.json({ ok: true });
      };
      const { log } = setUp({ fetch });
      log.log('a');
      await log.flush();
      // Once only: a second crumb failure is not answered with a third post.
      expect(sent.map((post) => post.crumb)).to.deep.equal(['crumb-1', 'crumb-2']);
      expect(sent[1]!.body).to.equal(sent[0]!.body);
      expect(getCookie('crumb')).to.equal('crumb-2');
    });
  });
});

describe('trace log against the dev API', () => {
  it('is stored by the dev API after a crumb failure', async () => {
    setCookie('crumb', 'stale');
    const type = `trace_crumb_${Math.random().toString(36).slice(2)}`;
    const log = new TraceLog({ sendBeacon: null });
    log.log(type);
    await log.flush();
    log.stop();
    expect(getCookie('crumb')).to.not.equal('stale');
    const stored = (await (await fetch('/api/dev/stored?limit=500')).json()) as {
      tables: { traces: { rows: Array<{ type: string }> } };
    };
    expect(stored.tables.traces.rows.some((row) => row.type === type)).to.equal(true);
  });

  it('posts to the site itself and swallows whatever it answers', async () => {
    const log = new TraceLog({ sendBeacon: null });
    log.log('dev-api-check', { ok: true });
    await log.flush();
    log.stop();
    expect(log.size).to.equal(0);
  });
});
