import { environmentFromHostname, type DeployEnvironment } from './environment.ts';
import type { PageSpeedRecord } from './types.ts';
import type { SchemaEventFields } from '../common-fields.ts';

/** The performance event for the schema tracker (part 2 §3): fixed attributes, then metrics. */
export interface PerformanceEvent {
  customSchemaName: 'Performance';
  action: 'load';
  actor: 'user';
  object_type: 'website';
  event_source: 'web';
  event_owner_team: 'web_performance';
  environment: DeployEnvironment;
  page_load_id: string;
  version: string;
  /** A score, neither time nor size, so it has no unit suffix. */
  cumulative_layout_shift: number | null;
  decoded_body_size_bytes: number | null;
  encoded_body_size_bytes: number | null;
  dom_content_loaded_event_start_ms: number | null;
  dom_content_loaded_event_end_ms: number | null;
  domain_lookup_ms: number | null;
  tcp_connection_ms: number | null;
  tls_negotiation_ms: number | null;
  first_contentful_paint_ms: number | null;
  first_input_delay_ms: number | null;
  largest_contentful_paint_ms: number | null;
  load_event_start_ms: number | null;
  load_event_end_ms: number | null;
  response_start_ms: number | null;
  time_to_interactive_ms: number | null;
  interaction_to_next_paint_ms: number | null;
}

/** Builds the performance event of a record; sending it is the schema tracker's job. */
export function performanceEvent(record: PageSpeedRecord, hostname: string): PerformanceEvent {
  return {
    customSchemaName: 'Performance',
    action: 'load',
    actor: 'user',
    object_type: 'website',
    event_source: 'web',
    event_owner_team: 'web_performance',
    environment: environmentFromHostname(hostname),
    page_load_id: record.pageLoadId,
    version: record.version,
    cumulative_layout_shift: record.cumulativeLayoutShift,
    decoded_body_size_bytes: record.decodedBodySize,
    encoded_body_size_bytes: record.encodedBodySize,
    dom_content_loaded_event_start_ms: record.domContentLoadedEventStart,
    dom_content_loaded_event_end_ms: record.domContentLoadedEventEnd,
    domain_lookup_ms: record.domainLookup,
    tcp_connection_ms: record.tcpConnection,
    tls_negotiation_ms: record.tlsNegotiation,
    first_contentful_paint_ms: record.firstContentfulPaint,
    first_input_delay_ms: record.firstInputDelay,
    largest_contentful_paint_ms: record.largestContentfulPaint,
    load_event_start_ms: record.loadEventStart,
    load_event_end_ms: record.loadEventEnd,
    response_start_ms: record.responseStart,
    time_to_interactive_ms: record.timeToInteractive,
    interaction_to_next_paint_ms: record.interactionToNextPaint,
  };
}

/** What `performanceEventSender` needs of a schema tracker. */
export interface SchemaEventSink {
  track(fields: SchemaEventFields, customSchemaName: string | null): void;
  flush(): Promise<void>;
}

/**
 * The `sendEvent` of `startPageSpeed` that hands each performance event to a schema tracker:
 * its custom schema ('Performance') goes as the event's schema name, not among its custom data.
 * A record goes as the page is hidden, so its event is sent at once rather than with the next
 * batch (the tracker's `preload` makes sure the sending code is already there).
 */
export const performanceEventSender =
  (tracker: SchemaEventSink) =>
  ({ customSchemaName, ...fields }: PerformanceEvent): void => {
    tracker.track(fields, customSchemaName);
    void tracker.flush();
  };
