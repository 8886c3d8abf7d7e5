import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { IMAGE_WIDTHS, sizedImageUrl } from '../../../core/images/index.ts';

describe('sizedImageUrl', () => {
  // Made once, here: fast-check builds its tables of domains on the first webUrl (seconds on a
  // busy machine), which counted against the first test's 5 s. A vector's address, which gets
  // no width, is left out.
  let webUrls: fc.Arbitrary<string>;
  before(function () {
    this.timeout(30_000);
    webUrls = fc
      .webUrl({ withQueryParameters: true, withFragments: true })
      .filter((url) => !/\.svgz?$/i.test(new URL(url).pathname));
  });

  it('adds ?format=750w in the query-string format', () => {
    expect(sizedImageUrl('https://img.example.com/a/image.jpg', 750, 'queryString')).to.equal(
      'https://img.example.com/a/image.jpg?format=750w',
    );
  });

  it('keeps the other parameters and the hash, and replaces a format already there', () => {
    expect(sizedImageUrl('/a/image.jpg?v=2&format=original&x#top', 300, 'queryString')).to.equal(
      '/a/image.jpg?v=2&x&format=300w#top',
    );
    expect(sizedImageUrl('/a/image.jpg?&format&formats=1', 100, 'queryString')).to.equal(
      '/a/image.jpg?formats=1&format=100w',
    );
  });

  it('names the file image-750w.jpg in the filename format', () => {
    expect(sizedImageUrl('https://img.example.com/a/image.jpg', 750, 'filename')).to.equal(
      'https://img.example.com/a/image-750w.jpg',
    );
    expect(sizedImageUrl('image.tar.gz?v=1#x', 2500, 'filename')).to.equal(
      'image.tar-2500w.gz?v=1#x',
    );
    expect(sizedImageUrl('/a/image', 100, 'filename')).to.equal('/a/image-100w');
    expect(sizedImageUrl('/a/.hidden', 100, 'filename')).to.equal('/a/.hidden-100w');
    expect(sizedImageUrl('/a/.', 100, 'filename')).to.equal('/a/./-100w');
    expect(sizedImageUrl('/a/%2E%2e', 100, 'filename')).to.equal('/a/%2E%2e/-100w');
  });

  it('asks for a vector (.svg, .svgz) as it is given, in either format', () => {
    for (const format of ['filename', 'queryString'] as const) {
      for (const source of [
        'https://img.example.com/a/logo.svg',
        '/a/logo.SVG?v=2#top',
        '/a/logo.svgz',
        'logo.svg?format=original',
      ]) {
        expect(sizedImageUrl(source, 750, format), `${source} ${format}`).to.equal(source);
      }
    }
    // Only the file's own extension counts: not one in a folder, the query or the hash.
    expect(sizedImageUrl('/a.svg/logo.png', 750, 'filename')).to.equal('/a.svg/logo-750w.png');
    expect(sizedImageUrl('/a/logo.png?as=.svg', 750, 'queryString')).to.equal(
      '/a/logo.png?as=.svg&format=750w',
    );
    expect(sizedImageUrl('/a/logo.png#x.svg', 300, 'filename')).to.equal('/a/logo-300w.png#x.svg');
  });

  it('never touches the host in the filename format', () => {
    expect(sizedImageUrl('https://img.example.com', 500, 'filename')).to.equal(
      'https://img.example.com/-500w',
    );
    expect(sizedImageUrl('//img.example.com/a.b/c', 500, 'filename')).to.equal(
      '//img.example.com/a.b/c-500w',
    );
  });

  it('never throws; the query-string address carries format=<width>w', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...IMAGE_WIDTHS), (source, width) => {
        const sized = sizedImageUrl(source, width, 'queryString');
        const query = sized.split('#')[0]!.split('?').slice(1).join('?');
        expect(query.split('&').filter((pair) => pair.startsWith('format='))).to.deep.equal([
          `format=${width}w`,
        ]);
      }),
    );
  });

  it('keeps every other part of a web address in the query-string format', () => {
    fc.assert(
      fc.property(webUrls, fc.constantFrom(...IMAGE_WIDTHS), (source, width) => {
        const before = new URL(source);
        const after = new URL(sizedImageUrl(source, width, 'queryString'));
        expect(after.searchParams.get('format')).to.equal(`${width}w`);
        expect([after.origin, after.pathname, after.hash]).to.deep.equal([
          before.origin,
          before.pathname,
          before.hash,
        ]);
        before.searchParams.delete('format');
        after.searchParams.delete('format');
        expect([...after.searchParams]).to.deep.equal([...before.searchParams]);
      }),
    );
  });

  it('in the filename format only inserts -<width>w into the path', () => {
    fc.assert(
      fc.property(webUrls, fc.constantFrom(...IMAGE_WIDTHS), (source, width) => {
        const before = new URL(source);
        const after = new URL(sizedImageUrl(source, width, 'filename'));
        expect([after.origin, after.search, after.hash]).to.deep.equal([
          before.origin,
          before.search,
          before.hash,
        ]);
        expect(after.pathname.replace(`-${width}w`, '')).to.equal(before.pathname);
      }),
    );
  });
});
