import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { resetPageContext, setPageContext } from '../../../core/site/read-context.ts';
import {
  MOUSE_SAMPLE_MS,
  trackMousePositions,
  type MousePosition,
} from '../../../core/tracking/mouse-positions.ts';

const move = (target: EventTarget, x: number, y: number, pointerType = 'mouse') =>
  target.dispatchEvent(new PointerEvent('pointermove', { clientX: x, clientY: y, pointerType }));

describe('mouse-position tracking (part 1 §6)', () => {
  let clock: sinon.SinonFakeTimers;
  let target: EventTarget;
  let kept: MousePosition[];
  const record = (position: MousePosition) => kept.push(position);
  const at = (x: number, y: number): MousePosition => ({
    x,
    y,
    viewportWidth: innerWidth,
    viewportHeight: innerHeight,
  });

  beforeEach(() => {
    clock = sinon.useFakeTimers();
    target = new EventTarget();
    kept = [];
  });
  afterEach(() => {
    clock.restore();
    resetPageContext();
  });

  it('tracks nothing for a visitor who is not signed in', () => {
    setPageContext({ websiteRoles: [1] });
    const listen = sinon.spy(target, 'addEventListener');
    trackMousePositions(record, { target });
    move(target, 10, 20);
    clock.tick(1000);
    expect(kept).to.deep.equal([]);
    expect(listen.called).to.equal(false);
  });

  it("follows a signed-in owner's mouse from the page context", () => {
    setPageContext({ authenticatedAccount: { id: 'owner-1' } });
    trackMousePositions(record, { target });
    move(target, 10, 20);
    expect(kept).to.deep.equal([at(10, 20)]);
  });

  it('keeps the first move at once, then the latest at the end of each 250 ms', () => {
    expect(MOUSE_SAMPLE_MS).to.equal(250);
    trackMousePositions(record, { target, signedIn: () => true });
    move(target, 1, 1);
    expect(kept).to.deep.equal([at(1, 1)]);
    clock.tick(100);
    move(target, 2, 2);
    clock.tick(100);
    move(target, 3, 3);
    clock.tick(49);
    expect(kept).to.have.length(1);
    clock.tick(1);
    expect(kept).to.deep.equal([at(1, 1), at(3, 3)]);
    // No move in the next interval: nothing more, and the next move is kept at once.
    clock.tick(250);
    expect(kept).to.have.length(2);
    clock.tick(5000);
    move(target, 4, 4);
    expect(kept).to.deep.equal([at(1, 1), at(3, 3), at(4, 4)]);
  });

  it('gives page coordinates, the scroll included', () => {
    const tall = document.createElement('div');
    tall.style.height = '5000px';
    document.body.append(tall);
    try {
      scrollTo(0, 300);
      trackMousePositions(record, { target, signedIn: () => true });
      move(target, 40, 50);
      expect(kept).to.deep.equal([at(40, 350)]);
    } finally {
      scrollTo(0, 0);
      tall.remove();
    }
  });

  it('leaves touch and pen pointers out', () => {
    trackMousePositions(record, { target, signedIn: () => true });
    move(target, 5, 5, 'touch');
    move(target, 6, 6, 'pen');
    clock.tick(1000);
    expect(kept).to.deep.equal([]);
  });

  it('stops listening and drops the position waiting to be kept', () => {
    const stop = trackMousePositions(record, { target, signedIn: () => true });
    move(target, 1, 1);
    move(target, 2, 2);
    stop();
    clock.tick(1000);
    move(target, 3, 3);
    expect(kept).to.deep.equal([at(1, 1)]);
  });

  it('keeps following when recording fails', () => {
    let calls = 0;
    trackMousePositions(
      () => {
        calls++;
        throw new Error('trace full');
      },
      { target, signedIn: () => true },
    );
    move(target, 1, 1);
    move(target, 2, 2);
    clock.tick(250);
    expect(calls).to.equal(2);
  });

  it('takes its own interval', () => {
    trackMousePositions(record, { target, signedIn: () => true, sampleMs: 1000 });
    move(target, 1, 1);
    clock.tick(500);
    move(target, 2, 2);
    clock.tick(499);
    expect(kept).to.have.length(1);
    clock.tick(1);
    expect(kept).to.deep.equal([at(1, 1), at(2, 2)]);
  });
});
