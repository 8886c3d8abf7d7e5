import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { throttle } from '../../../core/time/index.ts';

describe('throttle', () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => {
    clock = sinon.useFakeTimers();
  });
  afterEach(() => clock.restore());

  it('runs the first call at once', () => {
    const fn = sinon.spy();
    throttle(fn, 200)('first');
    expect(fn.calledOnceWithExactly('first')).to.equal(true);
  });

  it('runs one trailing call with the latest arguments when the wait ends', () => {
    const fn = sinon.spy();
    const throttled = throttle(fn, 200);
    throttled(1);
    throttled(2);
    clock.tick(100);
    throttled(3);
    clock.tick(99);
    expect(fn.args).to.deep.equal([[1]]);
    clock.tick(1);
    expect(fn.args).to.deep.equal([[1], [3]]);
  });

  it('starts a new wait after the trailing call', () => {
    const fn = sinon.spy();
    const throttled = throttle(fn, 200);
    throttled(1);
    throttled(2);
    clock.tick(200);
    throttled(3);
    expect(fn.args).to.deep.equal([[1], [2]]);
    clock.tick(200);
    expect(fn.args).to.deep.equal([[1], [2], [3]]);
  });

  it('runs at once again after a quiet wait', () => {
    const fn = sinon.spy();
    const throttled = throttle(fn, 200);
    throttled(1);
    clock.tick(200);
    expect(fn.callCount).to.equal(1);
    throttled(2);
    expect(fn.args).to.deep.equal([[1], [2]]);
  });

  it('holds calls made by the function itself to the next wait', () => {
    let runs = 0;
    const throttled = throttle(() => {
      runs += 1;
      if (runs < 3) throttled();
    }, 50);
    throttled();
    expect(runs).to.equal(1);
    clock.tick(50);
    expect(runs).to.equal(2);
    clock.tick(50);
    expect(runs).to.equal(3);
    clock.tick(500);
    expect(runs).to.equal(3);
  });

  it('cancel() drops the trailing call and ends the wait', () => {
    const fn = sinon.spy();
    const throttled = throttle(fn, 200);
    throttled(1);
    throttled(2);
    throttled.cancel();
    clock.tick(1000);
    expect(fn.args).to.deep.equal([[1]]);
    throttled(3);
    expect(fn.args).to.deep.equal([[1], [3]]);
    throttled.cancel();
    throttled.cancel();
  });

  it('throws for a wait that is not a finite number of 0 ms or more', () => {
    expect(() => throttle(() => {}, -5)).to.throw(
      'throttle: waitMs must be a finite number of milliseconds, 0 or more; got -5.',
    );
  });
});
