import type { EngineDesign } from '../../core/gallery/designs.ts';
import type { DesignFactory } from './designs/design.ts';
import type { slideElement } from './slide-data.ts';

/**
 * The gallery's on-demand modules a page has already imported, each registered here as it runs:
 * the gallery uses them at once rather than through `import()`, so a page that imports the
 * design it uses up front sets up without waiting for another fetch.
 */
export const loaded: Partial<Record<EngineDesign, DesignFactory>> & {
  slideElement?: typeof slideElement;
} = {};
