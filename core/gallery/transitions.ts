import { unknownTransition } from './part-messages.ts';

/** The stacked design's transitions (part 2 §3). */
export const STACKED_TRANSITIONS = ['fade', 'ken-burns', 'swipe', 'new-swipe', 'scroll'] as const;
export type StackedTransition = (typeof STACKED_TRANSITIONS)[number];

/** A stacked transition by name; any other name throws, naming the allowed ones. */
export function checkTransition(name: string): StackedTransition {
  if ((STACKED_TRANSITIONS as readonly string[]).includes(name)) return name as StackedTransition;
  throw new Error(unknownTransition(name, STACKED_TRANSITIONS));
}
