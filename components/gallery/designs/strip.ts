import { css, unsafeCSS } from 'lit';
import { numberFrom, positive } from '../settings.ts';
import type { DesignFactory, Loaded } from './design.ts';
import {
  STRIP_MOTION_MS,
  STRIP_V_SIZE,
  STRIP_V_SIZE_STEP_PERCENT,
  stripAlignment,
} from './strip-rules.ts';

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

/**
 * The strip (block design `slider`): slides in a row, each `--ss-gallery-slide-width` wide
 * (default 80% of the gallery), the current one aligned to the start, middle or end, its
 * neighbour(s) peeking beside it. Clicking a peeking slide makes it current. Only the current
 * slide is shown to assistive technology and the keyboard: the neighbours peeking, mostly out
 * of view, are inert (their links out of the Tab order), and their images are the one loaded
 * ahead on either side.
 *
 * Its height: with a fixed `imageAspectRatio`, the slides' ratio; else each image slide (an
 * `<img>` that is the slide) is `aspectRatio` % of the gallery's width tall, without it `vSize`
 * (a positive number, default 10) steps of 5%, so by default half its width (the slider's
 * default aspect ratio of 50), shown whole within it: a tall photo never makes the strip
 * taller than the page shows. Other slides (a figure and its caption, slides given as data,
 * markup of the page's own) keep the height of what they hold, which the strip cannot crop
 * without hiding part of it.
 */
const strip: DesignFactory = (settings) => {
  const alignment = stripAlignment(settings['active-alignment']);
  const gutter = Math.max(0, numberFrom(settings.gutter) ?? 0);
  const height = positive(
    settings.aspectRatio,
    positive(settings.vSize, STRIP_V_SIZE) * STRIP_V_SIZE_STEP_PERCENT,
  );
  return {
    ...perSlide,
    // The viewport's one column is a slide wide, aligned (overflowing both ways when centred
    // and wider than the gallery); the slides container is that and a gutter wide: it moves by
    // its own width, and declares nothing that its restyle on every move would work out again.
    styles: css`
      [part~='viewport'] {
        display: grid;
        grid-template-columns: var(--ss-gallery-slide-width, 80%);
        justify-content: ${unsafeCSS(alignment.replace('middle', 'center'))};
        cursor: pointer;
      }
      [part~='slides'] {
        width: calc(100% + ${gutter}px);
        display: flex;
        gap: ${gutter}px;
      }
      @media (prefers-reduced-motion: no-preference) {
        [part~='slides'] {
          transition: translate 0.5s ease-out;
        }
      }
      /* Slides placed by the moves alone: no margin of the browser's (a figure's 40px). A click
         anywhere acts (on a neighbour, inert, the click reaches the viewport). */
      slot::slotted(*) {
        flex: 0 0 calc(100% - ${gutter}px);
        margin: 0;
      }
      /* Without a fixed ratio (the slides of .fixed have that ratio), the strip's height for an
         image slide, shown whole. */
      :not(.fixed) > slot::slotted(img) {
        height: ${height}cqw !important;
        object-fit: contain;
      }
    `,
    navigable: true,
    moves: true,
    motionMs: STRIP_MOTION_MS,
    click: 'select',
    vars: () => ({}),
    // The slide on show alone: its neighbours peek (a click on one selects it), inert.
    shown: (position) => [position, position],
  };
};

Object.assign(loaded, { strip });
