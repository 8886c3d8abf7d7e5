import { expect } from '@open-wc/testing';
import { isOwnSiteCall } from '../../../core/net/same-origin.ts';

describe('isOwnSiteCall', () => {
  const page = 'http://www.mybakery.com/menu';

  it('is true for paths and addresses on the page host, either scheme', () => {
    expect(isOwnSiteCall('/api/form/FormSubmissionKey', page)).to.equal(true);
    expect(isOwnSiteCall('https://www.mybakery.com/api/x', page)).to.equal(true);
  });

  it('is false for other hosts, ports and schemes, and for a page that does not parse', () => {
    expect(isOwnSiteCall('https://collector.example.net/api/v1/events', page)).to.equal(false);
    expect(isOwnSiteCall('//evil.example/api', page)).to.equal(false);
    expect(isOwnSiteCall('http://www.mybakery.com:8080/api', page)).to.equal(false);
    expect(isOwnSiteCall('ftp://www.mybakery.com/file', page)).to.equal(false);
    expect(isOwnSiteCall('/api', 'not a url')).to.equal(false);
  });

  it('reads the current page by default', () => {
    expect(isOwnSiteCall('/api/x')).to.equal(true);
  });
});
