/** A slide's image: the slide itself when it is an `<img>`, else the first `<img>` inside it. */
export const slideImage = (slide: Element): HTMLImageElement | null =>
  slide instanceof HTMLImageElement ? slide : slide.querySelector('img');
