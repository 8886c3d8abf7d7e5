import { expect } from '@open-wc/testing';
import {
  isBareWebAddress,
  isProtocolRelative,
  isWellFormedHttp,
  isWellFormedProtocolRelative,
} from '../../../core/text/web-address.ts';

describe('web addresses', () => {
  it('reads two leading slashes of either kind as protocol-relative', () => {
    expect(isProtocolRelative('//example.com')).to.equal(true);
    expect(isProtocolRelative('/\\example.com')).to.equal(true);
    expect(isProtocolRelative('/example.com')).to.equal(false);
  });

  it('takes http(s) addresses that name a valid host', () => {
    expect(isWellFormedHttp('https://example.com')).to.equal(true);
    expect(isWellFormedHttp('http://localhost:5173/x')).to.equal(true);
    expect(isWellFormedHttp('https://user@example.com')).to.equal(true);
    expect(isWellFormedHttp('https://')).to.equal(false);
    expect(isWellFormedHttp('https://@')).to.equal(false);
    expect(isWellFormedHttp('https://a b.com')).to.equal(false);
    expect(isWellFormedHttp('https://1.2.3.999/')).to.equal(false);
    expect(isWellFormedHttp('ftp://example.com')).to.equal(false);
  });

  it('takes protocol-relative addresses that name a valid host', () => {
    expect(isWellFormedProtocolRelative('//example.com/a')).to.equal(true);
    expect(isWellFormedProtocolRelative('//')).to.equal(false);
    expect(isWellFormedProtocolRelative('//a|b')).to.equal(false);
    expect(isWellFormedProtocolRelative('https://example.com')).to.equal(false);
  });

  it('takes bare addresses with a dotted host and no user', () => {
    expect(isBareWebAddress('example.com')).to.equal(true);
    expect(isBareWebAddress('sub.example.co.uk/a?b#c')).to.equal(true);
    expect(isBareWebAddress('example')).to.equal(false);
    expect(isBareWebAddress('example..com')).to.equal(false);
    expect(isBareWebAddress('me@example.com')).to.equal(false);
    expect(isBareWebAddress('[::1]')).to.equal(false);
  });
});
