import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { debounce } from '../../../core/time/index.ts';

describe('debounce', () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => {
    clock = sinon.useFakeTimers();
  });
  afterEach(() => clock.restore());

  it('runs once, waitMs after the last call, with the latest arguments', () => {
    const fn = sinon.spy();
    const debounced = debounce(fn, 1000);
    debounced('a');
    clock.tick(999);
    debounced('b');
    clock.tick(999);
    expect(fn.called).to.equal(false);
    debounced('c');
    clock.tick(999);
    expect(fn.called).to.equal(false);
    clock.tick(1);
    expect(fn.calledOnceWithExactly('c')).to.equal(true);
    clock.tick(5000);
    expect(fn.callCount).to.equal(1);
  });

  it('runs again for calls after a run', () => {
    const fn = sinon.spy();
    const debounced = debounce(fn, 100);
    debounced(1);
    clock.tick(100);
    debounced(2);
    clock.tick(100);
    expect(fn.args).to.deep.equal([[1], [2]]);
  });

  it('cancel() drops the pending call', () => {
    const fn = sinon.spy();
    const debounced = debounce(fn, 100);
    debounced();
    debounced.cancel();
    clock.tick(1000);
    expect(fn.called).to.equal(false);
    debounced.cancel();
  });

  it('flush() runs the pending call at once, and only once', () => {
    const fn = sinon.spy();
    const debounced = debounce(fn, 100);
    debounced.flush();
    expect(fn.called).to.equal(false);
    debounced('x', 2);
    debounced.flush();
    expect(fn.calledOnceWithExactly('x', 2)).to.equal(true);
    clock.tick(1000);
    debounced.flush();
    expect(fn.callCount).to.equal(1);
  });

  it('runs on the next tick with a zero wait', () => {
    const fn = sinon.spy();
    debounce(fn, 0)();
    expect(fn.called).to.equal(false);
    clock.tick(0);
    expect(fn.calledOnce).to.equal(true);
  });

  it('throws for a wait that is not a finite number of 0 ms or more', () => {
    for (const bad of [-1, NaN, Infinity, '100']) {
      expect(() => debounce(() => {}, bad as number)).to.throw(
        `debounce: waitMs must be a finite number of milliseconds, 0 or more; got ${String(bad)}.`,
      );
    }
  });
});
