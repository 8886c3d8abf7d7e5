import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { crumbFrom, startApi, type ApiHarness } from './dev-api-harness.ts';
import { dataPathFromEnv, DEFAULT_DATA_PATH } from '../../demo/server/database.ts';

let harness: ApiHarness;
let api: ApiHarness['api'];
let base: string;

before(async () => {
  harness = await startApi();
  api = harness.api;
  base = harness.base;
});

after(() => harness.close());

const eventCount = () => harness.count('events');
const freshCrumb = () => harness.freshCrumb();

function recordEvent(crumbCookie: string | undefined, crumbParam: string | undefined) {
  const form = new URLSearchParams({
    event: 'page_view',
    data: JSON.stringify({ pagePath: '/shop' }),
  });
  if (crumbParam !== undefined) form.set('crumb', crumbParam);
  return fetch(`${base}/api/events/RecordEvent`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      ...(crumbCookie ? { Cookie: `crumb=${encodeURIComponent(crumbCookie)}` } : {}),
    },
    body: form,
  });
}

describe('dev API', () => {
  it('reads its SQLite path from SS_DATA_PATH, else .data/', () => {
    assert.equal(dataPathFromEnv({ SS_DATA_PATH: '/tmp/x.sqlite' }), '/tmp/x.sqlite');
    assert.equal(dataPathFromEnv({}), DEFAULT_DATA_PATH);
    assert.equal(DEFAULT_DATA_PATH, '.data/dev-api.sqlite');
  });

  it('answers the health route with SQLite behind it, and issues a crumb cookie', async () => {
    const response = await fetch(`${base}/api/health`);
    assert.equal(response.status, 200);
    const body = (await response.json()) as { ok: boolean; storage: string; sqliteVersion: string };
    assert.equal(body.ok, true);
    assert.equal(body.storage, 'sqlite');
    assert.match(body.sqliteVersion, /^3\.\d+\.\d+$/);
    assert.match(response.headers.get('set-cookie')!, /^crumb=[^;]+; Path=\/; SameSite=Lax$/);
  });

  it('refuses a write without a crumb: 401, crumbFail, a fresh crumb, nothing stored', async () => {
    const before = eventCount();
    const response = await recordEvent(undefined, undefined);
    assert.equal(response.status, 401);
    const body = (await response.json()) as { crumbFail: boolean; crumb: string };
    assert.equal(body.crumbFail, true);
    assert.equal(crumbFrom(response), body.crumb);
    assert.equal(eventCount(), before);
  });

  it('refuses a crumb that does not match the cookie, or that the server did not sign', async () => {
    const crumb = await freshCrumb();
    const other = await freshCrumb();
    const before = eventCount();
    assert.equal((await recordEvent(crumb, other)).status, 401);
    const forged = `${crumb.split('.')[0]}.AAAA`;
    assert.equal((await recordEvent(forged, forged)).status, 401);
    assert.equal(eventCount(), before);
  });

  it('stores a write that repeats its crumb, as a form field, query parameter or header', async () => {
    const crumb = await freshCrumb();
    const before = eventCount();
    const response = await recordEvent(crumb, crumb);
    assert.equal(response.status, 200);
    const row = api.db.prepare('SELECT event, data, page_url FROM events ORDER BY id DESC').get();
    assert.deepEqual(
      { ...(row as object) },
      { event: 'page_view', data: '{"pagePath":"/shop"}', page_url: '/shop' },
    );

    const put = (headers: Record<string, string>, query = '') =>
      fetch(`${base}/api/dev/blocks/faq${query}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Cookie: `crumb=${crumb}`, ...headers },
        body: JSON.stringify({ settings: { multiple: true } }),
      });
    assert.equal((await put({}, `?crumb=${encodeURIComponent(crumb)}`)).status, 200);
    assert.equal((await put({ 'X-CSRF-Token': crumb })).status, 200);
    assert.equal(eventCount(), before + 1);
    const block = (await (await fetch(`${base}/api/dev/blocks/faq`)).json()) as {
      settings: unknown;
    };
    assert.deepEqual(block.settings, { multiple: true });
  });

  it('answers bad input with the status and an errors map, and stores nothing', async () => {
    const crumb = await freshCrumb();
    const before = eventCount();
    const response = await fetch(`${base}/api/events/RecordEvent`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: `crumb=${crumb}` },
      body: new URLSearchParams({ crumb, event: 'x', data: '{not json' }),
    });
    assert.equal(response.status, 400);
    assert.deepEqual(await response.json(), {
      error: 'data is not valid JSON',
      errors: { data: 'Invalid JSON' },
    });
    const unknown = await fetch(`${base}/api/nothing-here`);
    assert.equal(unknown.status, 404);
    const missing = await fetch(`${base}/api/dev/blocks/none`);
    assert.equal(missing.status, 404);
    const wrongMethod = await fetch(`${base}/api/health`, { method: 'DELETE' });
    assert.equal(wrongMethod.status, 405);
    assert.equal(eventCount(), before);
  });

  it('refuses a body over 1 MiB with 413', async () => {
    const crumb = await freshCrumb();
    const response = await fetch(`${base}/api/events/RecordEvent`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: `crumb=${crumb}` },
      body: `crumb=${encodeURIComponent(crumb)}&event=x&data=${'a'.repeat(1024 * 1024)}`,
    });
    assert.equal(response.status, 413);
  });

  it('lists what it stored for the owner page', async () => {
    const body = (await (await fetch(`${base}/api/dev/stored`)).json()) as {
      tables: Record<string, { count: number; rows: unknown[] }>;
    };
    assert.deepEqual(Object.keys(body.tables), [
      'events',
      'blocks',
      'error_reports',
      'traces',
      'track_hits',
      'schema_events',
      'perf_records',
      'forms',
      'form_keys',
      'form_submissions',
    ]);
    assert.equal(body.tables.events!.count, eventCount());
  });
});
