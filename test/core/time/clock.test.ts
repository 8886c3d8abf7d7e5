import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { defaultClock } from '../../../core/time/index.ts';

describe('defaultClock', () => {
  afterEach(() => sinon.restore());

  it('reads performance.now when present', () => {
    sinon.stub(performance, 'now').returns(1234.5);
    expect(defaultClock()).to.equal(1234.5);
  });

  it('falls back to Date.now without performance.now', () => {
    const original = Object.getOwnPropertyDescriptor(globalThis, 'performance');
    Object.defineProperty(globalThis, 'performance', { value: undefined, configurable: true });
    try {
      sinon.stub(Date, 'now').returns(42);
      expect(defaultClock()).to.equal(42);
    } finally {
      if (original) Object.defineProperty(globalThis, 'performance', original);
      else delete (globalThis as { performance?: Performance }).performance;
    }
    expect(typeof performance.now).to.equal('function');
  });

  it('follows fake timers installed after import', () => {
    const clock = sinon.useFakeTimers();
    try {
      const start = defaultClock();
      clock.tick(250);
      expect(defaultClock() - start).to.equal(250);
    } finally {
      clock.restore();
    }
  });
});
