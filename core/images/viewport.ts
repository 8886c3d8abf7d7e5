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

/** Resolves when `element` is within the lazy-load margin of the viewport. */
export function whenNearViewport(
  element: Element,
  Observer: IntersectionObserverConstructor | undefined,
  key: object,
): Promise<void> {
  if (!Observer) return Promise.resolve();
  const { observer, waiting } = watchFor(key, Observer);
  return new Promise((resolve) => {
    const resolvers = waiting.get(element);
    if (resolvers) {
      resolvers.push(resolve);
      return;
    }
    waiting.set(element, [resolve]);
    observer.observe(element);
  });
}
