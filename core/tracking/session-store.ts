import { ANALYTICS_ID_FORM, type AnalyticsIdCookie } from './analytics-cookie.ts';
import { TRACKING_MESSAGES } from './messages.ts';
import { randomId } from './random-id.ts';

/** localStorage: the visitor's analytics id and when it expires (ms since epoch). */
export const ANALYTICS_ID_KEY = 'ss_analytics_id';
export const ANALYTICS_ID_EXPIRY_KEY = 'ss_analytics_id_expires';
/** sessionStorage: this browser session's id, landing address and first-session flag (JSON). */
export const SESSION_KEY = 'ss_analytics_session';
/** Part 2 §9: the analytics id lasts 390 days. */
export const ANALYTICS_ID_LIFETIME_MS = 390 * 86_400_000;

export interface SessionInfo {
  analyticsId: string;
  sessionId: string;
  /** The address the session began on. */
  firstLanding: string;
  /** True when the session began with a new analytics id: the visitor's first session. */
  firstSession: boolean;
}

export interface SessionSources {
  now: number;
  pageUrl: string;
  localStorage?: () => Storage;
  sessionStorage?: () => Storage;
  /**
   * The analytics cookie (the trackers build it from the `pageCookies` that what loads with the
   * page hands over, so that this module shares no code with it); without one the id is kept in
   * storage alone.
   */
  cookie?: AnalyticsIdCookie;
  warn: (message: string) => void;
}

const { storeAnalyticsIdFailed, storageUnavailable } = TRACKING_MESSAGES;

let forgets = 0;

/** Called by `forgetAnalyticsId`: a session read before it is not to be used again. */
export const noteAnalyticsIdForgotten = (): void => void forgets++;

/** How many times the analytics id was forgotten on this page. */
export const analyticsIdForgets = (): number => forgets;

/** The stored analytics id while it has not expired and has an id's form, else null. */
function unexpiredId(store: Storage, now: number): string | null {
  const id = store.getItem(ANALYTICS_ID_KEY);
  return Number(store.getItem(ANALYTICS_ID_EXPIRY_KEY)) > now && ANALYTICS_ID_FORM.test(id ?? '')
    ? id
    : null;
}

/** The cookie's id; undefined when it has none or cannot be read. */
function cookieId(cookie: AnalyticsIdCookie | undefined): string | undefined {
  try {
    return cookie?.read();
  } catch {
    return undefined;
  }
}

/**
 * The analytics id, renewed for 390 days on every page that tracks, in the analytics cookie and
 * in localStorage. The cookie's id comes first: shared across the provider's own domains, it is
 * the one every site there knows the visitor by; storage keeps the id where cookies are not
 * kept. Neither holding one (or neither readable) gives a new id; a write that fails warns
 * 'Unable to store analyticsId' and the id serves this page.
 */
function analyticsId(sources: SessionSources): { id: string; created: boolean } {
  let store: Storage | undefined;
  let stored: string | null = null;
  try {
    store = (sources.localStorage ?? (() => globalThis.localStorage))();
    stored = unexpiredId(store, sources.now);
  } catch {
    store = undefined;
    sources.warn(storageUnavailable);
  }
  const kept = cookieId(sources.cookie) ?? stored;
  const id = kept ?? randomId();
  const expires = sources.now + ANALYTICS_ID_LIFETIME_MS;
  const written = [
    () => sources.cookie?.write(id, new Date(expires)),
    () => {
      store?.setItem(ANALYTICS_ID_KEY, id);
      store?.setItem(ANALYTICS_ID_EXPIRY_KEY, String(expires));
    },
  ].map((write) => {
    try {
      write();
      return true;
    } catch {
      return false;
    }
  });
  if (written.includes(false)) sources.warn(storeAnalyticsIdFailed);
  return { id, created: !kept };
}

/**
 * The visitor's analytics id for page speed's records, as the schema tracker keeps it: read
 * through the session (`readSessionInfo`), so a first visit makes and stores the id and starts
 * its session as the first one, and the record and its Performance event (sent through the
 * schema tracker just after) carry the same id and the same session. Where storage cannot be
 * reached, each gets an id of its own for the page.
 */
export function pageAnalyticsId(
  sources: Partial<SessionSources> & { now: number } = { now: Date.now() },
): string {
  return readSessionInfo({
    pageUrl: globalThis.location?.href ?? '',
    warn: console.warn,
    ...sources,
  }).analyticsId;
}

type StoredSession = Omit<SessionInfo, 'analyticsId'>;

function parseSession(text: string | null): StoredSession | undefined {
  try {
    const saved = JSON.parse(text ?? '') as Partial<StoredSession>;
    if (
      typeof saved.sessionId === 'string' &&
      typeof saved.firstLanding === 'string' &&
      typeof saved.firstSession === 'boolean'
    ) {
      return saved as StoredSession;
    }
  } catch {
    // Treated as no session.
  }
  return undefined;
}

/** The session info for this page, started (and stored) when the browser session has none. */
export function readSessionInfo(sources: SessionSources): SessionInfo {
  const analytics = analyticsId(sources);
  const fresh: StoredSession = {
    sessionId: randomId(),
    firstLanding: sources.pageUrl,
    firstSession: analytics.created,
  };
  try {
    const store = (sources.sessionStorage ?? (() => globalThis.sessionStorage))();
    const saved = parseSession(store.getItem(SESSION_KEY));
    if (saved) return { analyticsId: analytics.id, ...saved };
    store.setItem(SESSION_KEY, JSON.stringify(fresh));
  } catch {
    sources.warn(storageUnavailable);
  }
  return { analyticsId: analytics.id, ...fresh };
}
