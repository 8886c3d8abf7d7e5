import { expect } from '@open-wc/testing';
import {
  CONSENT_ACCEPTED_VALUE,
  CONSENT_CHANGE_EVENT,
  CONSENT_COOKIE,
  CONSENT_COOKIE_PATH,
  CONSENT_DECLINED_VALUE,
  CONSENT_LIFETIME_DAYS,
  COOKIES_CLEARED_WITHOUT_CONSENT,
  WINDOW_CONSENT_CHANGE_EVENT,
  choiceFromCookieValue,
  policyFromSettings,
} from '../../../core/consent/index.ts';

describe('consent constants', () => {
  it('names the consent cookie, its values, lifetime and path as the spec does', () => {
    expect(CONSENT_COOKIE).to.equal('ss_cookieAllowed');
    expect(CONSENT_ACCEPTED_VALUE).to.equal('1');
    expect(CONSENT_DECLINED_VALUE).to.equal('0');
    expect(CONSENT_LIFETIME_DAYS).to.equal(30);
    expect(CONSENT_COOKIE_PATH).to.equal('/');
  });

  it('lists the nine cookies cleared without consent, in the spec order', () => {
    expect(COOKIES_CLEARED_WITHOUT_CONSENT).to.deep.equal([
      'SS_MATTR',
      'SS_MID',
      'SS_lastvisit',
      'user_segment',
      'ss_cid',
      'ss_cpvisit',
      'ss_cvisit',
      'ss_cvr',
      'ss_cvt',
    ]);
    expect(Object.isFrozen(COOKIES_CLEARED_WITHOUT_CONSENT)).to.equal(true);
  });

  it('names the events', () => {
    expect(CONSENT_CHANGE_EVENT).to.equal('consent-change');
    expect(WINDOW_CONSENT_CHANGE_EVENT).to.equal('ss-consent-change');
  });
});

describe('choiceFromCookieValue', () => {
  it("reads '1' as accepted, '0' as declined and anything else as unset", () => {
    expect(choiceFromCookieValue('1')).to.equal('accepted');
    expect(choiceFromCookieValue('0')).to.equal('declined');
    for (const value of [undefined, '', 'true', ' 1', '1 ', '01', '2', 'yes']) {
      expect(choiceFromCookieValue(value), String(value)).to.equal('unset');
    }
  });
});

describe('policyFromSettings', () => {
  it('reads the three policy flags under their spec names', () => {
    expect(
      policyFromSettings({
        isRestrictiveCookiePolicyEnabled: true,
        isRestrictiveCookiePolicyAbsolute: true,
        isVisitorDataRestricted: true,
      }),
    ).to.deep.equal({ restrictive: true, absolute: true, visitorDataRestricted: true });
  });

  it('turns a flag on only for true', () => {
    const off = { restrictive: false, absolute: false, visitorDataRestricted: false };
    expect(
      policyFromSettings({
        isRestrictiveCookiePolicyEnabled: 'true',
        isRestrictiveCookiePolicyAbsolute: 1,
        isVisitorDataRestricted: null,
      }),
    ).to.deep.equal(off);
    for (const raw of [undefined, null, 'x', 42, [], {}]) {
      expect(policyFromSettings(raw)).to.deep.equal(off);
    }
  });
});
