import { css } from 'lit';

export const accordionStyles = css`
  :host {
    display: block;
  }
  :host([hidden]) {
    display: none;
  }
`;
