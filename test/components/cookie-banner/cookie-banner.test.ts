import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import sinon from 'sinon';
import { SsCookieBanner } from '../../../components/cookie-banner/cookie-banner.ts';
import { getConsentManager, resetConsentManager } from '../../../core/consent/index.ts';
import { getCookie, removeCookie, setCookie } from '../../../core/net/cookies.ts';
import { resetPageContext, setPageContext } from '../../../core/site/read-context.ts';

const TRACKING_COOKIES = [
  'SS_MATTR',
  'SS_MID',
  'SS_lastvisit',
  'user_segment',
  'ss_cid',
  'ss_cpvisit',
  'ss_cvisit',
  'ss_cvr',
  'ss_cvt',
];
const DEFAULT_TEXT =
  'By using this website, you agree to our use of cookies. We use cookies to provide you with a great experience and to help our website run effectively.';

const banner = (settings: Record<string, unknown>) =>
  fixture<SsCookieBanner>(html`<ss-cookie-banner .settings=${settings}></ss-cookie-banner>`);
const part = (element: SsCookieBanner, name: string) =>
  element.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
/**
 * Settles once any clearing the page's policy wants is done, the banner's included (it applies
 * the policy on the same manager when it connects, and the clearing code loads on demand): what
 * is asserted as kept after it was not merely still waiting to go.
 */
const policyApplied = () => getConsentManager().applyPolicy();

describe('<ss-cookie-banner>', () => {
  beforeEach(() => {
    resetConsentManager();
    resetPageContext();
    removeCookie('ss_cookieAllowed');
  });
  afterEach(() => {
    removeCookie('ss_cookieAllowed');
    for (const name of TRACKING_COOKIES) removeCookie(name);
  });

  it('shows when enabled and no choice was stored, with the spec defaults', async () => {
    const element = await banner({ isCookieBannerEnabled: true });
    const base = part(element, 'base')!;
    expect(base.dataset).to.include({ variant: 'BAR', position: 'BOTTOM', theme: 'DARK' });
    expect(part(element, 'text')!.textContent!.trim()).to.equal(DEFAULT_TEXT);
    const accept = part(element, 'accept-button')!;
    expect(accept.dataset.cta).to.equal('ICON');
    expect(accept.getAttribute('aria-label')).to.equal('Accept');
    expect(part(element, 'decline-button')).to.equal(null);
    expect(base.getAttribute('aria-label')).to.equal('Cookie consent');
  });

  it('stays hidden when disabled or when the visitor already chose', async () => {
    expect(part(await banner({ isCookieBannerEnabled: false }), 'base')).to.equal(null);
    setCookie('ss_cookieAllowed', '0');
    resetConsentManager();
    expect(part(await banner({ isCookieBannerEnabled: true }), 'base')).to.equal(null);
  });

  it('takes settings given after it connected, as frameworks set them', async () => {
    const element = await fixture<SsCookieBanner>(html`<ss-cookie-banner></ss-cookie-banner>`);
    expect(part(element, 'base')).to.equal(null);
    element.settings = { isCookieBannerEnabled: true, cookieBannerVariant: 'POPUP' };
    await element.updateComplete;
    expect(part(element, 'base')!.dataset.variant).to.equal('POPUP');
  });

  it("tells Consent Mode its default only once the site's settings are known", async () => {
    const gtag = sinon.spy();
    (window as { gtag?: unknown }).gtag = gtag;
    try {
      const element = await fixture<SsCookieBanner>(html`<ss-cookie-banner></ss-cookie-banner>`);
      // Connected without settings (a framework sets them just after): nothing said yet, so
      // that no tag runs as granted what the site's policy denies.
      expect(gtag.callCount).to.equal(0);
      element.settings = { isCookieBannerEnabled: true, isRestrictiveCookiePolicyEnabled: true };
      await element.updateComplete;
      expect(
        gtag.args.map(([, command, state]) => [command, state.analytics_storage]),
      ).to.deep.equal([['default', 'denied']]);
    } finally {
      delete (window as { gtag?: unknown }).gtag;
    }
  });

  it('updates in place when its settings change: focus stays, each variant gets its attributes', async () => {
    const element = await banner({ isCookieBannerEnabled: true });
    const accept = part(element, 'accept-button')!;
    accept.focus();
    element.settings = {
      isCookieBannerEnabled: true,
      cookieBannerCtaVariant: 'BUTTON',
      cookieBannerAcceptType: 'OPT_IN_AND_OUT',
      cookieBannerCtaText: 'Fine',
    };
    await element.updateComplete;
    expect(part(element, 'accept-button')).to.equal(accept);
    expect(element.shadowRoot!.activeElement).to.equal(accept);
    expect(accept.hasAttribute('aria-label')).to.equal(false);
    expect(accept.hasAttribute('title')).to.equal(false);
    expect(accept.textContent).to.equal('Fine');
    const decline = part(element, 'decline-button')!;
    expect(decline.dataset.cta).to.equal('BUTTON');
    expect(decline.nextElementSibling).to.equal(accept);
    element.settings = { isCookieBannerEnabled: true, cookieBannerCtaText: 'Fine' };
    await element.updateComplete;
    expect(part(element, 'decline-button')).to.equal(null);
    expect(accept.getAttribute('aria-label')).to.equal('Fine');
    expect(accept.getAttribute('title')).to.equal('Fine');
    expect(accept.querySelector('svg[aria-hidden="true"]')).to.not.equal(null);
    expect(accept.textContent).to.equal('');
  });

  it('keeps focus on the decline button across updates', async () => {
    const settings = { isCookieBannerEnabled: true, cookieBannerAcceptType: 'OPT_IN_AND_OUT' };
    const element = await banner(settings);
    const decline = part(element, 'decline-button')!;
    decline.focus();
    element.settings = { ...settings, cookieBannerOptOutCtaText: 'No thanks' };
    await element.updateComplete;
    // Compared as a flag: a failing comparison of elements is slow to report.
    expect(element.shadowRoot!.activeElement === decline, 'decline kept focus').to.equal(true);
    expect(decline.textContent).to.equal('No thanks');
  });

  it('names its region by default when the label is removed, empty or blank', async () => {
    const element = await fixture<SsCookieBanner>(
      html`<ss-cookie-banner
        label="Cookies"
        .settings=${{ isCookieBannerEnabled: true }}
      ></ss-cookie-banner>`,
    );
    expect(part(element, 'base')!.getAttribute('aria-label')).to.equal('Cookies');
    element.removeAttribute('label');
    await element.updateComplete;
    expect(part(element, 'base')!.getAttribute('aria-label')).to.equal('Cookie consent');
    element.label = '';
    await element.updateComplete;
    expect(part(element, 'base')!.getAttribute('aria-label')).to.equal('Cookie consent');
    // A blank name is no name: the region would not be a landmark.
    element.setAttribute('label', ' \t');
    await element.updateComplete;
    expect(part(element, 'base')!.getAttribute('aria-label')).to.equal('Cookie consent');
  });

  it('takes only its banner away when closing, not what else its shadow root holds', async () => {
    const element = await banner({ isCookieBannerEnabled: true });
    // Where constructable style sheets are missing, lit puts the styles in <style> elements here.
    const style = document.createElement('style');
    element.shadowRoot!.prepend(style);
    await element.accept();
    await element.updateComplete;
    expect(part(element, 'base')).to.equal(null);
    expect(style.isConnected).to.equal(true);
  });

  it('lays a popup out as a column as tall as its text and actions, a bar as a row', async () => {
    const popup = await banner({ isCookieBannerEnabled: true, cookieBannerVariant: 'POPUP' });
    const text = part(popup, 'text')!;
    const words = document.createRange();
    words.selectNodeContents(text);
    // The text takes the height of its lines (the words' boxes plus line spacing, which
    // depends on the font), not a flex basis of 20em read as a height (five times as tall).
    const height = text.getBoundingClientRect().height;
    expect(height).to.be.within(
      words.getBoundingClientRect().height,
      words.getBoundingClientRect().height * 1.6,
    );
    expect(part(popup, 'actions')!.getBoundingClientRect().top).to.be.at.least(
      text.getBoundingClientRect().bottom,
    );
    const bar = await banner({ isCookieBannerEnabled: true, cookieBannerVariant: 'BAR' });
    const barText = part(bar, 'text')!.getBoundingClientRect();
    expect(part(bar, 'actions')!.getBoundingClientRect().left).to.be.at.least(barText.right);
  });

  it('sits where its position says: a bar across the top or bottom, a popup in its corner', async () => {
    const edges = async (variant: string, position: string) => {
      const element = await banner({
        isCookieBannerEnabled: true,
        cookieBannerVariant: variant,
        cookieBannerPosition: position,
      });
      const box = part(element, 'base')!.getBoundingClientRect();
      const edges = {
        top: Math.round(box.top),
        bottom: Math.round(innerHeight - box.bottom),
        left: Math.round(box.left),
        right: Math.round(document.documentElement.clientWidth - box.right),
      };
      element.remove();
      return edges;
    };
    const top = await edges('BAR', 'TOP');
    expect([top.top, top.left, top.right]).to.deep.equal([0, 0, 0]);
    expect(top.bottom).to.be.above(0);
    const bottom = await edges('BAR', 'BOTTOM');
    expect([bottom.bottom, bottom.left, bottom.right]).to.deep.equal([0, 0, 0]);
    expect(bottom.top).to.be.above(0);
    // A popup keeps a margin of 1em (its 14 px font) from its corner's two edges, away from the others.
    const corners = { TOP_LEFT: ['top', 'left'], TOP_RIGHT: ['top', 'right'] } as const;
    const more = { BOTTOM_LEFT: ['bottom', 'left'], BOTTOM_RIGHT: ['bottom', 'right'] } as const;
    for (const [position, near] of Object.entries({ ...corners, ...more })) {
      const at = await edges('POPUP', position);
      for (const side of ['top', 'bottom', 'left', 'right'] as const) {
        if ((near as readonly string[]).includes(side))
          expect(at[side], `${position} ${side}`).to.equal(14);
        else expect(at[side], `${position} ${side}`).to.be.above(14);
      }
    }
  });

  it('reads its settings from the page context when none are given', async () => {
    setPageContext({ cookieSettings: { isCookieBannerEnabled: true, cookieBannerTheme: 'light' } });
    const element = await fixture<SsCookieBanner>(html`<ss-cookie-banner></ss-cookie-banner>`);
    expect(part(element, 'base')!.dataset.theme).to.equal('LIGHT');
  });

  it('reads its settings from the JSON attribute in markup', async () => {
    const element = await fixture<SsCookieBanner>(
      `<ss-cookie-banner settings='{"isCookieBannerEnabled":true,"cookieBannerVariant":"popup","cookieBannerPosition":"TOP"}'></ss-cookie-banner>`,
    );
    expect(part(element, 'base')!.dataset).to.include({ variant: 'POPUP', position: 'TOP_LEFT' });
  });

  it('stores acceptance for 30 days, removes itself and announces the choice', async () => {
    const element = await banner({ isCookieBannerEnabled: true, cookieBannerCtaVariant: 'BUTTON' });
    const accept = part(element, 'accept-button')!;
    expect(accept.textContent!.trim()).to.equal('Accept');
    const chosen = oneEvent(element, 'ss-consent-choice');
    accept.click();
    expect((await chosen).detail).to.deep.equal({ choice: 'accepted' });
    await element.updateComplete;
    expect(part(element, 'base')).to.equal(null);
    expect(getCookie('ss_cookieAllowed')).to.equal('1');
    const [cookie] = (await cookieStore.getAll('ss_cookieAllowed')) as Array<
      CookieListItem & { expires: number }
    >;
    const thirtyDays = 30 * 86_400_000;
    expect(cookie!.expires - Date.now()).to.be.within(thirtyDays - 60_000, thirtyDays + 1000);
    expect(cookie).to.include({ path: '/', sameSite: 'lax' });
  });

  it('goes when the choice is made elsewhere: the page manager, or another banner', async () => {
    const element = await banner({ isCookieBannerEnabled: true });
    const other = await banner({ isCookieBannerEnabled: true });
    let announced = 0;
    element.addEventListener('ss-consent-choice', () => announced++);
    part(other, 'accept-button')!.click();
    await element.updateComplete;
    expect(part(element, 'base') === null, 'banner gone').to.equal(true);
    // Only the banner the visitor used announces a choice.
    expect(announced).to.equal(0);

    removeCookie('ss_cookieAllowed');
    resetConsentManager();
    const third = await banner({ isCookieBannerEnabled: true });
    expect(part(third, 'base') === null, 'banner gone').to.equal(false);
    await getConsentManager().decline();
    await third.updateComplete;
    expect(part(third, 'base') === null, 'banner gone').to.equal(true);
    expect(getCookie('ss_cookieAllowed')).to.equal('0');
  });

  it('stops hearing the page manager once taken out of the page', async () => {
    const element = await banner({ isCookieBannerEnabled: true });
    element.remove();
    const close = sinon.spy(element as unknown as { requestUpdate(): void }, 'requestUpdate');
    await getConsentManager().accept();
    // Out of the page it does nothing; put back, it asks afresh: the choice stands, so it is closed.
    expect(close.callCount).to.equal(0);
    document.body.append(element);
    await element.updateComplete;
    expect(part(element, 'base') === null, 'banner gone').to.equal(true);
    element.remove();
  });

  it('offers the decline button with opt-in-and-out, stores the decline for 30 days and goes', async () => {
    const element = await banner({
      isCookieBannerEnabled: true,
      cookieBannerAcceptType: 'OPT_IN_AND_OUT',
      cookieBannerCtaVariant: 'TEXT',
      cookieBannerOptOutCtaText: ' ',
    });
    const decline = part(element, 'decline-button')!;
    expect(decline.textContent!.trim()).to.equal('Decline');
    expect(decline.dataset.cta).to.equal('TEXT');
    const chosen = oneEvent(element, 'ss-consent-choice');
    decline.click();
    expect((await chosen).detail).to.deep.equal({ choice: 'declined' });
    await element.updateComplete;
    expect(part(element, 'base')).to.equal(null);
    expect(getCookie('ss_cookieAllowed')).to.equal('0');
    const [cookie] = (await cookieStore.getAll('ss_cookieAllowed')) as Array<
      CookieListItem & { expires: number }
    >;
    const thirtyDays = 30 * 86_400_000;
    expect(cookie!.expires - Date.now()).to.be.within(thirtyDays - 60_000, thirtyDays + 1000);
  });

  it('clears every tracking cookie under the restrictive policy until the visitor accepts', async () => {
    for (const name of TRACKING_COOKIES) setCookie(name, 'x');
    setCookie('other', 'kept');
    const element = await banner({
      isCookieBannerEnabled: true,
      isRestrictiveCookiePolicyEnabled: true,
    });
    // The clearing code loads on demand, once the banner finds a cookie to clear.
    await waitUntil(
      () => TRACKING_COOKIES.every((name) => getCookie(name) === undefined),
      'the tracking cookies were not cleared',
    );
    for (const name of TRACKING_COOKIES) expect(getCookie(name), name).to.equal(undefined);
    expect(getCookie('other')).to.equal('kept');
    removeCookie('other');
    await element.accept();
    setCookie('ss_cvr', 'kept');
    resetConsentManager();
    await banner({ isCookieBannerEnabled: true, isRestrictiveCookiePolicyEnabled: true });
    await policyApplied();
    expect(getCookie('ss_cvr')).to.equal('kept');
  });

  it('counts Global Privacy Control as a decline until the visitor chooses, writing nothing', async () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    try {
      setCookie('ss_cvr', 'x');
      const element = await banner({ isCookieBannerEnabled: true });
      expect(part(element, 'base')).to.not.equal(null);
      expect(getConsentManager().canStoreVisitorData()).to.equal(false);
      expect(getCookie('ss_cookieAllowed')).to.equal(undefined);
      await policyApplied();
      expect(getCookie('ss_cvr')).to.equal('x');
      await element.accept();
      expect(getConsentManager().canStoreVisitorData()).to.equal(true);
    } finally {
      delete (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl;
    }
  });

  it('leaves the page’s restrictive policy standing when it has no settings of its own', async () => {
    // The site's runtime set the policy; a banner then connects with no settings anywhere.
    getConsentManager({ restrictive: true });
    const element = await fixture<SsCookieBanner>(html`<ss-cookie-banner></ss-cookie-banner>`);
    expect(element.resolvedSettings.enabled).to.equal(false);
    expect(getConsentManager().policy.restrictive).to.equal(true);
    expect(getConsentManager().canStoreVisitorData()).to.equal(false);
    // Settings of its own are the site's, and have the last word.
    element.settings = { isCookieBannerEnabled: true };
    await element.updateComplete;
    expect(getConsentManager().canStoreVisitorData()).to.equal(true);
  });

  it('takes settings that are not an object as none, with a message: never a looser policy', async () => {
    getConsentManager({ restrictive: true });
    const errors = sinon.stub(console, 'error');
    try {
      for (const bad of ['{"isRestrictiveCookiePolicyEnabled":true}', 5, [], null]) {
        const element = await fixture<SsCookieBanner>(
          html`<ss-cookie-banner .settings=${bad as never}></ss-cookie-banner>`,
        );
        expect(getConsentManager().canStoreVisitorData(), JSON.stringify(bad)).to.equal(false);
        expect(element.resolvedSettings.enabled).to.equal(false);
      }
      // A settings attribute that is not JSON too.
      await fixture(html`<ss-cookie-banner settings="{nope"></ss-cookie-banner>`);
      expect(getConsentManager().canStoreVisitorData()).to.equal(false);
      expect(errors.args.map(([message]) => message)).to.deep.equal(
        Array(5).fill(
          "Cookie banner settings must be an object; the page context's cookie settings are used instead.",
        ),
      );
    } finally {
      errors.restore();
    }
    // The page context's settings are used instead: a banner shows when they enable it.
    setPageContext({
      cookieSettings: { isCookieBannerEnabled: true, isRestrictiveCookiePolicyEnabled: true },
    });
    resetConsentManager();
    const shown = await fixture<SsCookieBanner>(
      html`<ss-cookie-banner .settings=${'text' as never}></ss-cookie-banner>`,
    );
    expect(part(shown, 'base') === null, 'banner hidden').to.equal(false);
  });

  it('keeps tracking cookies without the restrictive policy', async () => {
    setCookie('ss_cvr', 'x');
    await banner({ isCookieBannerEnabled: true });
    await policyApplied();
    expect(getCookie('ss_cvr')).to.equal('x');
  });

  it('renders only inline markup and safe links from the owner text', async () => {
    const element = await banner({
      isCookieBannerEnabled: true,
      cookieBannerText:
        '<p>We use <strong>cookies</strong>. <a href="/privacy" target="_blank" onclick="x()">Privacy</a> <a href="javascript:alert(1)">bad</a> <a href="mailto:privacy@example.com">Write</a> <a href="tel:+441234567890">Call</a><script>window.pwned = 1</script><img src=x onerror="window.pwned=1"></p>',
    });
    const text = part(element, 'text')!;
    // Readable at once, without its markup, while the cleaner loads.
    expect(text.textContent).to.equal('We use cookies. Privacy bad Write Call');
    expect(text.querySelector('*')).to.equal(null);
    await waitUntil(() => text.querySelector('a'), 'the cleaned text did not show');
    expect(text.querySelector('script, img, [onclick]')).to.equal(null);
    const [privacy, bad, write, call] = [...text.querySelectorAll('a')];
    expect(privacy!.getAttribute('href')).to.equal('/privacy');
    expect(privacy!.getAttribute('rel')).to.equal('noopener noreferrer');
    expect(bad!.hasAttribute('href')).to.equal(false);
    expect(write!.getAttribute('href')).to.equal('mailto:privacy@example.com');
    expect(call!.getAttribute('href')).to.equal('tel:+441234567890');
    expect((window as { pwned?: number }).pwned).to.equal(undefined);
    expect(text.textContent).to.equal('We use cookies. Privacy bad Write Call');
  });

  it('shows the default text for an empty paragraph', async () => {
    const element = await banner({
      isCookieBannerEnabled: true,
      cookieBannerText: '<p>&nbsp;<br></p>',
    });
    expect(part(element, 'text')!.textContent!.trim()).to.equal(DEFAULT_TEXT);
  });

  it('is reached and used by keyboard, without trapping focus', async () => {
    const element = await fixture<HTMLElement>(html`
      <div>
        <button id="before">before</button>
        <ss-cookie-banner
          .settings=${{ isCookieBannerEnabled: true, cookieBannerAcceptType: 'OPT_IN_AND_OUT' }}
        ></ss-cookie-banner>
        <button id="after">after</button>
      </div>
    `);
    const bannerElement = element.querySelector('ss-cookie-banner')!;
    await bannerElement.updateComplete;
    element.querySelector<HTMLButtonElement>('#before')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(bannerElement.shadowRoot!.activeElement).to.equal(part(bannerElement, 'decline-button'));
    await sendKeys({ press: 'Tab' });
    expect(bannerElement.shadowRoot!.activeElement).to.equal(part(bannerElement, 'accept-button'));
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(element.querySelector('#after'));
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    await sendKeys({ press: 'Enter' });
    expect(getCookie('ss_cookieAllowed')).to.equal('1');
    // The banner went with focus in it: focus is back where the visitor came from.
    await bannerElement.updateComplete;
    expect(part(bannerElement, 'accept-button')).to.equal(null);
    expect(document.activeElement === element.querySelector('#after')).to.equal(true);
  });

  it('gives keyboard focus back inside the shadow root it came from', async () => {
    const element = await fixture<HTMLElement>(html`
      <div>
        <span id="host"></span>
        <ss-cookie-banner
          .settings=${{ isCookieBannerEnabled: true, cookieBannerAcceptType: 'OPT_IN_AND_OUT' }}
        ></ss-cookie-banner>
      </div>
    `);
    const host = element.querySelector('#host')!;
    const inner = document.createElement('button');
    inner.textContent = 'inner';
    host.attachShadow({ mode: 'open' }).append(inner);
    const bannerElement = element.querySelector('ss-cookie-banner')!;
    await bannerElement.updateComplete;
    inner.focus();
    await sendKeys({ press: 'Tab' });
    expect(bannerElement.shadowRoot!.activeElement).to.equal(part(bannerElement, 'decline-button'));
    await sendKeys({ press: 'Enter' });
    expect(getCookie('ss_cookieAllowed')).to.equal('0');
    await bannerElement.updateComplete;
    expect(document.activeElement === host).to.equal(true);
    expect(host.shadowRoot!.activeElement === inner).to.equal(true);
  });

  it('gives keyboard focus back to the button beside it in a closed shadow root', async () => {
    const holder = await fixture<HTMLElement>(html`<div><span></span></div>`);
    const root = holder.querySelector('span')!.attachShadow({ mode: 'closed' });
    const button = document.createElement('button');
    button.textContent = 'beside';
    const bannerElement = document.createElement('ss-cookie-banner');
    bannerElement.settings = {
      isCookieBannerEnabled: true,
      cookieBannerAcceptType: 'OPT_IN_AND_OUT',
    };
    root.append(button, bannerElement);
    await bannerElement.updateComplete;
    button.focus();
    await sendKeys({ press: 'Tab' });
    expect(bannerElement.shadowRoot!.activeElement).to.equal(part(bannerElement, 'decline-button'));
    await sendKeys({ press: 'Enter' });
    await bannerElement.updateComplete;
    expect(root.activeElement === button).to.equal(true);
  });

  it('leaves focus and the scroll position alone when clicked', async () => {
    const element = await fixture<HTMLElement>(html`
      <div>
        <input id="field" />
        <div style="height: 3000px"></div>
        <ss-cookie-banner .settings=${{ isCookieBannerEnabled: true }}></ss-cookie-banner>
      </div>
    `);
    const bannerElement = element.querySelector('ss-cookie-banner')!;
    await bannerElement.updateComplete;
    element.querySelector('input')!.focus();
    window.scrollTo(0, 2000);
    const scrolled = window.scrollY;
    const accept = part(bannerElement, 'accept-button')!;
    const box = accept.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [box.x + box.width / 2, box.y + box.height / 2] });
    expect(getCookie('ss_cookieAllowed')).to.equal('1');
    expect(document.activeElement === element.querySelector('input')).to.equal(false);
    expect(window.scrollY).to.equal(scrolled);
    window.scrollTo(0, 0);
  });

  it('rings keyboard focus in the text colour, 3:1 or more against either theme', async () => {
    for (const [theme, ring] of [
      ['DARK', 'rgb(245, 245, 247)'],
      ['LIGHT', 'rgb(31, 31, 33)'],
    ] as const) {
      const element = await banner({ isCookieBannerEnabled: true, cookieBannerTheme: theme });
      part(element, 'accept-button')!.focus();
      await sendKeys({ press: 'Tab' });
      await sendKeys({ down: 'Shift' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ up: 'Shift' });
      const focused = element.shadowRoot!.activeElement!;
      expect(focused.matches(':focus-visible'), theme).to.equal(true);
      expect(getComputedStyle(focused).outlineColor, theme).to.equal(ring);
    }
  });

  for (const [variant, theme, cta] of [
    ['BAR', 'DARK', 'ICON'],
    ['BAR', 'LIGHT', 'BUTTON'],
    ['POPUP', 'DARK', 'TEXT'],
    ['POPUP', 'LIGHT', 'BUTTON'],
  ] as const) {
    it(`has no accessibility violations as a ${theme.toLowerCase()} ${variant.toLowerCase()} with ${cta.toLowerCase()} buttons`, async () => {
      const element = await banner({
        isCookieBannerEnabled: true,
        cookieBannerVariant: variant,
        cookieBannerTheme: theme,
        cookieBannerCtaVariant: cta,
        cookieBannerAcceptType: 'OPT_IN_AND_OUT',
      });
      // Colours are read once the banner's fade-in has ended, not halfway through it.
      await Promise.all(element.shadowRoot!.getAnimations().map((animation) => animation.finished));
      await expect(element).to.be.accessible();
    });
  }
});
