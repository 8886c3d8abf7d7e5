import { positionFor } from './coerce.ts';

export const BAR_POSITIONS = ['TOP', 'BOTTOM'] as const;
export const POPUP_POSITIONS = ['TOP_LEFT', 'TOP_RIGHT', 'BOTTOM_LEFT', 'BOTTOM_RIGHT'] as const;

export type BarPosition = (typeof BAR_POSITIONS)[number];
export type PopupPosition = (typeof POPUP_POSITIONS)[number];
export type BannerPosition = BarPosition | PopupPosition;
export type BannerVariant = 'BAR' | 'POPUP';

/**
 * A position that fits the banner's variant (part 1 §5), case ignored. A bar sits at the TOP
 * (from TOP, TOP_LEFT or TOP_RIGHT) or else at the BOTTOM. A popup keeps a corner; TOP gives
 * TOP_LEFT, and anything else BOTTOM_LEFT.
 */
export function coerceBannerPosition(variant: BannerVariant, raw: unknown): BannerPosition {
  if (variant !== 'BAR' && variant !== 'POPUP') {
    throw new Error(
      `coerceBannerPosition takes the variant 'BAR' or 'POPUP'; got ${JSON.stringify(variant)}.`,
    );
  }
  return positionFor(variant, raw);
}
