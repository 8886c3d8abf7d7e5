import { css, unsafeCSS, type CSSResult } from 'lit';

/** Font sizes of the design system, 9.75 to 28 px. */
export const FONT_SIZES = {
  '2xs': '9.75px',
  xs: '11px',
  sm: '12px',
  md: '14px',
  lg: '16px',
  xl: '18px',
  '2xl': '20px',
  '3xl': '24px',
  '4xl': '28px',
} as const;

export const FONT_WEIGHTS = { regular: 400, medium: 500, semibold: 600 } as const;

/** Animation times 0 to 600 ms in 50 ms steps. */
export const DURATIONS_MS: readonly number[] = /* @__PURE__ */ Array.from(
  { length: 13 },
  (_, step) => step * 50,
);

export const RADII = { none: '0px', small: '4px', medium: '8px' } as const;

export type FontSize = keyof typeof FONT_SIZES;
export type FontWeight = keyof typeof FONT_WEIGHTS;
export type Radius = keyof typeof RADII;

let tokens: Record<string, string> | undefined;

/** Every `--ss-*` design token with its default value, as the page-level stylesheet declares them. */
export function designTokens(): Record<string, string> {
  if (tokens) return tokens;
  tokens = {};
  for (const [name, value] of Object.entries(FONT_SIZES)) tokens[`--ss-font-size-${name}`] = value;
  for (const [name, value] of Object.entries(FONT_WEIGHTS))
    tokens[`--ss-font-weight-${name}`] = String(value);
  for (const ms of DURATIONS_MS) tokens[`--ss-duration-${ms}`] = `${ms}ms`;
  for (const [name, value] of Object.entries(RADII)) tokens[`--ss-radius-${name}`] = value;
  return tokens;
}

/**
 * A token reference with its default as fallback. Elements never declare tokens on `:host`,
 * so a theme's value set on `:root` or on the element always wins.
 */
export function token(name: string): CSSResult {
  const value = designTokens()[`--ss-${name}`];
  if (value === undefined) throw new Error(`Unknown design token "--ss-${name}".`);
  return unsafeCSS(`var(--ss-${name}, ${value})`);
}

/** Shared focus ring: visible on keyboard focus only. */
export const focusRing = css`
  :focus-visible {
    outline: 2px solid var(--ss-focus-ring-color, #1a5fd0);
    outline-offset: 2px;
  }
`;
