import { looksLikeHttp, schemeOf } from './url-scheme.ts';
import {
  isProtocolRelative,
  isWellFormedHttp,
  isWellFormedProtocolRelative,
} from './web-address.ts';

/**
 * What a link points at (part 1 §2, CLARIFICATIONS "Link categories").
 * - `anchor`: '#…' on the same page.
 * - `content`: a path on the site ('/…').
 * - `file`: an uploaded file ('/s/…').
 * - `external`: `http(s)://host…`, protocol-relative `//host…`, or a bare web address (`example.com`).
 * - `empty`: nothing, or only whitespace.
 * - `malformed-protocol`: starts like http(s) but does not parse ('http:/x', 'https//x', 'htp://x').
 * - `other-protocol`: any other valid scheme (mailto, tel, ftp, sms, javascript …).
 */
export type LinkCategory =
  'anchor' | 'content' | 'file' | 'external' | 'empty' | 'malformed-protocol' | 'other-protocol';

export const LINK_CATEGORIES: readonly LinkCategory[] = Object.freeze([
  'anchor',
  'content',
  'file',
  'external',
  'empty',
  'malformed-protocol',
  'other-protocol',
]);

/**
 * The category of an href. Whitespace around it is ignored, as browsers ignore it.
 *
 * Our reading where the spec is open: two leading slashes of either kind ('//host', '/\host') are
 * protocol-relative, as browsers read them, so they are external when they name a host and
 * malformed otherwise ('//', '///x'); the http(s)-looking starts are 'http' or 'https' or a word
 * one typing slip from them ('htp', 'htps', 'hhttp') before ':' or a slash; text with no scheme
 * that is not a path or anchor is read as a bare web address (the link editor's 'example.com'),
 * hence external: `checkLink` says whether it really is one. The file prefix '/s/' is matched as
 * written (case-sensitive), as paths are.
 */
export function linkCategory(href: string): LinkCategory {
  const link = href.trim();
  if (link === '') return 'empty';
  if (link.startsWith('#')) return 'anchor';
  if (isProtocolRelative(link)) {
    return isWellFormedProtocolRelative(link) ? 'external' : 'malformed-protocol';
  }
  if (link.startsWith('/s/')) return 'file';
  if (link.startsWith('/')) return 'content';
  if (looksLikeHttp(link)) return isWellFormedHttp(link) ? 'external' : 'malformed-protocol';
  if (schemeOf(link) !== undefined) return 'other-protocol';
  return 'external';
}
