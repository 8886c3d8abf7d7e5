import { analyticsIdCookie } from './analytics-cookie.ts';
import { pageCookies } from './page-cookies.ts';

/**
 * The page's analytics cookie, for code that has it at hand (the trackers' own parts build it
 * from `pageCookies` once imported, so that what loads with the page does not carry it).
 */
export const pageAnalyticsCookie = analyticsIdCookie(pageCookies);
