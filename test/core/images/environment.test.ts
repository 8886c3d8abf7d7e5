import { expect } from '@open-wc/testing';
import {
  browserDecode,
  IMAGE_CONCURRENCY,
  imageConcurrency,
  isMobile,
  MOBILE_IMAGE_CONCURRENCY,
  resolveEnvironment,
} from '../../../core/images/index.ts';

const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36';

describe('image environment', () => {
  it('loads 16 images at once, or 1 on mobile', () => {
    expect(IMAGE_CONCURRENCY).to.equal(16);
    expect(MOBILE_IMAGE_CONCURRENCY).to.equal(1);
    expect(imageConcurrency({ window: {}, navigator: { userAgent: DESKTOP_UA } })).to.equal(16);
    expect(
      imageConcurrency({ window: { orientation: 0 }, navigator: { userAgent: DESKTOP_UA } }),
    ).to.equal(1);
    expect(
      imageConcurrency({ window: {}, navigator: { userAgent: 'Foo Mobile/15E148' } }),
    ).to.equal(1);
  });

  it("detects mobile by an orientation property or 'mobile' in the user agent, in any case", () => {
    expect(isMobile({ window: { orientation: 90 }, navigator: undefined })).to.equal(true);
    expect(isMobile({ window: { orientation: 0 }, navigator: undefined })).to.equal(true);
    for (const userAgent of ['Mobile Safari', 'mobile', 'MOBILE', 'xMoBiLex']) {
      expect(isMobile({ window: {}, navigator: { userAgent } }), userAgent).to.equal(true);
    }
    expect(isMobile({ window: {}, navigator: { userAgent: DESKTOP_UA } })).to.equal(false);
    expect(isMobile({ window: undefined, navigator: undefined })).to.equal(false);
    expect(isMobile({ window: { orientation: undefined }, navigator: {} })).to.equal(false);
  });

  it('counts this desktop Chromium as a desktop: 16 at once', () => {
    expect(isMobile(resolveEnvironment())).to.equal(false);
    expect(imageConcurrency(resolveEnvironment())).to.equal(16);
  });

  it('reads the runtime lazily for what is not given, and keeps what is (even undefined)', () => {
    const env = resolveEnvironment();
    expect(env.window).to.equal(window);
    expect(env.navigator).to.equal(navigator);
    expect(env.IntersectionObserver).to.equal(IntersectionObserver);
    expect(env.decode).to.equal(browserDecode);
    const bare = resolveEnvironment({
      window: undefined,
      navigator: undefined,
      IntersectionObserver: undefined,
    });
    expect([bare.window, bare.navigator, bare.IntersectionObserver]).to.deep.equal([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('warns to the console by default', () => {
    const warn = console.warn;
    const seen: unknown[] = [];
    console.warn = (message: unknown) => seen.push(message);
    try {
      resolveEnvironment().warn('hello');
    } finally {
      console.warn = warn;
    }
    expect(seen).to.deep.equal(['hello']);
  });

  it('decodes a real image from the test server, and rejects a missing one', async () => {
    await browserDecode(new URL('./fixtures/photo.svg?format=100w', import.meta.url).href);
    let failed = false;
    await browserDecode(new URL('./fixtures/missing-100w.svg', import.meta.url).href).catch(() => {
      failed = true;
    });
    expect(failed).to.equal(true);
  });
});
