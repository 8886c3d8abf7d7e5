import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  LINK_CATEGORIES,
  linkCategory,
  type LinkCategory,
} from '../../../core/text/link-category.ts';

const cases: Record<LinkCategory, string[]> = {
  anchor: ['#', '#top', '#itemId=abc', '  #section  '],
  content: ['/', '/about', '/blog/my-post?page=2', '/S/not-a-file', '/sfile'],
  file: ['/s/', '/s/menu.pdf', '/s/a/b.zip'],
  external: [
    'http://example.com',
    'https://example.com/shop?x=1#y',
    'HTTPS://EXAMPLE.COM',
    '//cdn.example.com/a.js',
    'https://user:secret@example.com:8443/x',
    'http://[::1]:8080/',
    'https://bücher.example/',
    '/\\example.com',
    'example.com',
    'www.example.com/path',
    'example.com:8080/shop',
    'hello',
    'foo bar',
  ],
  empty: ['', ' ', '\t\n'],
  'malformed-protocol': [
    'http:/x',
    'https//x',
    'htp://x',
    'http:x',
    'http//example.com',
    'htps://example.com',
    'htttp://example.com',
    'http;//example.com',
    'https:///x',
    'http://',
    'http://exa mple.com',
    'http://exa%20mple.com',
    'https://exa<mple.com',
    'https://example.com:port',
    '//',
    '///x',
  ],
  'other-protocol': [
    'mailto:name@example.com',
    'tel:+1 555 123 4567',
    'ftp://files.example.com',
    'sms:+15551234567',
    'javascript:void(0)',
    'webcal://example.com/cal.ics',
    'localhost:3000',
    'sftp://x',
    'tftp://x',
  ],
};

describe('linkCategory', () => {
  it('has the seven categories of the spec', () => {
    expect([...LINK_CATEGORIES].sort()).to.deep.equal(
      [
        'anchor',
        'content',
        'empty',
        'external',
        'file',
        'malformed-protocol',
        'other-protocol',
      ].sort(),
    );
  });

  for (const [category, hrefs] of Object.entries(cases)) {
    for (const href of hrefs) {
      it(`reads ${JSON.stringify(href)} as ${category}`, () => {
        expect(linkCategory(href)).to.equal(category);
      });
    }
  }

  describe('on any text', () => {
    const anyText = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc
        .tuple(
          fc.constantFrom('', '#', '/', '//', '/s/', 'http://', 'https:', 'htp:/', 'tel:', 'x.'),
          fc.string({ unit: 'binary' }),
        )
        .map(([start, rest]) => start + rest),
    );

    it('never throws and always names one of the seven categories', () => {
      fc.assert(
        fc.property(anyText, (href) => {
          expect(LINK_CATEGORIES).to.include(linkCategory(href));
        }),
      );
    });

    it('ignores whitespace around the href', () => {
      fc.assert(
        fc.property(anyText, (href) => {
          expect(linkCategory(` ${href}\n`)).to.equal(linkCategory(href));
        }),
      );
    });
  });
});
