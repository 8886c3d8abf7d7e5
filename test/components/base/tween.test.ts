import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import {
  easings,
  tween,
  TWEEN_DURATION_MS,
  TWEEN_MESSAGES,
} from '../../../components/base/tween.ts';

describe('tween', () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => {
    clock = sinon.useFakeTimers({
      toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'],
    });
  });
  afterEach(() => clock.restore());

  it('throws word for word on a first argument that is not a function', () => {
    expect(TWEEN_MESSAGES.notAFunction).to.equal('[Tween] First parameter needs to be a function.');
    for (const bad of [undefined, null, 1, 'fn', {}]) {
      expect(() => tween(bad as never)).to.throw(
        Error,
        /^\[Tween\] First parameter needs to be a function\.$/,
      );
    }
  });

  it('throws at once, naming it, on an easing that is not one of its own', () => {
    expect(() => tween(() => {}, 100, 'bounce' as never)).to.throw(
      Error,
      '[Tween] Unknown easing "bounce": one of linear, easeInSine, easeOutSine, easeInOutSine, easeInQuad, easeOutQuad, easeInOutQuad, easeOutCubic.',
    );
    expect(() => tween(() => {}, 100, 'toString' as never)).to.throw(Error, 'Unknown easing');
    expect(() => tween(() => {}, 0, 'easeOutSine')).to.not.throw();
  });

  it('throws word for word on a duration that is not a finite number', () => {
    for (const bad of [NaN, Infinity, -Infinity, '300', null]) {
      expect(() => tween(() => {}, bad as never)).to.throw(
        Error,
        /^\[Tween\] Duration is not a finite number\.$/,
      );
    }
  });

  it('runs 300 ms by default, once per frame, ending with exactly 1', async () => {
    expect(TWEEN_DURATION_MS).to.equal(300);
    const seen: number[] = [];
    const handle = tween((p) => seen.push(p));
    expect(seen).to.deep.equal([]);
    clock.tick(16);
    expect(seen).to.have.length(1);
    expect(seen[0]).to.be.closeTo(16 / 300, 1e-9);
    clock.tick(284);
    expect(seen.at(-1)).to.be.below(1);
    expect(handle.running).to.equal(true);
    clock.tick(16);
    expect(seen.at(-1)).to.equal(1);
    expect(seen.every((p, i) => i === 0 || p > seen[i - 1]!)).to.equal(true);
    expect(await handle.finished).to.equal(true);
    expect(handle.running).to.equal(false);
    // Nothing is left scheduled once done: no per-frame work when idle.
    expect(clock.countTimers()).to.equal(0);
  });

  it('completes at once with duration 0 (reduced motion)', async () => {
    const fn = sinon.spy();
    const handle = tween(fn, 0);
    expect(fn.args).to.deep.equal([[1]]);
    expect(await handle.finished).to.equal(true);
    expect(clock.countTimers()).to.equal(0);
  });

  it('stops on cancel', async () => {
    const fn = sinon.spy();
    const handle = tween(fn, 100);
    clock.tick(32);
    handle.cancel();
    const calls = fn.callCount;
    clock.tick(200);
    expect(fn.callCount).to.equal(calls);
    expect(await handle.finished).to.equal(false);
  });

  it('ends, as cancelled, when a step throws, and lets the error go on', async () => {
    const failing = sinon.stub().onFirstCall().throws(new Error('step failed'));
    const handle = tween(failing, 100);
    // The frame's error reaches the page, as any callback's would.
    expect(() => clock.tick(16)).to.throw('step failed');
    expect(handle.running).to.equal(false);
    expect(await handle.finished).to.equal(false);
    clock.tick(200);
    expect(failing.callCount).to.equal(1);
    // At once (duration 0), the error goes to the caller.
    expect(() =>
      tween(() => {
        throw new Error('at once');
      }, 0),
    ).to.throw('at once');
  });

  it('eases; easeOutSine is sin(t·π/2)', () => {
    expect(easings.easeOutSine(0)).to.equal(0);
    expect(easings.easeOutSine(0.5)).to.be.closeTo(Math.SQRT1_2, 1e-12);
    expect(easings.easeOutSine(1)).to.equal(1);
    for (const ease of Object.values(easings)) {
      expect(ease(0)).to.be.closeTo(0, 1e-12);
      expect(ease(1)).to.be.closeTo(1, 1e-12);
    }
    const seen: number[] = [];
    tween((p) => seen.push(p), 160, 'easeOutSine');
    clock.tick(80);
    expect(seen.at(-1)).to.be.closeTo(Math.sin((80 / 160) * (Math.PI / 2)), 1e-9);
  });
});
