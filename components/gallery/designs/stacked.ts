import { css } from 'lit';
import { checkTransition } from '../../../core/gallery/designs.ts';
import { positive } from '../settings.ts';
import type { DesignFactory, GalleryDesign } from './design.ts';
import { perSlide } from './design.ts';

/** The old slide fades out at 1.2 times the fade's duration (part 2 §4). */
export const FADE_OUT_FACTOR = 1.2;
/** Default stacked speed: 1 s (part 2 §9). */
export const STACKED_SPEED_S = 1;

const styles = css`
  [part~='slides'] {
    display: grid;
  }
  slot::slotted(*) {
    grid-area: 1 / 1;
    transition: opacity var(--ss-d) ease;
  }
  slot::slotted([inert]) {
    opacity: 0;
    transition-duration: calc(var(--ss-d) * 1.2);
  }
`;

const layered = (fadeMs: number): GalleryDesign => ({
  ...perSlide,
  styles,
  navigable: true,
  motionMs: fadeMs * FADE_OUT_FACTOR,
  click: 'advance',
  vars: () => ({ '--ss-d': `${fadeMs}ms` }),
  shown: (position) => [position, position],
});

/**
 * The stacked slideshow (block design `slideshow`): one slide over the others; the new one fades
 * in over `speed` seconds (default 1) while the old one fades out over 1.2 times that. An unknown
 * transition throws; ken-burns, swipe, new-swipe and scroll are known but not built: they fade.
 */
export const stacked: DesignFactory = (settings) => {
  if (settings.transition !== undefined) checkTransition(String(settings.transition));
  return layered(positive(settings.speed, STACKED_SPEED_S) * 1000);
};

/** The base design (block design `stacked` and unknown names): stacked, changing at once. */
export const base: DesignFactory = () => layered(0);
