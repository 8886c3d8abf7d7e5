import { expect } from '@open-wc/testing';
import { defaultCanTrack, mayTrack, registerConsentGate } from '../../../core/tracking/index.ts';
import { getConsentManager, resetConsentManager } from '../../../core/consent/index.ts';
import { removeCookie, setCookie } from '../../../core/net/cookies.ts';

describe('consent gate', () => {
  afterEach(() => {
    registerConsentGate(undefined);
    resetConsentManager();
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
