/**
 * Keeps keyboard focus on the page out from under a fixed banner (WCAG 2.4.11, Focus Not
 * Obscured): while a banner shows, the root's scroll padding on its side is at least the space
 * the banner takes there, so the browser scrolls a focused element clear of it.
 */

type Side = 'top' | 'bottom';

/** Per side: the space each banner showing there takes, and the page's own inline padding. */
const sides: Record<Side, { spaces: Map<object, number>; own: string; written?: string }> = {
  top: { spaces: new Map(), own: '' },
  bottom: { spaces: new Map(), own: '' },
};

/** Writes the padding of `side`: the page's own, at least the largest space a banner takes. */
function write(side: Side): void {
  const style = document.documentElement.style;
  const property = `scroll-padding-${side}`;
  const state = sides[side];
  // A value the page wrote meanwhile is its own from now on.
  const now = style.getPropertyValue(property);
  if (state.written !== undefined && now !== state.written) state.own = now;
  style.setProperty(property, state.own);
  if (state.spaces.size === 0) {
    state.written = undefined;
    return;
  }
  const own = getComputedStyle(document.documentElement).getPropertyValue(property);
  const space = Math.max(...state.spaces.values());
  style.setProperty(property, `max(${own === 'auto' ? '0px' : own}, ${space}px)`);
  state.written = style.getPropertyValue(property);
}

/**
 * Reserves `space` px at the viewport's `side` while the banner shows, over the page's own
 * padding when that is larger, and with the other banners showing on that side. Answers the
 * function that ends this banner's reservation.
 */
export function reserveScrollSpace(side: Side, space: number): () => void {
  const state = sides[side];
  if (state.spaces.size === 0) {
    state.own = document.documentElement.style.getPropertyValue(`scroll-padding-${side}`);
  }
  const banner = {};
  state.spaces.set(banner, space);
  write(side);
  return () => {
    if (state.spaces.delete(banner)) write(side);
  };
}
