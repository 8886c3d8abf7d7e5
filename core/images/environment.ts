/**
 * What the loader reads from the browser, injectable for tests and read only when a load runs
 * (never at import): the window (device pixel ratio, the mobile test, the page address), the
 * navigator (user agent, data saver), IntersectionObserver, the image decoder and the warning
 * sink.
 */
import type { Warn } from './coerce.ts';
import { IMAGE_CONCURRENCY, MOBILE_IMAGE_CONCURRENCY } from './constants.ts';

export interface ImageWindow {
  devicePixelRatio?: number;
  /** Present on mobile browsers (the legacy `window.orientation`). */
  orientation?: unknown;
  location?: { href: string };
}

export interface ImageNavigator {
  userAgent?: string;
  connection?: { saveData?: boolean };
}

/** Fetches and decodes `url`; resolves when the image can be shown, rejects when it cannot. */
export type DecodeImage = (url: string) => Promise<void>;

export type IntersectionObserverConstructor = new (
  callback: IntersectionObserverCallback,
  options?: IntersectionObserverInit,
) => Pick<IntersectionObserver, 'observe' | 'unobserve' | 'disconnect'>;

export interface ImageEnvironment {
  window: ImageWindow | undefined;
  navigator: ImageNavigator | undefined;
  IntersectionObserver: IntersectionObserverConstructor | undefined;
  decode: DecodeImage;
  warn: Warn;
}

export const isObject = (value: unknown): value is object =>
  (typeof value === 'object' && value !== null) || typeof value === 'function';

/** Loads `url` in a detached image and waits for it to decode (a failed decode still shows). */
export const browserDecode: DecodeImage = (url) =>
  new Promise<void>((resolve, reject) => {
    const image = new globalThis.Image();
    image.decoding = 'async';
    image.onload = () => void image.decode().then(resolve, () => resolve());
    image.onerror = () => reject(new Error(`could not load ${url}`));
    image.src = url;
  });

/**
 * The environment, each missing part taken from the runtime now. Anything but an object (null
 * from plain JavaScript) gives none.
 */
export function resolveEnvironment(
  environment?: Partial<ImageEnvironment> | null,
): ImageEnvironment {
  const given: Partial<ImageEnvironment> = isObject(environment) ? environment : {};
  return {
    window: 'window' in given ? given.window : globalThis.window,
    navigator: 'navigator' in given ? given.navigator : globalThis.navigator,
    IntersectionObserver:
      'IntersectionObserver' in given
        ? given.IntersectionObserver
        : globalThis.IntersectionObserver,
    decode: given.decode ?? browserDecode,
    warn: given.warn ?? ((message) => console.warn(message)),
  };
}

/**
 * Mobile, as spec part 2 §9 detects it: an `orientation` property on the window, or a user agent
 * containing 'mobile' in any case (CLARIFICATIONS).
 */
export function isMobile(env: Pick<ImageEnvironment, 'window' | 'navigator'>): boolean {
  return (
    (env.window !== undefined && typeof env.window.orientation !== 'undefined') ||
    /mobile/i.test(env.navigator?.userAgent ?? '')
  );
}

/** Concurrent image loads: 16, or 1 on mobile. */
export function imageConcurrency(env: Pick<ImageEnvironment, 'window' | 'navigator'>): number {
  return isMobile(env) ? MOBILE_IMAGE_CONCURRENCY : IMAGE_CONCURRENCY;
}

/** The data saver is on (`navigator.connection.saveData`). */
export const saveDataOn = (env: Pick<ImageEnvironment, 'navigator'>): boolean =>
  env.navigator?.connection?.saveData === true;
