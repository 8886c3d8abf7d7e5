import { css } from 'lit';
import { keyword } from '../keyword.ts';
import { positive } from '../settings.ts';
import type { DesignFactory } from './design.ts';
import { fillImageSlides, loaded, staticLayout } from './design.ts';
import { GRID_GUTTER_PX, gutterPx } from './grid.ts';

/** Default column width and row height, 250 px; autorows gutter 20 px (part 2 §9). */
export const COLUMN_WIDTH_PX = 250;
export const ROW_HEIGHT_PX = 250;

/** columnWidth must be a number above 0 (a numeric string is parsed); else 250. */
export const columnWidth = (value: unknown): number => positive(value, COLUMN_WIDTH_PX);

/** `max` (any case) makes `columnWidth` the widest a column gets; anything else, the narrowest. */
export const columnWidthBehavior = (value: unknown): 'min' | 'max' =>
  keyword(value) === 'max' ? 'max' : 'min';

const vars = (settings: Parameters<DesignFactory>[0]) => () => {
  const width = columnWidth(settings.columnWidth);
  const gutter = gutterPx(settings.gutter, GRID_GUTTER_PX);
  // A browser that cannot divide lengths (CSS typed arithmetic) keeps the minimum instead.
  const max =
    columnWidthBehavior(settings.columnWidthBehavior) === 'max' &&
    CSS.supports('column-count', 'round(up, 100cqw / 1px)');
  return {
    '--ss-c': `${width}px`,
    // At most `width` wide: n columns and n - 1 gutters fill the width with n the least
    // that keeps each column within it.
    '--ss-cn': max ? `round(up, (100cqw + ${gutter}px) / ${width + gutter}px)` : 'auto',
    '--ss-cw': max ? 'auto' : `${width}px`,
    '--ss-g': `${gutter}px`,
    '--ss-h': `${positive(settings.rowHeight, ROW_HEIGHT_PX)}px`,
  };
};

/**
 * Masonry columns about `columnWidth` wide, as many as fit: each at least that wide, or with
 * `columnWidthBehavior: 'max'` at most that wide.
 */
export const autocolumns: DesignFactory = (settings) => ({
  ...staticLayout,
  styles: css`
    /* The widest columns divide the gallery's width: it is their container. */
    [part~='viewport'] {
      container-type: inline-size;
    }
    [part~='slides'] {
      column-width: var(--ss-cw);
      column-count: var(--ss-cn);
      column-gap: var(--ss-g);
    }
    /* Each slide holds its content's margins and floats, as a slide of the other designs does. */
    slot::slotted(*) {
      display: flow-root;
      break-inside: avoid;
      margin-bottom: var(--ss-g);
    }
    ${fillImageSlides}
  `,
  vars: vars(settings),
});

/** A grid of as many `columnWidth`-wide columns as fit, stretched to the width. */
export const autogrid: DesignFactory = (settings) => ({
  ...staticLayout,
  styles: css`
    [part~='slides'] {
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(min(var(--ss-c), 100%), 1fr));
      gap: var(--ss-g);
    }
    ${fillImageSlides}
  `,
  vars: vars(settings),
});

/**
 * Rows `rowHeight` tall (default 250), each slide as wide as its ratio makes it, then widened to
 * fill its row: an image slide is cropped to that, never stretched. The row height and an image
 * slide's width hold over a page's own image sizes (a theme's `img { height: auto }`, a `width`
 * attribute).
 */
export const autorows: DesignFactory = (settings) => ({
  ...staticLayout,
  styles: css`
    [part~='slides'] {
      display: flex;
      flex-wrap: wrap;
      gap: var(--ss-g);
    }
    /* Never wider than the gallery: a slide wider than a phone's row is narrowed (an image
       slide then cropped to it), not cut off. */
    slot::slotted(*) {
      height: var(--ss-h) !important;
      flex: 1 0 auto;
      max-width: 100%;
    }
    slot::slotted(img) {
      width: auto !important;
      object-fit: cover;
    }
  `,
  vars: vars(settings),
});

Object.assign(loaded, { autocolumns, autogrid, autorows });
