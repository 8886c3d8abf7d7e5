import { pageUsageTracked, recordLegacyEvent } from '../core/tracking/index.ts';
import { mayTrack } from '../core/tracking/consent-gate.ts';

/** What became of a widget event: sent, not to be sent (no consent, or the owner), or lost. */
export type WidgetEventOutcome = 'recorded' | 'not tracked' | 'failed';

/**
 * Records a visitor's use of a widget as a RecordEvent (the legacy tracker: the page's fields,
 * then `fields`), only with consent, and never for the site's signed-in owners (part 1 §6):
 * otherwise nothing is sent. The owner view lists what the dev API stored.
 */
export async function recordWidgetEvent(
  event: string,
  fields: Record<string, unknown>,
): Promise<WidgetEventOutcome> {
  if (!pageUsageTracked() || !mayTrack()) return 'not tracked';
  return (await recordLegacyEvent(event, fields)) ? 'recorded' : 'failed';
}
