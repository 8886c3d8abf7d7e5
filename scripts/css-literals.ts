/**
 * Minifies the text of lit's css`…` templates: comments dropped, whitespace collapsed, no space
 * around braces, semicolons and commas, after a declaration's or a media feature's colon or
 * before `!important`, no last semicolon in a block, no leading zero before a decimal point, no
 * quotes around an attribute selector's value when it is a plain name, no `*` before another
 * simple selector, no space around a selector's `>`, `+` and `~` combinators or a value's `*`
 * and `/`, and `:before`/`:after` (CSS 2's spelling, same meaning) for `::before`/`::after`.
 * Strings, `url(…)` and `${…}` are copied as they are, and a space before a colon (the descendant
 * in `a :is(p)`) and around a value's `+` and `-` (which `calc()` needs) stays. The library build and `npm run size` both apply it, so what is measured is what ships.
 */
export function minifyCssLiterals(source: string): string {
  return source.replace(CODE_COMMENT_OR_CSS, (whole, body: string | undefined) =>
    body === undefined ? whole : `css\`${minifyCss(body)}\``,
  );
}

/**
 * A comment of the code, kept as it is (one that quotes `css` is no template), or a css``
 * template and its body. A `//` in a string before a template on its line hides that template:
 * it is left as written, never broken.
 */
const CODE_COMMENT_OR_CSS = /\/\/[^\n]*|\/\*[\s\S]*?\*\/|\bcss`([^`]*)`/g;

/** Parts copied as they are: strings, `url(…)`, and template interpolations. */
const KEPT = /("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\burl\([^)]*\)|\$\{[^}]*\})/;
/** A kept part, by its index, while the rest is worked on. */
const PLACEHOLDER = /\0(\d+)\0/g;
/** A property name and its colon, when what follows ends with `;` or `}` before any `{`. */
const DECLARATION_COLON = /(^|[{;])([\w-]+):\s+(?=[^{};]*(?:[;}]|$))/g;
/** Spaces inside an attribute selector with a value: `[ data-x = 'a' ]`; none outside it. */
const ATTRIBUTE_SPACES = /\[\s*([\w-]+)\s*([~|^$*]?=)\s*([^\]\s]*(?:\s+[is])?)\s*\]/g;
/** In a selector, a `*` that another simple selector makes redundant: `*::before`, `*.a`. */
const SELECTOR_STAR = /(^|[\s,{}>+~(])\*(?=[:.#[])(?=[^{};]*\{)/g;
/** In a selector, the pseudo-elements CSS 2 wrote with one colon, which means the same. */
const LEGACY_PSEUDO_ELEMENT = /::(before|after|first-line|first-letter)\b(?=[^{};]*\{)/g;
/**
 * In a selector, the spaces around a `>`, `+` or `~` combinator (not the `~` of `~=`); never in
 * an at-rule's prelude, where a `+` may be calc()'s.
 */
const COMBINATOR_SPACES = /(?<!@[^{};]*)\s*([>+~])(?!=)\s*(?=[^{};]*\{)/g;
/** A declaration's value: what follows its property's colon, up to its end. */
const DECLARATION_VALUE = /([{;][\w-]+:)([^;{}]*)(?=[;}]|$)/g;
/** An attribute selector whose value is a kept string: `[data-x=` placeholder `]`. */
const ATTRIBUTE_STRING = /\[([\w-]+)([~|^$*]?=)\0(\d+)\0\]/g;
/** A quoted value that may go unquoted: a name (not starting with a digit). */
const PLAIN_NAME = /^(['"])(-?[A-Za-z_][\w-]*)\1$/;

export function minifyCss(css: string): string {
  const parts = css.replace(/\/\*[\s\S]*?\*\//g, '').split(KEPT);
  const kept = parts.filter((_, i) => i % 2 === 1);
  const text = parts
    .map((part, i) => (i % 2 ? `\0${(i - 1) / 2}\0` : part))
    .join('')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,])\s*/g, '$1')
    .replace(ATTRIBUTE_SPACES, '[$1$2$3]')
    .replace(DECLARATION_COLON, '$1$2:')
    .replace(/\(([\w-]+):\s+/g, '($1:')
    .replace(/\s+!important/g, '!important')
    .replace(/(^|[\s:,(])(-?)0\.(\d)/g, '$1$2.$3')
    .replace(/;}/g, '}')
    .replace(SELECTOR_STAR, '$1')
    .replace(COMBINATOR_SPACES, '$1')
    .replace(
      DECLARATION_VALUE,
      (_, property: string, value: string) => property + value.replace(/\s*([*/])\s*/g, '$1'),
    )
    .replace(LEGACY_PSEUDO_ELEMENT, ':$1')
    .trim()
    .replace(ATTRIBUTE_STRING, (whole, name: string, operator: string, n: string) => {
      const plain = PLAIN_NAME.exec(kept[Number(n)]!);
      return plain ? `[${name}${operator}${plain[2]}]` : whole;
    });
  return text.replace(PLACEHOLDER, (_, n: string) => kept[Number(n)]!);
}
