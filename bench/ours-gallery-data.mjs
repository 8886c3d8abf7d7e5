/** `<ss-gallery>` with the slider (strip) design, the slides given as data (`slideData`). */
import '../components/gallery/gallery.ts';
import '../components/gallery/designs/strip.ts';
import '../components/gallery/slide-data.ts';
import { galleryHooks, install, THUMB } from './shared.mjs';

let gallery;

install({
  prepare(n) {
    const slides = Array.from({ length: n }, (_, i) => ({
      id: `s${i}`,
      src: THUMB,
      alt: `Slide ${i + 1}`,
      width: 1200,
      height: 800,
    }));
    return { slides };
  },
  async start({ slides }, host) {
    gallery = document.createElement('ss-gallery');
    gallery.dataset.blockJson = '{"design":"slider"}';
    gallery.label = 'Bench';
    gallery.slideData = slides;
    host.append(gallery);
    await gallery.updateComplete;
  },
  ...galleryHooks(() => gallery),
});
