/** Real loads from the test server's own origin, through the browser's decoder and the default environment. */
import { expect, fixture, html } from '@open-wc/testing';
import { loadImage } from '../../../core/images/index.ts';

const PHOTO = new URL('./fixtures/photo.png', import.meta.url).pathname;
const MISSING = new URL('./fixtures/missing.png', import.meta.url).pathname;

describe('loadImage in the browser', () => {
  it('loads from the page origin without shifting anything', async () => {
    const box = await fixture<HTMLDivElement>(html`
      <div style="width: 400px">
        <img
          alt="A green rectangle"
          data-src=${PHOTO}
          data-image-dimensions="40x30"
          style="width: 100%; height: auto; display: block"
        />
      </div>
    `);
    const img = box.querySelector('img')!;
    const done = loadImage(img);
    const reserved = img.getBoundingClientRect().height;
    expect(reserved).to.equal(300);
    const result = await done;
    expect(result.status).to.equal('loaded');
    expect(result.width).to.equal(100);
    expect(img.src).to.equal(`${location.origin}${PHOTO}?format=100w`);
    expect(img.classList.contains('loaded')).to.equal(true);
    await img.decode();
    expect(img.naturalWidth).to.equal(40);
    expect(img.getBoundingClientRect().height).to.equal(reserved);
  });

  it('warns about a file that is not there (filename format) and leaves the image unset', async () => {
    const img = await fixture<HTMLImageElement>(
      html`<img alt="" data-src=${MISSING} data-size-format="filename" />`,
    );
    const warn = console.warn;
    const seen: unknown[] = [];
    console.warn = (message: unknown) => seen.push(message);
    try {
      expect((await loadImage(img, { size: { width: 100, height: 0 } })).status).to.equal('error');
    } finally {
      console.warn = warn;
    }
    expect(seen).to.deep.equal([
      `ss-elements image loader: the image "${location.origin}${MISSING.replace('.png', '-100w.png')}" could not be loaded.`,
    ]);
    expect(img.hasAttribute('src')).to.equal(false);
  });
});
