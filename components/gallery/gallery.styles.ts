import { css } from 'lit';
import { focusRing } from '../base/tokens.ts';

export const galleryStyles = [
  focusRing,
  css`
    :host {
      display: block;
      position: relative;
      --ss-dir: 1;
    }
    /* Right to left: slides run leftwards (the track moves the other way, the code asking the
       same question) and the chevrons turn. (Set on every gallery: one inside another's slide
       takes its own direction, not the outer one's.) */
    :host(:dir(rtl)) {
      --ss-dir: -1;
    }
    :host([hidden]) {
      display: none;
    }
    /* Its width never comes from its slides (a row of them would widen a page laid out to
       fit its content): it is the room the page gives, and what a design's cqw measure. It
       clips them, never scrolls: a slide brought into view (focused, or by the page's own
       scrollIntoView) never shifts the row. */
    [part~='viewport'] {
      overflow: clip;
      container-type: inline-size;
    }
    /* While the gallery moves (its controls shown), horizontal drags are its swipes, never the
       browser's back or forward; a static layout leaves them to the page. (The controls are
       the viewport's only sibling before it.) */
    :not([hidden]) + [part~='viewport'] {
      touch-action: pan-y pinch-zoom;
    }
    /* A slide has no minimum width from its content, in a row or a grid, and what overflows it
       is clipped, never scrolled into view. Its height may pass a ratio reserved from its
       dimensions to show all it holds (a caption under its photo); a fixed ratio holds. */
    slot::slotted(*) {
      overflow: clip;
      box-sizing: border-box;
      min-width: 0;
    }
    /* An image slide keeps to its box and its ratio, whatever width and height it carries;
       designs that size slides (auto rows) still win, :where() adding nothing to weigh. */
    slot::slotted(:where(img)) {
      max-width: 100%;
      height: auto;
    }
    slot::slotted(:focus-visible) {
      outline: 2px solid var(--ss-focus-ring-color, #1a5fd0);
      outline-offset: -2px;
    }
    /* An image slide fills the fixed ratio: cropped, or whole without auto-crop (object-fit
       changes nothing on other slides). Only here, with the ratio's own --ss-fit: one inherited
       from a gallery around this one never applies. */
    .fixed slot::slotted(*) {
      min-height: 0;
      aspect-ratio: var(--ss-r) !important;
      object-fit: var(--ss-fit);
    }
    [hidden] {
      display: none !important;
    }
    button {
      position: absolute;
      z-index: 1;
      /* Centred: half its height above the middle. */
      top: calc(50% - 1.375em);
      display: grid;
      place-items: center;
      width: 2.75em;
      height: 2.75em;
      padding: 0;
      border: 0;
      border-radius: 50%;
      background: var(--ss-gallery-control-background, #ffffffd9);
      color: var(--ss-gallery-control-color, #1f1f21);
      cursor: pointer;
    }
    [part~='previous'] {
      inset-inline-start: 0.5em;
    }
    [part~='next'] {
      inset-inline-end: 0.5em;
    }
    /* The previous and next chevrons point the way the slides go. */
    [aria-controls] svg {
      scale: var(--ss-dir) 1;
    }
    [part~='disabled'] {
      opacity: 0.4;
      cursor: default;
    }
    /* Square from its viewBox. */
    svg {
      width: 1.25em;
      fill: none;
      stroke: currentColor;
      stroke-width: 2;
    }
  `,
  // No rule for reduced motion over every element (as other elements have): a transition even
  // of 0 s has each restyle check every property for one to start, and the track is restyled
  // on every move. Each design's motion is written for `no-preference` alone.
];
