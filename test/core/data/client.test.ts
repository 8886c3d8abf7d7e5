import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import sinon from 'sinon';
import {
  DataClient,
  DATA_MESSAGES,
  FatalErrorEvent,
  RETRY_DELAY_MS,
  type DataClientOptions,
} from '../../../core/data/index.ts';
import { getCookie, setCookie } from '../../../core/net/cookies.ts';
import { resetPageContext, setPageContext } from '../../../core/site/index.ts';

interface Call {
  url: URL;
  init: RequestInit;
}

/** A fetch that answers from a script and records what it was asked. */
function scriptedFetch(...answers: Array<Response | Error | (() => Response)>) {
  const calls: Call[] = [];
  const fetcher = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: new URL(String(input)), init });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
    if (answer instanceof Error) throw answer;
    return typeof answer === 'function' ? answer() : answer.clone();
  };
  return { calls, fetcher: fetcher as typeof fetch };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const client = (fetcher: typeof fetch, options: DataClientOptions = {}) =>
  new DataClient({
    fetch: fetcher,
    pageUrl: () => 'https://shop.example.com/cart?x=1',
    ...options,
  });

describe('DataClient', () => {
  beforeEach(() => setCookie('crumb', 'c1'));

  it('retries 200 ms after a failed connection', () => {
    expect(RETRY_DELAY_MS).to.equal(200);
  });

  it('waits 200 ms between attempts, and not before the first', async () => {
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const { calls, fetcher } = scriptedFetch(
        new TypeError('Failed to fetch'),
        json(200, { a: 1 }),
      );
      const pending = client(fetcher).get('/api/x', { retries: 1 });
      await clock.tickAsync(0);
      expect(calls).to.have.length(1);
      await clock.tickAsync(199);
      expect(calls).to.have.length(1);
      await clock.tickAsync(1);
      expect(calls).to.have.length(2);
      expect(await pending).to.deep.equal({ ok: true, status: 200, data: { a: 1 } });
    } finally {
      clock.restore();
    }
  });

  it('does not retry when the retry count is 0, or when a response came back', async () => {
    const failing = scriptedFetch(new TypeError('Failed to fetch'));
    const result = await client(failing.fetcher).get('/api/x');
    expect(result).to.deep.equal({
      ok: false,
      kind: 'network',
      status: null,
      message: 'Unable to connect…',
    });
    expect(failing.calls).to.have.length(1);
    const answered = scriptedFetch(json(500, {}));
    await client(answered.fetcher).get('/api/x', { retries: 3 });
    expect(answered.calls).to.have.length(1);
  });

  it('sends secure calls on a custom domain to https on the page host, with credentials', async () => {
    const { calls, fetcher } = scriptedFetch(json(200, {}));
    const onCustomDomain = client(fetcher, {
      pageUrl: () => 'http://www.mybakery.com/order',
      isCustomDomain: () => true,
    });
    await onCustomDomain.post('/api/commerce/cart', { secure: true, data: {} });
    expect(calls[0]!.url.href).to.equal('https://www.mybakery.com/api/commerce/cart?crumb=c1');
    expect(calls[0]!.init.credentials).to.equal('include');
    await onCustomDomain.post('/api/commerce/cart', { data: {} });
    expect(calls[1]!.url.protocol).to.equal('http:');
    expect(calls[1]!.init.credentials).to.equal('same-origin');
  });

  it("knows a custom domain from the page's site context when not told", async () => {
    setPageContext({ website: { identifier: 'bakery' }, appDomain: 'sites.example.com' });
    try {
      const { calls, fetcher } = scriptedFetch(json(200, {}));
      const onPage = (page: string) => client(fetcher, { pageUrl: () => page });
      await onPage('http://www.mybakery.com/order').post('/api/form/FormSubmissionKey', {
        secure: true,
      });
      await onPage('http://bakery.sites.example.com/order').post('/api/form/FormSubmissionKey', {
        secure: true,
      });
      // The platform's own host on another port (a development server) is no custom domain.
      await onPage('http://bakery.sites.example.com:5173/order').post(
        '/api/form/FormSubmissionKey',
        { secure: true },
      );
      expect(calls.map((call) => call.url.origin)).to.deep.equal([
        'https://www.mybakery.com',
        'http://bakery.sites.example.com',
        'http://bakery.sites.example.com:5173',
      ]);
    } finally {
      resetPageContext();
    }
  });

  it("keeps the caller's query as written when it adds the data and the crumb", async () => {
    const { calls, fetcher } = scriptedFetch(() => new Response('not json', { status: 200 }));
    const result = await client(fetcher).get('/api/search?q=a%20b&flag', { data: { page: 2 } });
    expect(calls[0]!.url.search).to.equal('?q=a%20b&flag&page=2&crumb=c1');
    // The address the message quotes is the one called, without its crumb.
    expect(result.ok ? '' : result.message).to.match(
      /^Internal Error: Unable to parse server response from \(https:\/\/shop\.example\.com\/api\/search\?q=a%20b&flag&page=2\) as JSON: /,
    );
  });

  it('keeps the crumb away from other origins', async () => {
    const { calls, fetcher } = scriptedFetch(json(200, {}));
    await client(fetcher).get('https://collector.example.net/api/v1/events', { data: { a: 1 } });
    expect(calls[0]!.url.search).to.equal('?a=1');
    // Nor its cookies: only a secure call (to the site's own domain) sends them.
    expect(calls[0]!.init.credentials).to.equal('same-origin');
  });

  it('repeats a crumb failure once with the fresh crumb, and no more', async () => {
    const { calls, fetcher } = scriptedFetch(
      json(403, { crumbFail: true, crumb: 'c2' }),
      json(401, { crumbFail: true, crumb: 'c3' }),
      json(200, { never: true }),
    );
    const result = await client(fetcher).post('/api/x', { data: { a: 1 } });
    expect(calls.map((call) => call.url.searchParams.get('crumb'))).to.deep.equal(['c1', 'c2']);
    expect(getCookie('crumb')).to.equal('c3');
    expect(result).to.deep.include({ ok: false, status: 401, message: 'Unauthorized request' });
  });

  it('does not treat a 401 without a fresh crumb as a crumb failure', async () => {
    const { calls, fetcher } = scriptedFetch(json(401, { crumbFail: true }));
    await client(fetcher).post('/api/x');
    expect(calls).to.have.length(1);
  });

  it('fires login-required when the server says so', async () => {
    const { fetcher } = scriptedFetch(json(401, { loginRequired: true }));
    const data = client(fetcher);
    const seen: string[] = [];
    data.addEventListener('login-required', (event) => seen.push(event.type));
    await data.get('/api/x');
    expect(seen).to.deep.equal(['login-required']);
  });

  it("raises the full-screen error for an authorization failure, in the catalogue's words", async () => {
    const { fetcher } = scriptedFetch(json(403, { authorizationFail: true }));
    const data = client(fetcher);
    const fatal: FatalErrorEvent[] = [];
    data.addEventListener('fatal-error', (event) => fatal.push(event as FatalErrorEvent));
    await data.get('/api/x');
    expect(fatal.map((event) => event.detail)).to.deep.equal([
      {
        title: 'Something Went Wrong!',
        message:
          'Our system has encountered an error. This exception has been automatically logged and reported. We will return shortly.',
        kind: 'server',
        path: '/api/x',
      },
    ]);
  });

  it('raises the network error text for an unhandled failed connection', async () => {
    const { fetcher } = scriptedFetch(new TypeError('Failed to fetch'));
    const data = client(fetcher);
    const fatal: FatalErrorEvent[] = [];
    data.addEventListener('fatal-error', (event) => fatal.push(event as FatalErrorEvent));
    await data.get('/api/x');
    expect(fatal).to.have.length(0);
    await data.get('/api/x', { fatalOnFailure: true });
    expect(fatal[0]!.detail).to.deep.equal({
      title: 'Something Went Wrong!',
      message: 'Unable to connect to the product. Please try again.',
      kind: 'network',
      path: '/api/x',
    });
    expect(DATA_MESSAGES.networkError).to.equal(
      'Unable to connect to the product. Please try again.',
    );
  });

  it('reports an aborted call without retrying or raising anything', async () => {
    const { calls, fetcher } = scriptedFetch(
      new DOMException('The user aborted a request.', 'AbortError'),
    );
    const data = client(fetcher);
    let events = 0;
    data.addEventListener('fatal-error', () => events++);
    const result = await data.get('/api/x', { retries: 2, fatalOnFailure: true });
    expect(result).to.deep.include({ ok: false, kind: 'aborted', status: null });
    expect(calls).to.have.length(1);
    expect(events).to.equal(0);
  });

  it('reports a call its own signal ended as aborted, whatever the abort reason', async () => {
    // The browser's fetch rejects with the signal's reason: the caller's own value, or a
    // TimeoutError for AbortSignal.timeout, not always an AbortError.
    const timedOut = AbortSignal.timeout(0);
    await new Promise((resolve) => setTimeout(resolve, 5));
    for (const signal of [AbortSignal.abort(new Error('left the page')), timedOut]) {
      expect(signal.aborted).to.equal(true);
      const waits: number[] = [];
      const data = new DataClient({ wait: async (ms) => void waits.push(ms) });
      let events = 0;
      data.addEventListener('fatal-error', () => events++);
      const result = await data.get('/api/health', { signal, retries: 2, fatalOnFailure: true });
      expect(result).to.deep.include({ ok: false, kind: 'aborted', status: null });
      expect(waits, 'retries of an aborted call').to.deep.equal([]);
      expect(events).to.equal(0);
    }
  });

  it('ends a call cancelled while it waits to try again at once, as aborted, without trying again', async () => {
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { calls, fetcher } = scriptedFetch(new TypeError('Failed to fetch'));
      const controller = new AbortController();
      let settled = false;
      const pending = client(fetcher)
        .get('/api/x', { retries: 3, signal: controller.signal })
        .finally(() => (settled = true));
      await clock.tickAsync(50);
      expect(calls).to.have.length(1);
      controller.abort();
      await clock.tickAsync(0);
      expect(settled, 'settled without waiting out the 200 ms').to.equal(true);
      expect(await pending).to.deep.include({ ok: false, kind: 'aborted', status: null });
      await clock.tickAsync(1000);
      expect(calls).to.have.length(1);
    } finally {
      clock.restore();
    }
  });

  it('takes a retry count that is no number of retries (Infinity, NaN, below 0) as none', async () => {
    for (const retries of [Infinity, -Infinity, Number.NaN, -2]) {
      const waits: number[] = [];
      const { calls, fetcher } = scriptedFetch(new TypeError('Failed to fetch'));
      const data = client(fetcher, { wait: async (ms) => void waits.push(ms) });
      const result = await data.get('/api/x', { retries });
      expect(result).to.deep.include({ ok: false, kind: 'network' }, String(retries));
      expect(calls, String(retries)).to.have.length(1);
      expect(waits, String(retries)).to.deep.equal([]);
    }
    // A fraction counts its whole retries: 2.7 is two.
    const { calls, fetcher } = scriptedFetch(new TypeError('Failed to fetch'));
    await client(fetcher, { wait: async () => {} }).get('/api/x', { retries: 2.7 });
    expect(calls).to.have.length(3);
  });

  it('reports a call aborted while its answer is read as aborted, raising nothing', async () => {
    const controller = new AbortController();
    const fetcher = (async (_input: RequestInfo | URL, init: RequestInit = {}) => {
      // As a browser does: aborting errors the body of an answer already under way.
      const body = new ReadableStream({
        start(stream) {
          init.signal!.addEventListener('abort', () => stream.error(init.signal!.reason));
        },
      });
      setTimeout(() => controller.abort(), 0);
      return new Response(body, { status: 200 });
    }) as typeof fetch;
    const data = client(fetcher);
    let events = 0;
    data.addEventListener('fatal-error', () => events++);
    const result = await data.get('/api/x', { signal: controller.signal, fatalOnFailure: true });
    expect(result).to.deep.include({ ok: false, kind: 'aborted' });
    expect(events).to.equal(0);
  });

  it("takes no crumb from another origin's answer", async () => {
    const { calls, fetcher } = scriptedFetch(
      json(403, { crumbFail: true, crumb: 'theirs' }),
      json(200, {}),
    );
    const result = await client(fetcher).post('https://collector.example.net/api/x');
    expect(getCookie('crumb')).to.equal('c1');
    expect(calls).to.have.length(1);
    expect(result).to.deep.include({ ok: false, status: 403 });
  });

  it('sends no cookies to another origin, even on a secure call', async () => {
    const { calls, fetcher } = scriptedFetch(json(200, {}));
    await client(fetcher, { isCustomDomain: () => true }).post(
      'https://collector.example.net/api/x',
      { secure: true },
    );
    expect(calls[0]!.url.href).to.equal('https://collector.example.net/api/x');
    expect(calls[0]!.init.credentials).to.equal('same-origin');
  });

  it('answers a crumb failure where cookies cannot be written, without throwing', async () => {
    // A sandboxed frame throws on every use of document.cookie.
    const refuse = () => {
      throw new DOMException('The document is sandboxed.', 'SecurityError');
    };
    const { calls, fetcher } = scriptedFetch(json(403, { crumbFail: true, crumb: 'c2' }));
    Object.defineProperty(document, 'cookie', { configurable: true, get: refuse, set: refuse });
    let result;
    try {
      result = await client(fetcher).post('/api/x');
    } finally {
      delete (document as { cookie?: string }).cookie;
    }
    expect(result).to.deep.include({ ok: false, status: 403, message: 'Unauthorized request' });
    expect(calls).to.have.length(1);
  });

  it('reads an empty success as null data', async () => {
    const { fetcher } = scriptedFetch(() => new Response(null, { status: 204 }));
    expect(await client(fetcher).delete('/api/x')).to.deep.equal({
      ok: true,
      status: 204,
      data: null,
    });
  });

  it('reports a body that breaks off as a failed connection', async () => {
    const broken = new Response(
      new ReadableStream({
        start(controller) {
          controller.error(new TypeError('network error'));
        },
      }),
      { status: 200 },
    );
    const { fetcher } = scriptedFetch(() => broken);
    expect(await client(fetcher).get('/api/x')).to.deep.equal({
      ok: false,
      kind: 'network',
      status: 200,
      message: 'Unable to connect…',
    });
  });

  it('never throws, whatever the status and body', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 200, max: 599 }),
        fc.oneof(fc.string(), fc.json(), fc.string({ unit: 'binary' })),
        async (status, body) => {
          const withBody = ![204, 205, 304].includes(status);
          const { fetcher } = scriptedFetch(() => new Response(withBody ? body : null, { status }));
          const result = await client(fetcher).post('/api/x', { data: { a: 1 } });
          expect(result.ok).to.be.a('boolean');
          if (!result.ok) expect(result.message).to.be.a('string').and.not.equal('');
        },
      ),
      { numRuns: 200 },
    );
  });
});
