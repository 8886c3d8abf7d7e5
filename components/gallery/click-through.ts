import { guardUrl } from '../../core/net/url-guard.ts';

export interface ClickThroughDetail {
  /** The slide's click-through address. */
  url: string;
  /** The slide's position among the slides, from 0. */
  index: number;
}

/**
 * Inside the editor (`editing`), a slide with a click-through address was activated. Built as
 * `SsEvent` builds the others (bubbling, composed), without importing it: this module loads with
 * the gallery's parts, and a module shared with the page's code would become a chunk of its own.
 */
export class SsClickThroughEvent extends Event {
  constructor(readonly detail: ClickThroughDetail) {
    super('ss-click-through', { bubbles: true, composed: true });
  }
}

/** Where a guarded click-through address goes; tests replace `assign`. */
export const navigation = {
  assign(url: string): void {
    location.assign(url);
  },
};

/** The schemes a click-through link may use besides http(s): the visitor's mail, phone, messages. */
const LINK_SCHEMES = ['mailto:', 'tel:', 'sms:'];

/**
 * A slide's click-through address, guarded: only http(s) addresses, paths on the site and
 * `mailto:`, `tel:` and `sms:` links reach `location`; `javascript:`, `data:` and the like give
 * undefined. It loads with the gallery's parts (`./parts.ts`), which a gallery with such a slide
 * loads, so that the guard stays out of what every gallery page loads.
 */
export function clickThroughUrl(slide: Element): string | undefined {
  const raw = slide.getAttribute('data-click-through-url');
  if (raw === null) return undefined;
  const guarded = guardUrl(raw, { alsoSchemes: LINK_SCHEMES });
  return guarded.ok ? guarded.url.href : undefined;
}

/**
 * Follows a slide's click-through address; inside the editor (`editing`) the page stays and the
 * gallery fires `ss-click-through` instead.
 */
export function followClickThrough(
  gallery: HTMLElement & { editing: boolean },
  url: string,
  index: number,
): void {
  if (gallery.editing) gallery.dispatchEvent(new SsClickThroughEvent({ url, index }));
  else navigation.assign(url);
}
