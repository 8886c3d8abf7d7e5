import type { FatalErrorDetail } from '../data/events.ts';
import type { SchemaEventSink } from './page-speed/event.ts';

/** The custom schema the platform's own analytics events go under. */
export const INTERNAL_SCHEMA = 'Internal';

/**
 * The internal analytics event recorded when a call the page could not do without found no
 * connection (part 1 §8: the network error's full-screen message is shown and 'an internal
 * analytics event is recorded'). Only the path of the address the page asked for is kept (no
 * host, query or fragment), so the event names the failing call and nothing about the visitor.
 */
export function networkFailureEvent(path: string) {
  return {
    actor: 'user',
    action: 'network_error',
    event_owner_team: 'web_platform',
    event_source: 'web',
    object_type: 'data_request',
    object_identifier: new URL(path, 'http://site.invalid/').pathname,
  };
}

/**
 * Records the internal analytics event for each network failure a data client raises as its
 * full-screen error (`fatal-error` with `kind: 'network'`), through the page's schema tracker
 * (which asks consent first). Server failures are the error reporter's. Answers the function
 * that stops it.
 */
export function recordNetworkFailures(client: EventTarget, tracker: SchemaEventSink): () => void {
  const onFatal = (event: Event) => {
    const detail = (event as Event & { detail?: FatalErrorDetail }).detail;
    if (detail?.kind !== 'network') return;
    try {
      tracker.track(networkFailureEvent(detail.path), INTERNAL_SCHEMA);
    } catch {
      // Tracking never breaks the page.
    }
  };
  client.addEventListener('fatal-error', onFatal);
  return () => client.removeEventListener('fatal-error', onFatal);
}
