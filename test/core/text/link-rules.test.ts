import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  LINK_LIMITS,
  TEL_MIN_DIALLING_CHARACTERS,
  checkLink,
  type LinkRule,
} from '../../../core/text/link-rules.ts';
import { LINK_CATEGORIES } from '../../../core/text/link-category.ts';

/** `start` padded with `fill` to exactly `length` characters. */
const ofLength = (start: string, length: number, fill = '1') =>
  start + fill.repeat(length - start.length);

const brokenRule = (href: string): LinkRule | undefined => {
  const check = checkLink(href);
  return check.valid ? undefined : check.rule;
};

describe('checkLink', () => {
  it('has the limits of the spec', () => {
    expect(LINK_LIMITS).to.deep.equal({
      tel: 50,
      sms: 1000,
      mailto: 1000,
      anchor: 100,
      ftp: 100,
      javascript: 250,
      path: 150,
    });
    expect(TEL_MIN_DIALLING_CHARACTERS).to.equal(4);
  });

  it('reports the category along with the result', () => {
    expect(checkLink('/about')).to.deep.equal({ valid: true, category: 'content' });
    expect(checkLink('tel:12')).to.deep.equal({
      valid: false,
      category: 'other-protocol',
      rule: 'tel-dialling-characters',
    });
  });

  describe('tel', () => {
    it('is valid under 50 characters, scheme included', () => {
      expect(brokenRule(ofLength('tel:', 49))).to.equal(undefined);
      expect(brokenRule(ofLength('tel:', 50))).to.equal('tel-length');
    });

    it('holds only digits, +, -, spaces, parentheses and dots', () => {
      expect(brokenRule('tel:+1 (555) 123-4567')).to.equal(undefined);
      expect(brokenRule('tel:555.123.4567')).to.equal(undefined);
      expect(brokenRule('TEL:5551234')).to.equal(undefined);
      expect(brokenRule('tel:555-CALL-NOW')).to.equal('tel-characters');
      expect(brokenRule('tel:555_1234')).to.equal('tel-characters');
      expect(brokenRule('tel:555\t1234')).to.equal('tel-characters');
    });

    it('needs at least 4 of digits, + and -', () => {
      expect(brokenRule('tel:123')).to.equal('tel-dialling-characters');
      expect(brokenRule('tel:(1) (2) (3)')).to.equal('tel-dialling-characters');
      expect(brokenRule('tel:')).to.equal('tel-dialling-characters');
      expect(brokenRule('tel:1234')).to.equal(undefined);
      expect(brokenRule('tel:+1-2')).to.equal(undefined);
    });
  });

  it('keeps sms under 1000 characters', () => {
    expect(brokenRule(ofLength('sms:', 999))).to.equal(undefined);
    expect(brokenRule(ofLength('sms:', 1000))).to.equal('sms-length');
  });

  describe('mailto', () => {
    it('is valid under 1000 characters', () => {
      const address = '@example.com';
      expect(brokenRule(ofLength('mailto:', 999 - address.length, 'a') + address)).to.equal(
        undefined,
      );
      expect(brokenRule(ofLength('mailto:', 1000 - address.length, 'a') + address)).to.equal(
        'mailto-length',
      );
    });

    it('needs exactly one @ and a dotted domain', () => {
      expect(brokenRule('mailto:name@example.com')).to.equal(undefined);
      expect(brokenRule('mailto:name@example.com?subject=Hi@there')).to.equal(undefined);
      expect(brokenRule('mailto:name@example')).to.equal('mailto-address');
      expect(brokenRule('mailto:name@@example.com')).to.equal('mailto-address');
      expect(brokenRule('mailto:a@b@example.com')).to.equal('mailto-address');
      expect(brokenRule('mailto:name.example.com')).to.equal('mailto-address');
      expect(brokenRule('mailto:@example.com')).to.equal('mailto-address');
      expect(brokenRule('mailto:')).to.equal('mailto-address');
    });
  });

  it('keeps anchors under 100 characters', () => {
    expect(brokenRule(ofLength('#', 99, 'a'))).to.equal(undefined);
    expect(brokenRule(ofLength('#', 100, 'a'))).to.equal('anchor-length');
  });

  it('keeps ftp under 100 characters', () => {
    expect(brokenRule(ofLength('ftp://example.com/', 99, 'a'))).to.equal(undefined);
    expect(brokenRule(ofLength('ftp://example.com/', 100, 'a'))).to.equal('ftp-length');
  });

  it('keeps javascript under 250 characters', () => {
    expect(brokenRule(ofLength('javascript:', 249, ';'))).to.equal(undefined);
    expect(brokenRule(ofLength('javascript:', 250, ';'))).to.equal('javascript-length');
  });

  it('keeps site paths, files included, under 150 characters', () => {
    expect(brokenRule(ofLength('/', 149, 'a'))).to.equal(undefined);
    expect(brokenRule(ofLength('/', 150, 'a'))).to.equal('path-length');
    expect(brokenRule(ofLength('/s/', 149, 'a'))).to.equal(undefined);
    expect(brokenRule(ofLength('/s/', 150, 'a'))).to.equal('path-length');
  });

  it('counts code points, so an emoji is one character', () => {
    expect(brokenRule(ofLength('#', 99, '😀'))).to.equal(undefined);
  });

  it('measures the href without the whitespace around it', () => {
    expect(brokenRule(`  ${ofLength('#', 99, 'a')}  `)).to.equal(undefined);
  });

  it('has no length limit on web addresses', () => {
    expect(brokenRule(ofLength('https://example.com/', 5000, 'a'))).to.equal(undefined);
    expect(brokenRule(ofLength('//example.com/', 5000, 'a'))).to.equal(undefined);
  });

  it('takes bare web addresses with a dotted host', () => {
    expect(brokenRule('example.com')).to.equal(undefined);
    expect(brokenRule('www.example.com/shop?page=2')).to.equal(undefined);
    expect(brokenRule('example.com:8080')).to.equal(undefined);
    expect(brokenRule('hello')).to.equal('web-address');
    expect(brokenRule('foo bar.com')).to.equal('web-address');
    expect(brokenRule('foo%20bar.com')).to.equal('web-address');
    expect(brokenRule('.example.com')).to.equal('web-address');
    expect(brokenRule('name@example.com')).to.equal('web-address');
    expect(brokenRule('example.')).to.equal('web-address');
  });

  it('fails empty and malformed links', () => {
    expect(brokenRule('')).to.equal('empty');
    expect(brokenRule('   ')).to.equal('empty');
    expect(brokenRule('http:/x')).to.equal('malformed-protocol');
    expect(brokenRule('https//x')).to.equal('malformed-protocol');
    expect(brokenRule('htp://x')).to.equal('malformed-protocol');
  });

  it('takes schemes without a rule as they are', () => {
    expect(brokenRule('webcal://example.com/cal.ics')).to.equal(undefined);
    expect(brokenRule(ofLength('skype:', 5000, 'a'))).to.equal(undefined);
  });

  describe('on any text', () => {
    const anyText = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc
        .tuple(
          fc.constantFrom(
            'tel:',
            'sms:',
            'mailto:',
            'ftp:',
            'javascript:',
            '#',
            '/',
            '//',
            'http://',
          ),
          fc.string({ unit: 'binary', maxLength: 300 }),
        )
        .map(([start, rest]) => start + rest),
    );

    it('never throws, and a failure always names a rule', () => {
      fc.assert(
        fc.property(anyText, (href) => {
          const check = checkLink(href);
          expect(LINK_CATEGORIES).to.include(check.category);
          if (!check.valid) expect(check.rule).to.be.a('string').and.not.equal('');
        }),
      );
    });

    it('takes every short phone number of allowed characters', () => {
      fc.assert(
        fc.property(
          fc.string({
            unit: fc.constantFrom('0', '5', '9', '+', '-', ' ', '(', ')', '.'),
            maxLength: 45,
          }),
          (number) => {
            const dialling = number.replace(/[^0-9+-]/g, '').length;
            expect(checkLink(`tel:${number}`).valid).to.equal(dialling >= 4);
          },
        ),
      );
    });
  });
});
