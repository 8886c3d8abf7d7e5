import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { SsCookieBanner } from '../../../components/cookie-banner/cookie-banner.ts';
import { resetConsentManager } from '../../../core/consent/index.ts';
import { removeCookie } from '../../../core/net/cookies.ts';
import { resetPageContext } from '../../../core/site/read-context.ts';

const BUTTONS = 30;

/**
 * A page of buttons, one under the other, and the banner; with content above and below them,
 * so that the page can scroll each button clear of the banner.
 */
const page = (position: string, variant = 'BAR') =>
  fixture<HTMLElement>(html`
    <div>
      <p style="height: 200px">Above</p>
      ${Array.from(
        { length: BUTTONS },
        (_, i) => html`<button style="display: block; height: 40px">${i}</button>`,
      )}
      <p style="height: 200px">Below</p>
      <ss-cookie-banner
        .settings=${{
          isCookieBannerEnabled: true,
          cookieBannerPosition: position,
          cookieBannerVariant: variant,
        }}
      ></ss-cookie-banner>
    </div>
  `);

const bannerBox = (element: HTMLElement) =>
  element
    .querySelector('ss-cookie-banner')!
    .shadowRoot!.querySelector('[part~="base"]')!
    .getBoundingClientRect();

/** Tabs from the page's first button to its last: each ends above the banner at the bottom. */
async function expectTabbedClearAbove(element: HTMLElement): Promise<void> {
  await (element.querySelector('ss-cookie-banner') as SsCookieBanner).updateComplete;
  element.querySelector('button')!.focus();
  for (let i = 1; i < BUTTONS; i++) {
    await sendKeys({ press: 'Tab' });
    const box = document.activeElement!.getBoundingClientRect();
    expect(box.bottom, `button ${i}`).to.be.at.most(bannerBox(element).top + 1);
  }
}

/**
 * WCAG 2.4.11 (Focus Not Obscured): a page element that takes keyboard focus is scrolled clear
 * of the fixed banner, not left underneath it.
 */
describe('<ss-cookie-banner> and keyboard focus on the page', () => {
  before(() => setViewport({ width: 800, height: 600 }));
  beforeEach(() => {
    resetConsentManager();
    resetPageContext();
    removeCookie('ss_cookieAllowed');
    window.scrollTo(0, 0);
  });
  afterEach(() => {
    removeCookie('ss_cookieAllowed');
    window.scrollTo(0, 0);
  });

  it('keeps each element tabbed to above a bar at the bottom', async () => {
    await expectTabbedClearAbove(await page('BOTTOM'));
  });

  it('keeps each element tabbed back to below a bar at the top', async () => {
    const element = await page('TOP');
    await (element.querySelector('ss-cookie-banner') as SsCookieBanner).updateComplete;
    const buttons = element.querySelectorAll('button');
    buttons[BUTTONS - 1]!.focus();
    window.scrollTo(0, document.documentElement.scrollHeight);
    await sendKeys({ down: 'Shift' });
    try {
      for (let i = BUTTONS - 2; i >= 0; i--) {
        await sendKeys({ press: 'Tab' });
        const box = document.activeElement!.getBoundingClientRect();
        expect(box.top, `button ${i}`).to.be.at.least(bannerBox(element).bottom - 1);
      }
    } finally {
      await sendKeys({ up: 'Shift' });
    }
  });

  it('keeps each element tabbed to clear of a popup at the bottom, its margin too', async () => {
    await expectTabbedClearAbove(await page('BOTTOM_LEFT', 'POPUP'));
  });

  /**
   * A button at the very start of the page and one at its very end, with the page between them
   * and nothing beyond them: scroll padding alone cannot scroll either out from under the banner.
   */
  const edges = (position: string, variant = 'BAR') =>
    fixture<HTMLElement>(html`
      <div>
        <button>First</button>
        <p style="height: 1500px">Between</p>
        <button>Last</button>
        <ss-cookie-banner
          .settings=${{
            isCookieBannerEnabled: true,
            cookieBannerPosition: position,
            cookieBannerVariant: variant,
          }}
        ></ss-cookie-banner>
      </div>
    `);

  for (const variant of ['BAR', 'POPUP']) {
    const name = variant.toLowerCase();

    it(`keeps the page's last element, tabbed to, clear of a ${name} at the bottom`, async () => {
      const element = await edges(variant === 'BAR' ? 'BOTTOM' : 'BOTTOM_LEFT', variant);
      await (element.querySelector('ss-cookie-banner') as SsCookieBanner).updateComplete;
      const [first, last] = element.querySelectorAll('button');
      first!.focus();
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement).to.equal(last);
      const box = last!.getBoundingClientRect();
      expect(box.top).to.be.at.least(0);
      expect(box.bottom).to.be.at.most(bannerBox(element).top);
    });

    it(`keeps the page's first element, tabbed back to, clear of a ${name} at the top`, async () => {
      const element = await edges(variant === 'BAR' ? 'TOP' : 'TOP_LEFT', variant);
      await (element.querySelector('ss-cookie-banner') as SsCookieBanner).updateComplete;
      const [first, last] = element.querySelectorAll('button');
      last!.focus();
      window.scrollTo(0, document.documentElement.scrollHeight);
      await sendKeys({ down: 'Shift' });
      try {
        await sendKeys({ press: 'Tab' });
      } finally {
        await sendKeys({ up: 'Shift' });
      }
      expect(document.activeElement).to.equal(first);
      const box = first!.getBoundingClientRect();
      expect(box.bottom).to.be.at.most(innerHeight);
      expect(box.top).to.be.at.least(bannerBox(element).bottom);
    });
  }

  it('leaves the page where it is, scrolled to its end, as the banner updates', async () => {
    const element = await edges('BOTTOM');
    const banner = element.querySelector('ss-cookie-banner') as SsCookieBanner;
    await banner.updateComplete;
    window.scrollTo(0, document.documentElement.scrollHeight);
    const end = window.scrollY;
    expect(end).to.be.greaterThan(0);
    banner.label = 'Cookies';
    await banner.updateComplete;
    expect(window.scrollY).to.equal(end);
  });

  it("adds the banner's space to the page's own padding at its side, and gives it back", async () => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('html { padding: 12px 0 20px }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    const root = document.documentElement;
    const padding = () => [getComputedStyle(root).paddingTop, getComputedStyle(root).paddingBottom];
    try {
      const element = await edges('BOTTOM');
      const banner = element.querySelector('ss-cookie-banner') as SsCookieBanner;
      await banner.updateComplete;
      const space = root.clientHeight - bannerBox(element).top;
      expect(padding()).to.deep.equal(['12px', `${20 + space}px`]);
      await banner.accept();
      await banner.updateComplete;
      expect(padding()).to.deep.equal(['12px', '20px']);
      expect(root.style.paddingTop).to.equal('');
      expect(root.style.paddingBottom).to.equal('');

      removeCookie('ss_cookieAllowed');
      resetConsentManager();
      root.style.paddingTop = '5px';
      const top = await edges('TOP');
      await (top.querySelector('ss-cookie-banner') as SsCookieBanner).updateComplete;
      expect(padding()).to.deep.equal([`${5 + bannerBox(top).bottom}px`, '20px']);
      top.remove();
      expect(root.style.paddingTop).to.equal('5px');
      expect(root.style.paddingBottom).to.equal('');
    } finally {
      root.style.paddingTop = '';
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((each) => each !== sheet);
    }
  });

  it('keeps the space of a banner still showing when another on its side goes', async () => {
    const settings = { isCookieBannerEnabled: true };
    const first = await fixture<SsCookieBanner>(
      html`<ss-cookie-banner .settings=${settings}></ss-cookie-banner>`,
    );
    const second = await fixture<SsCookieBanner>(
      html`<ss-cookie-banner .settings=${settings}></ss-cookie-banner>`,
    );
    await Promise.all([first.updateComplete, second.updateComplete]);
    const reserved = () =>
      parseFloat(getComputedStyle(document.documentElement).scrollPaddingBottom) || 0;
    const height = second
      .shadowRoot!.querySelector('[part~="base"]')!
      .getBoundingClientRect().height;
    first.remove();
    expect(reserved()).to.be.at.least(height - 1);
    second.remove();
    expect(document.documentElement.style.scrollPaddingBottom).to.equal('');
  });

  it('reserves no space for a banner that is not drawn, in a hidden box or hidden later', async () => {
    const root = document.documentElement.style;
    const box = await fixture<HTMLElement>(html`
      <div hidden>
        <ss-cookie-banner .settings=${{ isCookieBannerEnabled: true }}></ss-cookie-banner>
      </div>
    `);
    const banner = box.querySelector('ss-cookie-banner') as SsCookieBanner;
    await banner.updateComplete;
    expect(root.scrollPaddingBottom).to.equal('');
    box.hidden = false;
    await banner.updateComplete;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(root.scrollPaddingBottom).not.to.equal('');
    box.hidden = true;
    // The banner's size changed to none: it is heard on the next frame.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(root.scrollPaddingBottom).to.equal('');
  });

  it('gives the page its own scroll padding back once the banner goes, with two banners too', async () => {
    const root = document.documentElement.style;
    root.scrollPaddingBottom = '10px';
    try {
      const element = await page('BOTTOM');
      const banner = element.querySelector('ss-cookie-banner') as SsCookieBanner;
      await banner.updateComplete;
      expect(root.scrollPaddingBottom).not.to.equal('10px');
      await banner.accept();
      await banner.updateComplete;
      expect(root.scrollPaddingBottom).to.equal('10px');
      expect(root.scrollPaddingTop).to.equal('');

      removeCookie('ss_cookieAllowed');
      resetConsentManager();
      const settings = { isCookieBannerEnabled: true };
      const first = await fixture<SsCookieBanner>(
        html`<ss-cookie-banner .settings=${settings}></ss-cookie-banner>`,
      );
      const second = await fixture<SsCookieBanner>(
        html`<ss-cookie-banner .settings=${settings}></ss-cookie-banner>`,
      );
      await first.accept();
      await Promise.all([first.updateComplete, second.updateComplete]);
      expect(root.scrollPaddingBottom).to.equal('10px');
    } finally {
      root.scrollPaddingBottom = '';
    }
  });
});
