import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import {
  fetchSettings,
  isPageSpeedOn,
  isUserTimingOn,
  pageSpeedFlags,
} from '../../../core/tracking/page-speed/index.ts';
import { json, settingsFetch } from './page-speed-fakes.ts';

const flags = pageSpeedFlags('gallery');
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected a rejection'),
    (error: Error) => error.message,
  );

describe('page speed: settings call', () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => {
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => clock.restore());

  it('GETs the settings path with a flag parameter per rollout asked about', async () => {
    const { calls, fetcher } = settingsFetch(() =>
      json({ pageLoadId: 'load-1', variants: { rum: true, gallery: true, other: 'yes' } }),
    );
    const settings = await fetchSettings(fetcher, ['gallery', 'gallery-user-timing']);
    expect(settings).to.deep.equal({
      pageLoadId: 'load-1',
      variants: { rum: true, gallery: true, other: false },
    });
    expect(calls).to.have.length(1);
    expect(calls[0]!.init.method).to.equal('GET');
    expect(calls[0]!.url.pathname).to.equal('/api/1/performance/settings');
    expect(calls[0]!.url.searchParams.getAll('flag')).to.deep.equal([
      'gallery',
      'gallery-user-timing',
    ]);
  });

  it("fails with 'Metric settings request timeout' after 60000 ms, and aborts the call", async () => {
    let signal: AbortSignal | undefined;
    const fetcher = ((_: unknown, init: RequestInit) => {
      signal = init.signal ?? undefined;
      return new Promise<Response>(() => undefined);
    }) as typeof fetch;
    const message = failure(fetchSettings(fetcher, ['gallery']));
    let settled = false;
    void message.then(() => (settled = true));
    await clock.tickAsync(59_999);
    expect(settled).to.equal(false);
    await clock.tickAsync(1);
    expect(await message).to.equal('Metric settings request timeout');
    expect(signal!.aborted).to.equal(true);
  });

  it('fails for any status but 200, with 0 when no response came', async () => {
    for (const [answer, status] of [
      [() => json({ pageLoadId: 'x', variants: {} }, 201), 201],
      [() => new Response(null, { status: 204 }), 204],
      [() => json({ error: 'Not found' }, 404), 404],
      [() => json({ error: 'Down' }, 500), 500],
      [() => Promise.reject(new TypeError('Failed to fetch')), 0],
    ] as const) {
      const { fetcher } = settingsFetch(answer);
      expect(await failure(fetchSettings(fetcher, []))).to.equal(
        `XHR request DONE with unexpected status: ${status}`,
      );
    }
  });

  it("fails with 'Unable to resolve pageLoadId' when the answer holds none", async () => {
    for (const body of [
      { variants: { rum: true } },
      { pageLoadId: '', variants: { rum: true } },
      { pageLoadId: 7 },
      null,
      [],
    ]) {
      const { fetcher } = settingsFetch(() => json(body));
      expect(await failure(fetchSettings(fetcher, []))).to.equal('Unable to resolve pageLoadId');
    }
    const { fetcher } = settingsFetch(() => new Response('{not json', { status: 200 }));
    expect(await failure(fetchSettings(fetcher, []))).to.equal('Unable to resolve pageLoadId');
  });

  it('reads missing or malformed variants as all off', async () => {
    const { fetcher } = settingsFetch(() => json({ pageLoadId: 'p', variants: ['rum'] }));
    expect(await fetchSettings(fetcher, [])).to.deep.equal({
      pageLoadId: 'p',
      variants: {},
    });
  });

  it("runs only with both 'rum' and the app's rollout true; user timing needs its own", () => {
    const on = (variants: Record<string, boolean>) => ({ pageLoadId: 'p', variants });
    expect(isPageSpeedOn(on({ rum: true, gallery: true }), flags)).to.equal(true);
    expect(isPageSpeedOn(on({ rum: true }), flags)).to.equal(false);
    expect(isPageSpeedOn(on({ gallery: true }), flags)).to.equal(false);
    expect(isPageSpeedOn(on({ rum: true, gallery: false }), flags)).to.equal(false);
    expect(isUserTimingOn(on({ rum: true, gallery: true }), flags)).to.equal(false);
    expect(
      isUserTimingOn(on({ rum: true, gallery: true, 'gallery-user-timing': true }), flags),
    ).to.equal(true);
    expect(isUserTimingOn(on({ rum: true, 'gallery-user-timing': true }), flags)).to.equal(false);
  });
});
