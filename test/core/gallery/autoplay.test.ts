import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import {
  AUTOPLAY_MOTION_POLL_MS,
  Autoplay,
  autoplayDelayMs,
  DEFAULT_AUTOPLAY_MS,
  GalleryEngine,
  type IndexChangeEvent,
  isMotionDisabled,
  pageAutoplay,
} from '../../../core/gallery/index.ts';

describe('autoplay', () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => (clock = sinon.useFakeTimers()));
  afterEach(() => clock.restore());

  const autoplay = (
    engine: GalleryEngine,
    options: Partial<ConstructorParameters<typeof Autoplay>[1]> = {},
  ) => new Autoplay(engine, { enabled: true, motionDisabled: false, mobile: false, ...options });

  it('waits autoplay-duration seconds, or 5000 ms when that is not a positive number', () => {
    expect(DEFAULT_AUTOPLAY_MS).to.equal(5000);
    expect(autoplayDelayMs(3)).to.equal(3000);
    expect(autoplayDelayMs('2.5')).to.equal(2500);
    for (const bad of [0, -1, 'x', null, undefined, Number.NaN, Infinity])
      expect(autoplayDelayMs(bad)).to.equal(5000);
  });

  it('waits at most the longest timer a browser keeps, where a longer one would fire at once', () => {
    expect(autoplayDelayMs(3_000_000)).to.equal(2 ** 31 - 1);
    const engine = new GalleryEngine({ count: 3 });
    autoplay(engine, { durationSeconds: 3_000_000 }).start();
    clock.tick(60_000);
    expect(engine.index).to.equal(0);
  });

  it('moves in motion with animate, and at its turn waits for a move under way to end', () => {
    expect(AUTOPLAY_MOTION_POLL_MS).to.equal(50);
    const engine = new GalleryEngine({ count: 4 });
    autoplay(engine, { durationSeconds: 1, animate: true }).start();
    clock.tick(1000);
    expect(engine.index).to.equal(1);
    expect(engine.inMotion).to.equal(true);
    // Still moving at its next turn: it looks again every 50 ms and moves once the move ends.
    clock.tick(1000);
    expect(engine.index).to.equal(1);
    clock.tick(100);
    engine.endMotion();
    clock.tick(49);
    expect(engine.index).to.equal(1);
    clock.tick(1);
    expect(engine.index).to.equal(2);
    // Its next turn counts from that move.
    engine.endMotion();
    clock.tick(999);
    expect(engine.index).to.equal(2);
    clock.tick(1);
    expect(engine.index).to.equal(3);
    // Without animate, its moves leave the engine free.
    const plain = new GalleryEngine({ count: 4 });
    autoplay(plain, { durationSeconds: 1 }).start();
    clock.tick(2000);
    expect(plain.index).to.equal(2);
    expect(plain.inMotion).to.equal(false);
  });

  it("starts its wait again after a move of anyone else's, not after its own", () => {
    const engine = new GalleryEngine({ count: 5 });
    autoplay(engine, { durationSeconds: 2 }).start();
    clock.tick(1500);
    engine.goTo(3);
    clock.tick(1999);
    expect(engine.index).to.equal(3);
    clock.tick(1);
    expect(engine.index).to.equal(4);
    // Its own moves keep the pace: the next one 2000 ms later.
    clock.tick(2000);
    expect(engine.index).to.equal(0);
  });

  it('takes new options keeping its state; its timer starts again only for a new delay', () => {
    const engine = new GalleryEngine({ count: 5 });
    const play = autoplay(engine, { durationSeconds: 2 });
    play.start();
    clock.tick(1500);
    // The same delay: the timer runs on.
    play.configure({ enabled: true, durationSeconds: 2 });
    clock.tick(500);
    expect(engine.index).to.equal(1);
    // Another delay: counted from now.
    play.configure({ enabled: true, durationSeconds: 3 });
    expect(play.delayMs).to.equal(3000);
    clock.tick(2999);
    expect(engine.index).to.equal(1);
    clock.tick(1);
    expect(engine.index).to.equal(2);
    // Paused, it stays paused; stopped, it stays stopped.
    play.pause('pointer');
    play.configure({ enabled: true, durationSeconds: 1 });
    clock.tick(5000);
    expect(engine.index).to.equal(2);
    play.resume('pointer');
    play.stop();
    play.configure({ enabled: true, durationSeconds: 2 });
    clock.tick(5000);
    expect(engine.index).to.equal(2);
    expect(play.running).to.equal(false);
  });

  it('does not run while its options no longer allow it, and runs again once they do', () => {
    const engine = new GalleryEngine({ count: 5 });
    const play = autoplay(engine, { durationSeconds: 1 });
    play.start();
    play.configure({ enabled: false, durationSeconds: 1 });
    expect(play.running).to.equal(false);
    expect(play.keyboardEnabled).to.equal(true);
    clock.tick(3000);
    expect(engine.index).to.equal(0);
    play.configure({ enabled: true, durationSeconds: 1 });
    expect(play.running).to.equal(true);
    clock.tick(1000);
    expect(engine.index).to.equal(1);
  });

  it('advances on its timer and wraps at the end, without the reached-end of a Next', () => {
    const engine = new GalleryEngine({ count: 3, loop: false });
    const ends = sinon.spy();
    const moves: unknown[] = [];
    engine.addEventListener('reached-end', ends);
    engine.addEventListener('index-change', (event) =>
      moves.push((event as IndexChangeEvent).detail),
    );
    autoplay(engine, { durationSeconds: 2 }).start();
    clock.tick(1999);
    expect(engine.index).to.equal(0);
    clock.tick(1);
    expect(engine.index).to.equal(1);
    clock.tick(4000);
    expect(engine.index).to.equal(0);
    expect(ends.callCount).to.equal(0);
    // Round from the last to the first, forward, as a wrap goes.
    expect(moves).to.deep.equal([
      { index: 1, previous: 0, direction: 'forward' },
      { index: 2, previous: 1, direction: 'forward' },
      { index: 0, previous: 2, direction: 'forward' },
    ]);
    // One position (every slide of a carousel in one group): nothing moves, nothing is fired.
    const single = new GalleryEngine({ count: 1, loop: false });
    const changes = sinon.spy();
    single.addEventListener('reached-end', ends);
    single.addEventListener('index-change', changes);
    autoplay(single, { durationSeconds: 1 }).start();
    clock.tick(5000);
    expect([ends.callCount, changes.callCount]).to.deep.equal([0, 0]);
  });

  it('starts only when enabled and motion is not disabled', () => {
    const engine = new GalleryEngine({ count: 3 });
    autoplay(engine, { enabled: false }).start();
    autoplay(engine, { motionDisabled: true }).start();
    clock.tick(20000);
    expect(engine.index).to.equal(0);
  });

  it('stops moving, and is no longer offered, while reduced motion is asked for meanwhile', () => {
    const engine = new GalleryEngine({ count: 3 });
    let reduced = false;
    const changed = sinon.spy();
    const player = autoplay(engine, { durationSeconds: 1, reducedMotion: () => reduced, changed });
    player.start();
    clock.tick(1000);
    expect(engine.index).to.equal(1);
    reduced = true;
    expect([player.allowed, player.running, player.keyboardEnabled]).to.deep.equal([
      false,
      false,
      true,
    ]);
    clock.tick(5000);
    expect(engine.index).to.equal(1);
    // The page heard of it at the first turn that found it, once.
    expect(changed.callCount).to.equal(1);
    // The preference gone, it goes on by itself at its next turn, and is offered again.
    reduced = false;
    expect([player.allowed, player.running]).to.deep.equal([true, true]);
    clock.tick(1000);
    expect(engine.index).to.equal(2);
    expect(changed.callCount).to.equal(2);
  });

  it('lets go of the engine once destroyed: a later move arms no timer', () => {
    const engine = new GalleryEngine({ count: 3 });
    const removed = sinon.spy(engine, 'removeEventListener');
    const player = autoplay(engine, { durationSeconds: 1 });
    player.start();
    player.destroy();
    expect(removed.calledWith('index-change')).to.equal(true);
    engine.goTo(2);
    expect(clock.countTimers()).to.equal(0);
    clock.tick(5000);
    expect(engine.index).to.equal(2);
  });

  it('starts paused for what pauses it already, as a page gives it', () => {
    const engine = new GalleryEngine({ count: 3 });
    const player = pageAutoplay(engine, { enabled: true, durationSeconds: 1 }, () => false, [
      'pointer',
      'hidden',
    ]);
    player.start();
    clock.tick(5000);
    expect(engine.index).to.equal(0);
    player.resume('pointer');
    clock.tick(5000);
    expect(engine.index).to.equal(0);
    player.resume('hidden');
    clock.tick(1000);
    expect(engine.index).to.equal(1);
  });

  it('reads nomotion=true and reduced motion as motion disabled', () => {
    expect(isMotionDisabled('?nomotion=true', false)).to.equal(true);
    expect(isMotionDisabled('?nomotion=false', false)).to.equal(false);
    expect(isMotionDisabled('', true)).to.equal(true);
    expect(isMotionDisabled('', false)).to.equal(false);
  });

  it('pauses while the pointer is over the gallery, except on mobile', () => {
    const engine = new GalleryEngine({ count: 3 });
    const desktop = autoplay(engine);
    desktop.start();
    desktop.pause('pointer');
    clock.tick(10000);
    expect(engine.index).to.equal(0);
    desktop.resume('pointer');
    clock.tick(5000);
    expect(engine.index).to.equal(1);
    desktop.stop();

    const phone = autoplay(engine, { mobile: true });
    phone.start();
    phone.pause('pointer');
    clock.tick(5000);
    expect(engine.index).to.equal(2);
  });

  it('is switched off while a video shows and restored after', () => {
    const engine = new GalleryEngine({ count: 3 });
    const player = autoplay(engine);
    player.start();
    player.pause('video');
    expect(player.running).to.equal(false);
    clock.tick(20000);
    expect(engine.index).to.equal(0);
    player.resume('video');
    expect(player.running).to.equal(true);
    clock.tick(5000);
    expect(engine.index).to.equal(1);
  });

  it('picks a random other slide with randomize', () => {
    const engine = new GalleryEngine({ count: 5 });
    autoplay(engine, { randomize: true, random: () => 0.6 }).start();
    clock.tick(5000);
    expect(engine.index).to.equal(3);
    clock.tick(5000);
    expect(engine.index).to.equal(1);
  });

  it('turns the keyboard off while it is on', () => {
    const engine = new GalleryEngine({ count: 3 });
    const player = autoplay(engine);
    expect(player.keyboardEnabled).to.equal(true);
    player.start();
    expect(player.keyboardEnabled).to.equal(false);
    player.stop();
    expect(player.keyboardEnabled).to.equal(true);
  });

  it('gives the keys back while a video shows, as autoplay is off then, and takes them after', () => {
    const engine = new GalleryEngine({ count: 3 });
    const player = autoplay(engine);
    player.start();
    player.pause('pointer');
    expect(player.keyboardEnabled).to.equal(false);
    player.pause('video');
    expect(player.keyboardEnabled).to.equal(true);
    // Still switched on: the video's end restores it.
    expect(player.on).to.equal(true);
    player.resume('video');
    expect(player.keyboardEnabled).to.equal(false);
  });

  it('started while not allowed, runs once new options allow it', () => {
    const engine = new GalleryEngine({ count: 3 });
    const player = autoplay(engine, { enabled: false });
    player.start();
    expect(player.on).to.equal(false);
    expect(player.keyboardEnabled).to.equal(true);
    clock.tick(10000);
    expect(engine.index).to.equal(0);
    player.configure({ enabled: true });
    expect(player.running).to.equal(true);
    clock.tick(5000);
    expect(engine.index).to.equal(1);
    // Stopped by the visitor, it stays stopped through new options.
    player.stop();
    player.configure({ enabled: false });
    player.configure({ enabled: true });
    clock.tick(10000);
    expect(engine.index).to.equal(1);
  });
});
