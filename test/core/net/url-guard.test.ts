import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { guardUrl, safeHref, secureEmbedUrl } from '../../../core/net/url-guard.ts';

const PAGE = 'https://shop.example.com/products/shirt?size=m';

describe('guardUrl', () => {
  it('resolves http(s) addresses and site paths against the page', () => {
    expect(safeHref('/checkout', { base: PAGE })).to.equal('https://shop.example.com/checkout');
    expect(safeHref('thanks', { base: PAGE })).to.equal('https://shop.example.com/products/thanks');
    expect(safeHref('http://other.example.org/a', { base: PAGE })).to.equal(
      'http://other.example.org/a',
    );
  });

  it('resolves against the current page when no base is given', () => {
    expect(safeHref('/x')).to.equal(`${location.origin}/x`);
  });

  it('refuses javascript:, data: and vbscript: in any case and disguise', () => {
    for (const raw of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      '\u0001javascript:alert(1)',
      '\u0000\u001fjavascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'jav\r\nascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'DATA:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
      'VbScRiPt:msgbox(1)',
    ]) {
      expect(guardUrl(raw, { base: PAGE }), JSON.stringify(raw)).to.deep.equal({
        ok: false,
        reason: 'scheme',
      });
    }
  });

  it('lets through the schemes a caller names as well, and no others', () => {
    const alsoSchemes = ['mailto:', 'tel:'];
    expect(guardUrl('mailto:a@b.co', { base: PAGE, alsoSchemes })).to.deep.include({ ok: true });
    expect(guardUrl('tel:+15551234567', { base: PAGE, alsoSchemes })).to.deep.include({
      ok: true,
    });
    for (const raw of ['mailto:a@b.co', 'sms:123']) {
      expect(guardUrl(raw, { base: PAGE }), raw).to.deep.equal({ ok: false, reason: 'scheme' });
    }
    expect(guardUrl('sms:123', { base: PAGE, alsoSchemes })).to.deep.equal({
      ok: false,
      reason: 'scheme',
    });
    expect(guardUrl('javascript:alert(1)', { base: PAGE, alsoSchemes })).to.deep.equal({
      ok: false,
      reason: 'scheme',
    });
  });

  it('refuses what is empty or does not parse', () => {
    expect(guardUrl('', { base: PAGE })).to.deep.equal({ ok: false, reason: 'empty' });
    expect(guardUrl('   ', { base: PAGE })).to.deep.equal({ ok: false, reason: 'empty' });
    expect(guardUrl(undefined, { base: PAGE })).to.deep.equal({ ok: false, reason: 'empty' });
    expect(guardUrl('http://[::1', { base: PAGE })).to.deep.equal({
      ok: false,
      reason: 'unparsable',
    });
  });

  it('treats //host and /\\host as other origins', () => {
    expect(guardUrl('//evil.example/x', { base: PAGE, sameOrigin: true })).to.deep.equal({
      ok: false,
      reason: 'other-origin',
    });
    expect(guardUrl('/\\evil.example/x', { base: PAGE, sameOrigin: true })).to.deep.equal({
      ok: false,
      reason: 'other-origin',
    });
    expect(safeHref('/\\evil.example/x', { base: PAGE })).to.equal('https://evil.example/x');
    expect(safeHref('/account', { base: PAGE, sameOrigin: true })).to.equal(
      'https://shop.example.com/account',
    );
    expect(guardUrl('http://shop.example.com/a', { base: PAGE, sameOrigin: true })).to.deep.equal({
      ok: false,
      reason: 'other-origin',
    });
  });

  it('never throws, and refuses every generated javascript: variant', () => {
    const noise = fc.constantFrom('', '\t', '\n', '\r', ' ', '\u0000', '\u0001', '\u001f');
    const casing = (text: string) =>
      fc
        .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
        .map((upper) =>
          [...text].map((char, i) => (upper[i] ? char.toUpperCase() : char)).join(''),
        );
    const disguised = fc
      .tuple(
        fc.constantFrom('javascript', 'data', 'vbscript').chain(casing),
        fc.array(noise, { maxLength: 3 }),
        fc.array(fc.tuple(fc.nat(20), fc.constantFrom('\t', '\n', '\r')), { maxLength: 3 }),
        fc.string(),
      )
      .map(([scheme, leading, inside, rest]) => {
        let disguisedScheme = scheme;
        for (const [at, char] of inside) {
          const position = at % (disguisedScheme.length + 1);
          disguisedScheme =
            disguisedScheme.slice(0, position) + char + disguisedScheme.slice(position);
        }
        return `${leading.join('')}${disguisedScheme}:${rest}`;
      });
    fc.assert(
      fc.property(disguised, (raw) => {
        expect(guardUrl(raw, { base: PAGE }).ok).to.equal(false);
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.webUrl()), (raw) => {
        const result = guardUrl(raw, { base: PAGE, sameOrigin: true });
        if (result.ok) expect(['http:', 'https:']).to.include(result.url.protocol);
      }),
      { numRuns: 500 },
    );
  });
});

describe('secureEmbedUrl', () => {
  it('makes embeds secure on a secure page', () => {
    expect(secureEmbedUrl('//player.example.com/v/1', PAGE)).to.equal(
      'https://player.example.com/v/1',
    );
    expect(secureEmbedUrl('http://player.example.com/v/1', PAGE)).to.equal(
      'https://player.example.com/v/1',
    );
  });

  it('leaves them as they are on a plain page, and refuses unsafe ones', () => {
    expect(secureEmbedUrl('//player.example.com/v/1', 'http://site.test/')).to.equal(
      'http://player.example.com/v/1',
    );
    expect(secureEmbedUrl('javascript:alert(1)', PAGE)).to.equal(undefined);
  });
});
