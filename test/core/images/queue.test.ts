import { expect } from '@open-wc/testing';
import { createLoadQueue } from '../../../core/images/index.ts';
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
