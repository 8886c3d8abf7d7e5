/** The length of text in Unicode code points, so an emoji or other astral character counts once. */
export function codePointLength(text: string): number {
  let length = 0;
  for (const _codePoint of text) length += 1;
  return length;
}
