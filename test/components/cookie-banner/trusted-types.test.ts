import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import type { SsCookieBanner } from '../../../components/cookie-banner/cookie-banner.ts';
import '../../../components/cookie-banner/cookie-banner.ts';
import { resetConsentManager } from '../../../core/consent/index.ts';
import { removeCookie } from '../../../core/net/cookies.ts';
import { resetPageContext } from '../../../core/site/read-context.ts';
import { requireTrustedTypes, trustedTypes } from '../../support/require-trusted-types.ts';

// In a file of its own: the elements make their Trusted Types policy once per page.

const TEXT =
  '<p>We use <strong>cookies</strong> &amp; more. <a href="/privacy">Privacy</a><script>window.pwned = 1</script></p>';

const banner = (text: string) =>
  fixture<SsCookieBanner>(
    html`<ss-cookie-banner
      .settings=${{ isCookieBannerEnabled: true, cookieBannerText: text }}
    ></ss-cookie-banner>`,
  );
const part = (element: SsCookieBanner, name: string) =>
  element.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);

describe('<ss-cookie-banner> on a page that requires Trusted Types', () => {
  let lift: () => void;
  beforeEach(() => {
    resetConsentManager();
    resetPageContext();
    removeCookie('ss_cookieAllowed');
    lift = requireTrustedTypes();
  });
  afterEach(() => {
    lift();
    sinon.restore();
    removeCookie('ss_cookieAllowed');
  });

  it("shows the owner's text, then its markup, through a policy of its own made once", async () => {
    const createPolicy = sinon.spy(trustedTypes, 'createPolicy');
    const element = await banner(TEXT);
    const text = part(element, 'text')!;
    expect(part(element, 'accept-button')).to.not.equal(null);
    expect(text.textContent).to.equal('We use cookies & more. Privacy');
    await waitUntil(() => text.querySelector('a'), 'the cleaned text did not show');
    expect(text.querySelector('strong')!.textContent).to.equal('cookies');
    expect(text.querySelector('a')!.getAttribute('href')).to.equal('/privacy');
    expect(text.querySelector('script')).to.equal(null);
    expect(text.textContent).to.equal('We use cookies & more. Privacy');

    // A second banner, or new text, uses the same policy: a page may allow one of each name.
    const other = await banner('<p>Other <em>text</em></p>');
    await waitUntil(() => part(other, 'text')!.querySelector('em'), 'the second text did not show');
    expect(createPolicy.callCount).to.equal(1);
    expect(createPolicy.firstCall.args[0]).to.equal('ss-elements');
    expect((window as { pwned?: number }).pwned).to.equal(undefined);
  });
});
