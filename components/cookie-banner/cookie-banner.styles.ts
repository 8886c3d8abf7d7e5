import { unsafeCSS } from '@lit/reactive-element';

// A tag of our own rather than lit's `css`, which checks the values put into a template: this
// sheet has none, and on a page with no other element the check would load for nothing.
const css = (strings: TemplateStringsArray) => unsafeCSS(strings[0]);

// One literal, with token references written out with their defaults (as `token()` would give
// them) and the shared focus ring rule (../base/tokens.ts) copied in, its default colour the
// banner's text colour (the shared blue is under 3:1 against the dark theme): this element's budget
// leaves no room for the token table. Its one motion, the fade-in, runs only when the visitor
// has not asked for reduced motion (nothing in here has a transition), which the shared
// reduced-motion rule would do with more bytes. A banner taller than the viewport (long text,
// high zoom) scrolls within itself: being fixed, a part past the viewport's edge could never be
// scrolled to. A popup then stays one column, never wrapping its buttons beside its text.
export const cookieBannerStyles = css`
  :focus-visible {
    outline: 2px solid var(--ss-focus-ring-color, var(--c));
    outline-offset: 2px;
  }
  section {
    --b: var(--ss-cookie-banner-background, #1f1f21);
    --c: var(--ss-cookie-banner-color, #f5f5f7);
    position: fixed;
    z-index: var(--ss-cookie-banner-z-index, 30000);
    box-sizing: border-box;
    max-height: 100%;
    overflow: auto;
    display: flex;
    flex-flow: wrap;
    align-items: center;
    gap: 1em;
    padding: var(--ss-cookie-banner-padding, 1em 1.5em);
    background: var(--b);
    color: var(--c);
    font-size: var(--ss-cookie-banner-font-size, var(--ss-font-size-md, 14px));
    line-height: 1.5;
    box-shadow: 0 0 12px #0003;
  }
  [data-theme='LIGHT'] {
    --b: var(--ss-cookie-banner-background, #fff);
    --c: var(--ss-cookie-banner-color, #1f1f21);
  }
  [data-variant='BAR'] {
    inset-inline: 0;
  }
  [data-position^='TOP'] {
    top: 0;
  }
  [data-position^='BOTTOM'] {
    bottom: 0;
  }
  [data-position$='LEFT'] {
    left: 0;
  }
  [data-position$='RIGHT'] {
    right: 0;
  }
  [data-variant='POPUP'] {
    flex-flow: column;
    align-items: stretch;
    max-width: min(24em, 100vw - 2em);
    max-height: calc(100% - 2em);
    margin: 1em;
    border-radius: var(--ss-cookie-banner-radius, var(--ss-radius-medium, 8px));
  }
  [part='text'] {
    flex: 1 1 20em;
  }
  [data-variant='POPUP'] [part='text'] {
    flex: none;
  }
  [part='text'] p {
    margin: 0;
  }
  a {
    color: inherit;
  }
  [part='actions'] {
    display: flex;
    gap: 0.75em;
    align-items: center;
    justify-content: flex-end;
  }
  button {
    padding: 0.5em 1.25em;
    border: 2px solid var(--ss-cookie-banner-accent, var(--c));
    border-radius: var(--ss-radius-small, 4px);
    background: var(--ss-cookie-banner-accent, var(--c));
    color: var(--ss-cookie-banner-accent-text, var(--b));
    font: inherit;
    font-weight: var(--ss-font-weight-semibold, 600);
    cursor: pointer;
  }
  [data-cta='TEXT'],
  [data-cta='ICON'] {
    padding: 0.25em;
    border: 0;
    background: none;
    color: inherit;
  }
  [data-cta='TEXT'] {
    text-decoration: underline;
  }
  svg {
    display: block;
    width: 1.5em;
    height: 1.5em;
  }
  @keyframes enter {
    from {
      opacity: 0;
    }
  }
  @media (prefers-reduced-motion: no-preference) {
    section {
      animation: enter var(--ss-duration-300, 300ms) ease-out;
    }
  }
`;
