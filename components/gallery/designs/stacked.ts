import { css, type CSSResult } from 'lit';
import { DEFAULT_AUTOPLAY_MS } from '../../../core/gallery/autoplay.ts';
import {
  checkTransition,
  STACKED_TRANSITIONS,
  type StackedTransition,
} from '../../../core/gallery/transitions.ts';
import { positive } from '../settings.ts';
import type { GallerySettings } from '../settings.ts';
import type { GalleryDesign } from './design.ts';
import { fillImageSlides, loaded, perSlide } from './design.ts';
import { hostOf, type GalleryEvents } from './stacked-host.ts';
import type { SsGallery } from '../gallery.ts';
import { attachNewSwipe, parseBoundaries, parseSnap, settleRange } from './stacked-new-swipe.ts';
import { attachScroll, SCROLL_ANIMATION_MAX_MS, scrollDirection } from './stacked-scroll.ts';
import { attachSwipe, SWIPE_ANIMATION_MS } from './stacked-swipe.ts';
import { watchRelayout } from './relayout.ts';

export type { StackedHost } from './stacked-host.ts';

/** The old slide fades out at 1.2 times the fade's duration (part 2 §4). */
export const FADE_OUT_FACTOR = 1.2;
/** Default stacked speed: 1 s (part 2 §9). */
export const STACKED_SPEED_S = 1;
/** Default ken-burns zoom (part 2 §9). */
export const KEN_BURNS_ZOOM = 1.075;

/**
 * A stacked design: the transition it was built for and, for the touch-driven transitions
 * (swipe, new-swipe, scroll), `attach`, which the gallery calls once set up, in place of its
 * own swipe handling; it returns the function that detaches.
 */
export interface StackedDesign extends GalleryDesign {
  readonly transition: StackedTransition;
  attach?(gallery: SsGallery, events: GalleryEvents): () => void;
}

const fadeStyles = css`
  [part~='slides'] {
    display: grid;
  }
  slot::slotted(*) {
    grid-area: 1 / 1;
  }
  ${fillImageSlides}
  slot::slotted([inert]) {
    opacity: 0;
  }
  /* The fade is the only design whose slides transition, and only without reduced motion: no
     slide of any other design carries a transition, even of 0 s, for every restyle to check. */
  @media (prefers-reduced-motion: no-preference) {
    slot::slotted(*) {
      transition: opacity var(--ss-d) ease;
    }
    slot::slotted([inert]) {
      transition-duration: calc(var(--ss-d) * 1.2);
    }
  }
`;

// Every slide carries the zoom from 1 to --ss-z over --ss-kb, held still while not current: the
// slide left stays as far in as it got while it fades out (taking the zoom away would jump it
// back to scale 1). A slide that becomes current starts its zoom again (`restartZoom`).
const kenBurnsStyles = css`
  [part~='slides'] {
    overflow: hidden;
  }
  slot::slotted(*) {
    animation: ss-ken-burns var(--ss-kb) linear both;
  }
  slot::slotted([inert]) {
    animation-play-state: paused;
  }
  /* A slide with keyboard focus is shown whole and still: zoomed, the track would clip its ring. */
  slot::slotted(:focus-visible) {
    animation: none;
  }
  @keyframes ss-ken-burns {
    from {
      transform: scale(1);
    }
    to {
      transform: scale(var(--ss-z));
    }
  }
  @media (prefers-reduced-motion: reduce) {
    slot::slotted(*) {
      animation: none !important;
    }
  }
`;

// The slides in a row, the track offset by the current slide (`translate`) and the finger's drag;
// moves take the design's time (`--ss-settle`), a release settles at its own (`--ss-release`).
const trackStyles = css`
  [part~='slides'] {
    display: flex;
    transform: translateX(var(--ss-drag, 0px));
    transition:
      translate var(--ss-release, var(--ss-settle)) ease-out,
      transform var(--ss-release, var(--ss-settle)) ease-out;
  }
  [part~='slides'][data-dragging] {
    transition: none;
  }
  /* Slides placed by the moves alone: no margin of the browser's (a figure's 40px). */
  slot::slotted(*) {
    flex: 0 0 100%;
    margin: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    [part~='slides'] {
      transition: none;
    }
  }
`;

const scrollStyles = css`
  /* The scrolling row takes keyboard focus (its slides may take none): its ring is drawn inside,
     where the viewport's clipping leaves it. */
  [part~='slides']:focus-visible {
    outline-offset: -2px;
  }
  [part~='slides'] {
    display: flex;
    overflow: auto;
    overscroll-behavior: contain;
    scroll-snap-type: x mandatory;
    scrollbar-width: none;
  }
  [part~='slides'].vertical {
    flex-direction: column;
    height: var(--ss-gallery-scroll-height, 60vh);
    scroll-snap-type: y mandatory;
  }
  [part~='slides'][data-animating] {
    scroll-snap-type: none;
  }
  /* One slide per window, whatever its content or reserved ratio: the scroll positions are
     whole windows. */
  slot::slotted(*) {
    flex: 0 0 100%;
    min-height: 0;
    margin: 0;
    scroll-snap-align: start;
  }
`;

const common = (styles: CSSResult, motionMs: number, vars: Record<string, string> = {}) => ({
  ...perSlide,
  styles,
  navigable: true,
  motionMs,
  click: 'advance' as const,
  vars: () => vars,
  shown: (position: number) => [position, position] as const,
});

/**
 * The stacked slideshow (block design `slideshow`), by its `transition` setting:
 * - `fade` (default): the new slide fades in over `speed` seconds (default 1) while the old one
 *   fades out over 1.2 times that.
 * - `ken-burns`: the fade, and the current slide slowly zooms to `zoom` (default 1.075) over the
 *   slide's time (the autoplay duration, default 5 s, plus the fade-out); the slide it leaves
 *   holds its zoom while it fades out, and zooms from 1 again when it is current again.
 * - `swipe`: slides in a row; a swipe (50 px in 250 ms or less) moves one slide, over 0.28 s,
 *   and so does a longer touch going further than width / 2.25.
 * - `new-swipe`: the row follows the finger (axis lock after 10 px), `boundaries` (none, hard,
 *   inertial; one for both ends or `'start end'`); a release past half the width, or faster than
 *   1 px/ms, moves one slide; settles in 0.2–0.4 s below 767 px wide, else 0.3–0.5 s. `snap` must
 *   be a percentage (default `'50%'`) or `'none'`, and changes none of this.
 * - `scroll`: native touch scrolling along `direction` (horizontal, or vertical), with reached
 *   and scroll-end events.
 * Names are matched without regard to case; one left out, null or blank takes its default. An
 * unknown transition, boundary or snap point throws. Reduced motion turns every animation off.
 */
export const stacked = (settings: GallerySettings): StackedDesign => {
  // Not set (left out, null or blank in the block's JSON): the fade. Named in any case.
  const name = unset(settings.transition) ? 'fade' : String(settings.transition).trim();
  const known = (STACKED_TRANSITIONS as readonly string[]).includes(name.toLowerCase());
  // An unknown one is named in the error as it was given.
  const transition = checkTransition(known ? name.toLowerCase() : name);
  const fadeMs = positive(settings.speed, STACKED_SPEED_S) * 1000;
  switch (transition) {
    case 'fade':
      return { ...layered(fadeMs), transition };
    case 'ken-burns': {
      const slideMs =
        positive(settings['autoplay-duration'], DEFAULT_AUTOPLAY_MS / 1000) * 1000 +
        fadeMs * FADE_OUT_FACTOR;
      const fade = layered(fadeMs);
      const vars = {
        ...fade.vars(),
        '--ss-kb': `${slideMs}ms`,
        '--ss-z': String(positive(settings.zoom, KEN_BURNS_ZOOM)),
      };
      return {
        ...fade,
        transition,
        styles: css`
          ${fadeStyles}${kenBurnsStyles}
        `,
        vars: () => vars,
        attach: (gallery) => restartZoom(gallery),
      };
    }
    case 'swipe':
      return {
        ...common(trackStyles, SWIPE_ANIMATION_MS, { '--ss-settle': `${SWIPE_ANIMATION_MS}ms` }),
        moves: true,
        transition,
        touches: true,
        attach: (gallery, events) => attachSwipe(hostOf(gallery, events)),
      };
    case 'new-swipe': {
      const options = { boundaries: parseBoundaries(named(settings.boundaries)) };
      // Checked, as part 2 §5 asks; the release rule of §4 does not follow it.
      parseSnap(named(settings.snap));
      let max = settleRange(Infinity)[1];
      return {
        ...common(trackStyles, max),
        moves: true,
        get motionMs() {
          return max;
        },
        vars: () => ({ '--ss-settle': `${max}ms` }),
        transition,
        touches: true,
        attach(gallery, events) {
          const detachSwipe = attachNewSwipe(hostOf(gallery, events), options);
          const unwatch = watchRelayout(gallery, events.relayout);
          return () => {
            detachSwipe();
            unwatch();
          };
        },
        resize(viewportWidth) {
          // The settle time follows (the gallery sets `vars` again); the positions do not.
          max = settleRange(viewportWidth)[1];
          return false;
        },
      };
    }
    case 'scroll': {
      const direction = scrollDirection(settings.direction);
      return {
        ...common(scrollStyles, SCROLL_ANIMATION_MAX_MS),
        transition,
        scrolls: true,
        touches: true,
        attach(gallery, events) {
          const host = hostOf(gallery, events);
          host.track.classList.toggle('vertical', direction === 'vertical');
          return attachScroll(host, direction);
        },
      };
    }
  }
};

function layered(fadeMs: number): GalleryDesign {
  return common(fadeStyles, fadeMs * FADE_OUT_FACTOR, { '--ss-d': `${fadeMs}ms` });
}

/** The base design (block design `stacked` and unknown names): stacked, changing at once. */
/** A setting the block's JSON leaves out, null or blank: its default applies. */
const unset = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && !value.trim());

/** A named setting as the parsers take it: undefined when unset, text (a pair's too) in lower case. */
const named = (value: unknown): unknown =>
  unset(value)
    ? undefined
    : typeof value === 'string'
      ? value.toLowerCase()
      : Array.isArray(value)
        ? value.map(named)
        : value;

/** Starts the zoom of each slide that becomes current from the beginning; returns the undo. */
function restartZoom(gallery: SsGallery): () => void {
  // Its own moves: not those of a gallery inside one of its slides, whose event bubbles up.
  const restart = (event: Event) => {
    if (event.target !== gallery) return;
    for (const animation of gallery.slides[gallery.currentIndex]?.getAnimations() ?? [])
      if ((animation as CSSAnimation).animationName === 'ss-ken-burns') animation.currentTime = 0;
  };
  gallery.addEventListener('ss-slide-change', restart);
  return () => gallery.removeEventListener('ss-slide-change', restart);
}

export const base = (): StackedDesign => ({ ...layered(0), transition: 'fade' });

Object.assign(loaded, { base, stacked });
