import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { toSlug } from '../../../core/text/slug.ts';

const ONLY_ALLOWED = /^[\p{L}\p{M}\p{Nd}/-]*$/u;
const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: fc.constantFrom('A', 'é', ' ', '\t', '-', '/', '_', '!', '7', '日', 'İ') }),
);

describe('toSlug', () => {
  it('lower-cases and turns spaces into hyphens', () => {
    expect(toSlug('Hello World')).to.equal('hello-world');
    expect(toSlug('My First Post')).to.equal('my-first-post');
  });

  it('turns any whitespace into a hyphen, a run of it into one', () => {
    expect(toSlug('a\tb\nc\u00a0d\u2003e')).to.equal('a-b-c-d-e');
    expect(toSlug('a  \t  b')).to.equal('a-b');
  });

  it('keeps letters of any script, digits, slashes and hyphens', () => {
    expect(toSlug('Crème Brûlée')).to.equal('crème-brûlée');
    expect(toSlug('日本語 タイトル')).to.equal('日本語-タイトル');
    expect(toSlug('Привет мир')).to.equal('привет-мир');
    expect(toSlug('2024/06 recap')).to.equal('2024/06-recap');
    expect(toSlug('well-known')).to.equal('well-known');
    expect(toSlug('عدد ٣')).to.equal('عدد-٣');
  });

  it('drops everything else', () => {
    expect(toSlug("What's new? 50% off!")).to.equal('whats-new-50-off');
    expect(toSlug('snake_case & co.')).to.equal('snakecase-co');
    expect(toSlug('emoji 🎉 party')).to.equal('emoji-party');
  });

  it('collapses runs of hyphens and trims them at both ends', () => {
    expect(toSlug('a -- b')).to.equal('a-b');
    expect(toSlug('---a---b---')).to.equal('a-b');
    expect(toSlug('  Hello, World!  ')).to.equal('hello-world');
    expect(toSlug('!!!')).to.equal('');
    expect(toSlug('')).to.equal('');
  });

  it('keeps a letter typed as base and combining accent whole', () => {
    expect(toSlug('Cafe\u0301')).to.equal('café');
  });

  it('keeps the combining marks of scripts that write vowels as marks', () => {
    expect(toSlug('हिन्दी ब्लॉग')).to.equal('हिन्दी-ब्लॉग');
  });

  it('drops a combining mark that follows no letter', () => {
    expect(toSlug('\u20DD')).to.equal('');
    expect(toSlug('a \u0301 b')).to.equal('a-b');
    expect(toSlug('\u0301abc')).to.equal('abc');
    expect(toSlug('1\u0301/\u0301x')).to.equal('1/x');
  });

  it('rejects what is not text', () => {
    expect(() => toSlug(42 as unknown as string)).to.throw(Error, /as a string; got number/);
  });

  describe('on any text', () => {
    it('never throws and keeps only letters (with their marks), digits, "/" and "-"', () => {
      fc.assert(
        fc.property(anyText, (text) => {
          const slug = toSlug(text);
          expect(slug).to.match(ONLY_ALLOWED);
          expect(slug).not.to.match(/(?<![\p{L}\p{M}])\p{M}/u);
        }),
      );
    });

    it('has no hyphen runs and no hyphen at either end', () => {
      fc.assert(
        fc.property(anyText, (text) => {
          const slug = toSlug(text);
          expect(slug).not.to.include('--');
          expect(slug.startsWith('-') || slug.endsWith('-')).to.equal(false);
        }),
      );
    });

    it('is idempotent', () => {
      fc.assert(
        fc.property(anyText, (text) => {
          const slug = toSlug(text);
          expect(toSlug(slug)).to.equal(slug);
        }),
      );
    });

    it('has no upper-case letters and no whitespace', () => {
      fc.assert(
        fc.property(anyText, (text) => {
          const slug = toSlug(text);
          expect(slug).to.equal(slug.toLowerCase());
          expect(slug).not.to.match(/\s/u);
        }),
      );
    });
  });
});
