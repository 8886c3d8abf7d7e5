import { guardUrl } from '../../core/net/url-guard.ts';

/**
 * A slide's click-through address, guarded: only http(s) addresses and paths on the site reach
 * `location`; `javascript:`, `data:` and the like give undefined. It loads with the gallery's
 * parts (`./parts.ts`), which a gallery with such a slide loads, so that the guard stays out of
 * what every gallery page loads.
 */
export function clickThroughUrl(slide: Element): string | undefined {
  const raw = slide.getAttribute('data-click-through-url');
  if (raw === null) return undefined;
  const guarded = guardUrl(raw);
  return guarded.ok ? guarded.url.href : undefined;
}
