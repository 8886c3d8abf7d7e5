import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  classifyTouch,
  SWIPE_MAX_DURATION_MS,
  SWIPE_MIN_DISTANCE_PX,
  TAP_MAX_MOVE_PX,
} from '../../../components/base/touch.ts';
import { horizontalSwipe } from '../../../components/base/horizontal-swipe.ts';

const at = (x: number, y: number, time: number) => ({ x, y, time });

describe('classifyTouch', () => {
  it('uses the spec thresholds: 50 px, 250 ms, 1 px', () => {
    expect(SWIPE_MIN_DISTANCE_PX).to.equal(50);
    expect(SWIPE_MAX_DURATION_MS).to.equal(250);
    expect(TAP_MAX_MOVE_PX).to.equal(1);
  });

  it('reads a move of at least 50 px within 250 ms as a swipe in the finger direction', () => {
    expect(classifyTouch(at(100, 100, 0), at(50, 100, 250))).to.deep.equal({
      kind: 'swipe',
      direction: 'left',
    });
    expect(classifyTouch(at(100, 100, 0), at(160, 110, 100))).to.include({ direction: 'right' });
    expect(classifyTouch(at(100, 100, 0), at(110, 20, 100))).to.include({ direction: 'up' });
    expect(classifyTouch(at(100, 100, 0), at(90, 200, 100))).to.include({ direction: 'down' });
  });

  it('is not a swipe at 49 px or after 251 ms', () => {
    expect(classifyTouch(at(0, 0, 0), at(49, 0, 100)).kind).to.equal('touch-move-end');
    expect(classifyTouch(at(0, 0, 0), at(80, 0, 251)).kind).to.equal('touch-move-end');
  });

  it('takes distance from the dominant axis', () => {
    // 40 px across and 60 px down is a downward swipe: 60 px, over the 50 the across lacks.
    expect(classifyTouch(at(0, 0, 0), at(40, 60, 100))).to.deep.equal({
      kind: 'swipe',
      direction: 'down',
    });
    // 45 px across and 30 px down is along the across, short of 50: no swipe.
    expect(classifyTouch(at(0, 0, 0), at(45, 30, 100))).to.deep.equal({ kind: 'touch-move-end' });
  });

  it('reads a move of at most 1 px on each axis as a tap, whatever its duration', () => {
    expect(classifyTouch(at(10, 10, 0), at(11, 9, 900))).to.deep.equal({ kind: 'tap' });
    expect(classifyTouch(at(10, 10, 0), at(12, 10, 10)).kind).to.equal('touch-move-end');
  });
});

describe('horizontalSwipe', () => {
  it('reads -1 for a swipe to the left, 1 to the right, 0 for anything else', () => {
    expect(horizontalSwipe(at(100, 100, 0), at(50, 100, 250))).to.equal(-1);
    expect(horizontalSwipe(at(100, 100, 0), at(160, 110, 100))).to.equal(1);
    expect(horizontalSwipe(at(100, 100, 0), at(51, 100, 100))).to.equal(0);
    expect(horizontalSwipe(at(100, 100, 0), at(40, 100, 251))).to.equal(0);
    // A tie between the axes is horizontal, as classifyTouch has it.
    expect(horizontalSwipe(at(0, 0, 0), at(-60, 60, 100))).to.equal(-1);
    expect(horizontalSwipe(at(0, 0, 0), at(60, 61, 100))).to.equal(0);
  });

  it("agrees with classifyTouch's horizontal swipes for any touch", () => {
    const point = fc.record({
      x: fc.integer({ min: -400, max: 400 }),
      y: fc.integer({ min: -400, max: 400 }),
      time: fc.integer({ min: 0, max: 400 }),
    });
    fc.assert(
      fc.property(point, point, (start, end) => {
        const gesture = classifyTouch(start, end);
        const expected =
          gesture.kind !== 'swipe' ? 0 : { left: -1, right: 1, up: 0, down: 0 }[gesture.direction];
        return horizontalSwipe(start, end) === expected;
      }),
      { numRuns: 2000 },
    );
  });
});
