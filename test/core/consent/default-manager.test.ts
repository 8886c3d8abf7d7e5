import { expect } from '@open-wc/testing';
import { resetPageContext, setPageContext } from '../../../core/site/read-context.ts';
import {
  ConsentManager,
  getConsentManager,
  resetConsentManager,
} from '../../../core/consent/index.ts';

describe('getConsentManager', () => {
  afterEach(() => {
    resetConsentManager();
    resetPageContext();
  });

  it('makes one manager per page and hands it out again', () => {
    const first = getConsentManager({ restrictive: true });
    expect(first).to.be.instanceOf(ConsentManager);
    expect(getConsentManager()).to.equal(first);
    expect(first.policy).to.deep.equal({ restrictive: true });
  });

  it("reads the policy from the page context's cookieSettings when none is given", () => {
    setPageContext({ cookieSettings: { isRestrictiveCookiePolicyEnabled: true } });
    expect(getConsentManager().policy).to.deep.equal({
      restrictive: true,
      absolute: false,
      visitorDataRestricted: false,
    });
  });

  it('is permissive on a page without cookie settings', () => {
    expect(getConsentManager().policy.restrictive).to.equal(false);
  });

  it('takes a later policy as the new one', () => {
    const manager = getConsentManager();
    expect(getConsentManager({ restrictive: true })).to.equal(manager);
    expect(manager.policy).to.deep.equal({ restrictive: true });
  });

  it('resetConsentManager makes the next call build a new one', () => {
    const first = getConsentManager();
    resetConsentManager();
    expect(getConsentManager()).not.to.equal(first);
  });
});
