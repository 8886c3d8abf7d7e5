import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import {
  RELATIVE_TIME_REFRESH_MS,
  startRelativeTimeRefresh,
} from '../../../core/text/relative-time-refresh.ts';
import { relativeTime } from '../../../core/text/relative-time.ts';

describe('startRelativeTimeRefresh', () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => {
    clock = sinon.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => clock.restore());

  it('refreshes every 5 s', () => {
    expect(RELATIVE_TIME_REFRESH_MS).to.equal(5000);
  });

  it('calls back every 5000 ms with the current time, not at once', () => {
    const onTick = sinon.spy();
    const stop = startRelativeTimeRefresh(onTick);
    expect(onTick.callCount).to.equal(0);
    clock.tick(4999);
    expect(onTick.callCount).to.equal(0);
    clock.tick(1);
    expect(onTick.callCount).to.equal(1);
    expect(onTick.firstCall.args[0]).to.equal(1_005_000);
    clock.tick(10_000);
    expect(onTick.callCount).to.equal(3);
    expect(onTick.lastCall.args[0]).to.equal(1_015_000);
    stop();
  });

  it('stops when asked, and stopping twice is harmless', () => {
    const onTick = sinon.spy();
    const stop = startRelativeTimeRefresh(onTick);
    clock.tick(5000);
    stop();
    stop();
    clock.tick(60_000);
    expect(onTick.callCount).to.equal(1);
  });

  it('moves a text from "just now" to "about 10 seconds ago" on the second refresh', () => {
    const then = Date.now();
    const texts: string[] = [];
    const stop = startRelativeTimeRefresh((now) => texts.push(relativeTime(then, now)));
    clock.tick(10_000);
    expect(texts).to.deep.equal(['just now', 'about 10 seconds ago']);
    stop();
  });

  it('rejects a callback that is not a function', () => {
    expect(() => startRelativeTimeRefresh('tick' as unknown as () => void)).to.throw(
      Error,
      /needs a function to call every 5000 ms; got string/,
    );
  });
});
