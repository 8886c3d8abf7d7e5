import type { SsGallery } from '../gallery.ts';

/** The window resize debounce before a design lays out again (part 2 §9). */
export const RESIZE_DEBOUNCE_MS = 100;

/**
 * Calls `relayout` at once (a gallery put back in the page may find another width than it left)
 * and 100 ms after the window's last resize (unless the gallery's `refresh-on-resize` is off) or
 * the screen's last turn (unless `refresh-on-orientation-change` is). Only the designs that
 * follow the width (the carousel, the new-swipe transition) listen. Returns the function that
 * stops listening.
 */
export function watchRelayout(gallery: SsGallery, relayout: () => void): () => void {
  relayout();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onChange = (event: Event) => {
    if (event.type === 'resize' ? gallery.refreshOnResize : gallery.refreshOnOrientationChange) {
      clearTimeout(timer);
      timer = setTimeout(relayout, RESIZE_DEBOUNCE_MS);
    }
  };
  addEventListener('resize', onChange);
  screen.orientation?.addEventListener('change', onChange);
  return () => {
    clearTimeout(timer);
    removeEventListener('resize', onChange);
    screen.orientation?.removeEventListener('change', onChange);
  };
}
