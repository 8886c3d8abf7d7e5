import { expect } from '@open-wc/testing';
import Cookies from 'js-cookie';
import sinon from 'sinon';
import { withCookiesBlocked } from '../../support/blocked-cookies.ts';
import { getCookie, setCookie } from '../../../core/net/cookies.ts';
import {
  CONSENT_COOKIE,
  COOKIES_CLEARED_WITHOUT_CONSENT,
  ConsentChangeEvent,
  ConsentManager,
} from '../../../core/consent/index.ts';
import type {
  ConsentChangeDetail,
  ConsentManagerOptions,
  ConsentPolicy,
} from '../../../core/consent/index.ts';
import {
  DAY_MS,
  clearTestCookies,
  frameAt,
  removeCookiesBelowRoot,
  runInFrame,
  namesSeenIn,
  setCookiesBelowRoot,
  storedCookie,
} from './helpers.ts';

const RESTRICTIVE: ConsentPolicy = { restrictive: true };
const PERMISSIVE: ConsentPolicy = { restrictive: false };

const manager = (policy: ConsentPolicy, options: Partial<ConsentManagerOptions> = {}) =>
  new ConsentManager({ policy, gtag: () => undefined, ...options });

const withGpc = { navigator: { globalPrivacyControl: true } };
const withoutGpc = { navigator: {} };

function setTrackingCookies(): void {
  for (const name of COOKIES_CLEARED_WITHOUT_CONSENT) setCookie(name, 'x');
}

const trackingCookiesLeft = () =>
  COOKIES_CLEARED_WITHOUT_CONSENT.filter((name) => getCookie(name) !== undefined);

describe('ConsentManager', () => {
  afterEach(clearTestCookies);

  describe('choice', () => {
    it("reads '1' as accepted, '0' as declined, and no cookie or another value as unset", () => {
      const consent = manager(PERMISSIVE);
      expect(consent.choice()).to.equal('unset');
      setCookie(CONSENT_COOKIE, '1');
      expect(consent.choice()).to.equal('accepted');
      setCookie(CONSENT_COOKIE, '0');
      expect(consent.choice()).to.equal('declined');
      setCookie(CONSENT_COOKIE, 'true');
      expect(consent.choice()).to.equal('unset');
    });
  });

  describe('Global Privacy Control', () => {
    it('is on only when navigator.globalPrivacyControl is true', () => {
      expect(manager(PERMISSIVE, withGpc).gpc()).to.equal(true);
      expect(manager(PERMISSIVE, withoutGpc).gpc()).to.equal(false);
      expect(
        manager(PERMISSIVE, {
          navigator: { globalPrivacyControl: 'true' as unknown as boolean },
        }).gpc(),
      ).to.equal(false);
    });

    it("reads the browser's navigator when none is given", () => {
      Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
      try {
        const consent = new ConsentManager({ policy: PERMISSIVE });
        expect(consent.gpc()).to.equal(true);
        expect(consent.effectiveChoice()).to.equal('declined');
        expect(consent.canStoreVisitorData()).to.equal(false);
      } finally {
        delete (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl;
      }
      expect(new ConsentManager({ policy: PERMISSIVE }).gpc()).to.equal(false);
    });

    it('counts as declined while nothing is stored, and writes no cookie', () => {
      const consent = manager(PERMISSIVE, withGpc);
      expect(consent.choice()).to.equal('unset');
      expect(consent.effectiveChoice()).to.equal('declined');
      expect(consent.canStoreVisitorData()).to.equal(false);
      expect(getCookie(CONSENT_COOKIE)).to.equal(undefined);
    });

    it('gives way to a stored choice', () => {
      const consent = manager(RESTRICTIVE, withGpc);
      setCookie(CONSENT_COOKIE, '1');
      expect(consent.effectiveChoice()).to.equal('accepted');
      expect(consent.canStoreVisitorData()).to.equal(true);
    });
  });

  describe('canStoreVisitorData', () => {
    const cases: Array<[string | undefined, boolean, boolean, boolean]> = [
      // cookie, restrictive, gpc, expected
      ['1', true, false, true],
      ['1', false, false, true],
      ['1', true, true, true],
      ['0', true, false, false],
      ['0', false, false, false],
      [undefined, false, false, true],
      [undefined, true, false, false],
      [undefined, false, true, false],
      [undefined, true, true, false],
      ['junk', false, false, true],
      ['junk', true, false, false],
    ];
    for (const [cookie, restrictive, gpc, expected] of cases) {
      it(`is ${expected} for cookie ${cookie}, restrictive ${restrictive}, GPC ${gpc}`, () => {
        if (cookie !== undefined) setCookie(CONSENT_COOKIE, cookie);
        const consent = manager({ restrictive }, gpc ? withGpc : withoutGpc);
        expect(consent.canStoreVisitorData()).to.equal(expected);
      });
    }
  });

  describe('needsBanner', () => {
    it('is true when enabled and no choice is stored, GPC or not', () => {
      expect(manager(PERMISSIVE, withoutGpc).needsBanner(true)).to.equal(true);
      expect(manager(RESTRICTIVE, withGpc).needsBanner(true)).to.equal(true);
    });

    it('is false when disabled or a choice is stored', () => {
      expect(manager(PERMISSIVE).needsBanner(false)).to.equal(false);
      setCookie(CONSENT_COOKIE, '0');
      expect(manager(PERMISSIVE).needsBanner(true)).to.equal(false);
      setCookie(CONSENT_COOKIE, '1');
      expect(manager(PERMISSIVE).needsBanner(true)).to.equal(false);
    });

    it('shows the banner again over a cookie value that is not a choice', () => {
      setCookie(CONSENT_COOKIE, 'maybe');
      expect(manager(PERMISSIVE).needsBanner(true)).to.equal(true);
    });
  });

  describe('accept and decline', () => {
    it("accept stores '1' for 30 days on path /", async () => {
      const consent = manager(RESTRICTIVE);
      consent.accept();
      expect(getCookie(CONSENT_COOKIE)).to.equal('1');
      const cookie = await storedCookie(CONSENT_COOKIE);
      expect(cookie).to.include({ name: 'ss_cookieAllowed', value: '1', path: '/' });
      expect(cookie!.expires! - Date.now()).to.be.within(30 * DAY_MS - 60_000, 30 * DAY_MS + 1000);
      expect(consent.choice()).to.equal('accepted');
    });

    it("decline stores '0' for 30 days on path /", async () => {
      const consent = manager(PERMISSIVE);
      consent.decline();
      expect(getCookie(CONSENT_COOKIE)).to.equal('0');
      const cookie = await storedCookie(CONSENT_COOKIE);
      expect(cookie).to.include({ name: 'ss_cookieAllowed', value: '0', path: '/' });
      expect(cookie!.expires! - Date.now()).to.be.within(30 * DAY_MS - 60_000, 30 * DAY_MS + 1000);
      expect(consent.canStoreVisitorData()).to.equal(false);
    });

    it('fires consent-change on the manager with the choice and what may be stored', () => {
      const consent = manager(RESTRICTIVE);
      const events: ConsentChangeEvent[] = [];
      consent.addEventListener('consent-change', (event) =>
        events.push(event as ConsentChangeEvent),
      );
      consent.accept();
      consent.decline();
      expect(events).to.have.length(2);
      expect(events[0]).to.be.instanceOf(ConsentChangeEvent);
      expect(events[0]!.type).to.equal('consent-change');
      expect(events.map((event) => event.detail)).to.deep.equal([
        { choice: 'accepted', canStoreVisitorData: true },
        { choice: 'declined', canStoreVisitorData: false },
      ]);
    });

    it('fires ss-consent-change on window, not bubbling, with the same detail', () => {
      const consent = manager(PERMISSIVE);
      const events: Array<CustomEvent<ConsentChangeDetail>> = [];
      const listener = (event: CustomEvent<ConsentChangeDetail>) => events.push(event);
      window.addEventListener('ss-consent-change', listener);
      try {
        consent.decline();
        consent.accept();
      } finally {
        window.removeEventListener('ss-consent-change', listener);
      }
      expect(events).to.have.length(2);
      expect(events[0]).to.be.instanceOf(CustomEvent);
      expect(events[0]!.bubbles).to.equal(false);
      expect(events.map((event) => event.detail)).to.deep.equal([
        { choice: 'declined', canStoreVisitorData: false },
        { choice: 'accepted', canStoreVisitorData: true },
      ]);
    });

    it('onChange calls the listener with the detail until unsubscribed', () => {
      const consent = manager(PERMISSIVE);
      const listener = sinon.spy();
      const off = consent.onChange(listener);
      consent.accept();
      off();
      consent.decline();
      expect(listener.args).to.deep.equal([[{ choice: 'accepted', canStoreVisitorData: true }]]);
    });

    it('keeps a choice for the page when the browser refuses the cookie', () => {
      const set = sinon.stub(Cookies, 'set').throws(new Error('cookies blocked'));
      const consent = manager(RESTRICTIVE);
      try {
        expect(() => consent.accept()).not.to.throw();
      } finally {
        set.restore();
      }
      expect(getCookie(CONSENT_COOKIE)).to.equal(undefined);
      expect(consent.choice()).to.equal('accepted');
      expect(consent.canStoreVisitorData()).to.equal(true);
    });

    it('keeps a choice for the page, and never throws, where the page may not use cookies', async () => {
      const consent = manager(RESTRICTIVE);
      await withCookiesBlocked(async () => {
        expect(consent.needsBanner(true)).to.equal(true);
        expect(consent.choice()).to.equal('unset');
        await consent.accept();
        expect(consent.choice()).to.equal('accepted');
        expect(consent.canStoreVisitorData()).to.equal(true);
        expect(consent.needsBanner(true)).to.equal(false);
      });
      expect(getCookie(CONSENT_COOKIE)).to.equal(undefined);
    });

    it('keeps a choice for the page when the cookie is gone', () => {
      const consent = manager(RESTRICTIVE);
      consent.accept();
      clearTestCookies();
      expect(consent.choice()).to.equal('accepted');
      expect(manager(RESTRICTIVE).choice()).to.equal('unset');
    });

    it('decline under the restrictive policy clears the tracking cookies', async () => {
      setTrackingCookies();
      await manager(RESTRICTIVE).decline();
      expect(trackingCookiesLeft()).to.deep.equal([]);
    });

    it('accept keeps the tracking cookies', async () => {
      setTrackingCookies();
      await manager(RESTRICTIVE).accept();
      expect(trackingCookiesLeft()).to.deep.equal([...COOKIES_CLEARED_WITHOUT_CONSENT]);
    });
  });

  describe('applyPolicy', () => {
    it('under the restrictive policy clears every listed cookie while unset or declined', async () => {
      setTrackingCookies();
      setCookie('ss_keep', 'x');
      await manager(RESTRICTIVE).applyPolicy();
      expect(trackingCookiesLeft()).to.deep.equal([]);
      expect(getCookie('ss_keep')).to.equal('x');

      setTrackingCookies();
      setCookie(CONSENT_COOKIE, '0');
      await manager(RESTRICTIVE).applyPolicy();
      expect(trackingCookiesLeft()).to.deep.equal([]);
    });

    it('clears a listed cookie whose value cannot be decoded (a reading that decodes misses it)', async () => {
      // What an old tracker writes with `escape('café')`, and a lone escape: written raw.
      document.cookie = 'ss_cid=%E0; path=/';
      document.cookie = 'user_segment=caf%E9; path=/';
      expect(getCookie('ss_cid')).to.equal(undefined);
      await manager(RESTRICTIVE).applyPolicy();
      expect(document.cookie).not.to.match(/(^|; )(ss_cid|user_segment)=/);
    });

    it('clears the listed cookies a page below the root sees, set for its path or a folder of it', async () => {
      const frame = await frameAt('/blog/post');
      try {
        setCookiesBelowRoot(frame, COOKIES_CLEARED_WITHOUT_CONSENT);
        expect(namesSeenIn(frame, COOKIES_CLEARED_WITHOUT_CONSENT)).to.have.length(9);
        await runInFrame(
          frame,
          `const { ConsentManager } = await import('/core/consent/index.ts');
          await new ConsentManager({ policy: { restrictive: true } }).applyPolicy();`,
        );
        expect(namesSeenIn(frame, COOKIES_CLEARED_WITHOUT_CONSENT)).to.deep.equal([]);
      } finally {
        removeCookiesBelowRoot(COOKIES_CLEARED_WITHOUT_CONSENT);
        frame.remove();
      }
    });

    it('clears under GPC and under an invalid consent cookie', async () => {
      setTrackingCookies();
      await manager(RESTRICTIVE, withGpc).applyPolicy();
      expect(trackingCookiesLeft()).to.deep.equal([]);
      setTrackingCookies();
      setCookie(CONSENT_COOKIE, 'yes');
      await manager(RESTRICTIVE).applyPolicy();
      expect(trackingCookiesLeft()).to.deep.equal([]);
    });

    it('keeps them once accepted, and under the permissive policy whatever the choice', async () => {
      setTrackingCookies();
      setCookie(CONSENT_COOKIE, '1');
      await manager(RESTRICTIVE).applyPolicy();
      expect(trackingCookiesLeft()).to.have.length(9);
      setCookie(CONSENT_COOKIE, '0');
      await manager(PERMISSIVE, withGpc).applyPolicy();
      expect(trackingCookiesLeft()).to.have.length(9);
    });

    it('clears nothing once the visitor accepts while the clearing loads', async () => {
      setTrackingCookies();
      const consent = manager(RESTRICTIVE);
      const applied = consent.applyPolicy();
      await consent.accept();
      await applied;
      expect(trackingCookiesLeft()).to.have.length(9);
    });

    it('never throws and never rejects', async () => {
      const consent = manager(RESTRICTIVE);
      // A failing cookie read stands in for any failure inside.
      sinon.stub(consent, 'choice').throws(new Error('cookie jar gone'));
      let applied: Promise<void> | undefined;
      expect(() => (applied = consent.applyPolicy())).not.to.throw();
      await applied;
    });
  });

  describe('policy', () => {
    it('is the one given, and setPolicy replaces it', () => {
      const consent = manager(PERMISSIVE);
      expect(consent.policy).to.deep.equal(PERMISSIVE);
      expect(consent.canStoreVisitorData()).to.equal(true);
      consent.setPolicy(RESTRICTIVE);
      expect(consent.policy).to.deep.equal(RESTRICTIVE);
      expect(consent.canStoreVisitorData()).to.equal(false);
    });

    it('announces a new policy that changes whether visitor data may be stored', () => {
      const gtag = sinon.spy();
      const consent = manager(PERMISSIVE, { ...withoutGpc, gtag: () => gtag });
      const changes: ConsentChangeDetail[] = [];
      consent.onChange((detail) => changes.push(detail));
      const onWindow = sinon.spy();
      addEventListener('ss-consent-change', onWindow);
      try {
        consent.emitConsentDefault();
        consent.setPolicy(RESTRICTIVE);
        expect(changes).to.deep.equal([{ choice: 'unset', canStoreVisitorData: false }]);
        expect(onWindow.callCount).to.equal(1);
        expect(gtag.callCount).to.equal(2);
        expect(gtag.lastCall.args.slice(0, 2)).to.deep.equal(['consent', 'update']);
        expect(gtag.lastCall.args[2]).to.include({ analytics_storage: 'denied' });
        // The same answer again: no news.
        consent.setPolicy({ restrictive: true });
        expect(changes).to.have.length(1);
        consent.setPolicy(PERMISSIVE);
        expect(changes.at(-1)).to.deep.equal({ choice: 'unset', canStoreVisitorData: true });
        expect(gtag.lastCall.args[2]).to.include({ analytics_storage: 'granted' });
        expect(changes).to.have.length(2);
        expect(onWindow.callCount).to.equal(2);
      } finally {
        removeEventListener('ss-consent-change', onWindow);
      }
    });

    it('sends a policy change before any Consent Mode default as that default', () => {
      const gtag = sinon.spy();
      const consent = manager(PERMISSIVE, { ...withoutGpc, gtag: () => gtag });
      const changes: ConsentChangeDetail[] = [];
      consent.onChange((detail) => changes.push(detail));
      consent.setPolicy(RESTRICTIVE);
      expect(changes).to.have.length(1);
      // No update ahead of the default: the default says it.
      expect(gtag.callCount).to.equal(1);
      expect(gtag.lastCall.args.slice(0, 2)).to.deep.equal(['consent', 'default']);
      expect(gtag.lastCall.args[2]).to.include({ analytics_storage: 'denied' });
      // Once it was sent, a change is an update.
      consent.setPolicy(PERMISSIVE);
      expect(gtag.callCount).to.equal(2);
      expect(gtag.lastCall.args.slice(0, 2)).to.deep.equal(['consent', 'update']);
      expect(gtag.lastCall.args[2]).to.include({ analytics_storage: 'granted' });
    });

    it('announces nothing when a choice or GPC decides whatever the policy', () => {
      const gpc = manager(PERMISSIVE, withGpc);
      const accepted = manager(PERMISSIVE, withoutGpc);
      const changes: ConsentChangeDetail[] = [];
      gpc.onChange((detail) => changes.push(detail));
      gpc.setPolicy(RESTRICTIVE);
      gpc.setPolicy(PERMISSIVE);
      void accepted.accept();
      accepted.onChange((detail) => changes.push(detail));
      accepted.setPolicy(RESTRICTIVE);
      expect(changes).to.deep.equal([]);
    });

    it('throws for a missing or malformed policy, saying what is allowed', () => {
      const bad = [undefined, null, {}, { restrictive: 'yes' }] as unknown as ConsentPolicy[];
      for (const policy of bad) {
        expect(() => new ConsentManager({ policy })).to.throw(/boolean `restrictive`/);
        expect(() => manager(PERMISSIVE).setPolicy(policy)).to.throw(/policyFromSettings/);
      }
      expect(() => new ConsentManager(undefined as unknown as ConsentManagerOptions)).to.throw(
        /options object: \{ policy, navigator\?, gtag\? \}/,
      );
    });
  });
});
