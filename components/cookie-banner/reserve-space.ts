/**
 * Keeps keyboard focus on the page out from under a fixed banner (WCAG 2.4.11, Focus Not
 * Obscured). While a banner shows, on its side of the root:
 * - the scroll padding is at least the space the banner takes there, so the browser scrolls a
 *   focused element clear of it;
 * - the padding grows by that space: scroll padding cannot scroll past the page's start or end,
 *   so without that room an element there (a header link under a bar at the top, a footer link
 *   under one at the bottom) would stay under the banner.
 */

type Side = 'top' | 'bottom';

/** How each property is made from the page's own value (as computed) and the space. */
const PROPERTIES: Record<string, (own: string, space: number) => string> = {
  'scroll-padding': (own, space) => `max(${own === 'auto' ? '0px' : own}, ${space}px)`,
  padding: (own, space) => `calc(${own} + ${space}px)`,
};

/** Per side, the space each banner showing there takes. */
const spaces: Record<Side, Map<object, number>> = { top: new Map(), bottom: new Map() };

/** Per property written (`padding-top`, …): the page's own inline and computed values, and ours. */
const pageValues = new Map<string, { own: string; computed: string; written?: string }>();

/** Writes the properties of `side`: the page's own values, with the largest space a banner takes. */
function write(side: Side): void {
  const root = document.documentElement;
  for (const [name, make] of Object.entries(PROPERTIES)) {
    const property = `${name}-${side}`;
    const now = root.style.getPropertyValue(property);
    let page = pageValues.get(property);
    // A value the page wrote meanwhile is its own from now on.
    if (page?.written !== now) page = undefined;
    if (!spaces[side].size) {
      if (page) root.style.setProperty(property, page.own);
      pageValues.delete(property);
      continue;
    }
    // Read once, while the page's own value is in place: reading it again would mean taking
    // ours away first, and the page, shorter for that moment, could lose a scroll position at
    // its end.
    page ??= { own: now, computed: getComputedStyle(root).getPropertyValue(property) };
    root.style.setProperty(property, make(page.computed, Math.max(...spaces[side].values())));
    page.written = root.style.getPropertyValue(property);
    pageValues.set(property, page);
  }
}

/**
 * Reserves `space` px at the viewport's `side` for `banner` while it shows, with the other
 * banners showing on that side; without a side, ends its reservation, and once no banner is left
 * on a side, the page has its own values back there.
 */
export function reserveSpace(banner: object, side?: Side, space = 0): void {
  for (const each of ['top', 'bottom'] as const) {
    if (each === side) spaces[each].set(banner, space);
    else if (!spaces[each].delete(banner)) continue;
    write(each);
  }
}
