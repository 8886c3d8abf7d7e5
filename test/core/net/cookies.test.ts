import { expect } from '@open-wc/testing';
import {
  cookiesAvailable,
  daysFromMs,
  getCookie,
  getRawCookie,
  removeCookie,
  setCookie,
} from '../../../core/net/cookies.ts';
import { withCookiesBlocked } from '../../support/blocked-cookies.ts';

describe('cookies', () => {
  afterEach(() => removeCookie('ss_test'));

  it('writes, reads and removes a cookie on path /', () => {
    setCookie('ss_test', 'a b;c');
    expect(getCookie('ss_test')).to.equal('a b;c');
    expect(document.cookie).to.include('ss_test=a%20b%3Bc');
    removeCookie('ss_test');
    expect(getCookie('ss_test')).to.equal(undefined);
  });

  it('writes with SameSite Lax and path /, and Secure only on https pages', async () => {
    setCookie('ss_test', '1', { expires: 30 });
    const [cookie] = (await cookieStore.getAll('ss_test')) as Array<
      CookieListItem & { expires?: number; secure?: boolean }
    >;
    expect(cookie).to.include({ name: 'ss_test', value: '1', path: '/', sameSite: 'lax' });
    expect(location.protocol).to.equal('http:');
    expect(cookie!.secure ?? false).to.equal(false);
    const thirtyDays = 30 * 86_400_000;
    expect(cookie!.expires! - Date.now()).to.be.within(thirtyDays - 60_000, thirtyDays + 1000);
  });

  it('reads a value as stored with getRawCookie: quotes and escapes kept', () => {
    document.cookie = 'ss_test="abc|1"; path=/';
    expect(getCookie('ss_test')).to.equal('abc|1');
    expect(getRawCookie('ss_test')).to.equal('"abc|1"');
    setCookie('ss_test', 'a b');
    expect(getRawCookie('ss_test')).to.equal('a%20b');
    expect(getRawCookie('ss_absent')).to.equal(undefined);
  });

  it('reads no cookie, and says so, where the page may not use cookies', async () => {
    setCookie('ss_test', '1');
    expect(cookiesAvailable()).to.equal(true);
    await withCookiesBlocked(() => {
      expect(cookiesAvailable()).to.equal(false);
      expect(getCookie('ss_test')).to.equal(undefined);
      expect(getRawCookie('ss_test')).to.equal(undefined);
    });
    expect(getCookie('ss_test')).to.equal('1');
  });

  it('converts milliseconds to the days js-cookie takes', () => {
    expect(daysFromMs(1_800_000)).to.equal(1 / 48);
    expect(daysFromMs(63_072_000_000)).to.equal(730);
  });
});
