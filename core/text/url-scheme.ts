// RFC 3986: a letter, then letters, digits, '+', '.' or '-', then ':'.
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
// 'example.com:8080/shop' fits the scheme syntax, but a dotted name and a port is a host.
const DOTTED_HOST_WITH_PORT = /^[a-z0-9-]+(?:\.[a-z0-9-]+)+:\d+(?:[/?#]|$)/i;
// The word a link starts with, when a scheme's ':' or a '/' (or a near miss of them) follows it.
const LEADING_WORD = /^([a-z]+)[:/\\;]/i;

/**
 * The scheme a link starts with, lower-cased and without its ':', or `undefined` when it has none.
 * A dotted host and port ('example.com:8080') has none.
 */
export function schemeOf(link: string): string | undefined {
  if (DOTTED_HOST_WITH_PORT.test(link)) return undefined;
  return SCHEME.exec(link)?.[1]!.toLowerCase();
}

/** Whether `a` becomes `b` by inserting, deleting or replacing at most one character. */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  const restA = a.slice(i);
  const restB = b.slice(i);
  return restA.slice(1) === restB.slice(1) || restA.slice(1) === restB || restA === restB.slice(1);
}

/**
 * Whether a link starts like a web address typed by hand: 'http' or 'https', or a word one typing
 * slip away from them ('htp', 'htttp', 'htps'), followed by ':' or a slash (or ';'). Real schemes
 * that are two or more slips away, such as 'ftp', 'sftp' and 'tftp', do not look like http.
 */
export function looksLikeHttp(link: string): boolean {
  const word = LEADING_WORD.exec(link)?.[1]!.toLowerCase();
  if (word === undefined) return false;
  return withinOneEdit(word, 'http') || withinOneEdit(word, 'https');
}
