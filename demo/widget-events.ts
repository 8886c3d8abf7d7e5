import { recordLegacyEvent } from '../core/tracking/index.ts';

/**
 * Records a visitor's use of a widget as a RecordEvent (the legacy tracker: the page's fields,
 * then `fields`), only with consent: without it nothing is sent. The owner view lists what the
 * dev API stored.
 */
export function recordWidgetEvent(event: string, fields: Record<string, unknown>): void {
  void recordLegacyEvent(event, fields);
}
