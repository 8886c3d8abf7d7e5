import { css } from 'lit';
import { numberFrom, positive } from '../settings.ts';
import type { DesignFactory } from './design.ts';
import { fillImageSlides, loaded, staticLayout } from './design.ts';

/** Grid defaults (part 2 §9): 4 per row, padding 20 px between slides. */
export const GRID_PER_ROW = 4;
export const GRID_GUTTER_PX = 20;

const styles = css`
  [part~='slides'] {
    display: grid;
    grid-template-columns: repeat(var(--ss-n), minmax(0, 1fr));
    /* Across, a gutter takes at most half a slide's share of the row: none leaves them no width. */
    gap: var(--ss-g) min(var(--ss-g), 50% / var(--ss-n));
  }
  ${fillImageSlides}
`;

/** The most slides a row holds: more would leave each too narrow to see (1e9 would be 0 px wide). */
export const MAX_PER_ROW = 12;

/** Slides per row: a setting's whole number from 1 to 12 (a fraction keeps one), else the fallback. */
export const perRowOf = (value: unknown, fallback: number): number =>
  Math.min(MAX_PER_ROW, Math.max(1, Math.floor(positive(value, fallback))));

/** A gutter in px: a number ≥ 0 (numeric strings parsed), else the fallback. */
export const gutterPx = (value: unknown, fallback: number): number => {
  const n = numberFrom(value);
  return n !== undefined && n >= 0 ? n : fallback;
};

/**
 * Rows of equal columns, apart by a gap in px: `slidesPerRow` columns, else the block's
 * `thumbnails-per-row` (default 4), at most 12; `gutter` px, else the block's `padding` (default 20).
 */
export const grid: DesignFactory = (settings) => ({
  ...staticLayout,
  styles,
  vars: () => ({
    '--ss-n': String(
      perRowOf(settings.slidesPerRow, perRowOf(settings['thumbnails-per-row'], GRID_PER_ROW)),
    ),
    '--ss-g': `${gutterPx(settings.gutter, gutterPx(settings.padding, GRID_GUTTER_PX))}px`,
  }),
});

const listStyles = css`
  ${styles}
  slot::slotted(*) {
    justify-self: center;
    width: var(--ss-w);
  }
`;

/**
 * One slide per row, `gutter` px apart (default 20). With `listImageSize` (a number above 0; at
 * most 100) each slide is that % of the gallery's width, centred; without it, each fills its row
 * as in the grid (its own margins kept).
 */
export const list: DesignFactory = (settings) => {
  const size = positive(settings.listImageSize, 0);
  return {
    ...staticLayout,
    styles: size ? listStyles : styles,
    vars: () => ({
      '--ss-n': '1',
      '--ss-g': `${gutterPx(settings.gutter, GRID_GUTTER_PX)}px`,
      ...(size && { '--ss-w': `${Math.min(100, size)}%` }),
    }),
  };
};

Object.assign(loaded, { grid, list });
