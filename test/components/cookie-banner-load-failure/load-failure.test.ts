import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import type { SsCookieBanner } from '../../../components/cookie-banner/cookie-banner.ts';
import '../../../components/cookie-banner/cookie-banner.ts';
import { resetConsentManager } from '../../../core/consent/index.ts';
import { removeCookie } from '../../../core/net/cookies.ts';
import { resetPageContext } from '../../../core/site/read-context.ts';

// This folder's import map sends the banner's HTML cleaner to an address with no module: the
// code fails to load as it would on a broken network.

describe('<ss-cookie-banner> when its HTML cleaner does not load', () => {
  beforeEach(() => {
    resetConsentManager();
    resetPageContext();
    removeCookie('ss_cookieAllowed');
  });
  afterEach(() => {
    sinon.restore();
    removeCookie('ss_cookieAllowed');
  });

  it("reports the failure and shows the owner's text without its markup, running nothing", async () => {
    const reported = sinon.stub(window, 'reportError');
    const element = await fixture<SsCookieBanner>(
      html`<ss-cookie-banner
        .settings=${{
          isCookieBannerEnabled: true,
          cookieBannerText:
            '<p>We use <strong>cookies</strong> &amp; more. <a href="/privacy">Privacy</a><img src=x onerror="window.pwned=1"><script>window.pwned = 1</script><style>p { color: red }</style></p>',
        }}
      ></ss-cookie-banner>`,
    );
    const text = element.shadowRoot!.querySelector<HTMLElement>('[part~="text"]')!;
    await waitUntil(() => reported.called, 'the failure was not reported');
    expect(String(reported.firstCall.args[0])).to.match(/missing\/sanitize-html\.ts/);
    await waitUntil(() => text.textContent!.trim() !== '', 'the text did not show');
    expect(text.textContent!.trim()).to.equal('We use cookies & more. Privacy');
    expect(text.children.length).to.equal(0);
    expect((window as { pwned?: number }).pwned).to.equal(undefined);
  });
});
