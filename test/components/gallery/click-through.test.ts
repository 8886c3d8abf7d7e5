import { expect } from '@open-wc/testing';
import { clickThroughUrl } from '../../../components/gallery/click-through.ts';

const slide = (url: string) => {
  const element = document.createElement('figure');
  element.setAttribute('data-click-through-url', url);
  return element;
};

describe('clickThroughUrl', () => {
  it('takes http(s) addresses, site paths and mail, phone and message links', () => {
    expect(clickThroughUrl(slide('/shop/item'))).to.equal(`${location.origin}/shop/item`);
    expect(clickThroughUrl(slide('https://example.com/a'))).to.equal('https://example.com/a');
    expect(clickThroughUrl(slide('mailto:studio@example.com'))).to.equal(
      'mailto:studio@example.com',
    );
    expect(clickThroughUrl(slide('TEL:+15551234567'))).to.equal('tel:+15551234567');
    expect(clickThroughUrl(slide('sms:+15551234567'))).to.equal('sms:+15551234567');
  });

  it('refuses every other scheme, and a slide without an address has none', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,x',
      'file:///etc/passwd',
      'ftp://x',
    ]) {
      expect(clickThroughUrl(slide(url)), url).to.equal(undefined);
    }
    expect(clickThroughUrl(document.createElement('figure'))).to.equal(undefined);
  });
});
