const TAG = /<[^>]*>/g;
/**
 * A character reference: numeric (`&#32;`, `&#x20;`, the semicolon may be left out) or named
 * (with its semicolon; without one, HTML reads only a few old names, `&nbsp` among them).
 */
const REFERENCE = /&(?:(#\d+|#x[\da-f]+);?|([a-z]+\d*);|(nbsp))/gi;
/** The named references that stand for whitespace (the editor writes `&nbsp;`). */
const WHITESPACE_NAMES =
  /^(nbsp|NonBreakingSpace|ensp|emsp|emsp13|emsp14|numsp|puncsp|thinsp|ThinSpace|hairsp|VeryThinSpace|MediumSpace|Tab|NewLine)$/;

/** A reference as the text it stands for when it is whitespace; anything else as a letter. */
function whitespaceOf(
  reference: string,
  numeric: string | undefined,
  name: string | undefined,
  bare: string | undefined,
): string {
  // Without its semicolon only `nbsp` itself is read, in lower case as HTML writes it.
  if (bare !== undefined) return bare === 'nbsp' ? ' ' : 'x';
  if (!numeric) return WHITESPACE_NAMES.test(name!) ? ' ' : 'x';
  const hex = numeric[1] === 'x' || numeric[1] === 'X';
  const code = hex ? parseInt(numeric.slice(2), 16) : +numeric.slice(1);
  return code <= 0x10ffff && String.fromCodePoint(code).trim() === '' ? ' ' : reference;
}

/**
 * Whether rich text says nothing (CLARIFICATIONS "Empty paragraph"): once tags (`<br>`
 * included) are removed and character references read (`&nbsp;`, and any other that stands for
 * whitespace: `&#32;`, `&emsp;`), only whitespace is left. Anything but a string is empty too.
 */
export function isEmptyParagraph(html: unknown): boolean {
  if (typeof html !== 'string') return true;
  return html.replace(TAG, '').replace(REFERENCE, whitespaceOf).trim() === '';
}
