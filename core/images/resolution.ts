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
  /** The source's own width: nothing wider is asked for (100 at the least). */
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
 * the widest falls short, the widest. With the source's width known, only offered widths up to
 * it are considered (the narrowest, 100, always is), so a 600-pixel original is asked for at 500
 * at the most.
 */
export function chooseImageWidth(request: WidthRequest): ImageWidth {
  const wanted = Math.round(wantedPixels(request));
  const cap = positiveOr(request.sourceWidth, Number.POSITIVE_INFINITY);
  const allowed = ASCENDING.filter((width, index) => index === 0 || width <= cap);
  return allowed.find((width) => width >= wanted) ?? allowed[allowed.length - 1]!;
}
