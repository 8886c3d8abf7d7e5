import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startApi, type ApiHarness } from './dev-api-harness.ts';

let harness: ApiHarness;
before(async () => {
  harness = await startApi();
});
after(() => harness.close());

const rows = (table: string) =>
  harness.api.db.prepare(`SELECT * FROM ${table} ORDER BY id`).all() as Array<
    Record<string, unknown>
  >;

describe('dev API: tracking, errors and page speed', () => {
  it('stores error reports sent with the crumb header, and refuses them without', async () => {
    const crumb = await harness.freshCrumb();
    const entry = {
      eventName: 'interface_error_gallery',
      data: { app: 'gallery', message: 'Boom', url: 'http://site.test/' },
      timestamp: 1,
    };
    const send = (headers: Record<string, string>) =>
      fetch(`${harness.base}/api/events/RecordJavascriptErrors`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: `crumb=${crumb}`, ...headers },
        body: JSON.stringify([entry]),
      });
    assert.equal((await send({})).status, 401);
    assert.equal(harness.count('error_reports'), 0);
    assert.equal((await send({ 'X-CSRF-Token': crumb })).status, 200);
    const [row] = rows('error_reports');
    assert.equal(row!.event_name, 'interface_error_gallery');
    assert.equal(row!.message, 'Boom');
    assert.deepEqual(JSON.parse(row!.entry as string), entry);
  });

  it('stores each trace entry of the data field', async () => {
    const crumb = await harness.freshCrumb();
    const response = await fetch(`${harness.base}/api/events/Trace`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: `crumb=${crumb}` },
      body: new URLSearchParams({
        crumb,
        data: JSON.stringify([
          { pageUrl: '/a', type: 'click', data: { x: 1 } },
          { pageUrl: '/b', type: 'scroll', data: 2 },
        ]),
      }),
    });
    assert.equal(response.status, 200);
    assert.deepEqual(
      rows('traces').map(({ page_url, type, data }) => ({ page_url, type, data })),
      [
        { page_url: '/a', type: 'click', data: '{"x":1}' },
        { page_url: '/b', type: 'scroll', data: '2' },
      ],
    );
  });

  it('answers the Track beacon with a pixel and keeps every parameter', async () => {
    const response = await fetch(
      `${harness.base}/api/track/Track?landing=%2Fshop&refer=x&rk=1&source=mail`,
    );
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'image/gif');
    assert.equal((await response.arrayBuffer()).byteLength, 42);
    const [row] = rows('track_hits');
    assert.equal(row!.landing, '/shop');
    assert.deepEqual(JSON.parse(row!.query as string), {
      landing: '/shop',
      refer: 'x',
      rk: '1',
      source: 'mail',
    });
  });

  it('collects schema events as JSON or as a form beacon, without a crumb, answering 202', async () => {
    const event = {
      analyticsId: 'a1',
      commonData: { actor: 'user', action: 'view' },
      customData: { n: 1 },
      customSchemaName: 'Commerce',
    };
    const asJson = await fetch(`${harness.base}/api/v1/events`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(event),
    });
    assert.equal(asJson.status, 202);
    const asForm = await fetch(`${harness.base}/api/v1/events`, {
      method: 'POST',
      body: new URLSearchParams({
        analyticsId: 'a1',
        commonData: JSON.stringify(event.commonData),
        customData: JSON.stringify(event.customData),
        customSchemaName: 'Commerce',
      }),
    });
    assert.equal(asForm.status, 202);
    const stored = rows('schema_events');
    assert.equal(stored.length, 2);
    for (const row of stored) {
      assert.equal(row.schema_name, 'Commerce');
      assert.deepEqual(JSON.parse(row.common_data as string), event.commonData);
    }
    const bad = await fetch(`${harness.base}/api/v1/events`, {
      method: 'POST',
      body: new URLSearchParams({ commonData: '{nope' }),
    });
    assert.equal(bad.status, 400);
  });

  it('gives page-speed settings with a page-load id and the rollouts asked for', async () => {
    const response = await fetch(`${harness.base}/api/1/performance/settings?flag=gallery`);
    const body = (await response.json()) as {
      pageLoadId: string;
      variants: Record<string, boolean>;
    };
    assert.match(body.pageLoadId, /^[0-9a-f-]{36}$/);
    assert.deepEqual(body.variants, { rum: true, gallery: true });
  });

  it('stores page-speed records sent as plain text, as beacons do', async () => {
    const response = await fetch(`${harness.base}/api/1/performance/records`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify([{ pathname: '/shop', version: '4.0.7' }]),
    });
    assert.equal(response.status, 200);
    assert.equal(rows('perf_records')[0]!.pathname, '/shop');
    const bad = await fetch(`${harness.base}/api/1/performance/records`, {
      method: 'POST',
      body: '{"a":1}',
    });
    assert.equal(bad.status, 400);
  });
});
