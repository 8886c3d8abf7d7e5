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
    /** A cookie jar that keeps host-only cookies and, unless it refuses them, domain ones. */
    const browser = (refusesDomain: boolean, appDomain: string, host: string) => {
      const jar = new Map<string, string>();
      const written: Array<[string, string | undefined]> = [];
      const cookie = analyticsIdCookie(
        {
          // As document.cookie lists them: the host's own first, as the older one.
          get: (name) => jar.get(`host ${name}`) ?? jar.get(`domain ${name}`),
          set(name, value, options) {
            written.push([value, options.domain]);
            const key = `${options.domain ? 'domain' : 'host'} ${name}`;
            if (options.domain && refusesDomain) return;
            if (options.expires instanceof Date && options.expires.getTime() <= Date.now())
              jar.delete(key);
            else jar.set(key, value);
          },
          appDomain: () => appDomain,
        },
        () => host,
      );
      return { cookie, written, jar };
    };
    const refused = browser(true, 'github.io', 'bakery.github.io');
    refused.cookie.write('kept', YEAR_AHEAD);
    expect(refused.written).to.deep.equal([
      ['', undefined],
      ['kept', 'github.io'],
      ['kept', undefined],
    ]);
    expect(refused.cookie.read()).to.equal('kept');
    // Each later write renews the host's own cookie: the one the browser keeps.
    refused.written.length = 0;
    refused.cookie.write('kept', YEAR_AHEAD);
    expect(refused.written.at(-1)).to.deep.equal(['kept', undefined]);
    expect(refused.cookie.read()).to.equal('kept');
    // A domain the browser keeps: an older cookie of the host alone, which would hide the shared
    // one here, goes, and the id is written once, for the domain.
    const shared = browser(false, 'provider.test', 'bakery.provider.test');
    shared.jar.set(`host ${ANALYTICS_ID_COOKIE}`, 'older');
    shared.cookie.write('shared', YEAR_AHEAD);
    expect(shared.written).to.deep.equal([
      ['', undefined],
      ['shared', 'provider.test'],
    ]);
    expect([...shared.jar]).to.deep.equal([[`domain ${ANALYTICS_ID_COOKIE}`, 'shared']]);
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
