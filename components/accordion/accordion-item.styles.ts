import { css } from 'lit';
import { reducedMotionStyles } from '../base/reduced-motion-styles.ts';
import { focusRing, token } from '../base/tokens.ts';

export const accordionItemStyles = [
  focusRing,
  css`
    :host {
      display: block;
      border-block-end: var(--ss-accordion-divider, 1px solid currentColor);
    }

    :host([hidden]) {
      display: none;
    }

    [part='button'] {
      display: flex;
      align-items: center;
      justify-content: space-between;
      gap: 1em;
      inline-size: 100%;
      padding: var(--ss-accordion-header-padding, 0.75em 0);
      border: 0;
      border-radius: ${token('radius-none')};
      background: none;
      color: inherit;
      font: inherit;
      font-size: var(--ss-accordion-header-font-size, ${token('font-size-lg')});
      font-weight: var(--ss-accordion-header-font-weight, ${token('font-weight-medium')});
      text-align: start;
      cursor: pointer;
    }

    [part='button']:disabled {
      cursor: default;
      opacity: 0.6;
    }

    [part='icon'] {
      flex: none;
      inline-size: 0.6em;
      block-size: 0.6em;
      border-inline-end: 2px solid currentColor;
      border-block-end: 2px solid currentColor;
      transform: translateY(-25%) rotate(45deg);
      transition: transform var(--ss-accordion-duration, ${token('duration-250')}) ease;
    }

    :host([open]) [part='icon'] {
      transform: translateY(25%) rotate(-135deg);
    }

    [part='content'] {
      padding: var(--ss-accordion-content-padding, 0 0 1em);
    }
  `,
  reducedMotionStyles,
];
