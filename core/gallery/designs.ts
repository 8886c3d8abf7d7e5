import { unknownDesign } from './messages.ts';

/** The engine's designs. */
export const ENGINE_DESIGNS = [
  'base',
  'strip',
  'stacked',
  'grid',
  'autogrid',
  'autocolumns',
  'autorows',
  'carousel',
  'list',
] as const;
export type EngineDesign = (typeof ENGINE_DESIGNS)[number];

/** Block design names that map to another engine design (part 2 §4). */
const RENAMED: Readonly<Record<string, EngineDesign>> = {
  stacked: 'base',
  slider: 'strip',
  slideshow: 'stacked',
};
const SAME_NAME = new Set<string>([
  'grid',
  'autogrid',
  'autocolumns',
  'autorows',
  'carousel',
  'list',
]);

/**
 * The engine design for a block's design setting: stacked → base, slider → strip, slideshow →
 * stacked; grid, autogrid, autocolumns, autorows, carousel and list as themselves; anything else
 * base. Names are matched without regard to case.
 */
export function engineDesignFor(blockDesign: unknown): EngineDesign {
  const name = typeof blockDesign === 'string' ? blockDesign.trim().toLowerCase() : '';
  if (Object.hasOwn(RENAMED, name)) return RENAMED[name]!;
  return SAME_NAME.has(name) ? (name as EngineDesign) : 'base';
}

/** An engine design by its own name; a name the engine does not have is a developer error. */
export function checkEngineDesign(name: string): EngineDesign {
  const lower = name.toLowerCase();
  if ((ENGINE_DESIGNS as readonly string[]).includes(lower)) return lower as EngineDesign;
  throw new Error(unknownDesign(name, ENGINE_DESIGNS));
}
