import { pageUsageTracked } from './audience.ts';
import { browserLanguage, pageHref, referrer, screenSize, sizeText } from './browser.ts';
import { mayTrack, type ConsentGate } from './consent-gate.ts';
import { isPageViewExcluded } from './paths.ts';

export const TRACK_PATH = '/api/track/Track';

/** The marketing parameters copied from the page's query string (part 1 §7), in order. */
export const MARKETING_PARAMS = [
  'source',
  'campaign',
  'subcampaign',
  'channel',
  'subchannel',
  'refer',
  'variation',
  'mkwid',
] as const;

export type MarketingParam = (typeof MARKETING_PARAMS)[number];

export type TrackParams = {
  /** The address the visitor landed on: the page's full URL. */
  landing: string;
  /** document.referrer, unless the page's query carries a marketing `refer`, which wins. */
  refer: string;
  /** A random key, so that no cache answers the beacon in the server's place. */
  rk: string;
  /** The browser's language (navigator.language). */
  lang: string;
  /** The screen size as `{width}x{height}`. */
  screen: string;
} & Partial<Record<MarketingParam, string>>;

/** `/api/track/Track?` with landing, refer, rk, lang, screen, then the marketing parameters set. */
export function buildTrackUrl(params: TrackParams): string {
  const query = new URLSearchParams();
  for (const name of ['landing', 'refer', 'rk', 'lang', 'screen'] as const) {
    query.set(name, params[name]);
  }
  for (const name of MARKETING_PARAMS) {
    const value = params[name];
    if (value && name !== 'refer') query.set(name, value);
  }
  return `${TRACK_PATH}?${query}`;
}

export interface TrackBeaconOptions {
  canTrack?: ConsentGate;
  /** The page's address; location.href by default. */
  pageUrl?: () => string;
  /** Whether this visitor's usage is tracked; by default the page context's `shouldTrackUsage`. */
  usageTracked?: () => boolean;
  randomKey?: () => string;
  createImage?: () => { src: string };
}

const randomKey = () => Math.random().toString(36).slice(2);

/** The beacon's parameters for the page. */
export function readTrackParams(
  pageUrl: string = pageHref(),
  key: string = randomKey(),
): TrackParams {
  const query = new URL(pageUrl).searchParams;
  const params: TrackParams = {
    landing: pageUrl,
    refer: referrer(),
    rk: key,
    lang: browserLanguage(),
    screen: sizeText(screenSize()),
  };
  for (const name of MARKETING_PARAMS) {
    const value = query.get(name);
    if (value) params[name] = value;
  }
  return params;
}

/**
 * Sends the page view as an image beacon when the consent gate allows, the visitor's usage is
 * tracked and the page is not the search page. True when a beacon left; never throws.
 */
export function sendTrackBeacon(options: TrackBeaconOptions = {}): boolean {
  try {
    const pageUrl = (options.pageUrl ?? pageHref)();
    if (!mayTrack(options.canTrack) || isPageViewExcluded(pageUrl)) return false;
    if (!(options.usageTracked ?? (() => pageUsageTracked(pageUrl)))()) return false;
    const image = options.createImage?.() ?? new Image();
    // Against the page's address, as every tracker's: a `<base href>` elsewhere is not the site.
    const track = buildTrackUrl(readTrackParams(pageUrl, (options.randomKey ?? randomKey)()));
    image.src = new URL(track, pageUrl).href;
    return true;
  } catch {
    return false;
  }
}
