import { expect, fixture, html } from '@open-wc/testing';
import {
  configPanelUrl,
  getPageContext,
  getRawPageContext,
  isCollectionPanelPath,
  isCustomDomain,
  isCustomDomainPage,
  isViewerOnly,
  linkCategory,
  normalizeContext,
  platformHost,
  resetPageContext,
  setPageContext,
} from '../../../core/site/index.ts';

const CONTEXT = {
  website: { id: 'w1', identifier: 'bakery', websiteType: 4, siteStatus: 8, developerMode: false },
  storeSettings: { expressCheckout: true, measurementStandard: 1 },
  appDomain: 'sites.example.com',
  authenticatedAccount: { id: 'a1', displayName: 'Owner' },
  tweakJSON: { 'gallery-design': 'grid' },
  pageType: 2,
  collectionId: 'c1',
  itemId: null,
  websiteRoles: [1, 'x', 10],
  flags: { rum: true, beta: 'yes' },
};

describe('page context', () => {
  afterEach(resetPageContext);

  it('reads the JSON the host writes, once', async () => {
    const holder = await fixture(html`
      <div>
        <script type="application/json" data-ss-context>
          ${JSON.stringify(CONTEXT)}
        </script>
      </div>
    `);
    const context = getPageContext(holder);
    expect(context.website).to.deep.equal(CONTEXT.website);
    expect(context.storeSettings).to.deep.equal({ expressCheckout: true, measurementStandard: 1 });
    expect(context.appDomain).to.equal('sites.example.com');
    expect(context.authenticatedAccount).to.deep.equal({ id: 'a1', displayName: 'Owner' });
    expect(context.pageType).to.equal(2);
    expect(context.collectionId).to.equal('c1');
    expect(context.itemId).to.equal(null);
    expect(context.websiteRoles).to.deep.equal([1, 10]);
    expect(context.flags).to.deep.equal({ rum: true });
    holder.querySelector('script')!.textContent = '{}';
    expect(getPageContext(holder)).to.equal(context);
  });

  it('reads a context written after a first read, which found none, and keeps it then', async () => {
    const holder = await fixture(html`<div></div>`);
    expect(getPageContext(holder).website.identifier).to.equal('');
    expect(isCustomDomainPage('www.mybakery.com', getRawPageContext(holder))).to.equal(false);
    holder.innerHTML = `<script type="application/json" data-ss-context>${JSON.stringify(CONTEXT)}</script>`;
    const context = getPageContext(holder);
    expect(context.website.identifier).to.equal('bakery');
    expect(isCustomDomainPage('www.mybakery.com', getRawPageContext(holder))).to.equal(true);
    holder.replaceChildren();
    expect(getPageContext(holder)).to.equal(context);
  });

  it('takes a context set by a React app instead', () => {
    const context = setPageContext({ ...CONTEXT, pageType: 200 });
    expect(getPageContext()).to.equal(context);
    expect(context.pageType).to.equal(200);
  });

  it('reads a context that does not parse as empty, and says so on the console', async () => {
    const holder = await fixture(
      html`<div>
        <script type="application/json" data-ss-context>
          {oops
        </script>
      </div>`,
    );
    const errors: string[] = [];
    const original = console.error;
    console.error = (message: string) => errors.push(message);
    try {
      const context = getPageContext(holder);
      expect(context.website.identifier).to.equal('');
      expect(context.authenticatedAccount).to.equal(null);
    } finally {
      console.error = original;
    }
    expect(errors).to.have.length(1);
    expect(errors[0]).to.match(/^Could not parse the page context: /);
  });

  it('gives every field of the wrong type its empty value', () => {
    const context = normalizeContext({
      website: 'nope',
      storeSettings: { expressCheckout: 'true', measurementStandard: 1.5 },
      appDomain: 7,
      authenticatedAccount: { name: 'no id' },
      collection: [],
      item: { id: 'i1' },
      itemId: 42,
      websiteRoles: 'admin',
      demoCollections: {},
      showAnnouncementBar: 1,
    });
    expect(context.website).to.deep.equal({
      id: '',
      identifier: '',
      websiteType: null,
      siteStatus: null,
      developerMode: false,
    });
    expect(context.storeSettings).to.deep.equal({
      expressCheckout: false,
      measurementStandard: null,
    });
    expect(context.appDomain).to.equal('7');
    expect(context.authenticatedAccount).to.equal(null);
    expect(context.collection).to.equal(null);
    expect(context.item).to.deep.equal({ id: 'i1' });
    expect(context.itemId).to.equal('42');
    expect(context.websiteRoles).to.deep.equal([]);
    expect(context.demoCollections).to.deep.equal([]);
    expect(context.showAnnouncementBar).to.equal(false);
    expect(normalizeContext(null).pageType).to.equal(null);
  });
});

describe('site rules', () => {
  const context = normalizeContext(CONTEXT);

  it('knows the platform host and custom domains', () => {
    expect(platformHost(context)).to.equal('bakery.sites.example.com');
    expect(isCustomDomain(context, 'bakery.sites.example.com')).to.equal(false);
    expect(isCustomDomain(context, 'Bakery.Sites.Example.com')).to.equal(false);
    expect(isCustomDomain(context, 'www.mybakery.com')).to.equal(true);
    expect(isCustomDomain(normalizeContext({}), 'www.mybakery.com')).to.equal(false);
  });

  it('reads custom domains from the context as the host wrote it', () => {
    expect(isCustomDomainPage('www.mybakery.com', CONTEXT)).to.equal(true);
    expect(isCustomDomainPage('BAKERY.sites.example.com', CONTEXT)).to.equal(false);
    expect(isCustomDomainPage('www.mybakery.com', { website: 'x', appDomain: 7 })).to.equal(false);
    expect(isCustomDomainPage('www.mybakery.com', {})).to.equal(false);
  });

  it('compares host names without their ports: an app domain on a port of its own is no custom domain', () => {
    const local = { website: { identifier: 'bakery' }, appDomain: 'localhost:8787' };
    expect(isCustomDomainPage('bakery.localhost', local)).to.equal(false);
    expect(isCustomDomainPage('bakery.localhost:8787', local)).to.equal(false);
    expect(isCustomDomainPage('www.mybakery.com', local)).to.equal(true);
    expect(isCustomDomainPage('bakery.sites.example.com:443', CONTEXT)).to.equal(false);
  });

  it('builds the configuration panel address with the encoded path and search', () => {
    expect(configPanelUrl(context, { pathname: '/menu/cakes', search: '?a=1&b=2' })).to.equal(
      'https://bakery.sites.example.com/config/?frameUrl=%2Fmenu%2Fcakes%3Fa%3D1%26b%3D2',
    );
  });

  it('knows a viewer-only account', () => {
    expect(isViewerOnly([10])).to.equal(true);
    expect(isViewerOnly([10, 1])).to.equal(false);
    expect(isViewerOnly([])).to.equal(false);
  });

  it('offers the link categories and the collection panel path rule', () => {
    expect(linkCategory('#top')).to.equal('anchor');
    expect(isCollectionPanelPath('/pages/0123456789abcdefABCDEF01')).to.equal(true);
    expect(isCollectionPanelPath('/pages/0123456789abcdefABCDEF0')).to.equal(false);
  });
});
