import { pageUsageTracked, recordLegacyEvent } from '../core/tracking/index.ts';

/**
 * Records a visitor's use of a widget as a RecordEvent (the legacy tracker: the page's fields,
 * then `fields`), only with consent, and never for the site's signed-in owners (part 1 §6):
 * otherwise nothing is sent. Resolves to whether it was recorded. The owner view lists what the
 * dev API stored.
 */
export function recordWidgetEvent(
  event: string,
  fields: Record<string, unknown>,
): Promise<boolean> {
  if (!pageUsageTracked()) return Promise.resolve(false);
  return recordLegacyEvent(event, fields);
}
