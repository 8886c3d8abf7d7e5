import { expect } from '@open-wc/testing';
import { isMobile } from '../../../core/gallery/mobile.ts';

describe('isMobile', () => {
  it("reads 'mobile' in the user agent in any case, or an orientation property on the window", () => {
    // An own property shadows the real one until it is deleted.
    const fake = (target: object, name: string, value: unknown) =>
      Object.defineProperty(target, name, { value, configurable: true });
    try {
      expect('orientation' in window, 'a desktop window').to.equal(false);
      fake(navigator, 'userAgent', 'Mozilla/5.0 (iPhone) Mobile/15E148');
      expect(isMobile()).to.equal(true);
      fake(navigator, 'userAgent', 'something MOBILE');
      expect(isMobile()).to.equal(true);
      fake(navigator, 'userAgent', 'Mozilla/5.0 (X11; Linux x86_64)');
      expect(isMobile()).to.equal(false);
      fake(window, 'orientation', 0);
      expect(isMobile()).to.equal(true);
    } finally {
      delete (navigator as { userAgent?: string }).userAgent;
      delete (window as { orientation?: number }).orientation;
    }
  });
});
