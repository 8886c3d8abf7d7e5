import { DataClient } from '../data/client.ts';
import type { PageSources } from './page-fields.ts';

/** What a navigator offers the forms core: whether it is online, and its Web Locks. */
export interface NavigatorLike {
  onLine?: boolean;
  locks?: Pick<LockManager, 'request'>;
}

/**
 * Everything the submission flow reaches outside itself, each injectable and each read when a
 * function runs (never at import): the data client, IndexedDB, the navigator, and the page
 * sources. `null` means "there is none"; left out means the page's own.
 */
export interface FormEnvironment extends PageSources {
  /** A new `DataClient()` when left out. */
  client?: DataClient;
  /** `indexedDB` when left out; `null` turns offline saving off. */
  indexedDB?: IDBFactory | null;
  /** `navigator` when left out. */
  navigator?: NavigatorLike | null;
}

export const clientOf = (env: FormEnvironment): DataClient => env.client ?? new DataClient();

export const navigatorOf = (env: FormEnvironment): NavigatorLike | undefined =>
  (env.navigator === undefined ? globalThis.navigator : env.navigator) ?? undefined;

/** The browser says it is offline (an unknown state counts as online). */
export const isOffline = (env: FormEnvironment): boolean => navigatorOf(env)?.onLine === false;

export const indexedDbOf = (env: FormEnvironment): IDBFactory | undefined =>
  (env.indexedDB === undefined ? globalThis.indexedDB : env.indexedDB) ?? undefined;

/** A random record id: a UUID where the page can make one, else time and randomness. */
export function newId(): string {
  const uuid = globalThis.crypto?.randomUUID?.bind(globalThis.crypto);
  if (uuid) return uuid();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
