/**
 * Lazy loading (spec part 1 §9): waits until an element comes within 200 px of the viewport (and
 * of any box that clips it), with one IntersectionObserver per environment. Without
 * IntersectionObserver the element counts as near at once.
 */
import { LAZY_ROOT_MARGIN } from './constants.ts';
import type { IntersectionObserverConstructor } from './environment.ts';

interface Watch {
  observer: InstanceType<IntersectionObserverConstructor>;
  /** Weakly held: an element taken away for good while waiting is not kept alive here. */
  waiting: WeakMap<Element, Array<() => void>>;
}

const watches = new WeakMap<object, Watch>();

function watchFor(key: object, Observer: IntersectionObserverConstructor): Watch {
  let watch = watches.get(key);
  if (watch) return watch;
  const waiting = new WeakMap<Element, Array<() => void>>();
  const observer = new Observer(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const resolvers = waiting.get(entry.target);
        if (!resolvers) continue;
        waiting.delete(entry.target);
        observer.unobserve(entry.target);
        for (const resolve of resolvers) resolve();
      }
    },
    // The scroll margin widens the clip of scrolling and clipping boxes (a carousel's track) by
    // the same 200 px: the root margin alone widens only the viewport.
    { rootMargin: LAZY_ROOT_MARGIN, scrollMargin: LAZY_ROOT_MARGIN },
  );
  watch = { observer, waiting };
  watches.set(key, watch);
  return watch;
}

/**
 * Resolves true when `element` is within the lazy-load margin of the viewport, or false when
 * `signal` is aborted first (the element is then no longer watched for this wait).
 */
export function whenNearViewport(
  element: Element,
  Observer: IntersectionObserverConstructor | undefined,
  key: object,
  signal?: AbortSignal,
): Promise<boolean> {
  if (signal?.aborted) return Promise.resolve(false);
  if (!Observer) return Promise.resolve(true);
  const { observer, waiting } = watchFor(key, Observer);
  return new Promise((resolve) => {
    const near = () => {
      signal?.removeEventListener('abort', abort);
      resolve(true);
    };
    const abort = () => {
      const others = (waiting.get(element) ?? []).filter((other) => other !== near);
      if (others.length) {
        waiting.set(element, others);
      } else {
        waiting.delete(element);
        observer.unobserve(element);
      }
      resolve(false);
    };
    signal?.addEventListener('abort', abort, { once: true });
    const resolvers = waiting.get(element);
    if (resolvers) {
      resolvers.push(near);
      return;
    }
    waiting.set(element, [near]);
    observer.observe(element);
  });
}
