/**
 * The crumb goes only to the site's own calls: addresses on the page's own host. A secure call
 * on a custom domain upgrades the scheme to https on that same host, so the scheme is not
 * compared; the host (with port) is.
 */
export function isOwnSiteCall(
  target: string | URL,
  page: string | URL | undefined = globalThis.location?.href,
): boolean {
  if (page === undefined) return false;
  try {
    const pageUrl = new URL(page);
    const url = new URL(target, pageUrl);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host === pageUrl.host;
  } catch {
    return false;
  }
}
