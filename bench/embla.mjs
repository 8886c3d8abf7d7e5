/** Embla with every slide in the DOM, set up like our strip: 80% slides, centred, with prev/next. */
import EmblaCarousel from 'embla-carousel';
import { install, repeat, THUMB } from './shared.mjs';

document.head.insertAdjacentHTML(
  'beforeend',
  `<style>.embla{position:relative}.embla__viewport{overflow:hidden}.embla__container{display:flex}.embla__slide{flex:0 0 80%;min-width:0}.embla__slide img{width:100%;height:auto;display:block}</style>`,
);

let element;
let embla;

install({
  prepare(n) {
    const template = document.createElement('template');
    template.innerHTML = `<div class="embla"><div class="embla__viewport"><div class="embla__container">${repeat(
      n,
      (i) =>
        `<div class="embla__slide" data-slide-id="s${i}"><img src="${THUMB}" alt="Slide ${i + 1}" width="1200" height="800"></div>`,
    )}</div></div><button class="embla__prev" aria-label="Previous slide">‹</button><button class="embla__next" aria-label="Next slide">›</button></div>`;
    return template.content;
  },
  start(fragment, host) {
    element = fragment.firstElementChild;
    host.append(fragment);
    embla = EmblaCarousel(element.querySelector('.embla__viewport'), {
      loop: false,
      align: 'center',
    });
    element.querySelector('.embla__prev').addEventListener('click', () => embla.scrollPrev());
    element.querySelector('.embla__next').addEventListener('click', () => embla.scrollNext());
  },
  root: () => element,
  next() {
    embla.scrollNext(true);
  },
  index: () => embla.selectedScrollSnap(),
});
