import { css } from 'lit';

// One literal, with the shared focus ring and reduced-motion rules (../base/tokens.ts) copied
// in, as the cookie banner does: importing them would bring the token table along.
export const videoStyles = css`
  /* The player clips its embed and the embed's own ring; a focused frame matches no :focus. */
  :focus-visible,
  [part~='player']:focus-within {
    outline: 2px solid var(--ss-focus-ring-color, #1a5fd0);
    outline-offset: 2px;
  }
  :host {
    display: block;
  }
  [part~='frame'] {
    position: relative;
    height: 0;
  }
  [part~='player'],
  [part~='overlay'],
  [part~='error'] {
    position: absolute;
    inset: 0;
    display: grid;
    place-items: center;
    margin: 0;
    padding: 0;
    border: 0;
    background: var(--ss-video-background, #000);
  }
  [part~='player'] {
    overflow: hidden;
    container-type: size;
  }
  /* --a is the embed's width over height: none stretches it, fit keeps it whole, fill covers. */
  [part~='embed'] {
    position: absolute;
    top: 50%;
    left: 50%;
    transform: translate(-50%, -50%);
    width: 100%;
    height: 100%;
    border: 0;
  }
  [data-mode='fit'] [part~='embed'] {
    width: min(100cqw, 100cqh * var(--a));
    height: min(100cqh, 100cqw / var(--a));
  }
  [data-mode='fill'] [part~='embed'] {
    width: max(100cqw, 100cqh * var(--a));
    height: max(100cqh, 100cqw / var(--a));
  }
  [part~='overlay'] {
    grid: 100% / 100%;
    cursor: pointer;
    transition: opacity 1s ease;
  }
  [part~='overlay'][hidden] {
    display: none;
  }
  [part~='overlay'][inert] {
    opacity: 0;
  }
  [part~='overlay']:disabled {
    cursor: default;
  }
  [part~='overlay']:focus-visible {
    outline-offset: -4px;
  }
  /* Thumbnail and symbol share the one cell, unpositioned, so the focus ring paints above. */
  [part~='thumbnail'],
  [part~='play-icon'] {
    grid-area: 1 / 1;
  }
  [part~='thumbnail'] {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  [data-mode='fit'] [part~='thumbnail'] {
    object-fit: contain;
  }
  [part~='play-icon'] {
    width: var(--ss-video-play-size, 68px);
    color: var(--ss-video-play-color, #fff);
    fill: var(--ss-video-play-background, #000000b3);
  }
  :disabled [part~='play-icon'] {
    display: none;
  }
  [part~='error'] {
    color: var(--ss-video-error-color, #fff);
    font-size: var(--ss-font-size-md, 14px);
  }
  @media (prefers-reduced-motion: reduce) {
    * {
      transition-duration: 0s !important;
    }
  }
`;
