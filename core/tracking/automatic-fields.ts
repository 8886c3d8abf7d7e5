import type { PageSnapshot } from './schema-tracker.ts';
import type { SessionInfo } from './session-store.ts';

/** Part 2 §3: the resolved locale when nothing names one. */
export const DEFAULT_LOCALE = 'en-US';

/**
 * The common fields every schema event gets (part 2 §3), strings or null as every common field
 * is: sizes, the client timestamp (ms since the epoch) and first_session ('true' or 'false')
 * included. The resolved locale is the event's frontsite_language, else its website_locale,
 * else the site's locale, else 'en-US'.
 */
export function automaticFields(
  { url, path, viewport, language, referrer, marketingId, facts }: PageSnapshot,
  now: number,
  session: SessionInfo,
  common: Record<string, string | null>,
): Record<string, string | null> {
  return {
    browser_window_width: String(viewport.width),
    browser_window_height: String(viewport.height),
    browser_language: language || null,
    page_host: url.host,
    page_path: path,
    page_query_params: url.search.slice(1) || null,
    page_referrer: referrer || null,
    resolved_locale:
      common.frontsite_language || common.website_locale || facts.websiteLocale || DEFAULT_LOCALE,
    client_timestamp: String(now),
    marketing_id: marketingId ?? null,
    session_id: session.sessionId,
    first_landing: session.firstLanding,
    first_session: String(session.firstSession),
    website_id: facts.websiteId,
    template_id: facts.templateId,
    member_account_id: facts.memberAccountId,
  };
}
