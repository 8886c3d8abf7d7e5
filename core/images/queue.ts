/**
 * The load queue: at most `limit` tasks run at once, the rest wait in order (spec part 2 §9:
 * 16, or 1 on mobile). One queue is shared by every load of an environment. A task holds its
 * place until it settles or for `timeLimitMs` at most: a task still running then keeps running,
 * and its end frees no second place.
 */
import { LOAD_TIME_LIMIT_MS } from './constants.ts';

export interface LoadQueue {
  readonly limit: number;
  /** Tasks holding a place now. */
  readonly active: number;
  /** Tasks waiting for a place. */
  readonly waiting: number;
  /** Runs `task` when a place is free; settles as the task does. */
  run<T>(task: () => Promise<T>): Promise<T>;
}

export function createLoadQueue(limit: number, timeLimitMs = LOAD_TIME_LIMIT_MS): LoadQueue {
  const places = Number.isInteger(limit) && limit > 0 ? limit : 1;
  const queued: Array<() => void> = [];
  let active = 0;

  const next = () => {
    if (active >= places) return;
    const start = queued.shift();
    if (start) start();
  };

  return {
    limit: places,
    get active() {
      return active;
    },
    get waiting() {
      return queued.length;
    },
    run<T>(task: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queued.push(() => {
          active += 1;
          let held = true;
          const free = () => {
            if (!held) return;
            held = false;
            clearTimeout(timer);
            active -= 1;
            next();
          };
          const timer = setTimeout(free, timeLimitMs);
          Promise.resolve().then(task).then(resolve, reject).finally(free);
        });
        next();
      });
    },
  };
}

const shared = new WeakMap<object, LoadQueue>();

/** The queue shared under `key`, made on first use with the limit `limit()` gives then. */
export function sharedLoadQueue(key: object, limit: () => number): LoadQueue {
  let queue = shared.get(key);
  if (!queue) {
    queue = createLoadQueue(limit());
    shared.set(key, queue);
  }
  return queue;
}
