const REFERENCES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\xa0',
};

/**
 * The text of `html` without its markup, read without parsing it (for a page that refuses the
 * markup): tags dropped, code and styles with their content, the common character references
 * read.
 */
export const htmlToText = (html: string): string =>
  html
    .replace(
      /<(script|style|template|noscript)\b[\s\S]*?<\/\1\s*>|<!--[\s\S]*?-->|<[a-z/!?][^>]*>/gi,
      '',
    )
    .replace(
      /&(?:#(\d+)|#[xX]([\da-fA-F]+)|(amp|lt|gt|quot|apos|nbsp));/g,
      (reference, decimal?: string, hex?: string, name?: string) => {
        if (name) return REFERENCES[name]!;
        const code = decimal ? +decimal : parseInt(hex!, 16);
        return code > 0x10ffff ? reference : String.fromCodePoint(code);
      },
    );
