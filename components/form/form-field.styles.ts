import { css } from 'lit';
import { reducedMotionStyles } from '../base/reduced-motion-styles.ts';
import { focusRing } from '../base/tokens.ts';

export const formFieldStyles = [
  focusRing,
  css`
    :host {
      display: block;
      margin-block: 0 var(--ss-form-field-gap, 1.25em);
    }
    :host([hidden]),
    :host([type='hidden']) {
      display: none;
    }
    fieldset {
      margin: 0;
      padding: 0;
      border: 0;
      min-inline-size: 0;
    }
    [part='title'] {
      display: block;
      margin-block-end: 0.35em;
      padding: 0;
      font-weight: var(--ss-font-weight-medium, 500);
    }
    [part='required'] {
      color: var(--ss-form-required-color, inherit);
    }
    [part='description'] {
      margin: 0 0 0.5em;
      font-size: var(--ss-font-size-sm, 12px);
      opacity: 0.8;
    }
    [part='error'] {
      margin: 0 0 0.35em;
      color: var(--ss-form-error-color, #b00020);
      font-size: var(--ss-font-size-sm, 12px);
      font-weight: var(--ss-font-weight-medium, 500);
    }
    input:not([type='radio'], [type='checkbox']),
    select,
    textarea {
      box-sizing: border-box;
      inline-size: 100%;
      padding: var(--ss-form-input-padding, 0.6em 0.75em);
      border: var(--ss-form-input-border, 1px solid #8a8a8e);
      border-radius: var(--ss-form-input-radius, var(--ss-radius-small, 4px));
      background: var(--ss-form-input-background, #fff);
      color: inherit;
      font: inherit;
    }
    [aria-invalid='true'] {
      border-color: var(--ss-form-error-color, #b00020);
    }
    [part='parts'] {
      display: grid;
      grid-template-columns: repeat(auto-fit, minmax(8em, 1fr));
      gap: 0.5em;
    }
    [part='part'] {
      display: flex;
      flex-direction: column;
      gap: 0.2em;
      font-size: var(--ss-font-size-sm, 12px);
    }
    [part='options'] {
      display: grid;
      gap: 0.35em;
    }
    [part='option'] {
      display: inline-flex;
      align-items: center;
      gap: 0.4em;
      margin-inline-end: 1em;
    }
    [part='counter'] {
      display: block;
      margin-block-start: 0.25em;
      font-size: var(--ss-font-size-sm, 12px);
      text-align: end;
    }
    [part='counter'].over {
      color: var(--ss-form-error-color, #b00020);
    }
    .announcement,
    .visually-hidden {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
    .currency {
      display: flex;
      align-items: center;
      gap: 0.4em;
    }
    [part='section-title'] {
      margin: 0.5em 0 0.25em;
      font-size: var(--ss-font-size-xl, 18px);
    }
    [part='section-title'].underline {
      padding-block-end: 0.25em;
      border-block-end: 1px solid currentColor;
    }
  `,
  reducedMotionStyles,
];
