import { expect } from '@open-wc/testing';
import { readSubmissionPage } from '../../../core/forms/index.ts';
import { resetPageContext, setPageContext } from '../../../core/site/read-context.ts';

describe('readSubmissionPage', () => {
  afterEach(resetPageContext);

  it('reads a collection page: its collection id and source c', () => {
    expect(
      readSubmissionPage({
        document: { title: 'Contact' },
        location: { href: 'https://example.com/contact', pathname: '/contact', search: '' },
        context: { collectionId: 'col-1', pagePermissionTypeValue: 2 },
      }),
    ).to.deep.equal({
      pageTitle: 'Contact',
      pageId: 'col-1',
      contentSource: 'c',
      pagePath: '/contact',
      pagePermissionTypeValue: 2,
    });
  });

  it("reads a content item: its item id and source i; the collection's permission type", () => {
    expect(
      readSubmissionPage({
        document: { title: 'Post' },
        location: { href: 'https://example.com/blog/post', pathname: '/blog/post', search: '' },
        context: { collectionId: 'col-1', itemId: 'item-2', collection: { permissionType: 4 } },
      }),
    ).to.deep.equal({
      pageTitle: 'Post',
      pageId: 'item-2',
      contentSource: 'i',
      pagePath: '/blog/post',
      pagePermissionTypeValue: 4,
    });
  });

  it('leaves out a permission type that is not an integer, and reads no page as empty', () => {
    expect(
      readSubmissionPage({
        document: null,
        location: null,
        context: { pagePermissionTypeValue: '2', collection: { permissionType: 1.5 } },
      }),
    ).to.deep.equal({ pageTitle: '', pageId: '', contentSource: 'c', pagePath: '' });
    expect(readSubmissionPage({ document: null, location: null, context: 'junk' })).to.deep.equal({
      pageTitle: '',
      pageId: '',
      contentSource: 'c',
      pagePath: '',
    });
  });

  it("reads the page's own title, path and context when none are given", () => {
    setPageContext({ itemId: 'item-9', collectionId: 'col-3', pagePermissionTypeValue: 1 });
    const before = document.title;
    document.title = 'Our page';
    try {
      expect(readSubmissionPage()).to.deep.equal({
        pageTitle: 'Our page',
        pageId: 'item-9',
        contentSource: 'i',
        pagePath: location.pathname,
        pagePermissionTypeValue: 1,
      });
    } finally {
      document.title = before;
    }
  });
});
