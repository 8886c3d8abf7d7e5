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
