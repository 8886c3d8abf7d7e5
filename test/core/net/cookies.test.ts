import { expect } from '@open-wc/testing';
import { daysFromMs, getCookie, removeCookie, setCookie } from '../../../core/net/cookies.ts';

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

  it('converts milliseconds to the days js-cookie takes', () => {
    expect(daysFromMs(1_800_000)).to.equal(1 / 48);
    expect(daysFromMs(63_072_000_000)).to.equal(730);
  });
});
