/**
 * The image loader's console texts. The spec says only that "image issues only log warnings"; the
 * words are ours. Every one starts with the same prefix so a theme author can filter them.
 */
const PREFIX = 'ss-elements image loader:';

export const malformedSetting = (
  attribute: string,
  value: string,
  expected: string,
  fallback: string,
) => `${PREFIX} ${attribute}="${value}" is not ${expected}; using ${fallback}.`;

/** A value as text for a warning; one JSON cannot write (circular, holding a BigInt) by its kind. */
function shown(value: unknown): string {
  if (typeof value !== 'object' || value === null) return String(value);
  try {
    return JSON.stringify(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

export const malformedOverride = (name: string, value: unknown) =>
  `${PREFIX} the setting ${name} given in code (${shown(value)}) is not one it takes; using the element's.`;

export const pixelRatioRangeInverted = (min: number, max: number) =>
  `${PREFIX} data-pixel-ratio-min (${min}) is above data-pixel-ratio-max (${max}); using the defaults.`;

export const pixelRatioOverridesInverted = (min: number, max: number) =>
  `${PREFIX} with the settings given in code, the pixel ratio minimum (${min}) is above the maximum (${max}); using the element's.`;

export const noSource = () => `${PREFIX} the image has no data-src; nothing to load.`;

export const notAnElement = () => `${PREFIX} loadImage needs an element; nothing to load.`;

export const notARoot = () =>
  `${PREFIX} loadImages needs an element, a document or a fragment; nothing to load.`;

export const malformedOverrides = (value: unknown) =>
  `${PREFIX} the settings given in code (${String(value)}) are not an object; using the element's.`;

export const refusedSource = (source: string, reason: string) =>
  `${PREFIX} the address "${source}" was refused (${reason}); nothing loaded.`;

export const neverAttached = (tries: number, intervalMs: number) =>
  `${PREFIX} the image was not attached to the document after ${tries} tries of ${intervalMs} ms; nothing loaded.`;

export const loadFailed = (url: string) => `${PREFIX} the image "${url}" could not be loaded.`;
