/**
 * Keeps keyboard focus on the page out from under a fixed banner (WCAG 2.4.11, Focus Not
 * Obscured): while the banner shows, the root's scroll padding on its side is at least the
 * banner's height, so the browser scrolls a focused element clear of it.
 */

/** Each padding value a banner set, with the page's own inline value it stands in for. */
const pageOwn = new Map<string, string>();

/**
 * Reserves `height` px at the viewport's `side`, over the page's own padding when that is larger.
 * Answers the function that gives the page its own padding back.
 */
export function reserveScrollSpace(side: 'top' | 'bottom', height: number): () => void {
  const root = document.documentElement;
  const property = `scroll-padding-${side}`;
  const before = root.style.getPropertyValue(property);
  // Another banner's value stands in for the page's own too: that is what comes back.
  const own = pageOwn.get(before) ?? before;
  const computed = getComputedStyle(root).getPropertyValue(property);
  root.style.setProperty(property, `max(${computed === 'auto' ? '0px' : computed}, ${height}px)`);
  const value = root.style.getPropertyValue(property);
  pageOwn.set(value, own);
  return () => {
    if (root.style.getPropertyValue(property) !== value) return;
    root.style.setProperty(property, own);
    pageOwn.delete(value);
  };
}
