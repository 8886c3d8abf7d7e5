const TAG = /<[^>]*>/g;
/**
 * A character reference: numeric (`&#32;`, `&#x20;`) or named, the semicolon left out as HTML
 * allows for a few (`&nbsp`).
 */
const REFERENCE = /&(#\d+|#x[\da-f]+|[a-z]+\d*);?/gi;
/** The named references that stand for whitespace (the editor writes `&nbsp;`). */
const WHITESPACE_NAMES =
  /^(nbsp|NonBreakingSpace|ensp|emsp|emsp13|emsp14|numsp|puncsp|thinsp|ThinSpace|hairsp|VeryThinSpace|MediumSpace|Tab|NewLine)$/;

/** A reference as the text it stands for when it is whitespace; anything else as a letter. */
function whitespaceOf(reference: string, name: string): string {
  if (name[0] !== '#') return WHITESPACE_NAMES.test(name) ? ' ' : 'x';
  const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : +name.slice(1);
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
