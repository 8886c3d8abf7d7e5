/** The search page, which is not counted as a page view (part 1 §2). */
export const SEARCH_PATH = '/search';
/** The owner's configuration panel and everything below it. */
export const CONFIG_PATH = '/config';

/** The path of an address or path, without query or hash, trailing slashes removed except root. */
export function trimPath(pathOrUrl: string): string {
  let path = pathOrUrl.replace(/[?#].*$/s, '');
  if (!path.startsWith('/')) {
    try {
      path = new URL(pathOrUrl).pathname;
    } catch {
      // Not an address: a path as given.
    }
  }
  return path.replace(/\/+$/, '') || '/';
}

/** The current page's path with the trailing slash removed (root stays '/'). */
export function currentPath(pageUrl: string = globalThis.location?.href ?? '/'): string {
  return trimPath(pageUrl);
}

/** '/search', '/search/' and '/search?q=…' are left out of page-view tracking. */
export function isPageViewExcluded(pathOrUrl: string): boolean {
  return trimPath(pathOrUrl) === SEARCH_PATH;
}

/** '/config' and every path below it. */
export function isConfigPath(pathOrUrl: string): boolean {
  const path = trimPath(pathOrUrl);
  return path === CONFIG_PATH || path.startsWith(`${CONFIG_PATH}/`);
}
