import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import {
  ADAPTIVE_THROTTLE_FACTOR,
  ADAPTIVE_THROTTLE_HISTORY,
  adaptiveThrottle,
} from '../../../core/time/index.ts';

describe('adaptiveThrottle', () => {
  let clock: sinon.SinonFakeTimers;
  // Synchronous work takes no fake-timer time, so the injected clock adds the work's own time.
  let workTime: number;
  const now = () => clock.now + workTime;
  let starts: Array<[label: string, at: number]>;
  /** Work that lasts `ms` on the injected clock. */
  const work = (ms: number, label = '') => {
    starts.push([label, now()]);
    workTime += ms;
  };
  const startTimes = () => starts.map(([, at]) => at);

  beforeEach(() => {
    clock = sinon.useFakeTimers();
    workTime = 0;
    starts = [];
  });
  afterEach(() => clock.restore());

  it('waits twice the average of the last 22 runs', () => {
    expect(ADAPTIVE_THROTTLE_HISTORY).to.equal(22);
    expect(ADAPTIVE_THROTTLE_FACTOR).to.equal(2);
  });

  it('runs the first request at once', () => {
    const throttled = adaptiveThrottle(work, { now });
    throttled(10);
    expect(startTimes()).to.deep.equal([0]);
  });

  it('starts the next run twice the last duration after the previous run ended', () => {
    const throttled = adaptiveThrottle(work, { now });
    throttled(10); // runs 0 to 10
    throttled(5);
    clock.tick(19);
    expect(startTimes()).to.deep.equal([0]);
    clock.tick(1);
    expect(startTimes()).to.deep.equal([0, 30]);
  });

  it('averages the runs it has while there are fewer than 22', () => {
    const throttled = adaptiveThrottle(work, { now });
    throttled(10); // 0 to 10
    throttled(30);
    clock.tick(20); // 30 to 60; average (10 + 30) / 2 = 20
    throttled(0);
    clock.tick(39);
    expect(startTimes()).to.deep.equal([0, 30]);
    clock.tick(1);
    expect(startTimes()).to.deep.equal([0, 30, 100]);
  });

  it('forgets runs older than the last 22', () => {
    const throttled = adaptiveThrottle(work, { now });
    throttled(1000);
    for (let run = 1; run < 22; run += 1) {
      clock.tick(100_000);
      throttled(10);
    }
    expect(starts).to.have.length(22);
    // Average of 1000 and 21 runs of 10 is 55, so the next run waits 110 ms.
    const lastEnd = now();
    throttled(10);
    clock.tick(109);
    expect(starts).to.have.length(22);
    clock.tick(1);
    expect(startTimes()[22]).to.equal(lastEnd + 110);
    // That 23rd run pushed the 1000 ms run out: 22 runs of 10 ms, so 20 ms now.
    const end = now();
    throttled(10);
    clock.tick(19);
    expect(starts).to.have.length(23);
    clock.tick(1);
    expect(startTimes()[23]).to.equal(end + 20);
  });

  it('runs at once when the wait has already passed', () => {
    const throttled = adaptiveThrottle(work, { now });
    throttled(10);
    clock.tick(20);
    throttled(10);
    expect(startTimes()).to.deep.equal([0, 30]);
  });

  it('coalesces requests made while waiting into one run with the latest arguments', () => {
    const throttled = adaptiveThrottle(work, { now });
    throttled(10, 'first');
    throttled(1, 'a');
    clock.tick(5);
    throttled(1, 'b');
    throttled(1, 'c');
    clock.tick(1000);
    expect(starts).to.deep.equal([
      ['first', 0],
      ['c', 30],
    ]);
  });

  it('lets an async run last until it settles, and coalesces requests made meanwhile', async () => {
    const asyncStarts: Array<[string, number]> = [];
    const throttled = adaptiveThrottle(
      (label: string) => {
        asyncStarts.push([label, clock.now]);
        return new Promise<void>((resolve) => setTimeout(resolve, 30));
      },
      { now: () => clock.now },
    );
    throttled('a');
    throttled('b');
    throttled('c');
    await clock.tickAsync(30); // 'a' ends at 30; the next waits 2 x 30
    expect(asyncStarts).to.deep.equal([['a', 0]]);
    await clock.tickAsync(59);
    expect(asyncStarts).to.deep.equal([['a', 0]]);
    await clock.tickAsync(1);
    expect(asyncStarts).to.deep.equal([
      ['a', 0],
      ['c', 90],
    ]);
  });

  it('reads performance.now by default', async () => {
    const asyncStarts: number[] = [];
    const throttled = adaptiveThrottle(() => {
      asyncStarts.push(clock.now);
      return new Promise<void>((resolve) => setTimeout(resolve, 40));
    });
    throttled();
    await clock.tickAsync(40);
    throttled();
    await clock.tickAsync(79);
    expect(asyncStarts).to.deep.equal([0]);
    await clock.tickAsync(1);
    expect(asyncStarts).to.deep.equal([0, 120]);
  });

  it('cancel() drops the requested run', () => {
    const throttled = adaptiveThrottle(work, { now });
    throttled.cancel();
    throttled(10);
    throttled(10);
    throttled.cancel();
    clock.tick(1000);
    expect(startTimes()).to.deep.equal([0]);
    throttled(10);
    expect(startTimes()).to.deep.equal([0, 1010]);
  });

  it('lets an async run in progress finish after cancel() without a follow-up', async () => {
    const fn = sinon.spy(() => new Promise<void>((resolve) => setTimeout(resolve, 10)));
    const throttled = adaptiveThrottle(fn, { now: () => clock.now });
    throttled();
    throttled();
    throttled.cancel();
    await clock.tickAsync(1000);
    expect(fn.callCount).to.equal(1);
  });

  it('never recurses when the work requests itself', () => {
    let runs = 0;
    const throttled = adaptiveThrottle(
      () => {
        runs += 1;
        if (runs < 5) throttled();
      },
      { now },
    );
    throttled();
    expect(runs).to.equal(1);
    clock.tick(0);
    expect(runs).to.equal(2);
    clock.runAll();
    expect(runs).to.equal(5);
  });

  it('throws a synchronous error to the caller and still counts the run', () => {
    const throttled = adaptiveThrottle(
      (ms: number) => {
        work(ms);
        throw new Error('boom');
      },
      { now },
    );
    expect(() => throttled(10)).to.throw('boom');
    throttled(10);
    clock.tick(19);
    expect(startTimes()).to.deep.equal([0]);
    expect(() => clock.tick(1)).to.throw('boom');
    expect(startTimes()).to.deep.equal([0, 30]);
  });

  it('hands synchronous errors and rejections to onError', async () => {
    const onError = sinon.spy();
    const syncError = new Error('sync');
    const asyncError = new Error('async');
    let call = 0;
    const throttled = adaptiveThrottle(
      () => {
        call += 1;
        if (call === 1) throw syncError;
        return new Promise<void>((_, reject) => setTimeout(() => reject(asyncError), 25));
      },
      { now: () => clock.now, onError },
    );
    throttled();
    expect(onError.args).to.deep.equal([[syncError]]);
    throttled();
    await clock.tickAsync(25);
    expect(onError.args).to.deep.equal([[syncError], [asyncError]]);
    // The failed runs lasted 0 and 25 ms: the next waits 2 x 12.5 after the rejection.
    throttled();
    await clock.tickAsync(24);
    expect(call).to.equal(2);
    await clock.tickAsync(1);
    expect(call).to.equal(3);
    await clock.tickAsync(100);
  });
});
