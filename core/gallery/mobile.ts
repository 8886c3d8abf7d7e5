/**
 * Mobile, as spec part 2 §9 detects it: an orientation property on the window, or a user agent
 * containing 'mobile' in any case (CLARIFICATIONS). Autoplay and the lightbox read it.
 */
export function isMobile(): boolean {
  return 'orientation' in window || /mobile/i.test(navigator.userAgent);
}
