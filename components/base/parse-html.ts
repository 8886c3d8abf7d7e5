/** A Trusted Types policy, as far as it is used here (the DOM library does not declare them). */
interface HtmlPolicy {
  createHTML(html: string): string;
}

/**
 * The elements' Trusted Types policy, `ss-elements`, made on first use where the browser has them;
 * false where it has none or the page refused it (a `trusted-types` list without its name).
 */
let policy: HtmlPolicy | false | undefined;

/**
 * Parses an owner's HTML into an inert template's content (nothing in it runs or loads), or
 * answers undefined where the page refuses the markup (it requires Trusted Types and refused
 * the `ss-elements` policy, with no default policy taking it). The policy passes the markup as it
 * is: callers only read what it parses (the cookie banner cleans it before it shows; a video
 * reads its embed's address and size).
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
      policy = types?.createPolicy('ss-elements', { createHTML: (markup) => markup }) ?? false;
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
