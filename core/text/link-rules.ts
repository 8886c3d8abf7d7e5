import { codePointLength } from './code-points.ts';
import { isEmailAddress } from './email-address.ts';
import { linkCategory, type LinkCategory } from './link-category.ts';
import { schemeOf } from './url-scheme.ts';
import { isBareWebAddress, isProtocolRelative } from './web-address.ts';

/**
 * Length limits of links (part 1 §5): a link is valid only when its length is under (less than) its
 * limit. Lengths are of the whole href, scheme included (CLARIFICATIONS "Link limits").
 */
export const LINK_LIMITS = Object.freeze({
  tel: 50,
  sms: 1000,
  mailto: 1000,
  anchor: 100,
  ftp: 100,
  javascript: 250,
  path: 150,
});

/** A phone link needs at least this many digits, '+' and '-' together. */
export const TEL_MIN_DIALLING_CHARACTERS = 4;

/** The rule a link broke. */
export type LinkRule =
  | 'empty'
  | 'malformed-protocol'
  | 'web-address'
  | 'tel-length'
  | 'tel-characters'
  | 'tel-dialling-characters'
  | 'sms-length'
  | 'mailto-length'
  | 'mailto-address'
  | 'anchor-length'
  | 'ftp-length'
  | 'javascript-length'
  | 'path-length';

export type LinkCheck =
  | { readonly valid: true; readonly category: LinkCategory }
  | { readonly valid: false; readonly category: LinkCategory; readonly rule: LinkRule };

// Digits, '+', '-', spaces, parentheses and dots (CLARIFICATIONS "Link limits").
const TEL_CHARACTERS = /^[0-9+\-(). ]*$/;
const TEL_DIALLING_CHARACTER = /[0-9+-]/g;

function under(link: string, limit: number): boolean {
  return codePointLength(link) < limit;
}

/** The first rule of a scheme's link that `link` breaks, or `undefined` when it keeps them all. */
function brokenSchemeRule(link: string, scheme: string): LinkRule | undefined {
  const rest = link.slice(scheme.length + 1);
  switch (scheme) {
    case 'tel':
      if (!under(link, LINK_LIMITS.tel)) return 'tel-length';
      if (!TEL_CHARACTERS.test(rest)) return 'tel-characters';
      return (rest.match(TEL_DIALLING_CHARACTER)?.length ?? 0) < TEL_MIN_DIALLING_CHARACTERS
        ? 'tel-dialling-characters'
        : undefined;
    case 'sms':
      return under(link, LINK_LIMITS.sms) ? undefined : 'sms-length';
    case 'mailto':
      if (!under(link, LINK_LIMITS.mailto)) return 'mailto-length';
      return isEmailAddress(rest.split('?')[0]!) ? undefined : 'mailto-address';
    case 'ftp':
      return under(link, LINK_LIMITS.ftp) ? undefined : 'ftp-length';
    case 'javascript':
      return under(link, LINK_LIMITS.javascript) ? undefined : 'javascript-length';
    default:
      return undefined;
  }
}

function brokenRule(link: string, category: LinkCategory): LinkRule | undefined {
  switch (category) {
    case 'empty':
    case 'malformed-protocol':
      return category;
    case 'anchor':
      return under(link, LINK_LIMITS.anchor) ? undefined : 'anchor-length';
    case 'content':
    case 'file':
      return under(link, LINK_LIMITS.path) ? undefined : 'path-length';
    case 'external':
      if (isProtocolRelative(link) || schemeOf(link) !== undefined) return undefined;
      return isBareWebAddress(link) ? undefined : 'web-address';
    case 'other-protocol':
      // The category is 'other-protocol' only when the link has a scheme.
      return brokenSchemeRule(link, schemeOf(link)!);
  }
}

/**
 * Checks an href against the link rules (part 1 §5, CLARIFICATIONS "Link limits"):
 * tel under 50 characters, holding only digits, '+', '-', spaces, parentheses and dots, with at least
 * 4 of digits, '+' and '-'; sms under 1000; mailto under 1000 with an address of one '@' and a dotted
 * domain; anchors under 100; ftp under 100; javascript under 250; site paths ('/…', files included)
 * under 150. Whitespace around the href is ignored; lengths count code points.
 *
 * Beyond the length rules: an empty href fails 'empty'; a malformed http(s) start fails
 * 'malformed-protocol'; a bare address ('example.com') fails 'web-address' unless it parses as a web
 * address with a dotted host (the editor's 'Links must be formatted as example.com or
 * https://example.com'). Schemes without a rule (webcal, skype …) are valid. The mailto address is the
 * part before any '?'. This checks form, not safety: `javascript:` links are for site owners' own
 * buttons, and keeping them away from data-driven navigation is the URL guard's job.
 */
export function checkLink(href: string): LinkCheck {
  const link = href.trim();
  const category = linkCategory(link);
  const rule = brokenRule(link, category);
  return rule === undefined ? { valid: true, category } : { valid: false, category, rule };
}
