/**
 * The strip's numbers and names, apart from its design so that the design's module exports
 * nothing: a module loaded on demand keeps every export in what a page loads.
 */

/** The strip's move: 0.5 s ease-out (part 2 §9). */
export const STRIP_MOTION_MS = 500;

/** The strip's `vSize` without a fixed image ratio, an aspect ratio or a vSize (part 2 §9). */
export const STRIP_V_SIZE = 10;

/** The height, in % of the gallery's width, each step of `vSize` gives the strip: 10 gives 50. */
export const STRIP_V_SIZE_STEP_PERCENT = 5;

export type StripAlignment = 'start' | 'middle' | 'end';

/** The block's names, then (at the same places, plus 3) what each means. */
const ALIGNMENTS = ['left', 'center', 'right', 'start', 'middle', 'end'];

/** left → start, center → middle, right → end (start, middle, end as themselves); else middle. */
export function stripAlignment(value: unknown): StripAlignment {
  const at = ALIGNMENTS.indexOf(typeof value === 'string' ? value.trim().toLowerCase() : '');
  return at < 0 ? 'middle' : (ALIGNMENTS[(at % 3) + 3] as StripAlignment);
}
