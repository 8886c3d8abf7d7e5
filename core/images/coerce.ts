/**
 * Attribute readers for the image settings. Each takes the raw attribute (null when absent), the
 * attribute's name for the warning, the default and a warn function; a malformed value is warned
 * about and gives the default. Nothing here throws.
 */
import { malformedSetting } from './messages.ts';

export type Warn = (message: string) => void;

const TRUE = new Set(['', 'true']);
const FALSE = new Set(['false']);

/** `true`, `false` or a present-but-empty attribute (true), in any case. */
export function readBoolean(
  raw: string | null,
  name: string,
  fallback: boolean,
  warn: Warn,
): boolean {
  if (raw === null) return fallback;
  const value = raw.trim().toLowerCase();
  if (TRUE.has(value)) return true;
  if (FALSE.has(value)) return false;
  warn(malformedSetting(name, raw, '"true" or "false"', String(fallback)));
  return fallback;
}

/** One of `choices`, matched without regard to case (and kept in the case of the choice). */
export function readChoice<T extends string>(
  raw: string | null,
  name: string,
  choices: Readonly<Record<string, T>>,
  fallback: NoInfer<T>,
  warn: Warn,
): T {
  if (raw === null) return fallback;
  const key = raw.trim().toLowerCase();
  if (Object.hasOwn(choices, key)) return choices[key]!;
  const allowed = [...new Set(Object.values(choices))].map((c) => `"${c}"`).join(', ');
  warn(malformedSetting(name, raw, `one of ${allowed}`, `"${fallback}"`));
  return fallback;
}

const DECIMAL = /^\s*(?:\d+(?:\.\d*)?|\.\d+)\s*$/;

/** A positive, finite decimal number (`1`, `1.5`, `.75`). */
export function readPositiveNumber(
  raw: string | null,
  name: string,
  fallback: number,
  warn: Warn,
): number {
  if (raw === null) return fallback;
  const value = DECIMAL.test(raw) ? Number(raw) : NaN;
  if (Number.isFinite(value) && value > 0) return value;
  warn(malformedSetting(name, raw, 'a positive number', String(fallback)));
  return fallback;
}

export interface Dimensions {
  width: number;
  height: number;
}

const DIMENSIONS = /^\s*(\d+)\s*[xX]\s*(\d+)\s*$/;

/** `WIDTHxHEIGHT`, two positive whole numbers; absent or malformed gives undefined. */
export function readDimensions(
  raw: string | null,
  name: string,
  warn: Warn,
): Dimensions | undefined {
  if (raw === null) return undefined;
  const match = DIMENSIONS.exec(raw);
  const width = Number(match?.[1]);
  const height = Number(match?.[2]);
  if (
    match &&
    width > 0 &&
    height > 0 &&
    Number.isSafeInteger(width) &&
    Number.isSafeInteger(height)
  ) {
    return { width, height };
  }
  warn(malformedSetting(name, raw, '"WIDTHxHEIGHT" in whole pixels', 'no dimensions'));
  return undefined;
}

export interface FocalPoint {
  x: number;
  y: number;
}

/** `x,y`, each between 0 and 1 (0,0 is the top left, 1,1 the bottom right). */
export function readFocalPoint(
  raw: string | null,
  name: string,
  fallback: Readonly<FocalPoint>,
  warn: Warn,
): FocalPoint {
  if (raw === null) return { ...fallback };
  const parts = raw.split(',');
  const [x, y] = parts.map((part) => (DECIMAL.test(part) ? Number(part) : NaN));
  if (parts.length === 2 && x! <= 1 && y! <= 1) return { x: x!, y: y! };
  warn(
    malformedSetting(name, raw, '"x,y" with x and y from 0 to 1', `${fallback.x},${fallback.y}`),
  );
  return { ...fallback };
}
