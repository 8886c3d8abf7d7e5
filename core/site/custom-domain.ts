import { getRawPageContext, isRecord } from './context-json.ts';

/**
 * Whether a page host (its name, without a port) is a custom domain: a host other than the
 * site's `{identifier}.{appDomain}` (compared without regard to case). Without an identifier or
 * app domain there is no platform host to differ from, so no host is custom.
 */
export function differsFromPlatformHost(
  identifier: unknown,
  appDomain: unknown,
  pageHost: string,
): boolean {
  if (typeof identifier !== 'string' || typeof appDomain !== 'string') return false;
  if (!identifier || !appDomain) return false;
  return pageHost.toLowerCase() !== `${identifier}.${appDomain}`.toLowerCase();
}

/**
 * The same rule read from the page context as the host wrote it, for code that has no typed
 * one.
 */
export function isCustomDomainPage(pageHost: string, context = getRawPageContext()): boolean {
  const website = isRecord(context.website) ? context.website : {};
  return differsFromPlatformHost(website.identifier, context.appDomain, pageHost);
}
