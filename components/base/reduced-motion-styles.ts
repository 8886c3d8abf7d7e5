import { css } from 'lit';

/**
 * Turns every transition and animation off when the visitor asks for reduced motion. Elements
 * only: no shadow tree of ours draws with `::before` or `::after`, and a rule that could match
 * them has every restyle of an element work out its pseudo-elements too (a gallery's track,
 * restyled on each move, took about a fifth longer).
 *
 * In a module of its own: a bundle keeps every `css` result of a module it loads, used or not,
 * and an element without this rule (the gallery writes its motion for each design) would carry
 * it for nothing.
 */
export const reducedMotionStyles = css`
  @media (prefers-reduced-motion: reduce) {
    * {
      transition-duration: 0s !important;
      animation-duration: 0s !important;
    }
  }
`;
