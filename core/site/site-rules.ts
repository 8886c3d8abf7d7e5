import type { SiteContext } from './context-types.ts';
import { differsFromPlatformHost } from './custom-domain.ts';
import { WebsiteRole } from './enumerations.ts';

/** The site's own address on the platform: `{identifier}.{appDomain}`. */
export function platformHost(context: SiteContext): string {
  return `${context.website.identifier}.${context.appDomain}`.toLowerCase();
}

/** A custom domain is a page host other than the site's platform host. */
export function isCustomDomain(context: SiteContext, pageHost: string): boolean {
  return differsFromPlatformHost(context.website.identifier, context.appDomain, pageHost);
}

/**
 * The owner's configuration panel for the current page:
 * `https://{identifier}.{appDomain}/config/?frameUrl=` + encoded path and search.
 */
export function configPanelUrl(
  context: SiteContext,
  page: { pathname: string; search: string },
): string {
  return `https://${platformHost(context)}/config/?frameUrl=${encodeURIComponent(page.pathname + page.search)}`;
}

/** True when the account's only role on the site is viewer. */
export function isViewerOnly(roles: readonly number[]): boolean {
  return roles.length > 0 && roles.every((role) => role === WebsiteRole.values.viewer);
}
