import { css } from 'lit';
import { numberFrom, positive } from '../settings.ts';
import type { DesignFactory } from './design.ts';
import { loaded, staticLayout } from './design.ts';

/** Grid defaults (part 2 §9): 4 per row, padding 20 px between slides. */
export const GRID_PER_ROW = 4;
export const GRID_GUTTER_PX = 20;

const styles = css`
  [part~='slides'] {
    display: grid;
    grid-template-columns: repeat(var(--ss-n), minmax(0, 1fr));
    gap: var(--ss-g);
  }
`;

/** A gutter in px: a number ≥ 0 (numeric strings parsed), else the fallback. */
export const gutterPx = (value: unknown, fallback: number): number => {
  const n = numberFrom(value);
  return n !== undefined && n >= 0 ? n : fallback;
};

/** Rows of `slidesPerRow` (default 4) equal columns, `gutter` px apart (default 20). */
export const grid: DesignFactory = (settings) => ({
  ...staticLayout,
  styles,
  vars: () => ({
    '--ss-n': String(Math.max(1, Math.floor(positive(settings.slidesPerRow, GRID_PER_ROW)))),
    '--ss-g': `${gutterPx(settings.gutter, GRID_GUTTER_PX)}px`,
  }),
});

/** The list's slide width, in % of the gallery's, when `listImageSize` gives none. */
export const LIST_IMAGE_SIZE_PERCENT = 100;

const listStyles = css`
  ${styles}
  slot::slotted(*) {
    justify-self: center;
    width: var(--ss-w);
  }
`;

/**
 * One slide per row, `gutter` px apart (default 20), each `listImageSize` % of the gallery's
 * width (a number above 0, at most 100; default 100), centred.
 */
export const list: DesignFactory = (settings) => ({
  ...staticLayout,
  styles: listStyles,
  vars: () => ({
    '--ss-n': '1',
    '--ss-g': `${gutterPx(settings.gutter, GRID_GUTTER_PX)}px`,
    '--ss-w': `${Math.min(100, positive(settings.listImageSize, LIST_IMAGE_SIZE_PERCENT))}%`,
  }),
});

Object.assign(loaded, { grid, list });
