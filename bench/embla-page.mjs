/**
 * Embla with every slide in the DOM, set up like our strip: 80% slides, centred, with prev/next.
 * With `inertHidden`, it also does what the WAI-ARIA carousel pattern asks and our gallery does:
 * the slides not shown (all but the selected one and its peeking neighbours) are `inert`, kept
 * so on every select by changing only the slides that come into view or leave it.
 */
import EmblaCarousel from 'embla-carousel';
import { install, repeat, THUMB } from './shared.mjs';

document.head.insertAdjacentHTML(
  'beforeend',
  `<style>.embla{position:relative}.embla__viewport{overflow:hidden}.embla__container{display:flex}.embla__slide{flex:0 0 80%;min-width:0}.embla__slide img{width:100%;height:auto;display:block}</style>`,
);

/** The selected slide and its neighbours either side: the slides a centred 80% strip shows. */
const shownAround = (index, count) => [Math.max(0, index - 1), Math.min(count - 1, index + 1)];

export function installEmbla({ inertHidden }) {
  let element;
  let embla;

  const inertOutside = (slides) => {
    let [first, last] = shownAround(embla.selectedScrollSnap(), slides.length);
    slides.forEach((slide, i) => (slide.inert = i < first || i > last));
    embla.on('select', () => {
      const [from, to] = shownAround(embla.selectedScrollSnap(), slides.length);
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
