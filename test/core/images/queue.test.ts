import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { createLoadQueue, LOAD_TIME_LIMIT_MS } from '../../../core/images/index.ts';
import { deferred, settle } from './helpers.ts';
import type { Deferred } from './helpers.ts';

describe('createLoadQueue', () => {
  it('runs at most 16 at once, the rest in order as places free', async () => {
    const queue = createLoadQueue(16);
    const started: number[] = [];
    const loads: Deferred[] = [];
    const done = Array.from({ length: 20 }, (_, i) =>
      queue.run(() => {
        started.push(i);
        const load = deferred();
        loads.push(load);
        return load.promise.then(() => i);
      }),
    );
    await settle();
    expect(started).to.have.length(16);
    expect([queue.limit, queue.active, queue.waiting]).to.deep.equal([16, 16, 4]);
    loads[3]!.resolve();
    await settle();
    expect(started).to.deep.equal([...Array(17).keys()]);
    loads[0]!.reject(new Error('broken'));
    await settle();
    expect(started).to.have.length(18);
    for (const load of loads) load.resolve();
    await settle();
    for (const load of loads) load.resolve();
    const results = await Promise.allSettled(done);
    expect(results[0]!.status).to.equal('rejected');
    expect(results.slice(1).map((r) => (r as PromiseFulfilledResult<number>).value)).to.deep.equal(
      [...Array(20).keys()].slice(1),
    );
    expect([queue.active, queue.waiting]).to.deep.equal([0, 0]);
  });

  it('runs one at a time with a limit of 1', async () => {
    const queue = createLoadQueue(1);
    const first = deferred();
    const order: string[] = [];
    const a = queue.run(() => {
      order.push('a');
      return first.promise;
    });
    const b = queue.run(async () => {
      order.push('b');
    });
    await settle();
    expect(order).to.deep.equal(['a']);
    first.resolve();
    await Promise.all([a, b]);
    expect(order).to.deep.equal(['a', 'b']);
  });

  it('gives a place held for 10 s to the next task; the late end of the first frees no second', async () => {
    const clock = sinon.useFakeTimers();
    try {
      expect(LOAD_TIME_LIMIT_MS).to.equal(10_000);
      const queue = createLoadQueue(1);
      const started: string[] = [];
      const loads = new Map<string, Deferred>();
      const run = (name: string) =>
        queue.run(() => {
          started.push(name);
          const load = deferred();
          loads.set(name, load);
          return load.promise.then(() => name);
        });
      const done = ['a', 'b', 'c'].map(run);
      await clock.tickAsync(LOAD_TIME_LIMIT_MS - 1);
      expect(started).to.deep.equal(['a']);
      await clock.tickAsync(1);
      expect(started).to.deep.equal(['a', 'b']);
      expect([queue.active, queue.waiting]).to.deep.equal([1, 1]);
      // The first ends after all: it settles as it does, and c still waits for b's place.
      loads.get('a')!.resolve();
      expect(await done[0]).to.equal('a');
      await settle();
      expect(started).to.deep.equal(['a', 'b']);
      expect([queue.active, queue.waiting]).to.deep.equal([1, 1]);
      loads.get('b')!.resolve();
      await settle();
      expect(started).to.deep.equal(['a', 'b', 'c']);
      loads.get('c')!.resolve();
      expect(await Promise.all(done)).to.deep.equal(['a', 'b', 'c']);
      expect([queue.active, queue.waiting]).to.deep.equal([0, 0]);
      // A task that ends in time leaves no timer behind to free a place twice.
      expect(clock.countTimers()).to.equal(0);
    } finally {
      clock.restore();
    }
  });

  it('counts a task that throws at once as settled', async () => {
    const queue = createLoadQueue(1);
    const failed = queue.run(() => {
      throw new Error('at once');
    });
    await failed.catch(() => {});
    expect(await queue.run(async () => 'next')).to.equal('next');
  });

  it('takes a nonsense limit as 1', () => {
    expect(createLoadQueue(0).limit).to.equal(1);
    expect(createLoadQueue(2.5).limit).to.equal(1);
    expect(createLoadQueue(NaN).limit).to.equal(1);
  });
});
