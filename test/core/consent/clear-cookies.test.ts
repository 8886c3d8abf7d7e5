import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { getCookie, rawCookies, setCookie } from '../../../core/net/cookies.ts';
import { clearCookies, cookieDomains, cookiePaths } from '../../../core/consent/index.ts';
import {
  clearTestCookies,
  frameAt,
  removeCookiesBelowRoot,
  runInFrame,
  setCookiesBelowRoot,
} from './helpers.ts';

describe('cookieDomains', () => {
  it('lists the host and each parent domain of two labels or more', () => {
    expect(cookieDomains('www.shop.example.com')).to.deep.equal([
      'www.shop.example.com',
      'shop.example.com',
      'example.com',
    ]);
    expect(cookieDomains('example.com')).to.deep.equal(['example.com']);
    expect(cookieDomains('WWW.Example.COM.')).to.deep.equal(['www.example.com', 'example.com']);
  });

  it('has the host alone for a single-label host', () => {
    expect(cookieDomains('localhost')).to.deep.equal(['localhost']);
  });

  it('has none for IP addresses and odd names', () => {
    for (const host of ['', '127.0.0.1', '[::1]', '::1', 'a..b', '.example.com']) {
      expect(cookieDomains(host), host).to.deep.equal([]);
    }
  });
});

describe('cookiePaths', () => {
  it('lists the root and each folder of the page path, with and without its slash, and the path', () => {
    expect(cookiePaths('/')).to.deep.equal(['/']);
    expect(cookiePaths('/blog')).to.deep.equal(['/', '/blog']);
    expect(cookiePaths('/blog/post')).to.deep.equal(['/', '/blog', '/blog/', '/blog/post']);
    expect(cookiePaths('/a/b/')).to.deep.equal(['/', '/a', '/a/', '/a/b', '/a/b/']);
  });

  it('has the root alone for anything that is not a path', () => {
    for (const path of ['', 'blog/post', '*']) expect(cookiePaths(path), path).to.deep.equal(['/']);
  });
});

describe('clearCookies', () => {
  afterEach(clearTestCookies);

  it('removes the named cookies on path / and leaves the others', () => {
    setCookie('ss_cvr', 'a|1|1|1|1');
    setCookie('ss_cvt', '1');
    setCookie('ss_keep', 'x');
    clearCookies(['ss_cvr', 'ss_cvt', 'SS_MID']);
    expect(getCookie('ss_cvr')).to.equal(undefined);
    expect(getCookie('ss_cvt')).to.equal(undefined);
    expect(getCookie('ss_keep')).to.equal('x');
  });

  it('removes a present cookie for the host and each parent domain too, on path /', () => {
    // The test page is on localhost, where the browser keeps no parent-domain cookies, so the
    // removals are read from js-cookie itself.
    const remove = sinon.spy(rawCookies, 'remove');
    try {
      setCookie('ss_cid', 'x');
      clearCookies(['ss_cid', 'SS_MID'], 'www.shop.example.com');
      expect(remove.args).to.deep.equal([
        ['ss_cid', { path: '/' }],
        ['ss_cid', { path: '/', domain: 'www.shop.example.com' }],
        ['ss_cid', { path: '/', domain: 'shop.example.com' }],
        ['ss_cid', { path: '/', domain: 'example.com' }],
      ]);
    } finally {
      remove.restore();
    }
    expect(getCookie('ss_cid')).to.equal(undefined);
  });

  it('removes a cookie whose value cannot be decoded', () => {
    document.cookie = 'SS_MID=%E0; path=/';
    clearCookies(['SS_MID']);
    expect(document.cookie).not.to.match(/(^|; )SS_MID=/);
  });

  it('uses the page host when none is given, and never throws on a host without domains', () => {
    setCookie('SS_MATTR', 'x');
    expect(() => clearCookies(['SS_MATTR'])).not.to.throw();
    expect(getCookie('SS_MATTR')).to.equal(undefined);
    expect(() => clearCookies(['SS_MATTR'], '')).not.to.throw();
  });

  it('removes a cookie set for the page path or a folder of it, not only for the root', async () => {
    const frame = await frameAt('/blog/post');
    try {
      setCookiesBelowRoot(frame, ['SS_MID']);
      expect(frame.contentDocument!.cookie).to.match(/SS_MID=/);
      await runInFrame(
        frame,
        `const { clearCookies } = await import('/core/consent/clear-cookies.ts');
        clearCookies(['SS_MID']);`,
      );
      expect(frame.contentDocument!.cookie).not.to.match(/(^|; )SS_MID=/);
    } finally {
      removeCookiesBelowRoot(['SS_MID']);
      frame.remove();
    }
  });
});
