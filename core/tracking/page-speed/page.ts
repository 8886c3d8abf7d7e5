import type { PageSpeedRecord, PageSpeedWindow } from './types.ts';

export type PageFacts = Pick<
  PageSpeedRecord,
  'connection' | 'display' | 'hardware' | 'hash' | 'hostname' | 'pathname'
>;

const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** The connection, display, hardware and address of the page, read when called. */
export function readPage(win: PageSpeedWindow): PageFacts {
  const { connection, deviceMemory, hardwareConcurrency } = win.navigator ?? {};
  return {
    connection: {
      downlink: numberOrNull(connection?.downlink),
      effectiveType:
        typeof connection?.effectiveType === 'string' ? connection.effectiveType : null,
      rtt: numberOrNull(connection?.rtt),
      saveData: typeof connection?.saveData === 'boolean' ? connection.saveData : null,
    },
    display: {
      devicePixelRatio: numberOrNull(win.devicePixelRatio) ?? 1,
      screenWidth: numberOrNull(win.screen?.width) ?? 0,
      screenHeight: numberOrNull(win.screen?.height) ?? 0,
      viewportWidth: numberOrNull(win.innerWidth) ?? 0,
      viewportHeight: numberOrNull(win.innerHeight) ?? 0,
    },
    hardware: {
      deviceMemory: numberOrNull(deviceMemory),
      hardwareConcurrency: numberOrNull(hardwareConcurrency),
    },
    hash: win.location.hash,
    hostname: win.location.hostname,
    pathname: win.location.pathname.replace(/\/+$/, '') || '/',
  };
}
