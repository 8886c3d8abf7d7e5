/**
 * Keeps keyboard focus on the page out from under a fixed banner (WCAG 2.4.11, Focus Not
 * Obscured). While a banner shows, on its side of the root:
 * - the scroll padding is at least the space the banner takes there, so the browser scrolls a
 *   focused element clear of it;
 * - the padding grows by that space: scroll padding cannot scroll past the page's start or end,
 *   so without that room an element there (a header link under a bar at the top, a footer link
 *   under one at the bottom) would stay under the banner.
 *
 * At the bottom the room is given at once: nothing on the page moves. At the top it would push
 * the whole page down as the banner shows, a layout shift the visitor did not ask for: there it is
 * given only once a key moves focus to an element that the banner covers and that scrolling
 * cannot bring clear (see `onFocusIn`), then kept until no banner shows at the top (taking it
 * away sooner would move the page again).
 */

type Side = 'top' | 'bottom';

/** A banner showing: its region on the page, and the space it takes from its edge of the window. */
interface Shown {
  region: Element;
  space: number;
}

/**
 * How long after a key its focus may still bring the room in: a layout shift drawn within 500 ms
 * of the visitor's input is not counted as one, and the room is drawn a frame or so after focus.
 */
const KEY_FOCUS_MS = 400;

/** How each property is made from the page's own value (as computed) and the space. */
const PROPERTIES: Record<string, (own: string, space: number) => string> = {
  'scroll-padding': (own, space) => `max(${own === 'auto' ? '0px' : own}, ${space}px)`,
  padding: (own, space) => `calc(${own} + ${space}px)`,
};

/** Per side, each banner showing there. */
const shown: Record<Side, Map<object, Shown>> = { top: new Map(), bottom: new Map() };

/** The room given at the top, in px: none until focus needs it. */
let topRoom = 0;

/** When the visitor last pressed a key (the keydown's time stamp). */
let keyTime = -Infinity;

/** Per property written (`padding-top`, …): the page's own inline and computed values, and ours. */
const pageValues = new Map<string, { own: string; computed: string; written?: string }>();

const largestSpace = (side: Side): number =>
  Math.max(0, ...[...shown[side].values()].map((each) => each.space));

/** Writes the properties of `side`: the page's own values, with the space banners take there. */
function write(side: Side): void {
  const root = document.documentElement;
  const space = largestSpace(side);
  for (const [name, make] of Object.entries(PROPERTIES)) {
    const property = `${name}-${side}`;
    // The top's padding grows by the room given, never by more than the banners' space.
    const amount = name === 'padding' && side === 'top' ? Math.min(topRoom, space) : space;
    const now = root.style.getPropertyValue(property);
    let page = pageValues.get(property);
    // A value the page wrote meanwhile is its own from now on.
    if (page?.written !== now) page = undefined;
    if (!amount) {
      if (page) root.style.setProperty(property, page.own);
      pageValues.delete(property);
      continue;
    }
    // Read once, while the page's own value is in place: reading it again would mean taking
    // ours away first, and the page, shorter for that moment, could lose a scroll position at
    // its end.
    page ??= { own: now, computed: getComputedStyle(root).getPropertyValue(property) };
    root.style.setProperty(property, make(page.computed, amount));
    page.written = root.style.getPropertyValue(property);
    pageValues.set(property, page);
  }
}

const onKeyDown = (event: KeyboardEvent): void => {
  keyTime = event.timeStamp;
};

/**
 * Gives the room at the top when a key has just moved focus to an element outside the banners
 * that one of them covers even with the page scrolled to its start: the page then moves in
 * answer to the visitor's key, which layout shift measures leave out.
 */
function onFocusIn(event: FocusEvent): void {
  if (event.timeStamp - keyTime > KEY_FOCUS_MS) return;
  // The element itself, inside any open shadow root.
  const target = event.composedPath()[0] as Element;
  const banners = [...shown.top.values()];
  if (banners.some(({ region }) => region.contains(target))) return;
  const box = target.getBoundingClientRect();
  // Where it is with the page scrolled to its start, the furthest down scrolling can bring it.
  const top = box.top + scrollY;
  const covered = banners.some(({ region }) => {
    const over = region.getBoundingClientRect();
    return (
      top < over.bottom &&
      top + box.height > over.top &&
      box.left < over.right &&
      box.right > over.left
    );
  });
  if (!covered) return;
  topRoom = largestSpace('top');
  write('top');
}

/**
 * Reserves the space `region` takes at the viewport's `side` for `banner` while it shows, with the
 * other banners showing on that side; without a side, ends its reservation, and once no banner is
 * left on a side, the page has its own values back there.
 */
export function reserveSpace(banner: object, side?: Side, region?: Element): void {
  for (const each of ['top', 'bottom'] as const) {
    if (each === side) {
      // The space it takes from its edge of the window, a popup's margin included.
      const box = region!.getBoundingClientRect();
      const space = side === 'top' ? box.bottom : document.documentElement.clientHeight - box.top;
      shown[each].set(banner, { region: region!, space });
    } else if (!shown[each].delete(banner)) continue;
    write(each);
  }
  // Focus is heard only while a banner shows at the top; the room given there ends with them.
  if (!shown.top.size) topRoom = 0;
  const listen = shown.top.size ? addEventListener : removeEventListener;
  listen('keydown', onKeyDown, true);
  listen('focusin', onFocusIn, true);
}
