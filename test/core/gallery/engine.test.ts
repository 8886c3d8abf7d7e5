import sinon from 'sinon';
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { GalleryEngine, IndexChangeEvent, normalizeIndex } from '../../../core/gallery/index.ts';

const events = (engine: GalleryEngine) => {
  const seen: string[] = [];
  for (const type of ['index-change', 'reached-beginning', 'reached-end']) {
    engine.addEventListener(type, (event) =>
      seen.push(
        event instanceof IndexChangeEvent
          ? `change ${event.detail.previous}→${event.detail.index}`
          : type,
      ),
    );
  }
  return seen;
};

describe('normalizeIndex', () => {
  it('wraps both ways by modulo: with 5 slides, 12 → 2 and −6 → 4', () => {
    expect(normalizeIndex(12, 5)).to.equal(2);
    expect(normalizeIndex(-6, 5)).to.equal(4);
    expect(normalizeIndex(-1, 5)).to.equal(4);
    expect(normalizeIndex(5, 5)).to.equal(0);
  });

  it('refuses a slide count that is not positive', () => {
    expect(normalizeIndex(0, 0)).to.equal(null);
    expect(normalizeIndex(0, -2)).to.equal(null);
    expect(normalizeIndex(0, 1.5)).to.equal(null);
    expect(normalizeIndex(Number.NaN, 3)).to.equal(null);
  });

  it('always lands in range', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.integer({ min: 1, max: 1e6 }),
        (index, count) => {
          const result = normalizeIndex(index, count)!;
          expect(result).to.be.within(0, count - 1);
          expect((((index - result) % count) + count) % count).to.equal(0);
        },
      ),
    );
  });
});

describe('GalleryEngine', () => {
  it("tells its owner's onIndexChange of each change first, then the index-change listeners", () => {
    const heard: string[] = [];
    const engine = new GalleryEngine({
      count: 4,
      onIndexChange: ({ index, previous, direction }) =>
        heard.push(`owner ${previous}→${index} ${direction}`),
    });
    engine.next();
    expect(heard).to.deep.equal(['owner 0→1 forward']);
    engine.addEventListener('index-change', (event) => {
      const { index, previous } = (event as IndexChangeEvent).detail;
      heard.push(`listener ${previous}→${index}`);
    });
    engine.previous();
    engine.goTo(3);
    expect(heard).to.deep.equal([
      'owner 0→1 forward',
      'owner 1→0 reverse',
      'listener 1→0',
      'owner 0→3 forward',
      'listener 0→3',
    ]);
  });

  it('loops by default: previous at the first slide goes to the last, next at the last to the first', () => {
    const engine = new GalleryEngine({ count: 3 });
    const seen = events(engine);
    expect(engine.loop).to.equal(true);
    engine.previous();
    expect(engine.index).to.equal(2);
    engine.next();
    expect(engine.index).to.equal(0);
    expect(seen).to.deep.equal(['change 0→2', 'change 2→0']);
    expect(engine.direction).to.equal('forward');
  });

  it('fires reached-beginning and reached-end without looping, and marks the ends', () => {
    const engine = new GalleryEngine({ count: 3, loop: false });
    const seen = events(engine);
    expect(engine.atStart).to.equal(true);
    expect(engine.previous()).to.equal(false);
    engine.goTo(2);
    expect(engine.atEnd).to.equal(true);
    expect(engine.next()).to.equal(false);
    expect(seen).to.deep.equal(['reached-beginning', 'change 0→2', 'reached-end']);
    expect(engine.direction).to.equal('forward');
  });

  it('normalises any index it is given', () => {
    const engine = new GalleryEngine({ count: 5, index: 12 });
    expect(engine.index).to.equal(2);
    engine.goTo(-6);
    expect(engine.index).to.equal(4);
  });

  it('refuses to move with no slides', () => {
    const engine = new GalleryEngine({ count: 0 });
    expect(engine.next()).to.equal(false);
    expect(engine.previous()).to.equal(false);
    expect(engine.goTo(1)).to.equal(false);
  });

  it('refuses changes while in motion', () => {
    const engine = new GalleryEngine({ count: 4 });
    expect(engine.next({ animate: true })).to.equal(true);
    expect(engine.inMotion).to.equal(true);
    expect(engine.next()).to.equal(false);
    expect(engine.index).to.equal(1);
    engine.endMotion();
    expect(engine.next()).to.equal(true);
    expect(engine.index).to.equal(2);
  });

  it('keeps linked galleries on the same index both ways', () => {
    const main = new GalleryEngine({ count: 5 });
    const thumbnails = new GalleryEngine({ count: 5 });
    main.link(thumbnails);
    main.goTo(3);
    expect(thumbnails.index).to.equal(3);
    thumbnails.previous();
    expect(main.index).to.equal(2);
    main.unlink(thumbnails);
    main.goTo(0);
    expect(thumbnails.index).to.equal(2);
  });

  it('has a linked gallery follow the way the move went, a wrap from last to first forward', () => {
    const main = new GalleryEngine({ count: 3, index: 2 });
    const thumbnails = new GalleryEngine({ count: 3, index: 2 });
    main.link(thumbnails);
    const ways: string[] = [];
    thumbnails.addEventListener('index-change', (event) =>
      ways.push((event as IndexChangeEvent).detail.direction),
    );
    main.next();
    main.previous();
    expect(ways).to.deep.equal(['forward', 'reverse']);
    expect(thumbnails.index).to.equal(2);
  });

  it('carries a move through galleries linked to a linked one, and stops there', () => {
    const main = new GalleryEngine({ count: 5 });
    const [strip, second] = [new GalleryEngine({ count: 5 }), new GalleryEngine({ count: 5 })];
    strip.link(main);
    second.link(main);
    const heard = sinon.spy();
    main.addEventListener('index-change', heard);
    strip.goTo(3);
    expect([main.index, strip.index, second.index]).to.deep.equal([3, 3, 3]);
    expect(heard.callCount).to.equal(1);
    second.next();
    expect([main.index, strip.index, second.index]).to.deep.equal([4, 4, 4]);
  });

  it('never sends a wrapped index back to the gallery that moved, with other counts', () => {
    const main = new GalleryEngine({ count: 5 });
    const groups = new GalleryEngine({ count: 3 });
    const third = new GalleryEngine({ count: 5 });
    main.link(groups);
    main.link(third);
    const heard = sinon.spy();
    main.addEventListener('index-change', heard);
    main.goTo(4, { animate: true });
    expect([main.index, groups.index, third.index]).to.deep.equal([4, 1, 4]);
    expect(heard.callCount).to.equal(1);
    expect(main.canMoveTo(4)).to.equal(false);
  });

  it('brings two galleries to the same slide when linked: the one moved from the first leads', () => {
    const main = new GalleryEngine({ count: 5, index: 3 });
    const strip = new GalleryEngine({ count: 5 });
    strip.link(main);
    expect([main.index, strip.index]).to.deep.equal([3, 3]);
    const fresh = new GalleryEngine({ count: 5 });
    main.link(fresh);
    expect([main.index, strip.index, fresh.index]).to.deep.equal([3, 3, 3]);
  });

  it('refuses a change while a linked gallery moves towards another index', () => {
    const main = new GalleryEngine({ count: 5 });
    const thumbnails = new GalleryEngine({ count: 5 });
    main.link(thumbnails);
    thumbnails.goTo(3, { animate: true });
    expect(main.index).to.equal(3);
    expect(main.goTo(1)).to.equal(false);
    expect(main.canMoveTo(3)).to.equal(true);
    thumbnails.endMotion();
    expect(main.goTo(1)).to.equal(true);
  });

  it('reports the direction of each move: next forward, previous and a lower goTo reverse', () => {
    const engine = new GalleryEngine({ count: 5, index: 2 });
    const seen: string[] = [];
    engine.addEventListener('index-change', (event) => {
      const { previous, index, direction } = (event as IndexChangeEvent).detail;
      seen.push(`${previous}→${index} ${direction}`);
    });
    const directions: string[] = [];
    const move = (step: () => boolean) => {
      step();
      directions.push(engine.direction);
    };
    move(() => engine.previous());
    move(() => engine.next());
    move(() => engine.goTo(0));
    move(() => engine.goTo(3));
    // The wraps keep the direction of the step, not that of the indexes.
    move(() => engine.goTo(0));
    move(() => engine.previous());
    move(() => engine.next());
    expect(seen).to.deep.equal([
      '2→1 reverse',
      '1→2 forward',
      '2→0 reverse',
      '0→3 forward',
      '3→0 reverse',
      '0→4 reverse',
      '4→0 forward',
    ]);
    expect(directions).to.deep.equal([
      'reverse',
      'forward',
      'reverse',
      'forward',
      'reverse',
      'reverse',
      'forward',
    ]);
  });

  it('keeps the index in range when the slide count changes: past the end, on the last', () => {
    const engine = new GalleryEngine({ count: 10, index: 8 });
    engine.count = 5;
    expect(engine.index).to.equal(4);
    engine.count = 7;
    expect(engine.index).to.equal(4);
    engine.count = 0;
    expect(engine.index).to.equal(0);
  });

  it('has linked galleries follow it to the last slide when a new count moves it there', () => {
    const main = new GalleryEngine({ count: 10, index: 8 });
    const thumbnails = new GalleryEngine({ count: 10 });
    const third = new GalleryEngine({ count: 10 });
    main.link(thumbnails);
    thumbnails.link(third);
    const own: number[] = [];
    const followed: Array<[number, number]> = [];
    main.addEventListener('index-change', (event) =>
      own.push((event as IndexChangeEvent).detail.index),
    );
    thumbnails.addEventListener('index-change', (event) => {
      const { index, previous } = (event as IndexChangeEvent).detail;
      followed.push([index, previous]);
    });
    main.count = 5;
    expect([main.index, thumbnails.index, third.index]).to.deep.equal([4, 4, 4]);
    // The gallery whose slides changed shows them itself: no event of its own.
    expect(own).to.deep.equal([]);
    expect(followed).to.deep.equal([[4, 8]]);
    // A count that leaves the index where it is moves no one.
    main.count = 7;
    expect([main.index, thumbnails.index, third.index]).to.deep.equal([4, 4, 4]);
    expect(followed).to.have.length(1);
    // A new count and a new index at once: one move for the linked galleries.
    main.recount(3, 1);
    expect([main.index, thumbnails.index, third.index]).to.deep.equal([1, 1, 1]);
    expect(followed).to.deep.equal([
      [4, 8],
      [1, 4],
    ]);
    expect(own).to.deep.equal([]);
    // No slide left: the linked galleries stay where they are.
    main.count = 0;
    expect([main.index, thumbnails.index, third.index]).to.deep.equal([0, 1, 1]);
    expect(followed).to.have.length(2);
  });
});
