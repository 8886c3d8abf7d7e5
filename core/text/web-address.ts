const HTTP_START = /^https?:\/\//i;
// Two slashes of either kind start a protocol-relative address, as browsers read '//host' and '/\host'.
const PROTOCOL_RELATIVE_START = /^[/\\]{2}/;
const AUTHORITY_END = /[/\\?#]/;
const WHITESPACE = /\s/u;
// An IPv6 literal, or a name of any script without the characters a host may not hold (the URL
// standard's forbidden host code points, and '%'), then an optional port.
const HOST_AND_PORT = /^(\[[0-9a-f:.]+\]|[^\0-\x20#%/:<>?@[\\\]^|\x7f]+)(?::[0-9]*)?$/iu;

/** What follows the '//' up to the path, query or hash: [user@]host[:port]. */
function authorityOf(afterSlashes: string): string {
  const end = afterSlashes.search(AUTHORITY_END);
  return end === -1 ? afterSlashes : afterSlashes.slice(0, end);
}

/**
 * The host an authority names, or `undefined` when it names none or holds what no host may.
 * We check this ourselves rather than trusting `URL` alone: browsers differ on hosts with spaces
 * (Chromium percent-encodes them where the URL standard refuses them).
 */
function hostOf(authority: string): string | undefined {
  if (WHITESPACE.test(authority)) return undefined;
  const hostAndPort = authority.slice(authority.lastIndexOf('@') + 1);
  return HOST_AND_PORT.exec(hostAndPort)?.[1];
}

function parses(address: string): boolean {
  try {
    new URL(address);
    return true;
  } catch {
    return false;
  }
}

export function isProtocolRelative(link: string): boolean {
  return PROTOCOL_RELATIVE_START.test(link);
}

/** Whether a link is a well-formed `http://host…` or `https://host…` address. */
export function isWellFormedHttp(link: string): boolean {
  const start = HTTP_START.exec(link);
  if (start === null) return false;
  return hostOf(authorityOf(link.slice(start[0].length))) !== undefined && parses(link);
}

/** Whether a protocol-relative link (`//host…`) names a host and parses. */
export function isWellFormedProtocolRelative(link: string): boolean {
  if (!isProtocolRelative(link)) return false;
  return hostOf(authorityOf(link.slice(2))) !== undefined && parses(`https:${link}`);
}

/**
 * Whether a link without a scheme reads as a web address such as `example.com` or
 * `www.example.com/shop?page=2`: it names no user, its host has two or more dot-separated parts,
 * and it parses after `https://`.
 */
export function isBareWebAddress(link: string): boolean {
  const authority = authorityOf(link);
  if (authority.includes('@')) return false;
  const host = hostOf(authority);
  if (host === undefined) return false;
  const labels = host.split('.');
  return labels.length >= 2 && labels.every((label) => label !== '') && parses(`https://${link}`);
}
