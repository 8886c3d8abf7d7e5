import { expect } from '@open-wc/testing';
import {
  fitsKeepalive,
  KEEPALIVE_MAX_BYTES,
  postOutlivingPage,
} from '../../../core/tracking/transport.ts';

interface Call {
  url: string;
  keepalive: boolean | undefined;
}

/** A fetch that records its calls and refuses a kept-alive one when `refuse` says so. */
function browser(refuse: (call: Call) => boolean) {
  const calls: Call[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    const call = { url, keepalive: init.keepalive };
    calls.push(call);
    if (refuse(call)) throw new TypeError('Failed to fetch');
    return new Response(null, { status: 204 });
  }) as unknown as typeof fetch;
  return { calls, fetcher };
}

describe('tracking transport: posts that outlive the page', () => {
  it("keeps a body within 64 KB alive, on the page's own origin", async () => {
    expect(KEEPALIVE_MAX_BYTES).to.equal(65_536);
    const { calls, fetcher } = browser(() => false);
    const answer = await postOutlivingPage('/api/x', 'a=1', 'text/plain', fetcher);
    expect(answer.status).to.equal(204);
    expect(calls).to.deep.equal([{ url: `${location.origin}/api/x`, keepalive: true }]);
  });

  it('sends a bigger body plain', async () => {
    const big = 'a'.repeat(KEEPALIVE_MAX_BYTES + 1);
    expect(fitsKeepalive(big)).to.equal(false);
    const plain = browser(() => false);
    await postOutlivingPage('/api/x', big, 'text/plain', plain.fetcher);
    expect(plain.calls.map((call) => call.keepalive)).to.deep.equal([undefined]);
  });

  it('does not send again a kept-alive post that failed, which may have arrived', async () => {
    const failing = browser((call) => call.keepalive === true);
    let failed = false;
    await postOutlivingPage('/api/x', 'a=1', 'text/plain', failing.fetcher).catch(() => {
      failed = true;
    });
    // The caller hears of it, and the server gets it at most once.
    expect(failed).to.equal(true);
    expect(failing.calls).to.deep.equal([{ url: `${location.origin}/api/x`, keepalive: true }]);
  });
});
