/**
 * Which of the offered widths to load (spec part 1 §9): the smallest offered width at least the
 * drawn width times the pixel ratio. A pure function of its input that never throws, always
 * answers one of IMAGE_WIDTHS, and never answers less for a wider drawing.
 */
import { IMAGE_WIDTHS } from './constants.ts';
import type { ImageWidth } from './constants.ts';

export interface WidthRequest {
  /** The width the image is drawn at, in CSS pixels. Not a finite positive number: 0. */
  renderedWidth: number;
  /** window.devicePixelRatio; not a finite positive number: 1. */
  devicePixelRatio?: number;
  /** The pixel ratio is clamped to [pixelRatioMin, pixelRatioMax]; defaults 1 and no maximum. */
  pixelRatioMin?: number;
  pixelRatioMax?: number;
  /** The source's own width: no offered width beyond the first that covers it is asked for. */
  sourceWidth?: number;
  /** navigator.connection.saveData. */
  saveData?: boolean;
  /** May the data saver lower the pixel ratio to 1? Default true. */
  allowSaveData?: boolean;
}

/** The offered widths, narrowest first. */
const ASCENDING: readonly ImageWidth[] = [...IMAGE_WIDTHS].sort((a, b) => a - b);

const positiveOr = (value: unknown, fallback: number): number =>
  typeof value === 'number' && value > 0 && !Number.isNaN(value) ? value : fallback;

/**
 * The pixel ratio used: 1 under the data saver (when allowed), else devicePixelRatio clamped to
 * [min, max]. A minimum above the maximum gives the maximum.
 */
export function effectivePixelRatio(request: Omit<WidthRequest, 'renderedWidth'>): number {
  if (request.saveData === true && request.allowSaveData !== false) return 1;
  const ratio = Number.isFinite(request.devicePixelRatio)
    ? positiveOr(request.devicePixelRatio, 1)
    : 1;
  const min = Number.isFinite(request.pixelRatioMin) ? positiveOr(request.pixelRatioMin, 1) : 1;
  const max = positiveOr(request.pixelRatioMax, Number.POSITIVE_INFINITY);
  return Math.min(Math.max(ratio, min), max);
}

/** The device pixels wanted: the drawn width times the pixel ratio. */
export function wantedPixels(request: WidthRequest): number {
  return positiveOr(request.renderedWidth, 0) * effectivePixelRatio(request);
}

/**
 * The smallest offered width at least the wanted pixels, counted in whole device pixels (a
 * layout's rounding, 500.00000000000006 px drawn for 500, asks for no wider image); when even
 * the widest falls short, the widest. With the source's width known, no more is wanted than
 * the source has: the smallest offered width at least the source's own covers it (the service
 * sends no more than the original), so a 1200-pixel original drawn 1280 px wide is asked for at
 * 1500, never at the 1000 below it, and a 600-pixel one at 750 at the most.
 *
 * The spec lists the widths offered but not how the source's width bounds the choice: this
 * reading never asks for less than the drawing needs while a width that covers it is offered.
 */
export function chooseImageWidth(request: WidthRequest): ImageWidth {
  const wanted = Math.round(wantedPixels(request));
  const needed = Math.min(wanted, positiveOr(request.sourceWidth, Number.POSITIVE_INFINITY));
  return ASCENDING.find((width) => width >= needed) ?? ASCENDING[ASCENDING.length - 1]!;
}
