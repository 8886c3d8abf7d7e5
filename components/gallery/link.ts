import type { SsGallery } from './gallery.ts';

/**
 * Links a gallery with `linked` to the gallery that attribute names, both ways: at once when
 * that one is set up, else as soon as it is (loaded only by galleries with `linked`; the one
 * named needs no code of its own for it, only to be in the page when this one is set up).
 *
 * While the gallery is in the page it follows the one named: when another gallery with that id
 * takes its place (a template rendered again, a React tree that renders a new one),
 * it leaves the old one and links to the new one once that is set up. Taken out of the page, it
 * lets go; put back, it links again, going to the slide of the one named (which went on without
 * it) rather than taking that one back to its own.
 */
export function linkGallery(el: SsGallery): void {
  let other: SsGallery | undefined;
  /** Linked to `other`'s engine; until then, each change in the page tries again. */
  let joined = false;
  /** Put back in the page: the gallery named, which stayed (and may have moved on), leads. */
  let back = false;
  const follow = () => {
    const found = document.getElementById(el.linked);
    const named =
      found?.localName === 'ss-gallery' && found !== el ? (found as SsGallery) : undefined;
    if (named !== other) {
      if (other?.engine) el.engine?.unlink(other.engine);
      other = named;
      joined = false;
    }
    if (!named || joined) return;
    // A gallery set up without slides has no engine until its first slides come.
    const link = () => {
      if (named !== other || joined || !named.engine || !el.engine) return;
      if (back && named.isConnected) el.engine.goTo(named.engine.index);
      el.engine.link(named.engine);
      joined = true;
      back = false;
    };
    if (named.engine) link();
    else void named.updateComplete.then(link);
  };
  // Linked and watching only while the gallery is in the page: one taken away (a React tree
  // rendering another) neither follows the other nor is held by it. (A controller added to a gallery
  // in the page is told at once that it is connected.)
  const watch = new MutationObserver(follow);
  el.addController({
    hostConnected() {
      follow();
      watch.observe(document, { childList: true, subtree: true });
    },
    hostDisconnected() {
      watch.disconnect();
      if (other?.engine) el.engine?.unlink(other.engine);
      other = undefined;
      joined = false;
      back = true;
    },
  });
}
