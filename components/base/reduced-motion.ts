/**
 * True when the visitor's system asks for reduced motion now. False where there is no window.
 * Read when it matters (a move, an animation's start), so a preference changed meanwhile counts.
 */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}
