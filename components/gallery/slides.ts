/**
 * image or video: `data-type`, else video when the slide holds a video wrapper or `<ss-video>`
 * (of its own: not one of a gallery inside it).
 */
export function slideType(slide: HTMLElement): 'image' | 'video' {
  const type = slide.dataset.type;
  if (type === 'image' || type === 'video') return type;
  return slide.querySelector(':is(.sqs-video-wrapper,ss-video):not(:scope ss-gallery *)')
    ? 'video'
    : 'image';
}

/** `WIDTHxHEIGHT` as a CSS aspect-ratio (`1600 / 900`), or undefined when malformed. */
export function dimensionsRatio(value: string | undefined): string | undefined {
  const [, width, height] = /^\s*(\d+(?:\.\d+)?)x(\d+(?:\.\d+)?)\s*$/i.exec(value ?? '') ?? [];
  return +width! > 0 && +height! > 0 ? `${width} / ${height}` : undefined;
}
