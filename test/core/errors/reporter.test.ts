import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import {
  CSRF_HEADER,
  ERROR_DEBOUNCE_MS,
  ERROR_REPORTER_MESSAGES,
  ErrorReporter,
  MAX_ERROR_SENDS,
  MAX_QUEUED_ERRORS,
  MAX_STACK_LENGTH,
  RECORD_ERRORS_PATH,
  MAX_EARLY_ERRORS,
  pageErrorReporter,
  reportPageError,
  setPageErrorReporter,
  STACK_TRUNCATION_NOTE,
  type ErrorEntry,
  type ErrorReporterOptions,
} from '../../../core/errors/index.ts';
import { getCookie, removeCookie, setCookie } from '../../../core/net/cookies.ts';
import { resetPageContext, setPageContext } from '../../../core/site/index.ts';
import { dispatchRejectionAndNoise, recordingFetch, withStack, type Sent } from './helpers.ts';

/** Waits frame by frame (the fake clock holds timers, not frames) until `done`, at most `most`. */
async function frames(done: () => boolean, most = 50): Promise<void> {
  for (let frame = 0; frame < most && !done(); frame++)
    await new Promise((resolve) => requestAnimationFrame(resolve));
}

describe('ErrorReporter', () => {
  let clock: sinon.SinonFakeTimers;
  let savedCrumb: string | undefined;

  const reporter = (fetcher: typeof fetch, options: Partial<ErrorReporterOptions> = {}) =>
    new ErrorReporter({
      app: 'gallery',
      fetch: fetcher,
      now: () => 1_700_000_000_000,
      websiteId: 'w1',
      templateId: 't1',
      ...options,
    });

  beforeEach(() => {
    savedCrumb = getCookie('crumb');
    setCookie('crumb', 'crumb-1');
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    clock.restore();
    sinon.restore();
    resetPageContext();
    if (savedCrumb) setCookie('crumb', savedCrumb);
    else removeCookie('crumb');
  });

  it('has the spec numbers: 1000 ms, 20 sends, 10 queued, 5000 characters', () => {
    expect(ERROR_DEBOUNCE_MS).to.equal(1000);
    expect(MAX_ERROR_SENDS).to.equal(20);
    expect(MAX_QUEUED_ERRORS).to.equal(10);
    expect(MAX_STACK_LENGTH).to.equal(5000);
    expect(STACK_TRUNCATION_NOTE).to.equal('… [truncated]');
    expect(STACK_TRUNCATION_NOTE.charCodeAt(0)).to.equal(0x2026);
    expect(RECORD_ERRORS_PATH).to.equal('/api/events/RecordJavascriptErrors');
    expect(CSRF_HEADER).to.equal('X-CSRF-Token');
  });

  it('sends the entry of part 1 §3 as a JSON list with the crumb header', () => {
    const { sent, fetcher } = recordingFetch();
    const error = withStack('Boom', 'Error: Boom\n    at f (https://site.test/app.js:12:34)');
    expect(reporter(fetcher).report(error, { block: 'b1' })).to.equal(true);
    clock.tick(1000);
    expect(sent).to.have.length(1);
    const [{ url, init, entries }] = sent as [Sent];
    expect(url.origin).to.equal(location.origin);
    expect(url.pathname).to.equal('/api/events/RecordJavascriptErrors');
    expect(init.method).to.equal('POST');
    expect(init.headers).to.deep.include({
      'Content-Type': 'application/json',
      'X-CSRF-Token': 'crumb-1',
    });
    expect(entries).to.deep.equal([
      {
        eventName: 'interface_error_gallery',
        data: {
          app: 'gallery',
          message: 'Boom',
          stack: 'Error: Boom\n    at f (https://site.test/app.js:12:34)',
          file: 'https://site.test/app.js',
          line: 12,
          column: 34,
          custom: { block: 'b1' },
          websiteId: 'w1',
          templateId: 't1',
          url: location.href,
          userAgent: navigator.userAgent,
        },
        timestamp: 1_700_000_000_000,
      },
    ]);
  });

  it('counts the 1000 ms and the timestamp from when an error was seen, when given', () => {
    const { sent, fetcher } = recordingFetch();
    const errors = reporter(fetcher);
    // Seen 300 ms before the reporter had it (now is 1_700_000_000_000).
    errors.report('Seen earlier', undefined, 1_700_000_000_000 - 300);
    clock.tick(699);
    expect(sent).to.have.length(0);
    clock.tick(1);
    expect(sent.map(({ entries }) => entries.map((entry) => entry.timestamp))).to.deep.equal([
      [1_700_000_000_000 - 300],
    ]);
    // Seen longer ago than the debounce: sent on the next turn.
    errors.reportEvent(new ErrorEvent('error', { message: 'Long ago' }), 1_600_000_000_000);
    clock.tick(0);
    expect(sent[1]!.entries.map(({ data, timestamp }) => [data.message, timestamp])).to.deep.equal([
      ['Long ago', 1_600_000_000_000],
    ]);
  });

  it('waits 1000 ms after the last error, then sends the queue at once', () => {
    const { sent, fetcher } = recordingFetch();
    const errors = reporter(fetcher);
    errors.report('First');
    clock.tick(999);
    errors.report('Second');
    clock.tick(999);
    expect(sent).to.have.length(0);
    expect(errors.pending.map((entry) => entry.data.message)).to.deep.equal(['First', 'Second']);
    clock.tick(1);
    expect(sent).to.have.length(1);
    expect(sent[0]!.entries.map((entry) => entry.data.message)).to.deep.equal(['First', 'Second']);
    expect(errors.pending).to.have.length(0);
    clock.tick(5000);
    expect(sent).to.have.length(1);
  });

  it('queues at most 10 entries and drops the rest', () => {
    const { sent, fetcher } = recordingFetch();
    const errors = reporter(fetcher);
    const queued = Array.from({ length: 12 }, (_, i) => errors.report(`Error ${i}`));
    expect(queued).to.deep.equal([...Array(10).fill(true), false, false]);
    clock.tick(1000);
    expect(sent[0]!.entries).to.have.length(10);
    expect(sent[0]!.entries.at(-1)!.data.message).to.equal('Error 9');
    // A dropped error was never counted, so it is reported once there is room.
    expect(errors.report('Error 10')).to.equal(true);
  });

  it('stops reporting after 20 sends', () => {
    const { sent, fetcher } = recordingFetch();
    const errors = reporter(fetcher);
    for (let i = 0; i < 25; i++) {
      errors.report(`Error ${i}`);
      clock.tick(1000);
    }
    expect(sent).to.have.length(20);
    expect(errors.sendCount).to.equal(20);
    expect(errors.report('Later')).to.equal(false);
    errors.flush();
    expect(sent).to.have.length(20);
  });

  it('cuts a stack over 5000 characters to 5000 and appends the note', () => {
    const { sent, fetcher } = recordingFetch();
    const errors = reporter(fetcher);
    errors.report(withStack('Long', 's'.repeat(6000)));
    errors.report(withStack('Exact', 'e'.repeat(5000)));
    clock.tick(1000);
    const [long, exact] = sent[0]!.entries as [ErrorEntry, ErrorEntry];
    expect(long.data.stack).to.equal('s'.repeat(5000) + '… [truncated]');
    expect(long.data.stack).to.have.length(5013);
    expect(exact.data.stack).to.equal('e'.repeat(5000));
  });

  it('counts the same error once per page, across sends', () => {
    const { sent, fetcher } = recordingFetch();
    const errors = reporter(fetcher);
    const stack = 'Error: Same\n    at f (https://site.test/a.js:1:2)';
    expect(errors.report(withStack('Same', stack))).to.equal(true);
    expect(errors.report(withStack('Same', stack))).to.equal(false);
    clock.tick(1000);
    expect(errors.report(withStack('Same', stack))).to.equal(false);
    expect(
      errors.report(withStack('Same', `${stack}\n    at g (https://site.test/a.js:9:9)`)),
    ).to.equal(true);
    clock.tick(1000);
    expect(sent.map((send) => send.entries.length)).to.deep.equal([1, 1]);
  });

  it('ignores ResizeObserver loop notices and cross-origin script errors', () => {
    const { sent, fetcher } = recordingFetch();
    const errors = reporter(fetcher);
    expect(errors.report('ResizeObserver loop limit exceeded')).to.equal(false);
    expect(errors.report('Script error.')).to.equal(false);
    clock.tick(1000);
    expect(sent).to.have.length(0);
  });

  it('logs a console error once for a missing or empty app name, and uses unknown', () => {
    const consoleError = sinon.stub(console, 'error');
    for (const app of [undefined, '', '   ']) {
      consoleError.resetHistory();
      const { sent, fetcher } = recordingFetch();
      const errors = reporter(fetcher, { app: app as string });
      errors.report('One');
      errors.report('Two');
      clock.tick(1000);
      expect(consoleError.args).to.deep.equal([
        ["ErrorReporter: no app name was given; errors are reported under the app 'unknown'."],
      ]);
      expect(errors.app).to.equal('unknown');
      expect(sent[0]!.entries[0]!.eventName).to.equal('interface_error_unknown');
      expect(sent[0]!.entries[0]!.data.app).to.equal('unknown');
    }
    expect(ERROR_REPORTER_MESSAGES.missingApp).to.equal(consoleError.args[0]![0]);
    consoleError.resetHistory();
    new ErrorReporter();
    expect(consoleError.callCount).to.equal(1);
  });

  it('swallows failed sends: rejections, thrown errors and error statuses', async () => {
    const unhandled = sinon.spy();
    window.addEventListener('unhandledrejection', unhandled);
    try {
      const rejecting = reporter(
        recordingFetch(() => Promise.reject(new TypeError('offline'))).fetcher,
      );
      rejecting.report('A');
      clock.tick(1000);
      const throwing = reporter((() => {
        throw new Error('no fetch');
      }) as typeof fetch);
      throwing.report('B');
      clock.tick(1000);
      const failing = reporter(
        recordingFetch(async () => new Response('{}', { status: 500 })).fetcher,
      );
      failing.report('C');
      clock.tick(1000);
      const broken = reporter((() => Promise.reject(new Error('x'))) as typeof fetch);
      broken.report('D');
      clock.tick(1000);
      const crashing = reporter((() => {
        throw new Error('sync');
      }) as typeof fetch);
      crashing.report('E');
      clock.tick(1000);
      expect(crashing.sendCount).to.equal(1);
      await clock.runAllAsync();
      await new Promise((resolve) => requestAnimationFrame(resolve));
      expect(unhandled.called).to.equal(false);
    } finally {
      window.removeEventListener('unhandledrejection', unhandled);
    }
  });

  it('never throws while reporting, and reports the error once it can', () => {
    const { sent, fetcher } = recordingFetch();
    let broken = true;
    const errors = reporter(fetcher, {
      now: () => {
        if (broken) throw new Error('no clock');
        return 5;
      },
    });
    expect(errors.report('Boom')).to.equal(false);
    broken = false;
    const unprintable = {
      toString: () => {
        throw new Error('no text');
      },
    };
    // A value that cannot be made text is still reported, named by its kind.
    expect(errors.report(unprintable)).to.equal(true);
    expect(errors.report('Boom')).to.equal(true);
    clock.tick(1000);
    expect(sent[0]!.entries.map((entry) => entry.data.message)).to.deep.equal([
      '[object Object]',
      'Boom',
    ]);
    expect(sent[0]!.entries[0]!.timestamp).to.equal(5);
  });

  it('sends no crumb header when there is no crumb cookie', () => {
    removeCookie('crumb');
    const { sent, fetcher } = recordingFetch();
    reporter(fetcher).report('No crumb');
    clock.tick(1000);
    expect(sent[0]!.init.headers).to.not.have.property('X-CSRF-Token');
  });

  it('leaves out a crumb a header cannot carry, so the request is still made', () => {
    setCookie('crumb', 'cr\u00fbmb-\u2713');
    const { sent, fetcher } = recordingFetch();
    reporter(fetcher).report('Odd crumb');
    clock.tick(1000);
    expect(sent).to.have.length(1);
    expect(sent[0]!.init.headers).to.deep.equal({ 'Content-Type': 'application/json' });
  });

  it('sends once more with the fresh crumb after a crumb failure, and keeps that crumb', async () => {
    const answers = [
      Response.json({ crumbFail: true, crumb: 'crumb-2' }, { status: 401 }),
      Response.json({ crumbFail: true, crumb: 'crumb-3' }, { status: 403 }),
    ];
    const { sent, fetcher } = recordingFetch(async () => answers.shift()!);
    reporter(fetcher).report('Stale crumb');
    clock.tick(1000);
    await frames(() => sent.length === 2);
    expect(
      sent.map((send) => (send.init.headers as Record<string, string>)[CSRF_HEADER]),
    ).to.deep.equal(['crumb-1', 'crumb-2']);
    expect(sent[1]!.init.body).to.equal(sent[0]!.init.body);
    expect(getCookie('crumb')).to.equal('crumb-2');
    // Once only: a second crumb failure is not answered with a third send.
    await frames(() => false, 5);
    expect(sent).to.have.length(2);
  });

  it('does not send again on a 401 or 403 that is no crumb failure', async () => {
    const answers = [
      Response.json({ error: 'Unauthorized' }, { status: 401 }),
      Response.json({ crumbFail: true, crumb: '' }, { status: 403 }),
      Response.json({ crumbFail: true, crumb: 'crumb-9' }, { status: 500 }),
      new Response('Forbidden', { status: 403 }),
    ];
    const { sent, fetcher } = recordingFetch(async () => answers.shift()!);
    const errors = reporter(fetcher);
    for (const message of ['One', 'Two', 'Three', 'Four']) {
      errors.report(message);
      clock.tick(1000);
    }
    await frames(() => false, 5);
    expect(sent.map((send) => send.entries[0]!.data.message)).to.deep.equal([
      'One',
      'Two',
      'Three',
      'Four',
    ]);
    expect(getCookie('crumb')).to.equal('crumb-1');
  });

  it('sends through the fetch it is given', () => {
    const { sent, fetcher } = recordingFetch();
    const errors = new ErrorReporter({
      app: 'forms',
      fetch: fetcher,
      websiteId: 'w',
      templateId: 't',
    });
    errors.report('Via fetch');
    errors.flush();
    expect(sent).to.have.length(1);
    expect(sent[0]!.url.pathname).to.equal('/api/events/RecordJavascriptErrors');
    expect(sent[0]!.init.headers).to.deep.equal({
      'Content-Type': 'application/json',
      'X-CSRF-Token': 'crumb-1',
    });
    expect(sent[0]!.entries[0]!.eventName).to.equal('interface_error_forms');
  });

  it('uses the global fetch when none is given', () => {
    const global = sinon.stub(window, 'fetch').resolves(new Response('{}'));
    const errors = new ErrorReporter({ app: 'forms' });
    errors.report('Via the global fetch');
    errors.flush();
    expect(global.callCount).to.equal(1);
    expect(new URL(String(global.args[0]![0])).pathname).to.equal(
      '/api/events/RecordJavascriptErrors',
    );
  });

  it('reads the website and template ids from the page context when not given', () => {
    setPageContext({ website: { id: 'site-9' }, websiteSettings: { templateId: 'tpl-3' } });
    const { sent, fetcher } = recordingFetch();
    const errors = new ErrorReporter({ app: 'forms', fetch: fetcher });
    errors.report('Context');
    errors.flush();
    expect(sent[0]!.entries[0]!.data).to.deep.include({ websiteId: 'site-9', templateId: 'tpl-3' });
    expect(sent[0]!.entries[0]!.data.custom).to.equal(null);
    expect(sent[0]!.entries[0]!.timestamp).to.be.a('number');
    resetPageContext();
    setPageContext({});
    const bare = new ErrorReporter({ app: 'forms', fetch: fetcher });
    bare.report('Bare');
    bare.flush();
    expect(sent[1]!.entries[0]!.data).to.deep.include({ websiteId: '', templateId: '' });
  });

  it('sends an error whose custom data JSON cannot carry without it, and the others whole', () => {
    const { sent, fetcher } = recordingFetch();
    const errors = reporter(fetcher);
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    errors.report(new Error('First'), { block: 'b1' });
    errors.report(new Error('Second'), cyclic);
    errors.report(new Error('Third'), { count: 10n as unknown as number });
    clock.tick(1000);
    expect(sent).to.have.length(1);
    expect(sent[0]!.entries.map((entry) => [entry.data.message, entry.data.custom])).to.deep.equal([
      ['First', { block: 'b1' }],
      ['Second', null],
      ['Third', null],
    ]);
    expect(errors.sendCount).to.equal(1);
  });

  it('flush() sends now, and does nothing with an empty queue', () => {
    const { sent, fetcher } = recordingFetch();
    const errors = reporter(fetcher);
    errors.flush();
    expect(sent).to.have.length(0);
    errors.report('Now');
    errors.flush();
    expect(sent).to.have.length(1);
    clock.tick(1000);
    expect(sent).to.have.length(1);
    expect(errors.sendCount).to.equal(1);
  });

  describe('install', () => {
    it("makes the reporter the page's until uninstalled, with the errors reported before it", () => {
      const { sent, fetcher } = recordingFetch();
      const errors = reporter(fetcher);
      reportPageError(new Error('Before any reporter'));
      const uninstall = errors.install(new EventTarget());
      expect(pageErrorReporter()).to.equal(errors);
      reportPageError(new Error('Could not render form'), { block: 'form-1' });
      uninstall();
      expect(pageErrorReporter()).to.equal(undefined);
      reportPageError(new Error('After uninstall'));
      // A broken reporter takes what waited, and throws nothing back.
      const broken = sinon.spy(() => {
        throw new Error('a broken reporter');
      });
      setPageErrorReporter({ report: broken });
      expect(broken.callCount).to.equal(1);
      expect(() => reportPageError(new Error('Never thrown back'))).to.not.throw();
      setPageErrorReporter(undefined);
      clock.tick(1000);
      expect(sent).to.have.length(1);
      expect(
        sent[0]!.entries.map(({ data: { message, custom } }) => ({ message, custom })),
      ).to.deep.equal([
        { message: 'Before any reporter', custom: null },
        { message: 'Could not render form', custom: { block: 'form-1' } },
      ]);
    });

    it('hands the page back to the latest reporter still installed when one is uninstalled', () => {
      const first = reporter(recordingFetch().fetcher);
      const second = reporter(recordingFetch().fetcher);
      const third = reporter(recordingFetch().fetcher);
      const uninstallFirst = first.install(new EventTarget());
      const uninstallSecond = second.install(new EventTarget());
      const uninstallThird = third.install(new EventTarget());
      expect(pageErrorReporter()).to.equal(third);
      // Not the page's: uninstalling it changes nothing for the page.
      uninstallSecond();
      expect(pageErrorReporter()).to.equal(third);
      uninstallThird();
      expect(pageErrorReporter()).to.equal(first);
      reportPageError(new Error('To the first'));
      expect(first.pending.map((entry) => entry.data.message)).to.deep.equal(['To the first']);
      // Uninstalling twice is harmless.
      uninstallThird();
      expect(pageErrorReporter()).to.equal(first);
      uninstallFirst();
      expect(pageErrorReporter()).to.equal(undefined);
    });

    it('keeps the first 10 errors reported before the page has a reporter', () => {
      expect(MAX_EARLY_ERRORS).to.equal(10);
      for (let i = 1; i <= 12; i++) reportPageError(new Error(`Early ${i}`));
      const heard: string[] = [];
      setPageErrorReporter({ report: (error) => heard.push((error as Error).message) });
      setPageErrorReporter(undefined);
      expect(heard).to.deep.equal(Array.from({ length: 10 }, (_, i) => `Early ${i + 1}`));
    });

    it('stamps an error reported before the page has a reporter with when it was reported', () => {
      const { sent, fetcher } = recordingFetch();
      // Half a second before the reporter's clock reads 1_700_000_000_000.
      const reportedAt = 1_699_999_999_500;
      sinon.stub(Date, 'now').returns(reportedAt);
      reportPageError(new Error('Before any reporter'));
      const uninstall = reporter(fetcher).install(new EventTarget());
      // The 1000 ms count from the error too: 500 ms are left.
      clock.tick(499);
      expect(sent).to.have.length(0);
      clock.tick(1);
      expect(sent.map(({ entries }) => entries[0]!.timestamp)).to.deep.equal([reportedAt]);
      uninstall();
    });

    it("reports 'error' events and unhandled rejections until uninstalled", () => {
      const { sent, fetcher } = recordingFetch();
      const errors = reporter(fetcher);
      const target = new EventTarget();
      const uninstall = errors.install(target);
      target.dispatchEvent(
        new ErrorEvent('error', {
          message: 'Uncaught TypeError: x is undefined',
          filename: 'https://site.test/app.js',
          lineno: 3,
          colno: 9,
        }),
      );
      dispatchRejectionAndNoise(target, withStack('Rejected', 'Error: Rejected'));
      uninstall();
      target.dispatchEvent(new ErrorEvent('error', { message: 'After uninstall' }));
      clock.tick(1000);
      expect(
        sent[0]!.entries.map(({ data: { message, file, line, column } }) => ({
          message,
          file,
          line,
          column,
        })),
      ).to.deep.equal([
        {
          message: 'Uncaught TypeError: x is undefined',
          file: 'https://site.test/app.js',
          line: 3,
          column: 9,
        },
        { message: 'Nope', file: '', line: null, column: null },
      ]);
    });

    it('listens on the window by default, and only once install() is called', () => {
      const add = sinon.spy(window, 'addEventListener');
      const remove = sinon.spy(window, 'removeEventListener');
      const errors = reporter(recordingFetch().fetcher);
      expect(add.called).to.equal(false);
      const uninstall = errors.install();
      const types = ['error', 'unhandledrejection', 'pagehide'];
      expect(add.args.map(([type]) => type)).to.deep.equal(types);
      uninstall();
      expect(remove.args.map(([type]) => type)).to.deep.equal(types);
    });

    it('sends what is queued as the page goes, kept alive, and stops with uninstall', () => {
      const { sent, fetcher } = recordingFetch();
      const errors = reporter(fetcher);
      const uninstall = errors.install(new EventTarget());
      errors.report(new Error('Thrown as the page went'));
      dispatchEvent(new PageTransitionEvent('pagehide'));
      expect(sent).to.have.length(1);
      expect(sent[0]!.init.keepalive).to.equal(true);
      expect(sent[0]!.entries[0]!.data.message).to.equal('Thrown as the page went');
      // A batch over the 64 KB a browser keeps alive goes plain.
      errors.report(new Error('Big'), { note: 'a'.repeat(70_000) });
      dispatchEvent(new PageTransitionEvent('pagehide'));
      expect(sent[1]!.init.keepalive).to.equal(undefined);
      uninstall();
      errors.report(new Error('After'));
      dispatchEvent(new PageTransitionEvent('pagehide'));
      expect(sent).to.have.length(2);
      clock.tick(1000);
      expect(sent).to.have.length(3);
      expect(sent[2]!.init.keepalive).to.equal(undefined);
    });

    it('keeps alive as much of a big batch as fits in its 32 KB share as the page goes, and sends the rest plain', () => {
      const { sent, fetcher } = recordingFetch();
      const errors = reporter(fetcher);
      const uninstall = errors.install(new EventTarget());
      errors.report(new Error('First'), { note: 'a'.repeat(12_000) });
      errors.report(new Error('Second'), { note: 'b'.repeat(12_000) });
      errors.report(new Error('Third'), { note: 'c'.repeat(12_000) });
      errors.report(new Error('Small'));
      dispatchEvent(new PageTransitionEvent('pagehide'));
      uninstall();
      const messages = (request: Sent) => request.entries.map((entry) => entry.data.message);
      expect(sent.map((request) => request.init.keepalive)).to.deep.equal([true, undefined]);
      expect(messages(sent[0]!)).to.deep.equal(['First', 'Second', 'Small']);
      expect(new TextEncoder().encode(String(sent[0]!.init.body)).length).to.be.at.most(32_768);
      expect(messages(sent[1]!)).to.deep.equal(['Third']);
      // One send of the 20, in two requests.
      expect(errors.sendCount).to.equal(1);
    });
  });
});
