/** PhotoSwipe's lightbox over `?n=` thumbnails, no opening animation, opened by a click. */
import PhotoSwipeLightbox from 'photoswipe/lightbox';
import PhotoSwipe from 'photoswipe';
import photoswipeCss from 'photoswipe/style.css';
import { FULL, install, loaded, repeat, THUMB } from './shared.mjs';

document.head.insertAdjacentHTML('beforeend', `<style>${photoswipeCss}</style>`);

let element;
let lightbox;

install({
  prepare(n) {
    const template = document.createElement('template');
    template.innerHTML = `<div class="pswp-gallery">${repeat(
      n,
      (i) =>
        `<a href="${FULL}" data-pswp-width="1200" data-pswp-height="800"><img src="${THUMB}" alt="Slide ${i + 1}" width="120" height="80"></a>`,
    )}</div>`;
    return template.content;
  },
  start(fragment, host) {
    element = fragment.firstElementChild;
    host.append(fragment);
    lightbox = new PhotoSwipeLightbox({
      gallery: element,
      children: 'a',
      pswpModule: PhotoSwipe,
      showHideAnimationType: 'none',
    });
    lightbox.init();
  },
  root: () => element,
  openRoots: () => [element, lightbox.pswp.element],
  click() {
    element.querySelector('a').click();
  },
  shown: () => {
    const pswp = lightbox.pswp;
    const content = pswp?.currSlide?.content;
    return Boolean(pswp?.opener.isOpen && content?.state === 'loaded' && loaded(content.element));
  },
});
