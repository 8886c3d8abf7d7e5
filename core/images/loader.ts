/**
 * `loadImage`: shows an element's image at the offered width its drawing needs (spec part 1 §9,
 * part 2 §9). In order: the settings are read, the space reserved and the crop written; the source
 * must pass the URL guard; the element must be attached (100 tries of 10 ms); with load mode
 * `viewport` it must come within 200 px of the viewport; then the width is chosen and the
 * address loaded through the shared queue (16 at once, 1 on mobile; a load holds its place for
 * 10 s at most, and no longer once its element leaves the page or a later load takes over), under
 * the `loading` class, and shown with the `loaded` class and `data-image-resolution="750w"` (an
 * image with no widths, a vector or one made in the page, without it).
 *
 * A later call loads again only when it wants a wider image than the one loaded (or loading), or
 * with `force`; a new source is a new image and always loads. Image issues only log warnings:
 * the promise never rejects and tells what happened.
 */
import { guardUrl } from '../net/url-guard.ts';
import type { ImageWidth } from './constants.ts';
import {
  ATTACH_INTERVAL_MS,
  ATTACH_TRIES,
  LOADED_CLASS,
  LOADING_CLASS,
  RESOLUTION_ATTRIBUTE,
} from './constants.ts';
import { waitForAttachment } from './attach.ts';
import type { ImageEnvironment } from './environment.ts';
import { imageConcurrency, isObject, resolveEnvironment, saveDataOn } from './environment.ts';
import { applyCrop, measureBox, reserveSpace, showImage } from './layout.ts';
import {
  loadFailed,
  neverAttached,
  noSource,
  notAnElement,
  notARoot,
  refusedSource,
} from './messages.ts';
import type { Box } from './placement.ts';
import { drawnWidth } from './placement.ts';
import type { LoadQueue } from './queue.ts';
import { sharedLoadQueue } from './queue.ts';
import { chooseImageWidth } from './resolution.ts';
import type { ImageSettings } from './settings.ts';
import { parseImageSettings } from './settings.ts';
import { hasNoWidths, sizedImageUrl } from './size-format.ts';
import { whenNearViewport } from './viewport.ts';
import { whenDetached } from './detach.ts';

export interface LoadImageOptions {
  /** Load again even when the width wanted is not above the one loaded. */
  force?: boolean;
  /** Settings given in code; they win over the element's data attributes. */
  settings?: Partial<ImageSettings>;
  /** Stand-ins for the browser (tests). The load queue and lazy observer are shared per object. */
  environment?: Partial<ImageEnvironment>;
  /** The box the image is drawn in, in CSS pixels, when the caller knows it; else measured. */
  size?: Box;
  /** A queue of one's own instead of the environment's shared one. */
  queue?: LoadQueue;
  /**
   * Ends the load when aborted: an image waiting for the viewport is no longer watched, one
   * waiting for its turn gives it up, one loading gives up its place (its request left to end
   * unheard); nothing more is done to the element.
   */
  signal?: AbortSignal;
}

export type ImageLoadStatus =
  /** The image was loaded and shown. */
  | 'loaded'
  /** An image at least as wide is loaded or loading; nothing was done. */
  | 'kept'
  /** Load mode `false`: the source was left unset. */
  | 'skipped'
  /** No element, or no `data-src`: warned. */
  | 'no-source'
  /** The URL guard refused the source: warned. */
  | 'refused'
  /** Not attached after 100 tries of 10 ms: warned. */
  | 'detached'
  /** The image could not be loaded: warned. */
  | 'error'
  /** A later call for the same element took over before this one finished. */
  | 'superseded'
  /** The element left the page before its image arrived: nothing was shown. */
  | 'removed'
  /** The signal given was aborted before the image was shown: nothing more was done. */
  | 'aborted';

export interface ImageLoadResult {
  status: ImageLoadStatus;
  /** The offered width loaded (or kept). */
  width?: ImageWidth;
  /** The address loaded. */
  url?: string;
}

interface LoadState {
  /** The guarded source the widths below belong to. */
  source: string;
  loadedWidth: number;
  pendingWidth: number;
  generation: number;
  /** Ends this load at once when a later one takes over: its place goes to the next. */
  replaced: AbortController;
}

/** How a load's turn in the queue ended. */
type LoadOutcome = 'decoded' | 'failed' | 'removed' | 'aborted' | 'replaced';

const states = new WeakMap<Element, LoadState>();
const DEFAULT_ENVIRONMENT_KEY = {};

export async function loadImage(
  element: HTMLElement,
  given: LoadImageOptions = {},
): Promise<ImageLoadResult> {
  // Called from plain JavaScript, `null` (or another non-object) means no options.
  const options: LoadImageOptions = Object(given);
  const env = resolveEnvironment(options.environment);
  // An element of no styled kind (from an XML document) has no style to crop or show with.
  if (typeof element?.getAttribute !== 'function' || !isObject(element.style)) {
    env.warn(notAnElement());
    return { status: 'no-source' };
  }
  const { signal } = options;
  if (signal?.aborted) return { status: 'aborted' };
  const settings = parseImageSettings(element, { overrides: options.settings, warn: env.warn });
  reserveSpace(element, settings);
  applyCrop(element, settings, options.size);
  if (settings.load === false) return { status: 'skipped' };
  if (!settings.source) {
    env.warn(noSource());
    return { status: 'no-source' };
  }
  // Without a page address (no window), only absolute addresses can be resolved. An image made
  // in the page (a `data:image/` or `blob:` address) is shown as it is: an image runs nothing.
  const guarded = /^\s*(?:data:image\/|blob:)/i.test(settings.source)
    ? { ok: true as const, url: new URL(settings.source.trim()) }
    : guardUrl(settings.source, { base: env.window?.location?.href ?? 'about:blank' });
  if (!guarded.ok) {
    env.warn(refusedSource(settings.source, guarded.reason));
    return { status: 'refused' };
  }
  const source = guarded.url.href;

  if (!(await waitForAttachment(element))) {
    env.warn(neverAttached(ATTACH_TRIES, ATTACH_INTERVAL_MS));
    return { status: 'detached' };
  }
  const key = isObject(options.environment) ? options.environment : DEFAULT_ENVIRONMENT_KEY;
  const state = states.get(element);
  const shownBefore = state?.source === source && state.loadedWidth > 0;
  if (settings.load === 'viewport' && !shownBefore) {
    await whenNearViewport(element, env.IntersectionObserver, key, signal);
  }
  if (signal?.aborted) return { status: 'aborted' };

  const box = options.size ?? measureBox(element, settings);
  applyCrop(element, settings, box);
  const width = chooseImageWidth({
    renderedWidth: drawnWidth(box, settings.dimensions, settings.crop),
    devicePixelRatio: env.window?.devicePixelRatio,
    pixelRatioMin: settings.pixelRatioMin,
    pixelRatioMax: settings.pixelRatioMax,
    sourceWidth: settings.dimensions?.width,
    saveData: saveDataOn(env),
    allowSaveData: settings.allowSaveData,
  });
  return show(element, settings, source, width, options, env, key);
}

async function show(
  element: HTMLElement,
  settings: ImageSettings,
  source: string,
  width: ImageWidth,
  options: LoadImageOptions,
  env: ImageEnvironment,
  key: object,
): Promise<ImageLoadResult> {
  const before = states.get(element);
  const sameSource = before?.source === source;
  // An image with no widths (a vector, one made in the page) loaded or loading is all there is.
  const whole = hasNoWidths(source);
  const have = sameSource ? Math.max(before.loadedWidth, before.pendingWidth) : 0;
  if (!options.force && have >= (whole ? 1 : width)) {
    return whole ? { status: 'kept' } : { status: 'kept', width: have as ImageWidth };
  }
  const state: LoadState = {
    source,
    loadedWidth: sameSource ? before.loadedWidth : 0,
    pendingWidth: width,
    generation: (before?.generation ?? 0) + 1,
    replaced: new AbortController(),
  };
  states.set(element, state);
  before?.replaced.abort();
  const url = sizedImageUrl(source, width, settings.sizeFormat);
  element.classList.add(LOADING_CLASS);

  const queue = options.queue ?? sharedLoadQueue(key, () => imageConcurrency(env));
  const current = () => states.get(element)?.generation === state.generation;
  // A load no longer wanted when its turn comes (a later call took over, the element left the
  // page, the signal was aborted) gives its place to the next at once: on mobile there is only
  // one. So does one whose element leaves the page, or whose signal is aborted, while it loads.
  const { signal } = options;
  // Aborted while it waits its turn: the width it would have brought is no longer coming, so a
  // load asked for meanwhile (a gallery set up again) is not taken as already under way.
  const giveUp = () => {
    if (!current()) return;
    state.pendingWidth = 0;
    element.classList.remove(LOADING_CLASS);
  };
  signal?.addEventListener('abort', giveUp);
  const outcome = await queue.run(() =>
    signal?.aborted
      ? Promise.resolve<LoadOutcome>('aborted')
      : current() && element.isConnected
        ? decodeWhileWanted(element, url, env.decode, signal, state.replaced.signal)
        : Promise.resolve<LoadOutcome>('removed'),
  );
  signal?.removeEventListener('abort', giveUp);
  if (!current()) return { status: 'superseded', url };
  element.classList.remove(LOADING_CLASS);
  state.pendingWidth = 0;
  if (outcome === 'aborted') return { status: 'aborted', url };
  // Out of the page when its turn came, or since, while it loaded: nothing is shown (asked for
  // again, it starts afresh).
  if (outcome === 'removed' || !element.isConnected) return { status: 'removed', url };
  if (outcome === 'failed') {
    env.warn(loadFailed(url));
    return { status: 'error', url };
  }
  showImage(element, settings, url);
  element.classList.add(LOADED_CLASS);
  state.loadedWidth = width;
  // An image with no widths is shown as it is: it has no resolution to tell.
  if (whole) {
    element.removeAttribute(RESOLUTION_ATTRIBUTE);
    return { status: 'loaded', url };
  }
  element.setAttribute(RESOLUTION_ATTRIBUTE, `${width}w`);
  return { status: 'loaded', width, url };
}

/**
 * Loads `url` for `element`; ends at once if the element leaves the page ('removed'), the
 * signal is aborted ('aborted') or a later load takes over ('replaced') meanwhile, its request
 * left to end unheard.
 */
function decodeWhileWanted(
  element: HTMLElement,
  url: string,
  decode: ImageEnvironment['decode'],
  signal: AbortSignal | undefined,
  replaced: AbortSignal,
): Promise<LoadOutcome> {
  return new Promise((resolve) => {
    const end = (outcome: LoadOutcome) => {
      stopWatching();
      signal?.removeEventListener('abort', abort);
      replaced.removeEventListener('abort', replace);
      resolve(outcome);
    };
    const abort = () => end('aborted');
    const replace = () => end('replaced');
    const stopWatching = whenDetached(element, () => end('removed'));
    signal?.addEventListener('abort', abort, { once: true });
    replaced.addEventListener('abort', replace, { once: true });
    void Promise.resolve()
      .then(() => decode(url))
      .then(
        () => end('decoded'),
        () => end('failed'),
      );
  });
}

/** Loads every `img[data-src]` under `root` (and root itself when it is one). */
export function loadImages(
  root: ParentNode,
  options: LoadImageOptions = {},
): Promise<ImageLoadResult[]> {
  if (typeof root?.querySelectorAll !== 'function') {
    resolveEnvironment(Object(options).environment).warn(notARoot());
    return Promise.resolve([]);
  }
  const images = [...root.querySelectorAll<HTMLImageElement>('img[data-src]')];
  if (root instanceof Element && root.matches('img[data-src]'))
    images.unshift(root as HTMLImageElement);
  return Promise.all(images.map((image) => loadImage(image, options)));
}
