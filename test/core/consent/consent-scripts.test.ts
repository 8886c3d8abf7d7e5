import { aTimeout, expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import {
  CONSENT_SCRIPT_SELECTOR,
  ConsentManager,
  activateConsentScripts,
  getConsentManager,
  resetConsentManager,
  runConsentScripts,
} from '../../../core/consent/index.ts';
import { clearTestCookies } from './helpers.ts';

type Probe = { ssProbe?: string[] };
const probe = () => ((window as Probe).ssProbe ??= []);

const allow = { canStoreVisitorData: () => true };
const forbid = { canStoreVisitorData: () => false };

function inert(code: string, attributes: Record<string, string> = {}): HTMLScriptElement {
  const script = document.createElement('script');
  script.type = 'text/plain';
  script.setAttribute('data-ss-consent', '');
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  script.text = code;
  return script;
}

const dataUrl = (code: string) => `data:text/javascript,${encodeURIComponent(code)}`;

describe('consent scripts', () => {
  let root: HTMLElement;
  beforeEach(async () => {
    delete (window as Probe).ssProbe;
    root = await fixture(html`<div></div>`);
  });
  afterEach(() => {
    clearTestCookies();
    resetConsentManager();
  });

  it('selects inert scripts marked data-ss-consent only', () => {
    expect(CONSENT_SCRIPT_SELECTOR).to.equal('script[type="text/plain" i][data-ss-consent]');
  });

  it('stays inert until activated', () => {
    root.append(inert("window.ssProbe.push('inline')"));
    probe();
    expect(activateConsentScripts(root, forbid)).to.equal(0);
    expect(probe()).to.deep.equal([]);
    expect(root.querySelectorAll(CONSENT_SCRIPT_SELECTOR)).to.have.length(1);
  });

  it('runs an inline script once, copying its attributes but the inert ones', () => {
    root.append(inert("window.ssProbe.push('inline')", { id: 'tag', 'data-kind': 'analytics' }));
    probe();
    expect(activateConsentScripts(root, allow)).to.equal(1);
    expect(activateConsentScripts(root, allow)).to.equal(0);
    expect(probe()).to.deep.equal(['inline']);
    const script = root.querySelector('script')!;
    expect(script.id).to.equal('tag');
    expect(script.getAttribute('data-kind')).to.equal('analytics');
    expect(script.hasAttribute('type')).to.equal(false);
    expect(script.hasAttribute('data-ss-consent')).to.equal(false);
  });

  it('loads a data-src script, in order, keeping the other attributes', async () => {
    root.append(inert('', { 'data-src': dataUrl("window.ssProbe.push('external')") }));
    root.append(inert('', { 'data-src': dataUrl("window.ssProbe.push('second')"), async: '' }));
    probe();
    expect(runConsentScripts(root)).to.equal(2);
    const [first, second] = Array.from(root.querySelectorAll('script'));
    expect(first!.getAttribute('src')).to.match(/^data:text\/javascript,/);
    expect(first!.hasAttribute('data-src')).to.equal(false);
    expect(first!.async).to.equal(false);
    expect(second!.async).to.equal(true);
    await Promise.all([oneEvent(first!, 'load'), oneEvent(second!, 'load')]);
    expect([...probe()].sort()).to.deep.equal(['external', 'second']);
  });

  it('runs them in the order written: an inline script after a library, once it has loaded', async () => {
    type Lib = { ssLib?: number };
    delete (window as Lib).ssLib;
    root.append(inert('', { 'data-src': dataUrl("window.ssProbe.push('lib'); window.ssLib = 1") }));
    root.append(inert("window.ssProbe.push(window.ssLib ? 'init, lib there' : 'init, no lib')"));
    root.append(inert('', { 'data-src': dataUrl("window.ssProbe.push('after')") }));
    root.append(inert("window.ssProbe.push('last')"));
    probe();
    expect(runConsentScripts(root)).to.equal(4);
    // Claimed at once: asked again meanwhile, none starts twice.
    expect(runConsentScripts(root)).to.equal(0);
    await waitUntil(() => probe().length === 4, 'not every script ran');
    await aTimeout(50);
    expect(probe()).to.deep.equal(['lib', 'init, lib there', 'after', 'last']);
    expect(root.querySelectorAll('script[type="text/plain" i]')).to.have.length(0);
  });

  it('runs an inline script after a library that fails to load, in its turn', async () => {
    root.append(inert('', { 'data-src': 'data:text/javascript;base64,@@@' }));
    root.append(inert("window.ssProbe.push('init')"));
    probe();
    expect(runConsentScripts(root)).to.equal(2);
    await waitUntil(() => probe().length === 1, 'the inline script never ran');
  });

  it('takes the type from data-type and keeps a nonce', () => {
    const script = inert('', { 'data-type': 'module' });
    script.nonce = 'abc';
    root.append(script);
    runConsentScripts(root);
    const real = root.querySelector('script')!;
    expect(real.type).to.equal('module');
    expect(real.hasAttribute('data-type')).to.equal(false);
    expect(real.nonce).to.equal('abc');
  });

  it('matches the type without regard to case and leaves unmarked scripts alone', () => {
    root.append(inert("window.ssProbe.push('upper')", { type: 'TEXT/PLAIN' }));
    const unmarked = document.createElement('script');
    unmarked.type = 'text/plain';
    unmarked.text = "window.ssProbe.push('unmarked')";
    root.append(unmarked);
    probe();
    expect(runConsentScripts(root)).to.equal(1);
    expect(probe()).to.deep.equal(['upper']);
  });

  it('asks the page manager by default', () => {
    root.append(inert("window.ssProbe.push('default')"));
    probe();
    getConsentManager({ restrictive: true });
    expect(activateConsentScripts(root)).to.equal(0);
    expect(activateConsentScripts()).to.equal(0);
    getConsentManager({ restrictive: false });
    expect(activateConsentScripts(root)).to.equal(1);
    expect(probe()).to.deep.equal(['default']);
  });

  it('starts on accept, across the document, and not on decline', async () => {
    root.append(inert("window.ssProbe.push('accepted')"));
    probe();
    const consent = new ConsentManager({ policy: { restrictive: true }, gtag: () => undefined });
    consent.decline();
    await aTimeout(10);
    expect(probe()).to.deep.equal([]);
    consent.accept();
    await waitUntil(() => probe().length > 0, 'the consent script did not start');
    expect(probe()).to.deep.equal(['accepted']);
  });

  it('starts as a page loads with consent already given, and not without it', async () => {
    root.append(inert("window.ssProbe.push('returning')"));
    probe();
    const undecided = new ConsentManager({ policy: { restrictive: true }, gtag: () => undefined });
    undecided.startWaitingScripts();
    await aTimeout(10);
    expect(probe()).to.deep.equal([]);
    document.cookie = 'ss_cookieAllowed=1; path=/';
    const returning = new ConsentManager({ policy: { restrictive: true }, gtag: () => undefined });
    returning.startWaitingScripts();
    await waitUntil(() => probe().length > 0, 'the consent script did not start');
    returning.startWaitingScripts();
    await aTimeout(10);
    expect(probe()).to.deep.equal(['returning']);
  });

  it('is started by the cookie banner as it connects, once consent is given', async () => {
    document.cookie = 'ss_cookieAllowed=1; path=/';
    root.append(inert("window.ssProbe.push('banner')"));
    probe();
    await import('../../../components/cookie-banner/cookie-banner.ts');
    await fixture(
      html`<ss-cookie-banner
        .settings=${{ isCookieBannerEnabled: true, isRestrictiveCookiePolicyEnabled: true }}
      ></ss-cookie-banner>`,
    );
    await waitUntil(() => probe().length > 0, 'the consent script did not start');
    expect(probe()).to.deep.equal(['banner']);
  });

  it('holds them when consent is withdrawn while their code loads', async () => {
    root.append(inert("window.ssProbe.push('withdrawn')"));
    probe();
    const consent = new ConsentManager({ policy: { restrictive: false }, gtag: () => undefined });
    consent.startWaitingScripts();
    consent.decline();
    await aTimeout(50);
    expect(probe()).to.deep.equal([]);
    expect(root.querySelectorAll(CONSENT_SCRIPT_SELECTOR)).to.have.length(1);
  });

  it('is not started by a banner before it has the site settings, set after it connected', async () => {
    root.append(inert("window.ssProbe.push('late')"));
    probe();
    await import('../../../components/cookie-banner/cookie-banner.ts');
    const banner = await fixture<
      HTMLElement & { settings?: object; updateComplete: Promise<unknown> }
    >(html`<ss-cookie-banner></ss-cookie-banner>`);
    await aTimeout(50);
    expect(probe(), 'started under the default policy').to.deep.equal([]);
    banner.settings = { isCookieBannerEnabled: true, isRestrictiveCookiePolicyEnabled: true };
    await banner.updateComplete;
    await aTimeout(50);
    expect(probe(), 'started before an accept').to.deep.equal([]);
    banner.settings = { isCookieBannerEnabled: true, isRestrictiveCookiePolicyEnabled: false };
    await banner.updateComplete;
    await waitUntil(() => probe().length > 0, 'the consent script did not start');
    expect(probe()).to.deep.equal(['late']);
  });
});
