import { expect } from '@open-wc/testing';
import { DataClient, DATA_MESSAGES, unparsableResponse } from '../../../core/data/index.ts';
import { getCookie, setCookie } from '../../../core/net/cookies.ts';

/** Calls the dev API served on the test page's own origin. */
interface Echo {
  method: string;
  query: Record<string, string>;
  fields: Record<string, unknown>;
  raw: string;
}

const countingFetch = () => {
  const urls: string[] = [];
  const fetcher: typeof fetch = (input, init) => {
    urls.push(String(input));
    return fetch(input, init);
  };
  return { urls, fetcher };
};

describe('DataClient against the dev API', () => {
  before(async () => {
    await fetch('/api/health');
  });

  it('sends the crumb from its cookie on every call, with GET data in the query', async () => {
    const client = new DataClient();
    const crumb = getCookie('crumb');
    expect(crumb).to.be.a('string').and.not.equal('');
    const result = await client.get<Echo>('/api/dev/echo', { data: { q: 'shoes', page: 2 } });
    expect(result.ok).to.equal(true);
    if (!result.ok) return;
    expect(result.status).to.equal(200);
    expect(result.data.query).to.deep.equal({ q: 'shoes', page: '2', crumb });
  });

  it('posts JSON by default and form fields when asked', async () => {
    const client = new DataClient();
    const json = await client.post<Echo>('/api/dev/echo', { data: { name: 'Ada', tags: ['a'] } });
    expect(json.ok && json.data.fields).to.deep.equal({ name: 'Ada', tags: ['a'] });
    const form = await client.put<Echo>('/api/dev/echo', {
      data: { name: 'Ada', tags: ['a'], none: null },
      encoding: 'form',
    });
    expect(form.ok && form.data.raw).to.equal('name=Ada&tags=%5B%22a%22%5D');
    const removed = await client.delete<Echo>('/api/dev/echo', { data: { id: 7 } });
    expect(removed.ok && removed.data.method).to.equal('DELETE');
    expect(removed.ok && removed.data.query.id).to.equal('7');
  });

  const statusCases: Array<[number, string]> = [
    [401, 'Unauthorized request'],
    [403, 'Unauthorized request'],
    [500, 'Internal server error. Please try again later.'],
    [501, 'Internal server error. Please try again later.'],
    [503, 'This service is temporarily unavailable. Please try again later.'],
    [400, 'Unable to connect…'],
    [404, 'Unable to connect…'],
    [429, 'Unable to connect…'],
    [502, 'Unable to connect…'],
  ];
  for (const [status, message] of statusCases) {
    it(`answers ${status} with '${message}'`, async () => {
      const result = await new DataClient().get(`/api/dev/status/${status}`);
      expect(result).to.deep.equal({
        ok: false,
        kind: 'http',
        status,
        message,
        response: { status },
      });
    });
  }

  it('passes the error body of a 400, 401, 500 or 502 to the caller, and no other', async () => {
    const client = new DataClient();
    const body = (fields: object) => `?body=${encodeURIComponent(JSON.stringify(fields))}`;
    for (const [status, fields] of [
      [400, { error: 'Bad size', errors: { size: 'Pick a size' } }],
      [401, { message: 'Signed out' }],
      [500, { billingErrorCode: 'card_declined' }],
      [502, { error: 'Upstream' }],
    ] as const) {
      const result = await client.get(`/api/dev/status/${status}${body(fields)}`);
      expect(result).to.deep.include({ ok: false, status, body: fields });
    }
    const other = await client.get(`/api/dev/status/418${body({ error: 'teapot' })}`);
    expect(other).to.deep.equal({
      ok: false,
      kind: 'http',
      status: 418,
      message: 'Unable to connect…',
      response: { error: 'teapot' },
    });
    const withoutReason = await client.get(`/api/dev/status/400${body({ other: 1 })}`);
    expect(withoutReason).to.deep.equal({
      ok: false,
      kind: 'http',
      status: 400,
      message: 'Unable to connect…',
      response: { other: 1 },
    });
  });

  it('says a success answer that is not JSON could not be parsed, naming the address', async () => {
    const result = await new DataClient().get('/api/dev/status/200?raw=not%20json');
    let parseMessage = '';
    try {
      JSON.parse('not json');
    } catch (error) {
      parseMessage = (error as Error).message;
    }
    expect(result.ok).to.equal(false);
    if (result.ok) return;
    expect(result.kind).to.equal('parse');
    // The address called, without its crumb: a secret has no place in a message.
    expect(getCookie('crumb')).to.be.a('string');
    const url = `${location.origin}/api/dev/status/200?raw=not%20json`;
    expect(result.message).to.equal(unparsableResponse(url, parseMessage));
    expect(
      result.message.startsWith(
        `Internal Error: Unable to parse server response from (${url}) as JSON: `,
      ),
    ).to.equal(true);
  });

  it('takes the fresh crumb of a crumb failure and repeats the call once', async () => {
    setCookie('crumb', 'stale.crumb');
    const { urls, fetcher } = countingFetch();
    const result = await new DataClient({ fetch: fetcher }).post<{ status: number }>(
      '/api/dev/status/200',
    );
    expect(result).to.deep.equal({ ok: true, status: 200, data: { status: 200 } });
    expect(urls).to.have.length(2);
    expect(urls[0]).to.include('crumb=stale.crumb');
    const fresh = getCookie('crumb')!;
    expect(fresh).to.not.equal('stale.crumb');
    expect(new URL(urls[1]!).searchParams.get('crumb')).to.equal(fresh);
  });

  it('retries a dropped connection after 200 ms as many times as asked', async () => {
    const key = `drop-${Math.random()}`;
    const { urls, fetcher } = countingFetch();
    const started = performance.now();
    const result = await new DataClient({ fetch: fetcher }).get<{ attempts: number }>(
      '/api/dev/drop',
      {
        data: { key, times: 2 },
        retries: 2,
      },
    );
    expect(result).to.deep.equal({ ok: true, status: 200, data: { ok: true, attempts: 3 } });
    expect(urls).to.have.length(3);
    expect(performance.now() - started).to.be.at.least(400);
  });

  it('reports a dropped connection as a failure when no retry is left', async () => {
    const result = await new DataClient().get('/api/dev/drop', {
      data: { key: `drop-${Math.random()}`, times: 5 },
      retries: 1,
    });
    expect(result).to.deep.equal({
      ok: false,
      kind: 'network',
      status: null,
      message: DATA_MESSAGES.unableToConnect,
    });
  });
});
