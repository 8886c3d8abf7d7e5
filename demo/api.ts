import { DataClient } from '../core/data/index.ts';
import type { DataResult, FatalErrorDetail, FatalErrorEvent } from '../core/data/index.ts';
import { watchDataClient } from './site-runtime.ts';

/** The demo's calls to the dev API, through the platform's data client (crumb included). */
const client = new DataClient();
watchDataClient(client);

async function unwrap<T>(pending: Promise<DataResult<T>>): Promise<T> {
  const result = await pending;
  if (!result.ok) throw new Error(result.body?.error ?? result.message);
  return result.data;
}

/** A block's stored settings over its defaults (the defaults alone when none are stored). */
export async function loadBlockSettings<T extends object>(id: string, defaults: T): Promise<T> {
  const result = await client.get<{ settings: Partial<T> }>(`/api/dev/blocks/${id}`);
  const settings = { ...defaults, ...(result.ok ? result.data.settings : {}) };
  known.set(id, settings);
  return settings;
}

/** Block settings as last loaded or saved, by id: a page shown again has them at once. */
const known = new Map<string, object>();

/** A block's settings as last loaded or saved, if they were. */
export const knownBlockSettings = <T extends object>(id: string) => known.get(id) as T | undefined;

export async function saveBlockSettings(id: string, settings: object): Promise<unknown> {
  const saved = await unwrap(client.put(`/api/dev/blocks/${id}`, { data: { settings } }));
  known.set(id, settings);
  return saved;
}

export interface StoredTables {
  tables: Record<string, { count: number; rows: Array<Record<string, unknown>> }>;
}

/** What the dev API stored: the owner view cannot do without it, so a failure is full-screen. */
export const loadStored = () =>
  unwrap(client.get<StoredTables>('/api/dev/stored', { fatalOnFailure: true }));

/** Calls `listener` with each full-screen error the demo's calls raise; returns the stop. */
export function onFatalError(listener: (detail: FatalErrorDetail) => void): () => void {
  const handler = (event: Event) => listener((event as FatalErrorEvent).detail);
  client.addEventListener('fatal-error', handler);
  return () => client.removeEventListener('fatal-error', handler);
}
export const loadHealth = () =>
  unwrap(
    client.get<{ ok: boolean; storage: string; sqliteVersion: string; dataPath: string }>(
      '/api/health',
    ),
  );
