import { expect } from '@open-wc/testing';
import { resetPageContext, setPageContext } from '../../../core/site/read-context.ts';
import { isViewerOnly, WebsiteRole } from '../../../core/site/index.ts';
import {
  CONFIG_PATH,
  currentPath,
  isConfigPath,
  isPageViewExcluded,
  pageUsageTracked,
  SEARCH_PATH,
  shouldTrackMousePosition,
  shouldTrackUsage,
  trimPath,
  VIEWER_ROLE,
} from '../../../core/tracking/index.ts';

describe('who is tracked', () => {
  afterEach(resetPageContext);

  describe('shouldTrackUsage (part 1 §6)', () => {
    it('tracks visitors who are not signed in, on any path', () => {
      for (const path of ['/', '/shop', '/config', '/config/pages']) {
        expect(shouldTrackUsage({ authenticated: false, roles: [], path })).to.equal(true);
      }
    });

    it('tracks a signed-in viewer (role 10 only) outside the configuration paths', () => {
      expect(shouldTrackUsage({ authenticated: true, roles: [10], path: '/' })).to.equal(true);
      expect(shouldTrackUsage({ authenticated: true, roles: [10, 10], path: '/shop' })).to.equal(
        true,
      );
      expect(
        shouldTrackUsage({ authenticated: true, roles: [10], path: '/configuration' }),
      ).to.equal(true);
    });

    it('skips a signed-in viewer on /config and below', () => {
      for (const path of ['/config', '/config/', '/config/pages', '/config?frameUrl=%2F']) {
        expect(shouldTrackUsage({ authenticated: true, roles: [10], path })).to.equal(false);
      }
    });

    it("reads the viewer role as core/site's isViewerOnly does", () => {
      expect(VIEWER_ROLE).to.equal(WebsiteRole.values.viewer);
      for (const roles of [[], [10], [10, 10], [1], [10, 1], [12], [9, 10]]) {
        expect(shouldTrackUsage({ authenticated: true, roles, path: '/' }), String(roles)).to.equal(
          isViewerOnly(roles),
        );
      }
    });

    it('skips any other signed-in account', () => {
      for (const roles of [[], [1], [4], [10, 1], [12]]) {
        expect(shouldTrackUsage({ authenticated: true, roles, path: '/' })).to.equal(false);
      }
    });

    it('reads the page context for the current page', () => {
      setPageContext({});
      expect(pageUsageTracked('http://site.test/shop')).to.equal(true);
      setPageContext({ authenticatedAccount: { id: 'a1' }, websiteRoles: [1] });
      expect(pageUsageTracked('http://site.test/shop')).to.equal(false);
      setPageContext({ authenticatedAccount: { id: 'a1' }, websiteRoles: [10] });
      expect(pageUsageTracked('http://site.test/shop')).to.equal(true);
      expect(pageUsageTracked('http://site.test/config/')).to.equal(false);
      resetPageContext();
      expect(pageUsageTracked()).to.equal(true);
    });
  });

  it('tracks mouse positions for signed-in owners only', () => {
    expect(shouldTrackMousePosition(true)).to.equal(true);
    expect(shouldTrackMousePosition(false)).to.equal(false);
  });

  describe('paths', () => {
    it('names /search and /config', () => {
      expect(SEARCH_PATH).to.equal('/search');
      expect(CONFIG_PATH).to.equal('/config');
    });

    it('removes the trailing slash, keeping the root /', () => {
      expect(currentPath('https://site.test/')).to.equal('/');
      expect(currentPath('https://site.test')).to.equal('/');
      expect(currentPath('https://site.test/shop/')).to.equal('/shop');
      expect(currentPath('https://site.test/shop/shoes//?q=1#top')).to.equal('/shop/shoes');
      expect(currentPath('https://site.test/shop')).to.equal('/shop');
      expect(currentPath()).to.equal(trimPath(location.pathname));
      expect(trimPath('/blog/?page=2')).to.equal('/blog');
      expect(trimPath('//')).to.equal('/');
      expect(trimPath('not a url')).to.equal('not a url');
    });

    it('excludes /search, /search/ and /search?q=… from page views', () => {
      for (const path of [
        '/search',
        '/search/',
        '/search?q=shoes',
        '/search/?q=shoes',
        '/search#results',
        'https://site.test/search?q=shoes',
      ]) {
        expect(isPageViewExcluded(path), path).to.equal(true);
      }
      for (const path of ['/', '/searching', '/shop/search', '/search/results', '/?q=search']) {
        expect(isPageViewExcluded(path), path).to.equal(false);
      }
    });

    it('knows the configuration paths', () => {
      expect(isConfigPath('/config')).to.equal(true);
      expect(isConfigPath('/config/settings/billing')).to.equal(true);
      expect(isConfigPath('https://site.test/config/?frameUrl=%2F')).to.equal(true);
      expect(isConfigPath('/configure')).to.equal(false);
      expect(isConfigPath('/shop/config')).to.equal(false);
    });
  });
});
