import { expect } from '@open-wc/testing';
import {
  environmentFromHostname,
  IDLE_TIMEOUT_MS,
  MAX_USER_TIMINGS,
  METRIC_TIMEOUT_MS,
  PAGE_SPEED_MESSAGES,
  PAGE_SPEED_VERSION,
  pageSpeedFlags,
  performanceEvent,
  performanceEventSender,
  RECORDS_PATH,
  RUM_FLAG,
  SETTINGS_PATH,
  SETTINGS_TIMEOUT_MS,
  timingError,
  unexpectedStatus,
} from '../../../core/tracking/page-speed/index.ts';
import { RECORD } from './page-speed-fakes.ts';
import { SchemaTracker } from '../../../core/tracking/index.ts';
import { MemoryStorage, pageEvents, recordingBeacon } from './fakes.ts';

describe('page speed: constants and texts', () => {
  it('has the spec numbers, paths and version', () => {
    expect(PAGE_SPEED_VERSION).to.equal('4.0.7');
    expect(SETTINGS_PATH).to.equal('/api/1/performance/settings');
    expect(RECORDS_PATH).to.equal('/api/1/performance/records');
    expect(SETTINGS_TIMEOUT_MS).to.equal(60000);
    expect(METRIC_TIMEOUT_MS).to.equal(60000);
    expect(IDLE_TIMEOUT_MS).to.equal(2000);
    expect(MAX_USER_TIMINGS).to.equal(50);
  });

  it("names the rollouts: 'rum', the app's own and its user-timing one", () => {
    expect(RUM_FLAG).to.equal('rum');
    expect(pageSpeedFlags('gallery')).to.deep.equal({
      rum: 'rum',
      app: 'gallery',
      userTiming: 'gallery-user-timing',
    });
  });

  it('words its errors as the spec does', () => {
    expect(PAGE_SPEED_MESSAGES).to.deep.equal({
      settingsTimeout: 'Metric settings request timeout',
      missingPageLoadId: 'Unable to resolve pageLoadId',
    });
    expect(unexpectedStatus(404)).to.equal('XHR request DONE with unexpected status: 404');
    expect(timingError('LCP is late')).to.equal('RUM timing error: LCP is late');
  });
});

describe('page speed: environment from the hostname', () => {
  const cases: Array<[string, string]> = [
    ['staging.example.com', 'staging'],
    ['shop-staging.example.com', 'staging'],
    ['STAGING.example.com', 'staging'],
    ['localhost', 'dev'],
    ['127.0.0.1', 'dev'],
    ['127.1.2.3', 'dev'],
    ['shop.local', 'dev'],
    ['shop.test', 'dev'],
    ['api.dev.example.com', 'dev'],
    ['example.com', 'prod'],
    ['localhost.example.com', 'prod'],
    ['dev.example.com', 'prod'],
    ['local', 'prod'],
    ['shop.testing.com', 'prod'],
    ['10.0.0.127', 'prod'],
  ];
  for (const [hostname, environment] of cases)
    it(`${hostname} is ${environment}`, () => {
      expect(environmentFromHostname(hostname)).to.equal(environment);
    });
});

describe('page speed: performance event', () => {
  it('has the fixed attributes and snake_case metrics with unit suffixes', () => {
    expect(performanceEvent(RECORD, 'shop.example.com')).to.deep.equal({
      customSchemaName: 'Performance',
      action: 'load',
      actor: 'user',
      object_type: 'website',
      event_source: 'web',
      event_owner_team: 'web_performance',
      environment: 'prod',
      page_load_id: 'load-1',
      version: '4.0.7',
      cumulative_layout_shift: 0.0123,
      decoded_body_size_bytes: 40000,
      encoded_body_size_bytes: 12000,
      dom_content_loaded_event_start_ms: 300,
      dom_content_loaded_event_end_ms: 311,
      domain_lookup_ms: 15,
      tcp_connection_ms: 15,
      tls_negotiation_ms: 30,
      first_contentful_paint_ms: 400,
      first_input_delay_ms: 64,
      largest_contentful_paint_ms: 900,
      load_event_start_ms: 500,
      load_event_end_ms: 506,
      response_start_ms: 120,
      time_to_interactive_ms: 400,
      interaction_to_next_paint_ms: 64,
    });
  });

  it('takes its environment from the hostname it is given', () => {
    expect(performanceEvent(RECORD, 'staging.example.com').environment).to.equal('staging');
    expect(performanceEvent(RECORD, 'localhost').environment).to.equal('dev');
  });

  it('keeps unknown metrics as null', () => {
    const event = performanceEvent({ ...RECORD, largestContentfulPaint: null }, 'example.com');
    expect(event.largest_contentful_paint_ms).to.equal(null);
  });
});

describe('page speed: the performance event through the schema tracker', () => {
  it("sends it at once under the custom schema 'Performance', its metrics as custom data", async () => {
    const beacon = recordingBeacon();
    const tracker = new SchemaTracker({
      pageUrl: () => 'https://bakery.example.com/shop',
      localStorage: () => new MemoryStorage(),
      sessionStorage: () => new MemoryStorage(),
      sendBeacon: beacon.sendBeacon,
      events: pageEvents(),
      warn: () => undefined,
    });
    await tracker.preload();
    performanceEventSender(tracker)(performanceEvent(RECORD, 'bakery.example.com'));
    // No batch delay: it is handed over within the task (a page being hidden has no other).
    await Promise.resolve();
    await Promise.resolve();
    expect(beacon.sent).to.have.length(1);
    const { url, body } = beacon.sent[0]!;
    expect(url).to.equal('https://bakery.example.com/api/v1/events');
    expect(body.get('customSchemaName')).to.equal('Performance');
    expect(JSON.parse(body.get('commonData')!)).to.include({
      action: 'load',
      actor: 'user',
      object_type: 'website',
      event_source: 'web',
      event_owner_team: 'web_performance',
    });
    const custom = JSON.parse(body.get('customData')!);
    expect(custom).to.include({ page_load_id: RECORD.pageLoadId, environment: 'prod' });
    expect(custom).to.not.have.property('customSchemaName');
  });
});
