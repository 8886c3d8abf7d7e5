/**
 * True when the visitor's system asks for reduced motion now. Read when it matters (a move, an
 * animation's start), so a preference changed meanwhile counts; only ever in a browser (by an
 * element at work), never as a module loads.
 */
export function prefersReducedMotion(): boolean {
  return matchMedia('(prefers-reduced-motion: reduce)').matches;
}

let query: MediaQueryList | undefined;

/**
 * The same query, made once, its `matches` read live: for code that asks on every move (a
 * gallery), where a new query list each time costs an allocation and a parse. (The text is
 * written twice so that a page that needs only the function above carries no constant.)
 */
export const reducedMotionQuery = (): MediaQueryList =>
  (query ??= matchMedia('(prefers-reduced-motion: reduce)'));
