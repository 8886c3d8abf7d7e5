/**
 * Embla with every slide in the DOM, set up like our strip: 80% slides, centred, with prev/next.
 * With `inertHidden`, it also does what the WAI-ARIA carousel pattern asks and our strip does:
 * every slide but the selected one (its neighbours peek, mostly out of view) is `inert`, kept so
 * on every select by changing only the slide that comes and the one that goes.
 */
import EmblaCarousel from 'embla-carousel';
import { install, repeat, THUMB } from './shared.mjs';

document.head.insertAdjacentHTML(
  'beforeend',
  `<style>.embla{position:relative}.embla__viewport{overflow:hidden}.embla__container{display:flex}.embla__slide{flex:0 0 80%;min-width:0}.embla__slide img{width:100%;height:auto;display:block}</style>`,
);

/** The slides shown, first and last: the selected one alone, as our strip has it. */
const shownAround = (index) => [index, index];

export function installEmbla({ inertHidden }) {
  let element;
  let embla;

  const inertOutside = (slides) => {
    let [first, last] = shownAround(embla.selectedScrollSnap());
    slides.forEach((slide, i) => (slide.inert = i < first || i > last));
    embla.on('select', () => {
      const [from, to] = shownAround(embla.selectedScrollSnap());
      for (let i = first; i <= last; i++) if (i < from || i > to) slides[i].inert = true;
      for (let i = from; i <= to; i++) if (i < first || i > last) slides[i].inert = false;
      [first, last] = [from, to];
    });
  };

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
      if (inertHidden) inertOutside(embla.slideNodes());
      element.querySelector('.embla__prev').addEventListener('click', () => embla.scrollPrev());
      element.querySelector('.embla__next').addEventListener('click', () => embla.scrollNext());
    },
    root: () => element,
    next() {
      embla.scrollNext(true);
    },
    index: () => embla.selectedScrollSnap(),
  });
}
