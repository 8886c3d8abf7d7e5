/** `<ss-lightbox>` over `?n=` figures, opened by a click on the first. */
import '../components/lightbox/lightbox.ts';
import { FULL, install, loaded, repeat, THUMB } from './shared.mjs';

let lightbox;

install({
  prepare(n) {
    const template = document.createElement('template');
    template.innerHTML = `<ss-lightbox>${repeat(
      n,
      (i) =>
        `<figure data-slide-id="s${i}" data-image-dimensions="1200x800" data-src="${FULL}"><img src="${THUMB}" alt="Slide ${i + 1}" width="120" height="80"></figure>`,
    )}</ss-lightbox>`;
    return template.content;
  },
  async start(fragment, host) {
    lightbox = fragment.firstElementChild;
    host.append(fragment);
    await lightbox.updateComplete;
  },
  root: () => lightbox,
  openRoots: () => [lightbox],
  click() {
    lightbox.querySelector('img').click();
  },
  shown: () =>
    lightbox.state === 'content-visible' &&
    loaded(lightbox.shadowRoot.querySelector('[part~="current"] [part~="image"]')),
});
