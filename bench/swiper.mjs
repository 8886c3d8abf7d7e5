/** Swiper with every slide in the DOM, set up like our strip: 80% slides, centred. */
import Swiper from 'swiper';
import { Navigation } from 'swiper/modules';
import swiperCss from 'swiper/css';
import navigationCss from 'swiper/css/navigation';
import { install, repeat, THUMB } from './shared.mjs';

document.head.insertAdjacentHTML('beforeend', `<style>${swiperCss}${navigationCss}</style>`);

let element;
let swiper;

install({
  prepare(n) {
    const template = document.createElement('template');
    template.innerHTML = `<div class="swiper"><div class="swiper-wrapper">${repeat(
      n,
      (i) =>
        `<div class="swiper-slide" data-slide-id="s${i}"><img src="${THUMB}" alt="Slide ${i + 1}" width="1200" height="800" style="width:100%;height:auto"></div>`,
    )}</div><div class="swiper-button-prev"></div><div class="swiper-button-next"></div></div>`;
    return template.content;
  },
  start(fragment, host) {
    element = fragment.firstElementChild;
    host.append(fragment);
    swiper = new Swiper(element, {
      modules: [Navigation],
      slidesPerView: 1.25,
      centeredSlides: true,
      navigation: { nextEl: '.swiper-button-next', prevEl: '.swiper-button-prev' },
    });
  },
  root: () => element,
  next() {
    swiper.slideNext(0);
  },
  index: () => swiper.activeIndex,
});
