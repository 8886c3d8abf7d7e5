/**
 * What the trackers read from the browser, each read when called (never at import), with
 * empty values where a runtime has no window (server rendering, tools).
 */
export interface Size {
  width: number;
  height: number;
}

export const pageHref = (): string => globalThis.location?.href ?? 'http://localhost/';
export const referrer = (): string => globalThis.document?.referrer ?? '';
export const pageTitle = (): string => globalThis.document?.title ?? '';
export const browserLanguage = (): string => globalThis.navigator?.language ?? '';
export const userAgent = (): string => globalThis.navigator?.userAgent ?? '';

export const viewportSize = (): Size => ({
  width: globalThis.innerWidth ?? 0,
  height: globalThis.innerHeight ?? 0,
});

export const screenSize = (): Size => ({
  width: globalThis.screen?.width ?? 0,
  height: globalThis.screen?.height ?? 0,
});

/** `{width}x{height}`, as the track beacon and the window size field carry a size. */
export const sizeText = ({ width, height }: Size): string => `${width}x${height}`;

export type SendBeacon = (url: string, data?: BodyInit | null) => boolean;

/** navigator.sendBeacon bound to navigator, or undefined where there is none. */
export function browserSendBeacon(): SendBeacon | undefined {
  const navigator = globalThis.navigator;
  return typeof navigator?.sendBeacon === 'function'
    ? navigator.sendBeacon.bind(navigator)
    : undefined;
}
