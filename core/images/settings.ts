/**
 * The image loading settings of spec part 1 §9, read from an element's data attributes. Malformed
 * values are warned about and take the default; nothing throws.
 *
 * | setting                | attribute                       | values (any case)                          | default   |
 * |------------------------|---------------------------------|--------------------------------------------|-----------|
 * | source                 | `data-src`                      | an http(s) address or a site path          | none      |
 * | dimensions             | `data-image-dimensions`         | `WIDTHxHEIGHT` (whole pixels)              | none      |
 * | fixed ratio            | `data-fixed-ratio`              | `true` / `false` / present                 | false     |
 * | focal point            | `data-image-focal-point`        | `x,y`, each 0 to 1                         | 0.5,0.5   |
 * | load mode              | `data-load`                     | `true` / `false` / `viewport`              | true      |
 * | crop mode              | `data-crop-mode`                | `cover` / `contain` / `none`               | cover     |
 * | size format            | `data-size-format`              | `queryString` / `filename`                 | queryString |
 * | stretch                | `data-stretch`                  | boolean                                    | true      |
 * | background-image use   | `data-use-bg-image`             | boolean                                    | false     |
 * | advanced positioning   | `data-use-advanced-positioning` | boolean                                    | false     |
 * | data-saver allowance   | `data-allow-save-data`          | boolean                                    | true      |
 * | pixel ratio min / max  | `data-pixel-ratio-min` / `-max` | positive numbers, min ≤ max                | 1 (a max below it) / none |
 * | alignment              | `data-alignment`                | center, top, bottom, left, right, top-left, top-right, bottom-left, bottom-right (`middle` = center) | center |
 *
 * Attribute names are the spec's setting names in kebab-case, as the other `data-*` attributes
 * of slides and blocks are; `data-use-bg-image` follows the gallery's `useBgImage`.
 */
import {
  readBoolean,
  readChoice,
  readDimensions,
  readFocalPoint,
  readPositiveNumber,
} from './coerce.ts';
import type { Dimensions, FocalPoint, Warn } from './coerce.ts';
import { DEFAULT_FOCAL_POINT } from './constants.ts';
import {
  malformedOverride,
  malformedOverrides,
  pixelRatioOverridesInverted,
  pixelRatioRangeInverted,
} from './messages.ts';

export type { Dimensions, FocalPoint, Warn } from './coerce.ts';

/** `true` loads at once, `false` leaves the source unset, `viewport` loads within 200 px of the viewport. */
export type LoadMode = boolean | 'viewport';
export type CropMode = 'cover' | 'contain' | 'none';
export type SizeFormat = 'queryString' | 'filename';
export type ImageAlignment =
  | 'center'
  | 'top'
  | 'bottom'
  | 'left'
  | 'right'
  | 'top-left'
  | 'top-right'
  | 'bottom-left'
  | 'bottom-right';

export interface ImageSettings {
  /** The address of the image at full size, as given (`''` when there is none). */
  source: string;
  /** The source's own size, when known. */
  dimensions: Dimensions | undefined;
  /** Keep the element's box at the image's ratio (an inline `aspect-ratio`). */
  fixedRatio: boolean;
  focalPoint: FocalPoint;
  load: LoadMode;
  crop: CropMode;
  sizeFormat: SizeFormat;
  /** With `contain`, may the image grow beyond its own size? */
  stretch: boolean;
  /** Show the image as the background of the `<img>`'s parent (any other element: of itself). */
  useBgImage: boolean;
  /** Size and place the `<img>` in pixels inside its parent instead of with object-fit. */
  useAdvancedPositioning: boolean;
  /** May the visitor's data saver (`navigator.connection.saveData`) lower the pixel ratio to 1? */
  allowSaveData: boolean;
  pixelRatioMin: number;
  pixelRatioMax: number;
  /** Where a contained image sits in its box. */
  alignment: ImageAlignment;
}

export const DEFAULT_PIXEL_RATIO_MIN = 1;
export const DEFAULT_PIXEL_RATIO_MAX = Number.POSITIVE_INFINITY;

type LoadText = 'true' | 'false' | 'viewport';
const LOAD_MODES: Record<string, LoadText> = {
  '': 'true',
  true: 'true',
  false: 'false',
  viewport: 'viewport',
};
const CROP_MODES: Record<string, CropMode> = { cover: 'cover', contain: 'contain', none: 'none' };
const SIZE_FORMATS: Record<string, SizeFormat> = {
  querystring: 'queryString',
  filename: 'filename',
};
const ALIGNMENTS: Record<string, ImageAlignment> = {
  center: 'center',
  middle: 'center',
  top: 'top',
  bottom: 'bottom',
  left: 'left',
  right: 'right',
  'top-left': 'top-left',
  'top-right': 'top-right',
  'bottom-left': 'bottom-left',
  'bottom-right': 'bottom-right',
};

/** With no minimum given, a maximum below the default minimum is the minimum too. */
const defaultMin = (max: number) => Math.min(DEFAULT_PIXEL_RATIO_MIN, max);

const toLoadMode = (text: LoadText): LoadMode => (text === 'viewport' ? text : text === 'true');

export interface ParseImageSettingsOptions {
  /** Settings given in code (a gallery's loader options); they win over the attributes. */
  overrides?: Partial<ImageSettings>;
  /** Receives the warnings; console.warn by default. */
  warn?: Warn;
}

/**
 * Reads the settings from `element`'s data attributes, then applies `overrides`; a pixel-ratio
 * range they turn the wrong way round is warned about and the element's is kept.
 */
export function parseImageSettings(
  element: Element,
  { overrides = {}, warn = console.warn }: ParseImageSettingsOptions = {},
): ImageSettings {
  const attr = (name: string) => element.getAttribute(name);
  let pixelRatioMax = readPositiveNumber(
    attr('data-pixel-ratio-max'),
    'data-pixel-ratio-max',
    DEFAULT_PIXEL_RATIO_MAX,
    warn,
  );
  const minGiven = attr('data-pixel-ratio-min') !== null;
  let pixelRatioMin = readPositiveNumber(
    attr('data-pixel-ratio-min'),
    'data-pixel-ratio-min',
    defaultMin(pixelRatioMax),
    warn,
  );
  if (pixelRatioMin > pixelRatioMax) {
    warn(pixelRatioRangeInverted(pixelRatioMin, pixelRatioMax));
    pixelRatioMin = DEFAULT_PIXEL_RATIO_MIN;
    pixelRatioMax = DEFAULT_PIXEL_RATIO_MAX;
  }
  const settings: ImageSettings = {
    source: attr('data-src')?.trim() ?? '',
    dimensions: readDimensions(attr('data-image-dimensions'), 'data-image-dimensions', warn),
    fixedRatio: readBoolean(attr('data-fixed-ratio'), 'data-fixed-ratio', false, warn),
    focalPoint: readFocalPoint(
      attr('data-image-focal-point'),
      'data-image-focal-point',
      DEFAULT_FOCAL_POINT,
      warn,
    ),
    load: toLoadMode(readChoice(attr('data-load'), 'data-load', LOAD_MODES, 'true', warn)),
    crop: readChoice(attr('data-crop-mode'), 'data-crop-mode', CROP_MODES, 'cover', warn),
    sizeFormat: readChoice(
      attr('data-size-format'),
      'data-size-format',
      SIZE_FORMATS,
      'queryString',
      warn,
    ),
    stretch: readBoolean(attr('data-stretch'), 'data-stretch', true, warn),
    useBgImage: readBoolean(attr('data-use-bg-image'), 'data-use-bg-image', false, warn),
    useAdvancedPositioning: readBoolean(
      attr('data-use-advanced-positioning'),
      'data-use-advanced-positioning',
      false,
      warn,
    ),
    allowSaveData: readBoolean(attr('data-allow-save-data'), 'data-allow-save-data', true, warn),
    pixelRatioMin,
    pixelRatioMax,
    alignment: readChoice(attr('data-alignment'), 'data-alignment', ALIGNMENTS, 'center', warn),
  };
  const given = checkImageOverrides(overrides, warn);
  const merged = { ...settings, ...given };
  if (!minGiven && given.pixelRatioMin === undefined)
    merged.pixelRatioMin = defaultMin(merged.pixelRatioMax);
  // Each given in code may be fine alone and still be the wrong way round with the element's
  // (or the other): the element's pair is used, in order already.
  if (merged.pixelRatioMin > merged.pixelRatioMax) {
    warn(pixelRatioOverridesInverted(merged.pixelRatioMin, merged.pixelRatioMax));
    merged.pixelRatioMin = settings.pixelRatioMin;
    merged.pixelRatioMax = settings.pixelRatioMax;
  }
  return merged;
}

const isBoolean = (value: unknown) => typeof value === 'boolean';
const isPositive = (value: unknown) => typeof value === 'number' && value > 0;
const isFraction = (value: unknown) => typeof value === 'number' && value >= 0 && value <= 1;
/** One of the values a choice attribute gives (`queryString`, not the `querystring` it reads). */
const oneOf = (choices: Readonly<Record<string, string>>) => (value: unknown) =>
  Object.values(choices).includes(value as string);

/** What each setting given in code may be: the same values its attribute gives. */
const OVERRIDE_CHECKS: { readonly [K in keyof ImageSettings]: (value: unknown) => boolean } = {
  source: (value) => typeof value === 'string',
  dimensions: (value) => {
    const { width, height } = (value ?? {}) as Partial<Dimensions>;
    return (
      Number.isFinite(width) && Number.isFinite(height) && isPositive(width) && isPositive(height)
    );
  },
  fixedRatio: isBoolean,
  focalPoint: (value) => {
    const { x, y } = (value ?? {}) as Partial<FocalPoint>;
    return isFraction(x) && isFraction(y);
  },
  load: (value) => isBoolean(value) || value === 'viewport',
  crop: oneOf(CROP_MODES),
  sizeFormat: oneOf(SIZE_FORMATS),
  stretch: isBoolean,
  useBgImage: isBoolean,
  useAdvancedPositioning: isBoolean,
  allowSaveData: isBoolean,
  pixelRatioMin: (value) => isPositive(value) && Number.isFinite(value),
  pixelRatioMax: isPositive,
  alignment: oneOf(ALIGNMENTS),
};

/**
 * The settings given in code that the loader takes: one left undefined is not given; one it
 * does not take (a crop mode spelt otherwise, a focal point outside 0 to 1, an unknown name) is
 * warned about and the element's own is used, as a malformed attribute is.
 */
export function checkImageOverrides(overrides: unknown, warn: Warn): Partial<ImageSettings> {
  const checked: Record<string, unknown> = {};
  // None given (undefined, or null from plain JavaScript); anything else not an object is warned.
  if (overrides == null || typeof overrides !== 'object') {
    if (overrides != null) warn(malformedOverrides(overrides));
    return checked;
  }
  for (const [name, value] of Object.entries(overrides)) {
    if (value === undefined) continue;
    const check = Object.hasOwn(OVERRIDE_CHECKS, name)
      ? OVERRIDE_CHECKS[name as keyof ImageSettings]
      : undefined;
    if (check?.(value)) checked[name] = value;
    else warn(malformedOverride(name, value));
  }
  return checked as Partial<ImageSettings>;
}
