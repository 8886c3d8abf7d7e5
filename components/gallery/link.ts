import type { SsGallery } from './gallery.ts';

/**
 * Links a gallery with `linked` to the gallery that attribute names, both ways: at once when
 * that one is set up, else as soon as it is (loaded only by galleries with `linked`; the one
 * named needs no code of its own for it, only to be in the page when this one is set up).
 */
export function linkGallery(el: SsGallery): void {
  const other = document.getElementById(el.linked) as SsGallery | null;
  if (other?.localName !== 'ss-gallery' || other === el) return;
  const link = () => el.engine && other.engine && el.engine.link(other.engine);
  if (other.engine) link();
  else void other.updateComplete.then(link);
}
