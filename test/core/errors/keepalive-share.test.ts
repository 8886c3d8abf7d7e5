import { expect } from '@open-wc/testing';
import { keepaliveShare } from '../../../core/errors/keepalive-share.ts';
import { KEEPALIVE_MAX_BYTES } from '../../../core/tracking/transport.ts';

/** A JSON string of `bytes` bytes in all, quotes included. */
const text = (bytes: number) => 'x'.repeat(bytes - 2);

describe('keepaliveShare: what fits in the 64 KB kept alive past the page', () => {
  it('keeps a list of exactly 64 KB, and sends a byte more apart', () => {
    // '[', the two items, the ',' and ']': 4 bytes more than the items.
    const half = (KEEPALIVE_MAX_BYTES - 3) / 2;
    const exact = [text(Math.floor(half)), text(Math.ceil(half))];
    expect(JSON.stringify(exact).length).to.equal(KEEPALIVE_MAX_BYTES);
    expect(keepaliveShare(exact)).to.deep.equal([exact, []]);
    const over = [exact[0]!, `${exact[1]!}y`];
    expect(keepaliveShare(over)).to.deep.equal([[over[0]], [over[1]]]);
  });

  it('counts bytes, not characters, and passes over an item too big for what is left', () => {
    const wide = 'é'.repeat(20_000);
    expect(keepaliveShare([wide, wide])).to.deep.equal([[wide], [wide]]);
    const big = text(50_000);
    const small = { message: 'Small' };
    expect(keepaliveShare([big, big, small])).to.deep.equal([[big, small], [big]]);
    expect(keepaliveShare([])).to.deep.equal([[], []]);
  });
});
