import { getRawPageContext, isRecord } from './context-json.ts';

/** A host's name alone: no port, lower case. */
const hostName = (host: string) => host.replace(/:\d*$/, '').toLowerCase();

/**
 * Whether a page host is a custom domain: a host other than the site's `{identifier}.{appDomain}`
 * (names compared without regard to case or port: an app domain served on a port of its own, as
 * in development, names the same host). Without an identifier or app domain there is no platform
 * host to differ from, so no host is custom.
 */
export function differsFromPlatformHost(
  identifier: unknown,
  appDomain: unknown,
  pageHost: string,
): boolean {
  if (typeof identifier !== 'string' || typeof appDomain !== 'string') return false;
  if (!identifier || !appDomain) return false;
  return hostName(pageHost) !== hostName(`${identifier}.${appDomain}`);
}

/**
 * The same rule read from the page context as the host wrote it, for code that has no typed
 * one.
 */
export function isCustomDomainPage(pageHost: string, context = getRawPageContext()): boolean {
  const website = isRecord(context.website) ? context.website : {};
  return differsFromPlatformHost(website.identifier, context.appDomain, pageHost);
}
