import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { SsCookieBanner } from '../../../components/cookie-banner/cookie-banner.ts';
import { resetConsentManager } from '../../../core/consent/index.ts';
import { removeCookie } from '../../../core/net/cookies.ts';
import { resetPageContext } from '../../../core/site/read-context.ts';

/** A notice as long as many sites write: several sentences and a link. */
const LONG_TEXT = `<p>${'We and our partners use cookies to measure visits, remember your settings and show you content you may like. '.repeat(6)}<a href="/privacy">Read our cookie policy</a>.</p>`;

const part = (element: SsCookieBanner, name: string) =>
  element.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`)!;

const inViewport = (node: Element) => {
  const box = node.getBoundingClientRect();
  return box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
};

/**
 * WCAG 1.4.10 (Reflow): at 320 by 256 CSS px (400% zoom) everything must still be reachable. A
 * fixed banner taller than the viewport would leave its text or its buttons off screen, out of
 * reach of scrolling, so it scrolls within itself instead.
 */
describe('<ss-cookie-banner> at 400% zoom (320 x 256)', () => {
  before(() => setViewport({ width: 320, height: 256 }));
  after(() => setViewport({ width: 800, height: 600 }));
  beforeEach(() => {
    resetConsentManager();
    resetPageContext();
    removeCookie('ss_cookieAllowed');
  });
  afterEach(() => removeCookie('ss_cookieAllowed'));

  for (const [variant, position] of [
    ['BAR', 'TOP'],
    ['BAR', 'BOTTOM'],
    ['POPUP', 'TOP_RIGHT'],
    ['POPUP', 'BOTTOM_LEFT'],
  ] as const) {
    it(`keeps a long ${variant.toLowerCase()} at ${position} within the viewport, every part reachable`, async () => {
      const element = await fixture<SsCookieBanner>(
        html`<ss-cookie-banner
          .settings=${{
            isCookieBannerEnabled: true,
            cookieBannerVariant: variant,
            cookieBannerPosition: position,
            cookieBannerCtaVariant: 'BUTTON',
            cookieBannerAcceptType: 'OPT_IN_AND_OUT',
            cookieBannerText: LONG_TEXT,
          }}
        ></ss-cookie-banner>`,
      );
      const text = part(element, 'text');
      await waitUntil(() => text.querySelector('a'), 'the owner text did not show');
      expect(inViewport(part(element, 'base')), 'banner within the viewport').to.equal(true);
      // Keyboard: the link in the text, then each button, is seen as it takes focus.
      for (const name of ['link', 'decline-button', 'accept-button']) {
        await sendKeys({ press: 'Tab' });
        const focused = element.shadowRoot!.activeElement!;
        expect(focused.matches(name === 'link' ? 'a' : `[part~="${name}"]`), name).to.equal(true);
        expect(inViewport(focused), `${name} in view`).to.equal(true);
      }
    });
  }
});
