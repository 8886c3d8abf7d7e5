import { html, type ReactiveElement } from 'lit';
import { pageAutoplay, type Autoplay } from '../../core/gallery/autoplay.ts';

/**
 * The page's autoplay of `gallery` (see `pageAutoplay`): the gallery renders again when reduced
 * motion comes or goes (its live region's politeness and its button follow), at once, not at
 * autoplay's next turn: the preference is heard while the gallery is in the page.
 */
export function galleryAutoplay(
  gallery: ReactiveElement,
  ...[engine, options, ...rest]: Parameters<typeof pageAutoplay>
): Autoplay {
  const update = () => gallery.requestUpdate();
  const autoplay = pageAutoplay(engine, { ...options, changed: update }, ...rest);
  // Its own query, not ../base/reduced-motion.ts's: importing that from this chunk would move it
  // out of the gallery's entry into a chunk of its own, which every page then loads.
  const query = matchMedia('(prefers-reduced-motion: reduce)');
  const hearing = {
    hostConnected: () => query.addEventListener('change', update),
    hostDisconnected: () => query.removeEventListener('change', update),
  };
  gallery.addController(hearing);
  const destroy = autoplay.destroy.bind(autoplay);
  autoplay.destroy = () => {
    gallery.removeController(hearing);
    hearing.hostDisconnected();
    destroy();
  };
  return autoplay;
}

/**
 * The button that stops and starts a gallery's autoplay, pause bars while it runs and a play
 * triangle while it is stopped. It loads with autoplay's code: only galleries that autoplay show it.
 * Its place (top left) comes with it, in a style of the gallery's shadow tree, so that a page's
 * `::part(rotation)` rules still win.
 */
// Markup kept tight (hence no prettier): lit keeps a template's whitespace, and it is shipped.
// prettier-ignore
export const rotationButton = (rotating: boolean | undefined, toggle: () => void) =>
  html`<style>[part~=rotation]{top:.5em;inset-inline-start:.5em}</style><button part="rotation"
aria-label=${rotating ? 'Stop automatic slide show' : 'Start automatic slide show'}
@click=${toggle}><svg viewBox="0 0 16 16" aria-hidden="true"><path
d=${rotating ? 'M5 3v10M11 3v10' : 'M5 3l7 5-7 5z'} /></svg></button>`;
