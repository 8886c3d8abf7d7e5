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

  it('sends a bigger body plain, and plain again when the browser refuses to keep it alive', async () => {
    const big = 'a'.repeat(KEEPALIVE_MAX_BYTES + 1);
    expect(fitsKeepalive(big)).to.equal(false);
    const plain = browser(() => false);
    await postOutlivingPage('/api/x', big, 'text/plain', plain.fetcher);
    expect(plain.calls.map((call) => call.keepalive)).to.deep.equal([undefined]);
    // The 64 KB past the page is shared: a full budget refuses the kept-alive one.
    const full = browser((call) => call.keepalive === true);
    const answer = await postOutlivingPage('/api/x', 'a=1', 'text/plain', full.fetcher);
    expect(answer.status).to.equal(204);
    expect(full.calls.map((call) => call.keepalive)).to.deep.equal([true, undefined]);
    // Down for good: the plain one fails too, and the caller hears it.
    const down = browser(() => true);
    let failed = false;
    await postOutlivingPage('/api/x', 'a=1', 'text/plain', down.fetcher).catch(() => {
      failed = true;
    });
    expect(failed).to.equal(true);
    expect(down.calls).to.have.length(2);
  });
});
