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

/** Presses Shift+Tab. */
async function shiftTab(): Promise<void> {
  await sendKeys({ down: 'Shift' });
  try {
    await sendKeys({ press: 'Tab' });
  } finally {
    await sendKeys({ up: 'Shift' });
  }
}

/** Long enough after the last key that focus moved now is no answer to it. */
const afterKeys = () => new Promise((resolve) => setTimeout(resolve, 500));

const root = document.documentElement;
const paddingTop = () => getComputedStyle(root).paddingTop;

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
    // Scrolling brought each clear: the page was given no room, and never moved.
    expect(root.style.paddingTop).to.equal('');
    expect(paddingTop()).to.equal('0px');
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
      // The page stays where it was as the banner shows: no room yet.
      expect(root.style.paddingTop).to.equal('');
      expect(paddingTop()).to.equal('0px');
      expect(first!.getBoundingClientRect().top).to.be.below(bannerBox(element).bottom);
      last!.focus();
      window.scrollTo(0, document.documentElement.scrollHeight);
      expect(paddingTop()).to.equal('0px');
      await shiftTab();
      expect(document.activeElement).to.equal(first);
      const box = first!.getBoundingClientRect();
      expect(box.bottom).to.be.at.most(innerHeight);
      expect(box.top).to.be.at.least(bannerBox(element).bottom);
      expect(paddingTop()).to.equal(`${bannerBox(element).bottom}px`);
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

      // The next page alone, its first element at the page's start.
      element.remove();
      removeCookie('ss_cookieAllowed');
      resetConsentManager();
      root.style.paddingTop = '5px';
      const top = await edges('TOP');
      await (top.querySelector('ss-cookie-banner') as SsCookieBanner).updateComplete;
      // At the top, the room comes once a key takes focus to the page's start under the banner.
      expect(padding()).to.deep.equal(['5px', '20px']);
      top.querySelectorAll('button')[1]!.focus();
      await shiftTab();
      expect(padding()).to.deep.equal([`${5 + bannerBox(top).bottom}px`, '20px']);
      top.remove();
      expect(padding()).to.deep.equal(['5px', '20px']);
      expect(root.style.paddingTop).to.equal('5px');
      expect(root.style.paddingBottom).to.equal('');
    } finally {
      root.style.paddingTop = '';
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((each) => each !== sheet);
    }
  });

  it('gives no room at the top for focus a script moves there, nor for an element not under the banner', async () => {
    const element = await edges('TOP');
    await (element.querySelector('ss-cookie-banner') as SsCookieBanner).updateComplete;
    const first = element.querySelector('button')!;
    await afterKeys();
    first.focus();
    expect(first.getBoundingClientRect().top).to.be.below(bannerBox(element).bottom);
    expect(root.style.paddingTop).to.equal('');
    expect(paddingTop()).to.equal('0px');

    // A popup in the top right corner, the page's first element at its left.
    element.remove();
    const corner = await edges('TOP_RIGHT', 'POPUP');
    await (corner.querySelector('ss-cookie-banner') as SsCookieBanner).updateComplete;
    const [start, last] = corner.querySelectorAll('button');
    last!.focus();
    window.scrollTo(0, root.scrollHeight);
    await shiftTab();
    expect(document.activeElement).to.equal(start);
    expect(root.style.paddingTop).to.equal('');
    expect(start!.getBoundingClientRect().top).to.be.at.least(0);
    expect(start!.getBoundingClientRect().right).to.be.at.most(bannerBox(corner).left);
  });

  it('shows a bar at the top without moving the page; the page moves only in answer to a key', async () => {
    const element = await fixture<HTMLElement>(html`
      <div>
        <button>First</button>
        <p style="height: 300px">Between</p>
        <button>Second</button>
        <p style="height: 1500px">After</p>
      </div>
    `);
    const [first, second] = element.querySelectorAll('button');
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    const shifts: Array<{ hadRecentInput: boolean }> = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push(entry as unknown as { hadRecentInput: boolean });
    });
    observer.observe({ type: 'layout-shift' });
    /** The shifts drawn so far, whether each followed the visitor's input. */
    const drawn = async () => {
      await frame();
      await frame();
      shifts.push(...(observer.takeRecords() as unknown as Array<{ hadRecentInput: boolean }>));
      return shifts.map((each) => each.hadRecentInput);
    };
    try {
      const firstTop = first!.getBoundingClientRect().top;
      const banner = document.createElement('ss-cookie-banner');
      banner.settings = { isCookieBannerEnabled: true, cookieBannerPosition: 'TOP' };
      element.append(banner);
      await banner.updateComplete;
      expect(await drawn()).to.deep.equal([]);
      expect(paddingTop()).to.equal('0px');
      expect(first!.getBoundingClientRect().top).to.equal(firstTop);

      await afterKeys();
      second!.focus();
      await shiftTab();
      expect(document.activeElement).to.equal(first);
      expect(first!.getBoundingClientRect().top).to.be.at.least(bannerBox(element).bottom);
      expect(await drawn()).to.deep.equal([true]);
    } finally {
      observer.disconnect();
    }
  });

  it("keeps the room given at the top while a banner shows there, the page's own padding back after", async () => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('html { padding-top: 12px }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    try {
      const element = await fixture<HTMLElement>(html`
        <div>
          <button>First</button>
          <p style="height: 1500px">Between</p>
          <button>Last</button>
          <ss-cookie-banner
            .settings=${{ isCookieBannerEnabled: true, cookieBannerPosition: 'TOP' }}
          ></ss-cookie-banner>
          <ss-cookie-banner
            .settings=${{
              isCookieBannerEnabled: true,
              cookieBannerPosition: 'TOP_RIGHT',
              cookieBannerVariant: 'POPUP',
            }}
          ></ss-cookie-banner>
          <ss-cookie-banner
            .settings=${{ isCookieBannerEnabled: true, cookieBannerPosition: 'BOTTOM' }}
          ></ss-cookie-banner>
        </div>
      `);
      const [bar, popup, bottomBar] = element.querySelectorAll('ss-cookie-banner');
      await Promise.all([bar!.updateComplete, popup!.updateComplete, bottomBar!.updateComplete]);
      const bottom = (banner: SsCookieBanner) =>
        banner.shadowRoot!.querySelector('[part~="base"]')!.getBoundingClientRect().bottom;
      const [barSpace, popupSpace] = [bottom(bar!), bottom(popup!)];
      expect(popupSpace).to.be.greaterThan(barSpace);
      expect(paddingTop()).to.equal('12px');

      const [first, last] = element.querySelectorAll('button');
      last!.focus();
      window.scrollTo(0, root.scrollHeight);
      await shiftTab();
      expect(document.activeElement).to.equal(first);
      expect(paddingTop()).to.equal(`${12 + popupSpace}px`);
      // Focus leaving the page's start takes nothing away.
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement).to.equal(last);
      expect(paddingTop()).to.equal(`${12 + popupSpace}px`);
      // Nor does the bottom's banner going, or the top's updating.
      bottomBar!.remove();
      bar!.label = 'Cookies';
      await bar!.updateComplete;
      expect(paddingTop()).to.equal(`${12 + popupSpace}px`);

      // The popup goes: the bar keeps its own space.
      popup!.remove();
      expect(paddingTop()).to.equal(`${12 + barSpace}px`);
      // The bar goes too, as the visitor chooses with a key.
      bar!.shadowRoot!.querySelector<HTMLElement>('[part~="accept-button"]')!.focus();
      await sendKeys({ press: 'Enter' });
      await bar!.updateComplete;
      expect(bar!.shadowRoot!.querySelector('[part~="base"]')).to.equal(null);
      expect(paddingTop()).to.equal('12px');
      expect(root.style.paddingTop).to.equal('');
    } finally {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((each) => each !== sheet);
    }
  });

  it('hears no keys nor focus once no banner shows at the top', async () => {
    const heard = new Map<unknown, Set<string>>();
    const { addEventListener: add, removeEventListener: remove } = window;
    const kinds = new Set(['keydown', 'focusin']);
    window.addEventListener = function (this: Window, type: string, ...rest: [never, never?]) {
      if (kinds.has(type)) heard.set(rest[0], (heard.get(rest[0]) ?? new Set()).add(type));
      return add.call(this ?? window, type, ...rest);
    } as typeof add;
    window.removeEventListener = function (this: Window, type: string, ...rest: [never, never?]) {
      heard.get(rest[0])?.delete(type);
      return remove.call(this ?? window, type, ...rest);
    } as typeof remove;
    try {
      const element = await edges('TOP');
      const banner = element.querySelector('ss-cookie-banner') as SsCookieBanner;
      await banner.updateComplete;
      expect([...heard.values()].some((types) => types.size)).to.equal(true);
      await banner.accept();
      await banner.updateComplete;
      expect([...heard.values()].filter((types) => types.size)).to.deep.equal([]);
    } finally {
      window.addEventListener = add;
      window.removeEventListener = remove;
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
