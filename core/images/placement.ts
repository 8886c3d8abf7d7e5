/**
 * Focal point and crop, as pure values (spec part 1 §9). A focal point `x,y` becomes the
 * position `x% y%`: the point of the image at x, y of its width and height sits at x, y of the
 * box's, so it stays in view however the box is cropped (`object-position` and
 * `background-position` read percentages that way). Alignment places a contained image.
 * The spec names the focal point (default 0.5,0.5) but not how it places the image; this keeps
 * the point in view and the picture's composition (a subject a third of the way in stays a
 * third of the way in), where centring it would move every subject off its third to the
 * middle.
 *
 * Crop modes:
 * - `cover` fills the box and crops what overflows, around the focal point;
 * - `contain` shows the whole image inside the box, placed by the alignment (`scale-down`, never
 *   larger than its own size, when stretch is off);
 * - `none`: the loader does not crop; the image is drawn at the box's width at its own ratio
 *   (the box keeps that ratio through the reserved space), and the theme's CSS decides the rest.
 *   (`object-fit: none` would draw the loaded file at its own pixel size, which changes with the
 *   width chosen for the screen; so `none` sets no object-fit.)
 */
import type { Dimensions, FocalPoint } from './coerce.ts';
import type { CropMode, ImageAlignment, ImageSettings } from './settings.ts';

export interface Box {
  width: number;
  height: number;
}

export interface Placement {
  width: number;
  height: number;
  left: number;
  top: number;
}

const ALIGNMENT_POINTS: Record<ImageAlignment, FocalPoint> = {
  center: { x: 0.5, y: 0.5 },
  top: { x: 0.5, y: 0 },
  bottom: { x: 0.5, y: 1 },
  left: { x: 0, y: 0.5 },
  right: { x: 1, y: 0.5 },
  'top-left': { x: 0, y: 0 },
  'top-right': { x: 1, y: 0 },
  'bottom-left': { x: 0, y: 1 },
  'bottom-right': { x: 1, y: 1 },
};

type PlacementSettings = Pick<ImageSettings, 'crop' | 'focalPoint' | 'alignment' | 'stretch'>;

/** The point of the image held in place: the alignment's for contain, else the focal point. */
export function anchorPoint(
  settings: Pick<ImageSettings, 'crop' | 'focalPoint' | 'alignment'>,
): FocalPoint {
  return settings.crop === 'contain' ? ALIGNMENT_POINTS[settings.alignment] : settings.focalPoint;
}

const percent = (fraction: number) => `${Number((fraction * 100).toFixed(4))}%`;

/** `x% y%` for object-position or background-position. */
export function positionValue(point: FocalPoint): string {
  return `${percent(point.x)} ${percent(point.y)}`;
}

/** The object-fit value, or undefined for `none` (the loader sets none). */
export function objectFitValue(crop: CropMode, stretch: boolean): string | undefined {
  if (crop === 'cover') return 'cover';
  if (crop === 'contain') return stretch ? 'contain' : 'scale-down';
  return undefined;
}

/** The background-size value for a background image. */
export function backgroundSizeValue(crop: CropMode): string {
  return crop === 'none' ? '100% auto' : crop;
}

const ratioOf = (dimensions: Dimensions | undefined) =>
  dimensions ? dimensions.width / dimensions.height : undefined;

const nonNegative = (value: number) => (value > 0 ? value : 0);

/**
 * The width, in CSS pixels, the image is drawn at in a box: cover draws it at least as wide as the
 * box and as wide as the box's height needs; contain at most either; none at the box's width.
 * Without dimensions or a box height, the box's width.
 */
export function drawnWidth(box: Box, dimensions: Dimensions | undefined, crop: CropMode): number {
  const width = nonNegative(box.width);
  const ratio = ratioOf(dimensions);
  if (ratio === undefined || !(box.height > 0) || crop === 'none') return width;
  const byHeight = box.height * ratio;
  return crop === 'cover' ? Math.max(width, byHeight) : Math.min(width, byHeight);
}

/**
 * Advanced positioning: the image's size and offset inside its box in pixels, the same drawing
 * object-fit and object-position make (so a theme may animate or overflow it). Undefined when the
 * dimensions are unknown.
 */
export function placeImage(
  box: Box,
  dimensions: Dimensions | undefined,
  settings: PlacementSettings,
): Placement | undefined {
  if (!dimensions) return undefined;
  const boxWidth = nonNegative(box.width);
  const boxHeight = nonNegative(box.height);
  const fit = { width: boxWidth / dimensions.width, height: boxHeight / dimensions.height };
  let scale = fit.width;
  if (settings.crop === 'cover') scale = Math.max(fit.width, fit.height);
  if (settings.crop === 'contain')
    scale = Math.min(fit.width, fit.height, settings.stretch ? Infinity : 1);
  const width = dimensions.width * scale;
  const height = dimensions.height * scale;
  const anchor = anchorPoint(settings);
  return {
    width,
    height,
    left: (boxWidth - width) * anchor.x,
    top: (boxHeight - height) * anchor.y,
  };
}
