/**
 * How settings are read, shared by `policy.ts`, `banner-position.ts` and `banner-settings.ts`.
 * Internal: `index.ts` does not export it.
 */
import type { BannerPosition, BannerVariant } from './banner-position.ts';

export type Json = Record<string, unknown>;

/** An object's fields, or none for anything else. */
export const asObject = (raw: unknown): Json =>
  raw !== null && typeof raw === 'object' ? (raw as Json) : {};

/** A string trimmed and upper-cased, or '' for anything else. */
export const upper = (raw: unknown): string =>
  typeof raw === 'string' ? raw.trim().toUpperCase() : '';

/** An enumerated value, case ignored and kept upper-case; an unknown one takes the default. */
export function oneOf<T extends string>(allowed: readonly T[], raw: unknown, fallback: T): T {
  const value = upper(raw);
  return (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/**
 * `coerceBannerPosition` for a variant known to be 'BAR' or 'POPUP'. A bar sits at the TOP (from
 * TOP, TOP_LEFT or TOP_RIGHT) or else at the BOTTOM. A popup keeps a corner; TOP gives TOP_LEFT,
 * and anything else BOTTOM_LEFT.
 */
export function positionFor(variant: BannerVariant, raw: unknown): BannerPosition {
  const position = upper(raw);
  if (variant === 'BAR') return /^TOP(_LEFT|_RIGHT)?$/.test(position) ? 'TOP' : 'BOTTOM';
  return /^(TOP|BOTTOM)_(LEFT|RIGHT)$/.test(position)
    ? (position as BannerPosition)
    : position === 'TOP'
      ? 'TOP_LEFT'
      : 'BOTTOM_LEFT';
}
