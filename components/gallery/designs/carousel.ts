import { css } from 'lit';
import { loaded, type DesignFactory } from './design.ts';
import { gutterPx, perRowOf } from './grid.ts';
import { watchRelayout } from './relayout.ts';

/** Carousel defaults (part 2 §9): gutter 1 px, 3 slides per row. */
export const CAROUSEL_GUTTER_PX = 1;
export const CAROUSEL_PER_ROW = 3;

/**
 * Slides per row at a viewport width: 2 below 480 px when the original is above 1, 3 below
 * 724 px when the original is above 2, else the original.
 */
export function carouselPerRow(original: number, viewportWidth: number): number {
  if (viewportWidth < 480 && original > 1) return 2;
  if (viewportWidth < 724 && original > 2) return 3;
  return original;
}

/**
 * The carousel: a row of `slidesPerRow` slides (default 3, at most 12) moving a group at a time. Groups count from 0
 * and are clamped at both ends (never looped); the last group shows the last full row.
 */
export const carousel: DesignFactory = (settings) => {
  // At least one per row (a fraction would make no slide a group, and groups without end), at
  // most 12.
  const original = perRowOf(settings.slidesPerRow, CAROUSEL_PER_ROW);
  const gutter = gutterPx(settings.gutter, CAROUSEL_GUTTER_PX);
  let perRow = original;
  const first = (group: number, count: number) =>
    Math.max(0, Math.min(group * perRow, count - perRow));
  return {
    styles: css`
      /* The slides container is one slide and gutter wide, so that it moves by its own width;
         the slides take their share of the viewport (cqw). */
      [part~='slides'] {
        --w: calc((100cqw - (var(--ss-n) - 1) * var(--ss-g)) / var(--ss-n));
        width: calc(var(--w) + var(--ss-g));
        display: flex;
        gap: var(--ss-g);
      }
      @media (prefers-reduced-motion: no-preference) {
        [part~='slides'] {
          transition: translate 0.5s ease-out;
        }
      }
      slot::slotted(*) {
        flex: 0 0 var(--w);
        margin: 0;
      }
    `,
    navigable: true,
    moves: true,
    loops: false,
    motionMs: 500,
    click: 'none',
    // A gutter takes at most half a slide's share of the row: none leaves the slides no width.
    vars: () => ({ '--ss-n': String(perRow), '--ss-g': `min(${gutter}px, ${50 / perRow}cqw)` }),
    positions: (count) => Math.ceil(count / perRow),
    shown: (group, count) => [
      first(group, count),
      Math.min(count, first(group, count) + perRow) - 1,
    ],
    lead: first,
    // The group a slide leads: the last full row's first slide leads the last group.
    positionOf: (slide, count) =>
      slide >= count - perRow ? Math.ceil(count / perRow) - 1 : Math.floor(slide / perRow),
    attach: (gallery, events) => watchRelayout(gallery, events.relayout),
    resize(viewportWidth) {
      const next = carouselPerRow(original, viewportWidth);
      const changed = next !== perRow;
      perRow = next;
      return changed;
    },
  };
};

Object.assign(loaded, { carousel });
