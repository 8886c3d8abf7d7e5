import { css, type CSSResult } from 'lit';
import type { EngineDesign } from '../../../core/gallery/designs.ts';
import type { GallerySettings } from '../settings.ts';
import type { SlideWindow } from '../slide-data.ts';
import type { SsGallery } from '../gallery.ts';
import type { GalleryEvents } from './stacked-host.ts';

/**
 * What a click on a slide does: `select` makes a non-current slide current (strip), `advance`
 * moves on (stacked), `none` only follows a click-through address (static layouts, carousel).
 */
export type ClickMode = 'select' | 'advance' | 'none';

/**
 * A gallery design: styles for the slides container (`[part~="slides"]`) and its slotted slides,
 * and the arithmetic from the engine's position to the slides shown. The element does the rest.
 */
export interface GalleryDesign {
  readonly styles: CSSResult;
  /** Moves one position at a time, with controls, arrow keys, swipes and autoplay. */
  readonly navigable: boolean;
  /** `false`: the ends are clamped whatever the gallery's loop setting (carousel groups). */
  readonly loops?: false;
  /**
   * The slides container is one slide (and gutter) wide and moves by its own width: its
   * `translate` is minus the offset of the slide that leads the position, in %, a value with
   * nothing to work out on each move. Without it, the container does not move.
   */
  readonly moves?: true;
  /** How long a move keeps the gallery in motion, in ms (0: no motion). */
  readonly motionMs: number;
  readonly click: ClickMode;
  /** Custom properties set on the viewport, which the slides container and slides inherit. */
  vars(): Record<string, string>;
  /** How many positions the engine counts for `count` slides. */
  positions(count: number): number;
  /** The first and last slide shown at a position. */
  shown(position: number, count: number): readonly [number, number];
  /** The slide a position is led by (the offset of the track, the slide written to the address). */
  lead(position: number, count: number): number;
  /** The position that shows a slide. */
  positionOf(slide: number, count: number): number;
  /** The slides scroll natively: every slide given as data is kept in the DOM. */
  readonly scrolls?: true;
  /**
   * Listening of its own, attached while the gallery is set up and in the page: touch handling
   * (with `touches`) and the width's changes (with `resize`). Returns the detach function.
   */
  attach?(gallery: SsGallery, events: GalleryEvents): () => void;
  /** Handles touches itself (the stacked swipe, new-swipe and scroll), not the gallery. */
  readonly touches?: true;
  /**
   * Lays out again for a viewport width; true when the positions changed. Called at set-up,
   * then through `events.relayout` as `attach` hears resizes; the gallery sets the custom
   * properties `vars` gives again after each.
   */
  resize?(viewportWidth: number): boolean;
}

export type DesignFactory = (settings: GallerySettings) => GalleryDesign;

/** A design with one position per slide. */
export const perSlide = {
  positions: (count: number) => count,
  lead: (position: number) => position,
  positionOf: (slide: number) => slide,
};

/**
 * An image slide (an `<img>` that is the slide) without a `width` of its own is as wide as its
 * cell, column or frame: its shape reserved from `data-image-dimensions` holds before it loads
 * (the width the image loader gives it for that, marked `data-image-reserved`, is not its own).
 * (One with a `width` reserves its own shape, at its own size. `:where()` weighs nothing: a
 * design that sizes slides, the list, still wins.)
 */
export const fillImageSlides = css`
  slot::slotted(:where(img:not([width]), img[data-image-reserved])) {
    width: 100%;
  }
`;

/** Everything shown at once, nothing moves (grid, list, auto layouts). */
export const staticLayout = {
  ...perSlide,
  navigable: false,
  motionMs: 0,
  click: 'none' as const,
  shown: (_position: number, count: number) => [0, count - 1] as const,
};

/**
 * The gallery's on-demand modules a page has already imported, each registered here as it runs:
 * the gallery uses them at once rather than through `import()`, so a page that imports the
 * design it uses up front sets up without waiting for another fetch.
 */
export type Loaded = Partial<Record<EngineDesign, DesignFactory>> & {
  SlideWindow?: typeof SlideWindow;
};

/**
 * Where the page keeps the design code it has loaded (the global registry `loaded` reads). The
 * gallery and the strip read it from `globalThis` themselves rather than from this module: a
 * module the gallery shared with the designs it loads on demand would be split into a file of
 * its own, one more request for every page with a gallery.
 */
const LOADED_KEY = Symbol.for('ss-gallery.designs');

export const loaded: Loaded = ((globalThis as unknown as Record<symbol, Loaded>)[LOADED_KEY] ??=
  {});
