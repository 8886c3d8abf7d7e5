/** The visitor record cookie (part 1 §9). */
export const VISITOR_COOKIE = 'ss_cvr';
/** About two years. */
export const VISITOR_COOKIE_LIFETIME_MS = 63_072_000_000;
/** The session cookie: the time of the latest page view in this session (part 1 §9). */
export const SESSION_COOKIE = 'ss_cvt';
/** Thirty minutes: a session older than this has expired. */
export const SESSION_COOKIE_LIFETIME_MS = 1_800_000;
export const VISIT_COOKIE_PATH = '/';
