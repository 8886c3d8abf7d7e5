/** Swiper Virtual: the slides as data, only those near the current one in the DOM. */
import Swiper from 'swiper';
import { Navigation, Virtual } from 'swiper/modules';
import swiperCss from 'swiper/css';
import navigationCss from 'swiper/css/navigation';
import virtualCss from 'swiper/css/virtual';
import { install, THUMB } from './shared.mjs';

document.head.insertAdjacentHTML(
  'beforeend',
  `<style>${swiperCss}${navigationCss}${virtualCss}</style>`,
);

let element;
let swiper;

install({
  prepare(n) {
    const template = document.createElement('template');
    template.innerHTML =
      '<div class="swiper"><div class="swiper-wrapper"></div><div class="swiper-button-prev"></div><div class="swiper-button-next"></div></div>';
    const slides = Array.from(
      { length: n },
      (_, i) =>
        `<img src="${THUMB}" alt="Slide ${i + 1}" width="1200" height="800" style="width:100%;height:auto">`,
    );
    return { fragment: template.content, slides };
  },
  start({ fragment, slides }, host) {
    element = fragment.firstElementChild;
    host.append(fragment);
    swiper = new Swiper(element, {
      modules: [Navigation, Virtual],
      slidesPerView: 1.25,
      centeredSlides: true,
      virtual: { slides },
      navigation: { nextEl: '.swiper-button-next', prevEl: '.swiper-button-prev' },
    });
  },
  root: () => element,
  next() {
    swiper.slideNext(0);
  },
  index: () => swiper.activeIndex,
});
