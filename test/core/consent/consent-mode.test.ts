import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { setCookie } from '../../../core/net/cookies.ts';
import {
  CONSENT_COOKIE,
  CONSENT_MODE_WAIT_MS,
  ConsentManager,
  consentModeState,
  emitConsentDefault,
  getConsentManager,
  pageGtag,
  resetConsentManager,
} from '../../../core/consent/index.ts';
import type { Gtag } from '../../../core/consent/index.ts';
import { clearTestCookies } from './helpers.ts';

const GRANTED = {
  ad_storage: 'granted',
  analytics_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
};
const DENIED = {
  ad_storage: 'denied',
  analytics_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
};

type WithGtag = { gtag?: unknown };

describe('Google Consent Mode', () => {
  afterEach(() => {
    clearTestCookies();
    delete (window as WithGtag).gtag;
    resetConsentManager();
  });

  it('grants or denies all four storage types together', () => {
    expect(consentModeState(true)).to.deep.equal(GRANTED);
    expect(consentModeState(false)).to.deep.equal(DENIED);
    expect(CONSENT_MODE_WAIT_MS).to.equal(500);
  });

  it('emits the default from canStoreVisitorData, waiting 500 ms for an update', () => {
    const gtag = sinon.spy();
    const permissive = new ConsentManager({ policy: { restrictive: false }, gtag: () => gtag });
    expect(permissive.emitConsentDefault()).to.equal(true);
    const restrictive = new ConsentManager({ policy: { restrictive: true }, gtag: () => gtag });
    restrictive.emitConsentDefault();
    expect(gtag.args).to.deep.equal([
      ['consent', 'default', { ...GRANTED, wait_for_update: 500 }],
      ['consent', 'default', { ...DENIED, wait_for_update: 500 }],
    ]);
  });

  it('emits the default once per manager: another banner or new settings send no second one', () => {
    const gtag = sinon.spy();
    const consent = new ConsentManager({ policy: { restrictive: true }, gtag: () => gtag });
    expect(consent.emitConsentDefault()).to.equal(true);
    consent.accept();
    expect(consent.emitConsentDefault()).to.equal(true);
    expect(gtag.args).to.deep.equal([
      ['consent', 'default', { ...DENIED, wait_for_update: 500 }],
      ['consent', 'update', GRANTED],
    ]);
  });

  it('sends an update on every accept and decline', () => {
    const gtag = sinon.spy();
    const consent = new ConsentManager({ policy: { restrictive: true }, gtag: () => gtag });
    consent.accept();
    consent.decline();
    expect(gtag.args).to.deep.equal([
      ['consent', 'update', GRANTED],
      ['consent', 'update', DENIED],
    ]);
  });

  it('denies the default under GPC with nothing stored', () => {
    const gtag = sinon.spy();
    new ConsentManager({
      policy: { restrictive: false },
      navigator: { globalPrivacyControl: true },
      gtag: () => gtag,
    }).emitConsentDefault();
    expect(gtag.args).to.deep.equal([['consent', 'default', { ...DENIED, wait_for_update: 500 }]]);
  });

  it("uses the page's window.gtag when no gtag is given, looked up when needed", () => {
    const consent = new ConsentManager({ policy: { restrictive: false } });
    expect(pageGtag()).to.equal(undefined);
    expect(consent.emitConsentDefault()).to.equal(false);
    const gtag = sinon.spy();
    (window as WithGtag).gtag = gtag;
    expect(pageGtag()).to.equal(gtag);
    expect(consent.emitConsentDefault()).to.equal(true);
    consent.decline();
    expect(gtag.args.map((args) => args[1])).to.deep.equal(['default', 'update']);
    (window as WithGtag).gtag = 'not a function';
    expect(pageGtag()).to.equal(undefined);
  });

  it('does nothing and never throws when gtag is missing, not a function or throws', () => {
    const getters: Array<() => Gtag | undefined> = [
      () => undefined,
      () => 'gtag' as unknown as Gtag,
      () => {
        throw new Error('lookup failed');
      },
      () => () => {
        throw new Error('gtag failed');
      },
    ];
    for (const gtag of getters) {
      // The choice a pass before stored would hold whatever this pass's accept() does.
      clearTestCookies();
      const consent = new ConsentManager({ policy: { restrictive: false }, gtag });
      expect(consent.emitConsentDefault()).to.equal(false);
      expect(() => consent.accept()).not.to.throw();
      expect(consent.choice()).to.equal('accepted');
    }
  });

  it('emitConsentDefault() uses the page manager unless given one', () => {
    const gtag = sinon.spy();
    (window as WithGtag).gtag = gtag;
    setCookie(CONSENT_COOKIE, '0');
    getConsentManager({ restrictive: false });
    expect(emitConsentDefault()).to.equal(true);
    const other = sinon.spy();
    emitConsentDefault(new ConsentManager({ policy: { restrictive: false }, gtag: () => other }));
    expect(gtag.args).to.deep.equal([['consent', 'default', { ...DENIED, wait_for_update: 500 }]]);
    expect(other.args).to.deep.equal([['consent', 'default', { ...DENIED, wait_for_update: 500 }]]);
  });
});
