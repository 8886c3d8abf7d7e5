import { expect } from '@open-wc/testing';
import { looksLikeHttp, schemeOf } from '../../../core/text/url-scheme.ts';

describe('url schemes', () => {
  it('reads the scheme lower-cased, without its colon', () => {
    expect(schemeOf('MailTo:name@example.com')).to.equal('mailto');
    expect(schemeOf('web+app:x')).to.equal('web+app');
    expect(schemeOf('/path')).to.equal(undefined);
    expect(schemeOf('1tel:123')).to.equal(undefined);
  });

  it('reads a dotted host and port as no scheme', () => {
    expect(schemeOf('example.com:8080')).to.equal(undefined);
    expect(schemeOf('shop.example.com:443/cart')).to.equal(undefined);
    expect(schemeOf('com.example.app:/callback')).to.equal('com.example.app');
  });

  it('sees http(s) and one typing slip from them', () => {
    for (const start of [
      'http:',
      'https:',
      'http/',
      'HTTPS/',
      'htp:',
      'htttp:',
      'htps:',
      'ttp:',
      'hxtp:',
      'http;',
    ]) {
      expect(looksLikeHttp(`${start}//x`), start).to.equal(true);
    }
  });

  it('does not mistake other schemes or words for http', () => {
    for (const start of [
      'ftp:',
      'sftp:',
      'tftp:',
      'mailto:',
      'tel:',
      'hxxp:',
      'httpxy:',
      'http.',
      'xhttpx:',
    ]) {
      expect(looksLikeHttp(`${start}//x`), start).to.equal(false);
    }
  });
});
