import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import {
  ERROR_REPORTER_MESSAGES,
  ErrorQueue,
  MAX_HELD_ERRORS,
  pageErrorReporter,
  reportPageError,
  startErrorReporting,
  type ErrorReporting,
} from '../../../core/errors/index.ts';
import { dispatchRejectionAndNoise, recordingFetch } from './helpers.ts';

const SEEN = 1_700_000_000_000;

describe('startErrorReporting', () => {
  let clock: sinon.SinonFakeTimers;
  let reporting: ErrorReporting | undefined;

  beforeEach(() => {
    clock = sinon.useFakeTimers({ now: SEEN, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    reporting?.stop();
    reporting = undefined;
    clock.restore();
    sinon.restore();
  });

  const start = (target: EventTarget, fetcher: typeof fetch, app = 'gallery') =>
    (reporting = startErrorReporting(
      { app, fetch: fetcher, websiteId: 'w1', templateId: 't1' },
      target,
    ));

  it('loads no queue until the first error, and is the page reporter at once', () => {
    const target = new EventTarget();
    start(target, recordingFetch().fetcher);
    expect(reporting!.loaded).to.equal(undefined);
    expect(pageErrorReporter()).to.equal(reporting);
    // An 'error' event that is no script error says nothing to report: nothing is fetched.
    target.dispatchEvent(new Event('error'));
    expect(reporting!.loaded).to.equal(undefined);
  });

  it('stamps an error reported before it started with when it was reported', async () => {
    reportPageError(new Error('Before the start'));
    clock.tick(300);
    const target = new EventTarget();
    start(target, recordingFetch().fetcher);
    const queue = await reporting!.loaded;
    expect(queue!.pending.map(({ data, timestamp }) => [data.message, timestamp])).to.deep.equal([
      ['Before the start', SEEN],
    ]);
  });

  it('keeps what it saw while the queue loads, with the time it was seen', async () => {
    const target = new EventTarget();
    const { sent, fetcher } = recordingFetch();
    start(target, fetcher);
    target.dispatchEvent(
      new ErrorEvent('error', { message: 'Early', filename: 'https://site.test/a.js', lineno: 4 }),
    );
    expect(reporting!.loaded).to.be.an.instanceOf(Promise);
    clock.tick(300);
    reportPageError(new Error('Caught'), { block: 'form-1' });
    // The queue arrives 200 ms after the last error.
    clock.tick(200);
    const queue = await reporting!.loaded;
    expect(queue).to.be.an.instanceOf(ErrorQueue);
    expect(queue!.pending.map(({ data, timestamp }) => [data.message, timestamp])).to.deep.equal([
      ['Early', SEEN],
      ['Caught', SEEN + 300],
    ]);
    // Sent 1000 ms after the last error was seen: 800 ms after the queue arrived.
    clock.tick(799);
    expect(sent).to.have.length(0);
    clock.tick(1);
    expect(sent).to.have.length(1);
    expect(sent[0]!.url.pathname).to.equal('/api/events/RecordJavascriptErrors');
    expect(sent[0]!.init.keepalive).to.equal(undefined);
    expect(sent[0]!.entries[0]!.data).to.include({
      app: 'gallery',
      file: 'https://site.test/a.js',
      line: 4,
      websiteId: 'w1',
      templateId: 't1',
    });
    expect(sent[0]!.entries[1]!.data.custom).to.deep.equal({ block: 'form-1' });
  });

  it('sends what it held at once, kept alive, when the page was hidden while the queue loaded', async () => {
    const { sent, fetcher } = recordingFetch();
    start(new EventTarget(), fetcher);
    reporting!.report(new Error('Thrown as the page was hidden'));
    // The page is hidden (another tab, another app) while the queue loads.
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    try {
      document.dispatchEvent(new Event('visibilitychange'));
      await reporting!.loaded;
    } finally {
      delete (document as { visibilityState?: string }).visibilityState;
    }
    expect(document.visibilityState).to.equal('visible');
    expect(sent).to.have.length(1);
    expect(sent[0]!.init.keepalive).to.equal(true);
    expect(sent[0]!.entries[0]!.data.message).to.equal('Thrown as the page was hidden');
  });

  it('hands errors to the loaded queue at once, rejections included', async () => {
    const target = new EventTarget();
    start(target, recordingFetch().fetcher);
    reporting!.report('First');
    const queue = (await reporting!.loaded)!;
    dispatchRejectionAndNoise(target, new Error('Ignored here'));
    reporting!.report('First');
    expect(queue.pending.map(({ data }) => data.message)).to.deep.equal(['First', 'Nope']);
  });

  it(`keeps at most ${MAX_HELD_ERRORS} errors while the queue loads`, async () => {
    expect(MAX_HELD_ERRORS).to.equal(50);
    const target = new EventTarget();
    start(target, recordingFetch().fetcher);
    for (let i = 1; i < MAX_HELD_ERRORS; i++)
      target.dispatchEvent(new ErrorEvent('error', { message: `ResizeObserver loop ${i}` }));
    target.dispatchEvent(new ErrorEvent('error', { message: 'Kept, the 50th' }));
    target.dispatchEvent(new ErrorEvent('error', { message: 'Dropped, the 51st' }));
    const queue = (await reporting!.loaded)!;
    expect(queue.pending.map(({ data }) => data.message)).to.deep.equal(['Kept, the 50th']);
  });

  it('names an app that is missing as unknown, with the console error at start', async () => {
    const logged = sinon.stub(console, 'error');
    const target = new EventTarget();
    start(target, recordingFetch().fetcher, ' ');
    // The queue loads at once, before any error, to say so.
    expect(reporting!.loaded).to.not.equal(undefined);
    const queue = (await reporting!.loaded)!;
    expect(logged.args).to.deep.equal([[ERROR_REPORTER_MESSAGES.missingApp]]);
    reporting!.report('Boom');
    expect(logged.callCount).to.equal(1);
    expect(queue.app).to.equal('unknown');
    expect(queue.pending[0]!.eventName).to.equal('interface_error_unknown');
  });

  it('sends what is queued as the page goes, kept alive', async () => {
    const { sent, fetcher } = recordingFetch();
    start(new EventTarget(), fetcher);
    reporting!.report(new Error('Thrown as the page went'));
    await reporting!.loaded;
    dispatchEvent(new PageTransitionEvent('pagehide'));
    expect(sent).to.have.length(1);
    expect(sent[0]!.init.keepalive).to.equal(true);
    expect(sent[0]!.init.headers).to.deep.include({ 'Content-Type': 'application/json' });
  });

  it('stopped while the queue loads: what was held is dropped, and the queue is not made', async () => {
    const target = new EventTarget();
    const { sent, fetcher } = recordingFetch();
    start(target, fetcher);
    target.dispatchEvent(new ErrorEvent('error', { message: 'Held, then dropped' }));
    const loading = reporting!.loaded;
    reporting!.stop();
    expect(pageErrorReporter()).to.equal(undefined);
    expect(await loading).to.equal(undefined);
    clock.tick(5000);
    expect(sent).to.have.length(0);
  });

  it('stopped once loaded: it hears no more errors and takes no reports', async () => {
    const target = new EventTarget();
    const { sent, fetcher } = recordingFetch();
    start(target, fetcher);
    reporting!.report('Before stop');
    const queue = (await reporting!.loaded)!;
    reporting!.stop();
    target.dispatchEvent(new ErrorEvent('error', { message: 'Heard after stop' }));
    reporting!.report('Reported after stop');
    reportPageError(new Error('Through the page after stop'));
    expect(queue.pending.map(({ data }) => data.message)).to.deep.equal(['Before stop']);
    dispatchEvent(new PageTransitionEvent('pagehide'));
    expect(sent).to.have.length(0);
    clock.tick(1000);
    expect(sent.map(({ entries }) => entries.map(({ data }) => data.message))).to.deep.equal([
      ['Before stop'],
    ]);
  });

  it('listens on the window by default', () => {
    const add = sinon.spy(window, 'addEventListener');
    const remove = sinon.spy(window, 'removeEventListener');
    reporting = startErrorReporting({ app: 'gallery' });
    const types = ['error', 'pagehide', 'unhandledrejection'];
    expect(add.args.map(([type]) => type).sort()).to.deep.equal(types);
    reporting.stop();
    expect(remove.args.map(([type]) => type).sort()).to.deep.equal(types);
  });
});
