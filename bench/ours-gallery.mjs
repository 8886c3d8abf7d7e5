/** `<ss-gallery>` with the slider (strip) design, the slides as light-DOM children. */
import '../components/gallery/gallery.ts';
import '../components/gallery/designs/strip.ts';
import { galleryHooks, install, repeat, THUMB } from './shared.mjs';

let gallery;

install({
  prepare(n) {
    const template = document.createElement('template');
    template.innerHTML = `<ss-gallery data-block-json='{"design":"slider"}' label="Bench">${repeat(
      n,
      (i) =>
        `<figure data-slide-id="s${i}" data-image-dimensions="1200x800"><img src="${THUMB}" alt="Slide ${i + 1}" width="1200" height="800"></figure>`,
    )}</ss-gallery>`;
    return template.content;
  },
  async start(fragment, host) {
    gallery = fragment.firstElementChild;
    host.append(fragment);
    await gallery.updateComplete;
  },
  ...galleryHooks(() => gallery),
});
