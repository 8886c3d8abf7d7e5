const TAG = /<[^>]*>/g;
// &nbsp; as the editor writes it, and its numeric forms.
const NO_BREAK_SPACE = /&nbsp;|&#160;|&#x0*a0;/gi;

/**
 * Whether rich text says nothing (CLARIFICATIONS "Empty paragraph"): once tags (`<br>`
 * included) and no-break spaces are removed, only whitespace is left. Anything but a string is
 * empty too.
 */
export function isEmptyParagraph(html: unknown): boolean {
  if (typeof html !== 'string') return true;
  return html.replace(TAG, '').replace(NO_BREAK_SPACE, ' ').trim() === '';
}
