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
  /**
   * How long a call of the submission flow may go without an answer before it counts as finding
   * no connection: `FORM_CALL_TIMEOUT_MS` when left out.
   */
  callTimeoutMs?: number;
}

/**
 * Our choice where the spec is open: a submission call with no answer after 30 s counts as
 * finding no connection (the submission is kept and sent again later), so the form is never
 * left locked on 'Submitting…'.
 */
export const FORM_CALL_TIMEOUT_MS = 30_000;

/** A signal that aborts once the calls' time is up. */
export const callSignal = (env: FormEnvironment): AbortSignal =>
  AbortSignal.timeout(env.callTimeoutMs ?? FORM_CALL_TIMEOUT_MS);

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
