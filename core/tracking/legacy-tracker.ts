import { getRawCookie } from '../net/cookies.ts';
import { getRawPageContext } from '../site/context-json.ts';
import { pageHref, pageTitle, screenSize, userAgent, viewportSize } from './browser.ts';
import { mayTrack, type ConsentGate } from './consent-gate.ts';
import { objectIn, textOf } from './context.ts';
import { currentPath } from './paths.ts';
import { siteFacts, type SiteFacts } from './site-facts.ts';
import { FORM_TYPE, postOutlivingPage, withCrumb } from './transport.ts';

export const RECORD_EVENT_PATH = '/api/events/RecordEvent';
/** The visitor record cookie (part 1 §9), sent as visitorCookie. */
const VISITOR_COOKIE = 'ss_cvr';

/** Part 2 §3: the legacy event payload; page-context fields appear where available. */
export interface LegacyEventPayload {
  websiteId: string | null;
  memberAccountId: string | null;
  website_locale: string | null;
  member_locale: string | null;
  templateId: string | null;
  variantId: string | null;
  pageHash: string;
  pagePath: string;
  userAgent?: string;
  /** The client's clock as ISO 8601. */
  clientDate?: string;
  viewportWidth?: number;
  viewportHeight?: number;
  screenWidth?: number;
  screenHeight?: number;
  url?: string;
  title?: string;
  itemId?: string;
  recordType?: number;
  collectionId?: string;
  visitorCookie?: string;
  [field: string]: unknown;
}

export interface LegacyTrackerOptions {
  canTrack?: ConsentGate;
  /** Sends the event; the global fetch when left out. */
  fetch?: typeof fetch;
  pageUrl?: () => string;
  now?: () => number;
  facts?: () => Partial<SiteFacts>;
}

/** The payload for this page, with the caller's fields on top. */
export function legacyPayload(
  fields: Record<string, unknown> = {},
  options: LegacyTrackerOptions = {},
): LegacyEventPayload {
  const url = new URL((options.pageUrl ?? pageHref)());
  const facts = siteFacts(options.facts);
  const context = getRawPageContext();
  const viewport = viewportSize();
  const screen = screenSize();
  const recordType = objectIn(context, 'item').recordType;
  const available: Record<string, unknown> = {
    userAgent: userAgent(),
    clientDate: new Date((options.now ?? Date.now)()).toISOString(),
    viewportWidth: viewport.width,
    viewportHeight: viewport.height,
    screenWidth: screen.width,
    screenHeight: screen.height,
    url: url.href,
    title: pageTitle(),
    itemId: textOf(context.itemId),
    recordType: typeof recordType === 'number' ? recordType : undefined,
    collectionId: textOf(context.collectionId),
    visitorCookie: getRawCookie(VISITOR_COOKIE),
  };
  // Page-context fields appear only where available.
  for (const name in available) {
    if (available[name] === undefined || available[name] === '') delete available[name];
  }
  return {
    websiteId: facts.websiteId,
    memberAccountId: facts.memberAccountId,
    website_locale: facts.websiteLocale,
    member_locale: facts.memberLocale,
    templateId: facts.templateId,
    variantId: null,
    pageHash: url.hash,
    pagePath: currentPath(url.href),
    ...available,
    ...fields,
  };
}

/**
 * The legacy tracker (part 2 §7): POST /api/events/RecordEvent on the site's own origin, form
 * fields crumb, event and data (the payload as JSON), sent once more with the fresh crumb after a
 * crumb failure. Resolves true when the server took it; sends nothing without consent and never
 * rejects.
 */
export async function recordLegacyEvent(
  eventName: string,
  payload: Record<string, unknown> = {},
  options: LegacyTrackerOptions = {},
): Promise<boolean> {
  try {
    if (!mayTrack(options.canTrack)) return false;
    const fields = { event: eventName, data: JSON.stringify(legacyPayload(payload, options)) };
    const post = (crumb: string | undefined) => {
      const body = new URLSearchParams(crumb === undefined ? fields : { crumb, ...fields });
      // Kept alive: an event recorded just before the page goes (a form's redirect) still arrives.
      return postOutlivingPage(RECORD_EVENT_PATH, body, FORM_TYPE, options.fetch);
    };
    return (await withCrumb(post)).ok;
  } catch {
    return false;
  }
}
