import { signedInAccount, websiteRoles } from './context.ts';
import { currentPath, isConfigPath } from './paths.ts';

export interface UsageSubject {
  /** Whether an account is signed in (the page context's authenticatedAccount). */
  authenticated: boolean;
  /** The account's website role numbers. */
  roles: readonly number[];
  /** The page's path. */
  path: string;
}

/**
 * The viewer role's number (part 2 §3), as `WebsiteRole.values.viewer` in core/site: written
 * out here, as `isViewerOnly` in core/site/site-rules.ts does the rule, so the trackers do not
 * load the enumerations (a test checks both agree).
 */
export const VIEWER_ROLE = 10;

/**
 * Part 1 §6: visitors are tracked; a signed-in account only when its only role is viewer (10)
 * and the page is outside the configuration paths ('/config' and below).
 */
export function shouldTrackUsage({ authenticated, roles, path }: UsageSubject): boolean {
  const viewerOnly = roles.length > 0 && roles.every((role) => role === VIEWER_ROLE);
  return !authenticated || (viewerOnly && !isConfigPath(path));
}

/** Part 1 §6: mouse positions are tracked for signed-in owners only. */
export function shouldTrackMousePosition(authenticated: boolean): boolean {
  return authenticated;
}

/** `shouldTrackUsage` for the current page, from its page context. */
export function pageUsageTracked(pageUrl?: string): boolean {
  return shouldTrackUsage({
    authenticated: signedInAccount() !== undefined,
    roles: websiteRoles(),
    path: currentPath(pageUrl),
  });
}
