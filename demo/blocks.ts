/**
 * The demo site's blocks whose settings the owner sets: their ids and default settings. The
 * pages read them through the dev API, which stores these defaults in a new database, as a real
 * site holds its blocks from the moment they are added. Plain data: the dev API imports it too.
 */

export const ACCORDION_BLOCK_ID = 'faq';

export interface AccordionSettings {
  shouldAllowMultipleOpenItems: boolean;
  isExpandedFirstItem: boolean;
}

export const DEFAULT_ACCORDION_SETTINGS: AccordionSettings = {
  shouldAllowMultipleOpenItems: false,
  isExpandedFirstItem: true,
};

export const GALLERY_BLOCK_ID = 'gallery';

export interface GalleryBlockSettings {
  design: string;
  /** The slideshow's transition: fade, ken-burns, swipe, new-swipe or scroll. */
  transition?: string;
  autoplay: boolean;
  'autoplay-duration': number;
  /** `Auto`, or a fixed `W:H` every slide takes. */
  imageAspectRatio?: string;
  /** With a fixed ratio: crop the images to fill it (true), or show them whole. */
  'auto-crop'?: boolean;
  /** A click (Enter, Space, a tap) on a photo opens it in a lightbox. */
  lightbox?: boolean;
  /** The lightbox's colours: `dark` (white on black) or `light`. */
  lightboxTheme?: 'dark' | 'light';
  /** The slideshow's thumbnail strip under the photos. */
  thumbnails?: boolean;
  /** The list's photo width, in % of the gallery's. */
  listImageSize?: number;
  /** The grid's photos per row. */
  'thumbnails-per-row'?: number;
  /** The grid's space between photos, in px (the thumbnail strip's too, at most 5). */
  padding?: number;
}

export const DEFAULT_GALLERY_SETTINGS: GalleryBlockSettings = {
  design: 'slider',
  transition: 'fade',
  autoplay: false,
  'autoplay-duration': 4,
  imageAspectRatio: 'Auto',
  'auto-crop': true,
  lightbox: false,
  thumbnails: false,
  listImageSize: 100,
  'thumbnails-per-row': 4,
  padding: 20,
};

/** The first video block: the one the owner view sets up. */
export const VIDEO_BLOCK_ID = 'video-one';

/** The owner's settings of the first video block: its layout, its thumbnail, forced autoplay. */
export interface VideoSettings {
  mode: 'none' | 'fit' | 'fill';
  thumbnail: boolean;
  autoplay: boolean;
}

export const DEFAULT_VIDEO_SETTINGS: VideoSettings = {
  mode: 'none',
  thumbnail: true,
  autoplay: false,
};

export const COOKIE_SETTINGS_ID = 'cookie-settings';

/** The site's cookie settings with the platform's names, as the owner edits them. */
export interface CookieSettings {
  isCookieBannerEnabled: boolean;
  cookieBannerVariant: string;
  cookieBannerPosition: string;
  cookieBannerTheme: string;
  cookieBannerCtaVariant: string;
  cookieBannerAcceptType: string;
  cookieBannerCtaText: string;
  cookieBannerOptOutCtaText: string;
  cookieBannerText: string;
  isRestrictiveCookiePolicyEnabled: boolean;
}

/**
 * The demo site's settings until the owner saves some: the banner on, under the restrictive
 * policy, and otherwise the platform's defaults (part 1 §5).
 */
export const DEFAULT_COOKIE_SETTINGS: CookieSettings = {
  isCookieBannerEnabled: true,
  cookieBannerVariant: 'BAR',
  cookieBannerPosition: 'BOTTOM',
  cookieBannerTheme: 'DARK',
  cookieBannerCtaVariant: 'ICON',
  cookieBannerAcceptType: 'OPT_IN',
  cookieBannerCtaText: '',
  cookieBannerOptOutCtaText: '',
  cookieBannerText: '',
  isRestrictiveCookiePolicyEnabled: true,
};

/** Every block of the demo with its default settings, as a new database stores them. */
export const DEMO_BLOCKS: ReadonlyArray<readonly [id: string, defaults: object]> = [
  [ACCORDION_BLOCK_ID, DEFAULT_ACCORDION_SETTINGS],
  [GALLERY_BLOCK_ID, DEFAULT_GALLERY_SETTINGS],
  [VIDEO_BLOCK_ID, DEFAULT_VIDEO_SETTINGS],
  [COOKIE_SETTINGS_ID, DEFAULT_COOKIE_SETTINGS],
];
