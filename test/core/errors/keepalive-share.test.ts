import { expect } from '@open-wc/testing';
import {
  ERROR_KEEPALIVE_SHARE_BYTES,
  keepaliveShare,
} from '../../../core/errors/keepalive-share.ts';
import { KEEPALIVE_MAX_BYTES } from '../../../core/tracking/transport.ts';

/** A JSON string of `bytes` bytes in all, quotes included. */
const text = (bytes: number) => 'x'.repeat(bytes - 2);

describe("keepaliveShare: what fits in the errors' share of the 64 KB kept alive past the page", () => {
  it('takes half of the 64 KB: the other requests kept alive as the page goes need room too', () => {
    expect(KEEPALIVE_MAX_BYTES).to.equal(65_536);
    expect(ERROR_KEEPALIVE_SHARE_BYTES).to.equal(32_768);
  });

  it('keeps a list of exactly its 32 KB, and sends a byte more apart', () => {
    // '[', the two items, the ',' and ']': 3 bytes more than the items.
    const half = (ERROR_KEEPALIVE_SHARE_BYTES - 3) / 2;
    const exact = [text(Math.floor(half)), text(Math.ceil(half))];
    expect(JSON.stringify(exact).length).to.equal(ERROR_KEEPALIVE_SHARE_BYTES);
    expect(keepaliveShare(exact)).to.deep.equal([exact, []]);
    const over = [exact[0]!, `${exact[1]!}y`];
    expect(keepaliveShare(over)).to.deep.equal([[over[0]], [over[1]]]);
  });

  it('counts bytes, not characters, and passes over an item too big for what is left', () => {
    // 20,002 bytes each in 10,002 characters: one fits, two would by characters alone.
    const wide = 'é'.repeat(10_000);
    expect(keepaliveShare([wide, wide])).to.deep.equal([[wide], [wide]]);
    const big = text(20_000);
    const small = { message: 'Small' };
    expect(keepaliveShare([big, big, small])).to.deep.equal([[big, small], [big]]);
    expect(keepaliveShare([])).to.deep.equal([[], []]);
  });
});
