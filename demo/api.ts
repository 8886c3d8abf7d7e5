/** The demo's calls to the dev API, sending the crumb the way the platform's pages do. */

function crumb(): string {
  const match = /(?:^|;\s*)crumb=([^;]*)/.exec(document.cookie);
  return match ? decodeURIComponent(match[1]!) : '';
}

async function call<T>(method: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(path, { method, credentials: 'same-origin', ...init });
  const body = (await response.json()) as T & { error?: string };
  if (!response.ok) throw new Error(body.error ?? `HTTP ${response.status}`);
  return body;
}

export interface AccordionSettings {
  shouldAllowMultipleOpenItems: boolean;
  isExpandedFirstItem: boolean;
}

export const DEFAULT_ACCORDION_SETTINGS: AccordionSettings = {
  shouldAllowMultipleOpenItems: false,
  isExpandedFirstItem: true,
};

export async function loadBlockSettings(id: string): Promise<AccordionSettings> {
  try {
    const body = await call<{ settings: AccordionSettings }>('GET', `/api/dev/blocks/${id}`);
    return { ...DEFAULT_ACCORDION_SETTINGS, ...body.settings };
  } catch {
    return DEFAULT_ACCORDION_SETTINGS;
  }
}

export function saveBlockSettings(id: string, settings: AccordionSettings) {
  return call('PUT', `/api/dev/blocks/${id}`, {
    headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': crumb() },
    body: JSON.stringify({ settings }),
  });
}

export function recordEvent(event: string, data: Record<string, unknown>) {
  return call('POST', '/api/events/RecordEvent', {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ crumb: crumb(), event, data: JSON.stringify(data) }),
  });
}

export interface StoredTables {
  tables: Record<string, { count: number; rows: Array<Record<string, unknown>> }>;
}

export const loadStored = () => call<StoredTables>('GET', '/api/dev/stored');
export const loadHealth = () =>
  call<{ ok: boolean; storage: string; sqliteVersion: string; dataPath: string }>(
    'GET',
    '/api/health',
  );
