import { css } from 'lit';
import { reducedMotionStyles } from '../base/reduced-motion-styles.ts';
import { focusRing } from '../base/tokens.ts';

export const formStyles = [
  focusRing,
  css`
    :host {
      display: block;
    }
    /* Only a newsletter is a size container (its small layout below): a container's width comes
       from its surroundings alone, and a contact form in a shrink-to-fit box keeps its own. */
    :host([newsletter]) {
      container-type: inline-size;
    }
    form {
      margin: 0;
    }
    [part~='summary'] {
      margin: 0 0 1em;
      padding: 0.75em 1em;
      border-inline-start: 4px solid var(--ss-form-error-color, #b00020);
      background: var(--ss-form-summary-background, #fdecee);
      color: var(--ss-form-error-color, #b00020);
    }
    [part~='summary'][hidden] {
      display: none;
    }
    [part='actions'] {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 1em;
    }
    [part='submit'] {
      padding: var(--ss-form-submit-padding, 0.7em 1.6em);
      border: 0;
      border-radius: var(--ss-form-submit-radius, var(--ss-radius-small, 4px));
      background: var(--ss-form-submit-background, #1f1f21);
      color: var(--ss-form-submit-color, #fff);
      font: inherit;
      font-weight: var(--ss-font-weight-semibold, 600);
      cursor: pointer;
    }
    [part='submit']:disabled {
      cursor: default;
      opacity: 0.7;
    }
    [part='status'] {
      margin: 1em 0 0;
    }
    [part='success'] {
      margin: 0;
    }
    /* The newsletter block's small-container layout: fields and button stacked under 320px. */
    @container (max-width: 319px) {
      :host([newsletter]) [part='actions'] {
        flex-direction: column;
        align-items: stretch;
      }
      :host([newsletter]) [part='submit'] {
        inline-size: 100%;
      }
    }
  `,
  reducedMotionStyles,
];
