import { secureEmbedUrl } from '../../core/net/url-guard.ts';
import { parseHtml } from '../base/parse-html.ts';

/**
 * The embed HTML the platform writes into a video block, read without ever inserting it: it is
 * parsed into an inert `<template>` (no script runs, nothing loads), and only the first `<iframe>`
 * or `<object>` with a few of its attributes is kept. Functions here touch `document` only when
 * called, never on import.
 */

export type EmbedType = 'iframe' | 'object' | 'invalid';

export interface Embed {
  type: EmbedType;
  /** The address, guarded and made secure on a secure page; absent for an invalid embed. */
  src?: string;
  /** Height over width in percent, from the embed's numeric width and height; absent if unknown. */
  ratio?: number;
  title?: string;
  allow?: string;
  allowFullscreen?: boolean;
  /** An `<object>`'s MIME type. */
  mime?: string;
}

/** Padding ratio (height over width, percent) when the video's size is unknown. */
export const VIDEO_DEFAULT_RATIO = 56.3;

const INVALID: Embed = Object.freeze({ type: 'invalid' });
const SIZE = /^\s*(\d+(?:\.\d+)?)(?:px)?\s*$/;

/** Height over width in percent, to four decimals, or undefined when either is not positive. */
const percent = (width: number, height: number): number | undefined =>
  width > 0 && height > 0 ? Math.round((height / width) * 1e6) / 1e4 : undefined;

/**
 * The embed type and its safe parts. Anything without an `<iframe>` or `<object>`, or whose
 * address the URL guard refuses (`javascript:`, `data:`, unparsable…), is invalid; so is markup
 * the page refuses to parse (it requires Trusted Types and leaves out the `ss-elements` policy).
 */
export function parseEmbed(
  markup: string | null | undefined,
  page: string | undefined = globalThis.location?.href,
): Embed {
  if (!markup) return INVALID;
  const node = parseHtml(markup)?.querySelector('iframe, object');
  if (!node) return INVALID;
  const iframe = node.localName === 'iframe';
  // An object's address is its `data`: Flash-era objects that name theirs only in a `<param>`
  // cannot play in any browser today, and count as invalid.
  const src = secureEmbedUrl(node.getAttribute(iframe ? 'src' : 'data'), page);
  if (src === undefined) return INVALID;
  const size = (name: string) => Number(SIZE.exec(node.getAttribute(name) ?? '')?.[1] ?? 0);
  const text = (name: string) => node.getAttribute(name)?.trim() || undefined;
  return {
    type: iframe ? 'iframe' : 'object',
    src,
    ratio: percent(size('width'), size('height')),
    title: text('title'),
    allow: iframe ? text('allow') : undefined,
    allowFullscreen: iframe && node.hasAttribute('allowfullscreen'),
    mime: iframe ? undefined : text('type'),
  };
}

/**
 * A block's `imageAspectRatio` as height over width in percent. Takes a width-over-height
 * number (`1.7778`, or the same as text) or `W:H`, `W/H`, `WxH` (`16:9`); `Auto` and anything
 * else mean no fixed ratio (undefined).
 */
export function ratioPercent(value: unknown): number | undefined {
  const pair = /^\s*(\d*\.?\d+)\s*(?:[:/x]\s*(\d*\.?\d+)\s*)?$/i.exec(String(value));
  return pair ? percent(Number(pair[1]), Number(pair[2] ?? 1)) : undefined;
}

/** A host that takes play and pause messages, and the exact origin they are sent to. */
export interface MessageTarget {
  origin: string;
  /** The message for a command, as the host's player reads it. */
  message(command: 'play' | 'pause'): string;
}

const youtube = (origin: string): MessageTarget => ({
  origin,
  message: (command) => JSON.stringify({ event: 'command', func: `${command}Video` }),
});
const vimeo = (origin: string): MessageTarget => ({
  origin,
  message: (command) => JSON.stringify({ method: command }),
});

// Keyed by host (port included, so a non-default port matches nothing). An http address of these
// hosts is redirected to https, and YouTube's hosts without `www.` to theirs with it, so the
// message always goes to the origin the player is loaded from in the end.
const YOUTUBE = youtube('https://www.youtube.com');
const NOCOOKIE = youtube('https://www.youtube-nocookie.com');
const TARGETS: Record<string, MessageTarget> = {
  'www.youtube.com': YOUTUBE,
  'youtube.com': YOUTUBE,
  'www.youtube-nocookie.com': NOCOOKIE,
  'youtube-nocookie.com': NOCOOKIE,
  'player.vimeo.com': vimeo('https://player.vimeo.com'),
};

/** Where play and pause go for this address: YouTube and Vimeo embeds only. */
export function messageTarget(src: string | undefined): MessageTarget | undefined {
  if (!src) return undefined;
  const host = new URL(src).host;
  return Object.hasOwn(TARGETS, host) ? TARGETS[host] : undefined;
}

/**
 * The address the player loads: `autoplay=1` when asked (else none), and `enablejsapi=1` on
 * YouTube so it takes play and pause messages. Other parameters are kept.
 */
export function embedAddress(src: string, autoplay: boolean): string {
  const url = new URL(src);
  // Not autoplaying (reduced motion, given way to another video): not even by the address's own.
  if (autoplay) url.searchParams.set('autoplay', '1');
  else url.searchParams.delete('autoplay');
  if (messageTarget(src)?.origin.includes('youtube')) url.searchParams.set('enablejsapi', '1');
  return url.href;
}

/** Whether an embed's own address asks its player to start as it loads (`autoplay=1`). */
export const asksAutoplay = (src: string | undefined): boolean =>
  /[?&]autoplay=(1|true)(&|#|$)/i.test(src ?? '');
