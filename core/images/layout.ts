/**
 * What the loader writes on the page besides the source: the reserved space, the crop and the
 * background. An `<img>` shows its image itself unless background use is on, when its parent
 * shows it as a background and the `<img>` stays (transparent, keeping its box and its alt text);
 * any other element shows the image as its own background.
 */
import type { Box } from './placement.ts';
import {
  anchorPoint,
  backgroundSizeValue,
  objectFitValue,
  placeImage,
  positionValue,
} from './placement.ts';
import type { ImageSettings } from './settings.ts';

export const isImg = (element: Element): element is HTMLImageElement => element.localName === 'img';

/** Does the image show as a CSS background? */
export const usesBackground = (element: HTMLElement, settings: ImageSettings): boolean =>
  !isImg(element) || settings.useBgImage;

/** The element that carries the background image (when one is used) or the image. */
export const displayTarget = (element: HTMLElement, settings: ImageSettings): HTMLElement =>
  isImg(element) && settings.useBgImage ? (element.parentElement ?? element) : element;

/** Marks the width and height attributes the loader gave an image (not its author). */
export const RESERVED_ATTRIBUTE = 'data-image-reserved';

/**
 * Reserves the image's space from its dimensions, so nothing shifts when it arrives: an `<img>`
 * without width and height attributes gets them (the browser derives its aspect ratio from
 * them), marked `data-image-reserved` so that styles that size images without a width of their
 * own (a gallery's, at 100% of its frame) still size it; with fixed ratio the element also gets
 * an inline `aspect-ratio`.
 */
export function reserveSpace(element: HTMLElement, settings: ImageSettings): void {
  const { dimensions } = settings;
  if (!dimensions) return;
  if (isImg(element) && !element.hasAttribute('width') && !element.hasAttribute('height')) {
    element.setAttribute('width', String(dimensions.width));
    element.setAttribute('height', String(dimensions.height));
    element.setAttribute(RESERVED_ATTRIBUTE, '');
  }
  if (settings.fixedRatio) element.style.aspectRatio = `${dimensions.width} / ${dimensions.height}`;
}

const px = (value: number) => `${Number(value.toFixed(3))}px`;

/**
 * Writes the crop: object-fit and object-position on an `<img>` (in pixels with advanced
 * positioning, given the box of its parent), or background-size and background-position.
 */
export function applyCrop(element: HTMLElement, settings: ImageSettings, box?: Box): void {
  const position = positionValue(anchorPoint(settings));
  if (usesBackground(element, settings)) {
    const style = displayTarget(element, settings).style;
    style.backgroundSize = backgroundSizeValue(settings.crop);
    style.backgroundPosition = position;
    style.backgroundRepeat = 'no-repeat';
    if (isImg(element)) element.style.opacity = '0';
    return;
  }
  const style = element.style;
  const placement = settings.useAdvancedPositioning
    ? placeImage(box ?? { width: 0, height: 0 }, settings.dimensions, settings)
    : undefined;
  // Advanced positioning waits for the parent's box (measured once the image is attached).
  if (placement && !box) return;
  if (placement) {
    Object.assign(style, {
      position: 'absolute',
      left: px(placement.left),
      top: px(placement.top),
      width: px(placement.width),
      height: px(placement.height),
      maxWidth: 'none',
      maxHeight: 'none',
    });
    style.removeProperty('object-fit');
    style.removeProperty('object-position');
    return;
  }
  const fit = objectFitValue(settings.crop, settings.stretch);
  if (fit) {
    style.objectFit = fit;
    style.objectPosition = position;
  } else {
    style.removeProperty('object-fit');
    style.removeProperty('object-position');
  }
}

const cssString = (text: string) =>
  `"${text.replace(/["\\\n\r\f]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `)}"`;

/** Shows the loaded address: the `<img>`'s src, or the background image. */
export function showImage(element: HTMLElement, settings: ImageSettings, url: string): void {
  if (usesBackground(element, settings)) {
    displayTarget(element, settings).style.backgroundImage = `url(${cssString(url)})`;
  } else {
    (element as HTMLImageElement).src = url;
  }
}

/** The box the image is drawn in: the parent's with advanced positioning, else the target's. */
export function measureBox(element: HTMLElement, settings: ImageSettings): Box {
  const advanced = settings.useAdvancedPositioning && !usesBackground(element, settings);
  const target = advanced ? (element.parentElement ?? element) : displayTarget(element, settings);
  // An inline <img> showing no source yet is drawn as its alt text, its CSS width and height
  // dropped: a line of text, not the image's box. As a block it keeps them (or fills its
  // parent's width), and is measured so; its style attribute is then put back as it was.
  const textual =
    isImg(target) && !target.naturalWidth && getComputedStyle(target).display === 'inline';
  const attribute = target.getAttribute('style');
  if (textual) target.style.setProperty('display', 'block', 'important');
  const { width, height } = target.getBoundingClientRect();
  const boxless = target.getClientRects().length === 0;
  if (textual) {
    if (attribute === null) target.removeAttribute('style');
    else target.setAttribute('style', attribute);
  }
  // An image with no size of its own yet (no source shown, no dimensions, no CSS width) is
  // drawn at most as wide as its parent's content: measured as 0, it would get the narrowest.
  // Not one hidden (display: none, no box at all), which may never be shown at that width.
  const parent = target.parentElement;
  if (width > 0 || !parent || boxless) return { width, height };
  const style = getComputedStyle(parent);
  const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
  return { width: Math.max(0, parent.clientWidth - (padding || 0)), height };
}
