import { css } from 'lit';
import { numberFrom } from '../settings.ts';
import type { DesignFactory, Loaded } from './design.ts';

// The strip loads with most galleries, so it imports nothing from ./design.ts (which the designs
// loaded on demand share): the registry is read from `globalThis` and `perSlide` is its own.
const loaded: Loaded = ((globalThis as unknown as Record<symbol, Loaded>)[
  Symbol.for('ss-gallery.designs')
] ??= {});
const perSlide = {
  positions: (count: number) => count,
  lead: (position: number) => position,
  positionOf: (slide: number) => slide,
};

/** The strip's move: 0.5 s ease-out (part 2 §9). */
export const STRIP_MOTION_MS = 500;

export type StripAlignment = 'start' | 'middle' | 'end';

const ALIGNMENTS = ['left', 'center', 'right', 'start', 'middle', 'end'];

/** left → start, center → middle, right → end (start, middle, end as themselves); else middle. */
export function stripAlignment(value: unknown): StripAlignment {
  const at = ALIGNMENTS.indexOf(typeof value === 'string' ? value.trim().toLowerCase() : '');
  return at < 0 ? 'middle' : (ALIGNMENTS[(at % 3) + 3] as StripAlignment);
}

const FACTOR: Record<StripAlignment, number> = { start: 0, middle: 0.5, end: 1 };

/**
 * The strip (block design `slider`): slides in a row, each `--ss-gallery-slide-width` wide
 * (default 80% of the gallery), the current one aligned to the start, middle or end, its
 * neighbour(s) peeking beside it. Clicking a peeking slide makes it current.
 */
export const strip: DesignFactory = (settings) => {
  const alignment = stripAlignment(settings['active-alignment']);
  const gutter = Math.max(0, numberFrom(settings.gutter) ?? 0);
  return {
    ...perSlide,
    styles: css`
      [part~='slides'] {
        --w: var(--ss-gallery-slide-width, 80%);
        display: flex;
        align-items: center;
        gap: var(--ss-g);
        transform: translateX(calc(var(--ss-a) * (100% - var(--w)) * var(--ss-dir, 1)));
        transition: translate 0.5s ease-out;
      }
      slot::slotted(*) {
        flex: 0 0 var(--w);
        cursor: pointer;
      }
    `,
    navigable: true,
    step: 'var(--w) + var(--ss-g)',
    motionMs: STRIP_MOTION_MS,
    click: 'select',
    vars: () => ({ '--ss-a': String(FACTOR[alignment]), '--ss-g': `${gutter}px` }),
    shown: (position, count) => [
      alignment === 'start' ? position : Math.max(0, position - 1),
      alignment === 'end' ? position : Math.min(count - 1, position + 1),
    ],
  };
};

Object.assign(loaded, { strip });
