/** A Trusted Types policy, as far as it is used here (the DOM library does not declare them). */
interface HtmlPolicy {
  createHTML(html: string): string;
}

/**
 * The banner's Trusted Types policy, made on first use where the browser has them; false where it
 * has none or the page refused it (a `trusted-types` list without its name).
 */
let policy: HtmlPolicy | false | undefined;

/**
 * Parses the owner's HTML into an inert template's content (nothing in it runs or loads), or
 * answers undefined where the page refuses the markup (it requires Trusted Types and refused
 * the banner's policy, with no default policy taking it). The policy passes the markup as it is:
 * what it parses is only read as text, or cleaned (./sanitize-html.ts), before it shows.
 */
export function parseHtml(html: string): DocumentFragment | undefined {
  if (policy === undefined) {
    policy = false;
    try {
      const types = (
        globalThis as {
          trustedTypes?: { createPolicy(name: string, rules: HtmlPolicy): HtmlPolicy };
        }
      ).trustedTypes;
      policy = types?.createPolicy('ss-cookie-banner', { createHTML: (markup) => markup }) ?? false;
    } catch {
      // Refused: a default policy of the page's may still take the markup.
    }
  }
  const template = document.createElement('template');
  try {
    template.innerHTML = policy ? policy.createHTML(html) : html;
    return template.content;
  } catch {
    return undefined;
  }
}

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
