import type { BannerPosition, BannerVariant } from './banner-position.ts';
import { asObject, oneOf, positionFor } from './coerce.ts';
import { isEmptyParagraph } from './empty-paragraph.ts';
import { DEFAULT_BANNER_TEXT, DEFAULT_CTA_TEXT, DEFAULT_OPT_OUT_CTA_TEXT } from './messages.ts';
import { policyFromSettings } from './policy.ts';
import type { ConsentPolicy } from './policy.ts';

export const CTA_VARIANTS = ['TEXT', 'BUTTON', 'ICON'] as const;
export const BANNER_THEMES = ['LIGHT', 'DARK'] as const;
export const BANNER_VARIANTS = ['BAR', 'POPUP'] as const;
export const ACCEPT_TYPES = ['OPT_IN', 'OPT_IN_AND_OUT'] as const;

export type CtaVariant = (typeof CTA_VARIANTS)[number];
export type BannerTheme = (typeof BANNER_THEMES)[number];
export type AcceptType = (typeof ACCEPT_TYPES)[number];

/**
 * The cookie banner's settings, read (part 1 §3, §5). Also a `ConsentPolicy`, so it can be
 * handed to `getConsentManager` as it is.
 */
export interface BannerSettings extends ConsentPolicy {
  ctaText: string;
  ctaVariant: CtaVariant;
  position: BannerPosition;
  /** Rich text (HTML) as the owner wrote it; the element that shows it must render it safely. */
  text: string;
  theme: BannerTheme;
  variant: BannerVariant;
  optOutCtaText: string;
  acceptType: AcceptType;
  enabled: boolean;
  absolute: boolean;
  visitorDataRestricted: boolean;
}

/** The settings as the platform stores them, under the spec's names. */
export interface SavedBannerSettings {
  cookieBannerCtaText: string;
  cookieBannerCtaVariant: CtaVariant;
  cookieBannerPosition: BannerPosition;
  cookieBannerText: string;
  cookieBannerTheme: BannerTheme;
  cookieBannerVariant: BannerVariant;
  cookieBannerOptOutCtaText: string;
  cookieBannerAcceptType: AcceptType;
  isCookieBannerEnabled: boolean;
  isRestrictiveCookiePolicyEnabled: boolean;
  isRestrictiveCookiePolicyAbsolute: boolean;
  isVisitorDataRestricted: boolean;
}

/** A button text, or its default when missing or blank. */
const buttonText = (raw: unknown, fallback: string): string =>
  typeof raw === 'string' && raw.trim() !== '' ? raw : fallback;

/**
 * Typed banner settings from any value (the site's cookie settings JSON). A setting that is
 * missing or invalid takes the spec's default: texts 'Accept', 'Decline' and the default
 * paragraph (which also replaces an empty paragraph), CTA variant ICON, theme DARK, variant BAR,
 * accept type OPT_IN, and the position coerced to the variant. Flags are on only when `true`.
 */
export function normalizeBannerSettings(raw: unknown): BannerSettings {
  const source = asObject(raw);
  const variant = oneOf(BANNER_VARIANTS, source.cookieBannerVariant, 'BAR');
  return {
    ctaText: buttonText(source.cookieBannerCtaText, DEFAULT_CTA_TEXT),
    ctaVariant: oneOf(CTA_VARIANTS, source.cookieBannerCtaVariant, 'ICON'),
    position: positionFor(variant, source.cookieBannerPosition),
    text: isEmptyParagraph(source.cookieBannerText)
      ? DEFAULT_BANNER_TEXT
      : (source.cookieBannerText as string),
    theme: oneOf(BANNER_THEMES, source.cookieBannerTheme, 'DARK'),
    variant,
    optOutCtaText: buttonText(source.cookieBannerOptOutCtaText, DEFAULT_OPT_OUT_CTA_TEXT),
    acceptType: oneOf(ACCEPT_TYPES, source.cookieBannerAcceptType, 'OPT_IN'),
    enabled: source.isCookieBannerEnabled === true,
    ...policyFromSettings(source),
  };
}

/**
 * The settings to store, under the spec's names. An empty paragraph is saved as '' (default on
 * reading, empty on saving), and so is the default text itself, which reading an empty one gave:
 * settings read and saved unchanged store what they stored, and the default text follows any
 * later change of the default. Any other text is saved as written. The rest is normalised as on
 * reading: blank button texts take their default, enumerations their canonical form.
 */
export function bannerSettingsForSaving(settings: BannerSettings): SavedBannerSettings {
  const source = asObject(settings) as Partial<BannerSettings>;
  const read = normalizeBannerSettings({
    cookieBannerCtaText: source.ctaText,
    cookieBannerCtaVariant: source.ctaVariant,
    cookieBannerPosition: source.position,
    cookieBannerTheme: source.theme,
    cookieBannerVariant: source.variant,
    cookieBannerOptOutCtaText: source.optOutCtaText,
    cookieBannerAcceptType: source.acceptType,
    isCookieBannerEnabled: source.enabled,
    isRestrictiveCookiePolicyEnabled: source.restrictive,
    isRestrictiveCookiePolicyAbsolute: source.absolute,
    isVisitorDataRestricted: source.visitorDataRestricted,
  });
  return {
    cookieBannerCtaText: read.ctaText,
    cookieBannerCtaVariant: read.ctaVariant,
    cookieBannerPosition: read.position,
    cookieBannerText:
      isEmptyParagraph(source.text) || source.text === DEFAULT_BANNER_TEXT
        ? ''
        : (source.text as string),
    cookieBannerTheme: read.theme,
    cookieBannerVariant: read.variant,
    cookieBannerOptOutCtaText: read.optOutCtaText,
    cookieBannerAcceptType: read.acceptType,
    isCookieBannerEnabled: read.enabled,
    isRestrictiveCookiePolicyEnabled: read.restrictive,
    isRestrictiveCookiePolicyAbsolute: read.absolute,
    isVisitorDataRestricted: read.visitorDataRestricted,
  };
}
