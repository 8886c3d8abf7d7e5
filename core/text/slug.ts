const WHITESPACE_RUN = /\s+/gu;
// Letters of any script (with their combining marks), decimal digits of any script, '/' and '-'.
const NOT_KEPT = /[^\p{L}\p{M}\p{Nd}/-]+/gu;
// A combining mark with no letter (or mark of one) before it: what it would mark was dropped.
const LONE_MARKS = /(?<![\p{L}\p{M}])\p{M}+/gu;
const HYPHEN_RUN = /-{2,}/g;
const EDGE_HYPHENS = /^-+|-+$/g;

/**
 * A blog slug from a title (part 1 §5, CLARIFICATIONS "Slugs"): lower-cased; any whitespace becomes
 * a hyphen; letters of any script (`\p{L}`), digits, `/` and `-` are kept and everything else is
 * dropped; runs of hyphens collapse to one; leading and trailing hyphens are trimmed.
 *
 * Our reading where the spec is open: "digits" are decimal digits of any script (`\p{Nd}`), like the
 * letters; text is put in Unicode NFC first and again after filtering, so a letter typed as base +
 * combining accent is kept whole and the result is stable (`toSlug(toSlug(x)) === toSlug(x)`).
 * Combining marks are kept as part of their letters, so scripts that write vowels as marks
 * (Devanagari 'हिन्दी') stay readable; a mark with no letter before it is dropped. Slashes are kept as they stand.
 */
export function toSlug(text: string): string {
  if (typeof text !== 'string') {
    throw new Error(`toSlug needs the text to turn into a slug as a string; got ${typeof text}.`);
  }
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(WHITESPACE_RUN, '-')
    .replace(NOT_KEPT, '')
    .replace(LONE_MARKS, '')
    .normalize('NFC')
    .replace(HYPHEN_RUN, '-')
    .replace(EDGE_HYPHENS, '');
}
