import { expect, fixture, html, nextFrame } from '@open-wc/testing';
import sinon from 'sinon';
import type { SsCookieBanner } from '../../../components/cookie-banner/cookie-banner.ts';
import '../../../components/cookie-banner/cookie-banner.ts';
import { resetConsentManager } from '../../../core/consent/index.ts';
import { removeCookie } from '../../../core/net/cookies.ts';
import { resetPageContext } from '../../../core/site/read-context.ts';
import { requireTrustedTypes, trustedTypes } from '../../support/require-trusted-types.ts';

// In a file of its own: the banner asks for its Trusted Types policy once per page.

const banner = (text: string) =>
  fixture<SsCookieBanner>(
    html`<ss-cookie-banner
      .settings=${{ isCookieBannerEnabled: true, cookieBannerText: text }}
    ></ss-cookie-banner>`,
  );
const part = (element: SsCookieBanner, name: string) =>
  element.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);

/** Long enough for the cleaner to load and show its text, had it been asked to. */
async function settle(): Promise<void> {
  await import('../../../components/cookie-banner/sanitize-html.ts');
  await nextFrame();
}

/** A page whose `trusted-types` list does not name the banner's policy. */
describe("<ss-cookie-banner> on a page that refuses the banner's Trusted Types policy", () => {
  let createPolicy: sinon.SinonStub;
  beforeEach(() => {
    resetConsentManager();
    resetPageContext();
    removeCookie('ss_cookieAllowed');
    createPolicy = sinon
      .stub(trustedTypes, 'createPolicy')
      .throws(
        new TypeError(
          "Failed to execute 'createPolicy' on 'TrustedTypePolicyFactory': Policy \"ss-cookie-banner\" disallowed.",
        ),
      );
  });
  afterEach(() => {
    sinon.restore();
    removeCookie('ss_cookieAllowed');
  });

  it("shows the owner's text without its markup where Trusted Types are required", async () => {
    const lift = requireTrustedTypes();
    const reported = sinon.spy(window, 'reportError');
    try {
      const element = await banner(
        '<p>We use <strong>cookies</strong> &amp; more &#8212; <a href="/privacy">privacy</a>&nbsp;&#x2713;<script>window.pwned = 1</script><style>p { color: red }</style><!-- a > b --></p> 1 < 2',
      );
      await settle();
      const text = part(element, 'text')!;
      expect(part(element, 'accept-button')).to.not.equal(null);
      expect(text.textContent).to.equal('We use cookies & more \u2014 privacy\u00a0\u2713 1 < 2');
      expect(text.children.length).to.equal(0);
      expect(reported.called).to.equal(false);
      expect((window as { pwned?: number }).pwned).to.equal(undefined);
      // Asked once: the page would refuse it again.
      await banner('<p>Other</p>');
      expect(createPolicy.callCount).to.equal(1);
    } finally {
      lift();
    }
  });

  it('shows the markup where a page of the same kind takes it without the policy', async () => {
    const element = await banner('<p>We use <strong>cookies</strong></p>');
    await settle();
    const text = part(element, 'text')!;
    expect(text.querySelector('strong')!.textContent).to.equal('cookies');
    expect(text.textContent).to.equal('We use cookies');
  });
});
