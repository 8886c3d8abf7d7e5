/**
 * Hears an element leave the document while it loads, so that its place in the load queue goes
 * to the next load at once rather than when its request ends. One MutationObserver watches the
 * trees the watched elements are in (the document, and each shadow root on the way to it), and
 * only while there is one to watch. Without MutationObserver nothing is heard (the queue's time
 * limit still frees the place).
 */
interface Watch {
  element: Node;
  onDetached: () => void;
}

const watches = new Set<Watch>();
let observer: MutationObserver | undefined;

/** Observes the document or shadow root `node` is in, and those its host is in, up to the top. */
function observeTreesOf(node: Node): void {
  for (let root = node.getRootNode(); ; root = (root as ShadowRoot).host.getRootNode()) {
    observer!.observe(root, { childList: true, subtree: true });
    if (!('host' in root)) return;
  }
}

function stopWhenIdle(): void {
  if (!watches.size) observer?.disconnect();
}

function look(): void {
  for (const watch of watches) {
    if (watch.element.isConnected) {
      // Moved into another tree (a shadow root) meanwhile: watched there too.
      observeTreesOf(watch.element);
      continue;
    }
    watches.delete(watch);
    watch.onDetached();
  }
  stopWhenIdle();
}

/**
 * Calls `onDetached` once, when `element` is seen out of the document (a move within the same
 * task is not a leave); answers the function that ends the watch.
 */
export function whenDetached(element: Node, onDetached: () => void): () => void {
  const Observer = globalThis.MutationObserver;
  if (!Observer) return () => {};
  observer ??= new Observer(look);
  const watch = { element, onDetached };
  watches.add(watch);
  observeTreesOf(element);
  return () => {
    watches.delete(watch);
    stopWhenIdle();
  };
}
