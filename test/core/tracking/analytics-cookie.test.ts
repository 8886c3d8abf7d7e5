import { expect } from '@open-wc/testing';
import Cookies from 'js-cookie';
import type { ConsentChoice } from '../../../core/consent/choice.ts';
import { ConsentManager } from '../../../core/consent/index.ts';
import { mayStore } from '../../../core/consent/page-consent.ts';
import { resetPageContext, setPageContext } from '../../../core/site/read-context.ts';
import {
  ANALYTICS_ID_COOKIE,
  ANALYTICS_ID_EXPIRY_KEY,
  ANALYTICS_ID_KEY,
  analyticsCookieDomain,
  analyticsIdCookie,
  forgetAnalyticsId,
  forgetAnalyticsIdWithoutConsent,
  pageAnalyticsCookie,
  SESSION_KEY,
} from '../../../core/tracking/index.ts';

const YEAR_AHEAD = new Date(Date.now() + 365 * 86_400_000);

const storedId = () => [localStorage.getItem(ANALYTICS_ID_KEY), Cookies.get(ANALYTICS_ID_COOKIE)];

const keepId = (id: string) => {
  localStorage.setItem(ANALYTICS_ID_KEY, id);
  localStorage.setItem(ANALYTICS_ID_EXPIRY_KEY, String(YEAR_AHEAD.getTime()));
  sessionStorage.setItem(SESSION_KEY, '{}');
  pageAnalyticsCookie.write(id, YEAR_AHEAD);
};

describe('the analytics cookie (part 2 §9)', () => {
  afterEach(() => {
    forgetAnalyticsId();
    resetPageContext();
  });

  it("is shared across the provider's own domain and its subdomains, not from a custom domain", () => {
    expect(analyticsCookieDomain('bakery.provider.test', 'provider.test')).to.equal(
      'provider.test',
    );
    expect(analyticsCookieDomain('provider.test', 'provider.test')).to.equal('provider.test');
    expect(analyticsCookieDomain('Shop.Bakery.Provider.TEST', '.provider.test')).to.equal(
      'provider.test',
    );
    expect(analyticsCookieDomain('bakery.provider.test.', 'provider.test')).to.equal(undefined);
    expect(analyticsCookieDomain('www.bakery.com', 'provider.test')).to.equal(undefined);
    expect(analyticsCookieDomain('notprovider.test', 'provider.test')).to.equal(undefined);
    expect(analyticsCookieDomain('provider.test.evil.com', 'provider.test')).to.equal(undefined);
    expect(analyticsCookieDomain('bakery.provider.test', '')).to.equal(undefined);
    expect(analyticsCookieDomain('bakery.provider.test', undefined)).to.equal(undefined);
    expect(analyticsCookieDomain('bakery.provider.test', 42)).to.equal(undefined);
    expect(analyticsCookieDomain('localhost', 'localhost')).to.equal(undefined);
    expect(analyticsCookieDomain('bakery.localhost', 'localhost')).to.equal(undefined);
    // Written in Unicode, compared as the browser writes the host: in punycode.
    expect(analyticsCookieDomain('shop.xn--bckerei-5wa.example', 'Bäckerei.example')).to.equal(
      'xn--bckerei-5wa.example',
    );
    // Not a name alone: no domain.
    for (const odd of ['provider.test/x', 'user@provider.test', 'provider.test:80', ' ', '[::1]'])
      expect(analyticsCookieDomain('bakery.provider.test', odd), odd).to.equal(undefined);
  });

  it("is kept for the page's host alone where the browser refuses the provider's domain", () => {
    const jar = new Map<string, string>();
    const written: unknown[] = [];
    // A browser that refuses the domain (on the public-suffix list) and keeps host-only cookies.
    const cookie = analyticsIdCookie(
      {
        get: (name) => jar.get(name),
        set(name, value, options) {
          written.push(options.domain);
          if (options.domain === undefined) jar.set(name, value);
        },
        appDomain: () => 'github.io',
      },
      () => 'bakery.github.io',
    );
    cookie.write('kept', YEAR_AHEAD);
    expect(written).to.deep.equal(['github.io', undefined]);
    expect(cookie.read()).to.equal('kept');
    // A domain the browser keeps is written once.
    written.length = 0;
    const shared = analyticsIdCookie(
      {
        get: (name) => jar.get(name),
        set: (name, value, options) => (written.push(options.domain), jar.set(name, value)),
        appDomain: () => 'provider.test',
      },
      () => 'bakery.provider.test',
    );
    shared.write('shared', YEAR_AHEAD);
    expect(written).to.deep.equal(['provider.test']);
  });

  it('is written on the path / and read back only in the form of an id', () => {
    pageAnalyticsCookie.write('4f1c-id_9', YEAR_AHEAD);
    expect(Cookies.get(ANALYTICS_ID_COOKIE)).to.equal('4f1c-id_9');
    expect(pageAnalyticsCookie.read()).to.equal('4f1c-id_9');
    for (const bad of ['"quoted"', 'a b', 'x'.repeat(65), '', 'é']) {
      document.cookie = `${ANALYTICS_ID_COOKIE}=${encodeURIComponent(bad)}; path=/`;
      expect(pageAnalyticsCookie.read(), bad).to.equal(undefined);
    }
    document.cookie = `${ANALYTICS_ID_COOKIE}=${'x'.repeat(64)}; path=/`;
    expect(pageAnalyticsCookie.read()).to.equal('x'.repeat(64));
  });

  it("is written with the page context's provider domain, host-only where that is a single label", () => {
    // On localhost a domain cookie reads back as a host-only one would: the options are checked.
    const written: unknown[] = [];
    const source = (appDomain: unknown) =>
      analyticsIdCookie({
        get: () => undefined,
        set: (...args) => written.push(args),
        appDomain: () => appDomain,
      });
    source('localhost').write('host-only', YEAR_AHEAD);
    source('other.test').write('elsewhere', YEAR_AHEAD);
    expect(written).to.deep.equal([
      [ANALYTICS_ID_COOKIE, 'host-only', { expires: YEAR_AHEAD, domain: undefined }],
      [ANALYTICS_ID_COOKIE, 'elsewhere', { expires: YEAR_AHEAD, domain: undefined }],
    ]);
    setPageContext({ appDomain: 'localhost' });
    pageAnalyticsCookie.write('host-only', YEAR_AHEAD);
    expect(pageAnalyticsCookie.read()).to.equal('host-only');
  });

  it('is not kept when it expires in the past', () => {
    pageAnalyticsCookie.write('expired', new Date(Date.now() - 1000));
    expect(pageAnalyticsCookie.read()).to.equal(undefined);
  });

  it('is forgotten with the id and its session in storage', () => {
    keepId('to-forget');
    localStorage.setItem('other', 'kept');
    forgetAnalyticsId();
    expect(storedId()).to.deep.equal([null, undefined]);
    expect(localStorage.getItem(ANALYTICS_ID_EXPIRY_KEY)).to.equal(null);
    expect(sessionStorage.getItem(SESSION_KEY)).to.equal(null);
    expect(localStorage.getItem('other')).to.equal('kept');
    localStorage.removeItem('other');
  });
});

describe('the analytics id without consent', () => {
  afterEach(() => forgetAnalyticsId());

  /** A consent manager's answer, changed by hand (a real one would write the consent cookie). */
  const consentThat = (allowed: boolean) => {
    const changes = new EventTarget();
    const consent = {
      allowed,
      canStoreVisitorData: () => consent.allowed,
      onChange(listener: () => void) {
        changes.addEventListener('change', listener);
        return () => changes.removeEventListener('change', listener);
      },
      change(to: boolean) {
        consent.allowed = to;
        changes.dispatchEvent(new Event('change'));
      },
    };
    return consent;
  };

  it('is kept while visitor data may be stored', () => {
    keepId('kept');
    const consent = consentThat(true);
    const stop = forgetAnalyticsIdWithoutConsent(consent);
    consent.change(true);
    expect(storedId()).to.deep.equal(['kept', 'kept']);
    stop();
  });

  it('is forgotten at once where it may not be, and on a change that leaves it so', () => {
    keepId('not-allowed');
    forgetAnalyticsIdWithoutConsent(consentThat(false))();
    expect(storedId()).to.deep.equal([null, undefined]);
    keepId('declined');
    const consent = consentThat(true);
    const stop = forgetAnalyticsIdWithoutConsent(consent);
    consent.change(false);
    expect(storedId()).to.deep.equal([null, undefined]);
    stop();
  });

  it('is forgotten when a stricter policy is set later, with no choice made', () => {
    keepId('before-policy');
    const consent = new ConsentManager({
      policy: { restrictive: false },
      navigator: {},
      gtag: () => undefined,
    });
    const stop = forgetAnalyticsIdWithoutConsent(consent);
    expect(storedId()).to.deep.equal(['before-policy', 'before-policy']);
    consent.setPolicy({ restrictive: true });
    expect(storedId()).to.deep.equal([null, undefined]);
    stop();
  });

  it('stops watching when asked', () => {
    const consent = consentThat(true);
    forgetAnalyticsIdWithoutConsent(consent)();
    keepId('after-stop');
    consent.change(false);
    expect(storedId()).to.deep.equal(['after-stop', 'after-stop']);
  });

  it("answers as the consent manager's rule: a decline under either policy, GPC, restrictive before an accept", () => {
    const cases: Array<[ConsentChoice, boolean, boolean, boolean]> = [
      ['declined', false, false, false],
      ['declined', false, true, false],
      ['unset', true, false, false],
      ['unset', false, true, false],
      ['unset', false, false, true],
      ['accepted', true, true, true],
    ];
    for (const [choice, gpc, restrictive, kept] of cases) {
      keepId('by-rule');
      forgetAnalyticsIdWithoutConsent(consentThat(mayStore(choice, gpc, restrictive)))();
      expect(storedId(), JSON.stringify([choice, gpc, restrictive])).to.deep.equal(
        kept ? ['by-rule', 'by-rule'] : [null, undefined],
      );
    }
  });
});
