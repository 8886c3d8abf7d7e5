import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { minifyCss, minifyCssLiterals } from '../../scripts/css-literals.ts';

describe('minifyCss', () => {
  it('drops comments and collapses whitespace around braces, semicolons and commas', () => {
    assert.equal(
      minifyCss(`
        /* a note */
        :host ,
        [part~='a'] {
          display: block ;
          color: red;
        }
      `),
      ':host,[part~=a]{display:block;color:red}',
    );
  });

  it('keeps strings, url() and interpolations as they are', () => {
    assert.equal(
      minifyCss(`a { content: " * / + "; background: url( x  y.png ); width: \${w}; }`),
      'a{content:" * / + ";background:url( x  y.png );width:${w}}',
    );
  });

  it('takes the spaces off selector combinators, not the ~ of ~= nor a descendant space', () => {
    assert.equal(
      minifyCss(`a > b + c ~ d [x~='y'] :is(e) { color: red }`),
      'a>b+c~d [x~=y] :is(e){color:red}',
    );
    assert.equal(minifyCss(`li:nth-child(2n + 1) { margin: 0 }`), 'li:nth-child(2n+1){margin:0}');
  });

  it("takes the spaces off a value's * and /, and leaves those calc() needs around + and -", () => {
    assert.equal(
      minifyCss(`a { width: calc(var(--a) * (100% - 2px) / 3 + 1px); aspect-ratio: 16 / 9 }`),
      'a{width:calc(var(--a)*(100% - 2px)/3 + 1px);aspect-ratio:16/9}',
    );
  });

  it("leaves an at-rule's prelude its spaces around + (calc() needs them)", () => {
    assert.equal(
      minifyCss(`@media (min-width: calc(40em + 1px)) { a + b { color: red } }`),
      '@media (min-width:calc(40em + 1px)){a+b{color:red}}',
    );
    assert.equal(
      minifyCss(`@supports (width: calc(1px + 1%)) { a { width: calc(1px + 1%) } }`),
      '@supports (width:calc(1px + 1%)){a{width:calc(1px + 1%)}}',
    );
  });

  it('leaves a universal selector after a descendant space, in a block or a media query', () => {
    assert.equal(
      minifyCss(`@media (min-width: 10px) { a:hover * { color: red } } b * { x: 1 }`),
      '@media (min-width:10px){a:hover *{color:red}}b *{x:1}',
    );
  });

  it('writes leading-zero decimals, pseudo-elements and plain attribute values short', () => {
    assert.equal(
      minifyCss(`*::before, p *.a { opacity: 0.5 !important; } [data-x="b"] { top: -0.5em; }`),
      ':before,p .a{opacity:.5!important}[data-x=b]{top:-.5em}',
    );
  });
});

describe('minifyCssLiterals', () => {
  it('minifies only the css`` templates of a module', () => {
    assert.equal(
      minifyCssLiterals('const s = css` a { color: red ; } `; const t = `a { b }`;'),
      'const s = css`a{color:red}`; const t = `a { b }`;',
    );
  });

  it("leaves the code's comments as they are, even one that quotes `css`", () => {
    const source = [
      "// A tag of our own rather than lit's `css`, which checks: none here.",
      'const css = (strings) => strings[0];',
      '/* a `css` note */',
      'const s = css` a { color: red } `; // and `token()` after',
    ].join('\n');
    assert.equal(
      minifyCssLiterals(source),
      source.replace('css` a { color: red } `', 'css`a{color:red}`'),
    );
  });
});
