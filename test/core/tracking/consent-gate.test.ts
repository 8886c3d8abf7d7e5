import { expect } from '@open-wc/testing';
import { defaultCanTrack, mayTrack, registerConsentGate } from '../../../core/tracking/index.ts';
import {
  ConsentManager,
  getConsentManager,
  pageCanStoreVisitorData,
  resetConsentManager,
} from '../../../core/consent/index.ts';
import { removeCookie, setCookie } from '../../../core/net/cookies.ts';
import { resetPageContext, setPageContext } from '../../../core/site/read-context.ts';

describe('consent gate', () => {
  afterEach(() => {
    registerConsentGate(undefined);
    resetConsentManager();
    resetPageContext();
    removeCookie('ss_cookieAllowed');
  });

  it("asks the page's consent manager by default", () => {
    getConsentManager({ restrictive: false });
    expect(defaultCanTrack()).to.equal(true);
    getConsentManager({ restrictive: true });
    expect(defaultCanTrack()).to.equal(false);
    expect(mayTrack()).to.equal(false);
    setCookie('ss_cookieAllowed', '1');
    expect(mayTrack()).to.equal(true);
    getConsentManager({ restrictive: false });
    setCookie('ss_cookieAllowed', '0');
    expect(mayTrack()).to.equal(false);
  });

  it("answers before the page has a manager as a new one would, from the page context's policy, and makes none", () => {
    const fresh = () => new ConsentManager({ policy: getConsentManager().policy });
    const cases: Array<[Record<string, unknown> | undefined, string | undefined]> = [];
    for (const cookieSettings of [
      undefined,
      { isRestrictiveCookiePolicyEnabled: true },
      { isRestrictiveCookiePolicyEnabled: 'true' },
      { isRestrictiveCookiePolicyEnabled: false },
    ]) {
      for (const cookie of [undefined, '1', '0', 'x']) cases.push([cookieSettings, cookie]);
    }
    for (const [cookieSettings, cookie] of cases) {
      resetConsentManager();
      resetPageContext();
      setPageContext(cookieSettings === undefined ? {} : { cookieSettings });
      if (cookie === undefined) removeCookie('ss_cookieAllowed');
      else setCookie('ss_cookieAllowed', cookie);
      const label = JSON.stringify([cookieSettings, cookie]);
      const answer = defaultCanTrack();
      // The manager made here, after the answer, is what the page would have had.
      expect(answer, label).to.equal(fresh().canStoreVisitorData());
      expect(pageCanStoreVisitorData(), label).to.equal(answer);
    }
    resetConsentManager();
    setPageContext({ cookieSettings: { isRestrictiveCookiePolicyEnabled: true } });
    removeCookie('ss_cookieAllowed');
    expect(defaultCanTrack()).to.equal(false);
    // No manager was made: the banner's policy, given later, is the first one.
    expect(getConsentManager({ restrictive: false }).policy).to.deep.equal({ restrictive: false });
    expect(defaultCanTrack()).to.equal(true);
  });

  it('answers with the registered gate, asked on every call', () => {
    getConsentManager({ restrictive: true });
    let allowed = false;
    registerConsentGate(() => allowed);
    expect(defaultCanTrack()).to.equal(false);
    expect(mayTrack()).to.equal(false);
    allowed = true;
    expect(defaultCanTrack()).to.equal(true);
    registerConsentGate(undefined);
    expect(defaultCanTrack()).to.equal(false);
  });

  it('reads a gate that throws, or answers other than true, as no', () => {
    expect(
      mayTrack(() => {
        throw new Error('consent not ready');
      }),
    ).to.equal(false);
    expect(mayTrack(() => 'yes' as unknown as boolean)).to.equal(false);
    expect(mayTrack(() => true)).to.equal(true);
  });
});
