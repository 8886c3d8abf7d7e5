import sinon from 'sinon';
import { expect, fixture, html } from '@open-wc/testing';
import { LOADED_CLASS, LOADING_CLASS, loadImage, loadImages } from '../../../core/images/index.ts';
import type { LoadImageOptions } from '../../../core/images/index.ts';
import {
  attached,
  detachAll,
  FakeIntersectionObserver,
  fakeEnvironment,
  image,
  manualDecoder,
  ORIGIN,
  PAGE,
  PHOTO,
  settle,
} from './helpers.ts';

const SOURCE = PHOTO;
const SIZE = { width: 700, height: 400 };

describe('loadImage', () => {
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
  });
  afterEach(detachAll);

  it("measures an image with no size of its own yet by its parent's content width", async () => {
    const decoder = manualDecoder();
    const env = fakeEnvironment({ decode: decoder.decode });
    const holder = await fixture<HTMLElement>(html`
      <div style="width: 700px; padding: 0 50px"><img alt="" data-src=${SOURCE} /></div>
    `);
    const img = holder.querySelector('img')!;
    expect(img.getBoundingClientRect().width).to.equal(0);
    const done = loadImage(img, { environment: env });
    await settle();
    // 700 px of content (not the 0 measured, which gives 100w; not the 800 with its padding).
    expect(decoder.urls).to.deep.equal([`${SOURCE}?format=750w`]);
    decoder.pending[0]!.resolve();
    expect((await done).width).to.equal(750);
    // One hidden (no box at all) is not drawn at that width: the narrowest.
    img.style.display = 'none';
    const hidden = loadImage(img, { environment: env, force: true });
    await settle();
    expect(decoder.urls[1]).to.equal(`${SOURCE}?format=100w`);
    decoder.pending[1]!.resolve();
    expect((await hidden).width).to.equal(100);
  });

  it("has the class 'loading' while loading, then 'loaded', the source and its resolution", async () => {
    const decoder = manualDecoder();
    const env = fakeEnvironment({ decode: decoder.decode });
    const img = attached();
    const done = loadImage(img, { environment: env, size: SIZE });
    await settle();
    expect(LOADING_CLASS).to.equal('loading');
    expect(LOADED_CLASS).to.equal('loaded');
    expect(decoder.urls).to.deep.equal([`${SOURCE}?format=750w`]);
    expect([...img.classList]).to.deep.equal(['loading']);
    expect(img.hasAttribute('src')).to.equal(false);
    decoder.pending[0]!.resolve();
    expect(await done).to.deep.equal({
      status: 'loaded',
      width: 750,
      url: `${SOURCE}?format=750w`,
    });
    expect([...img.classList]).to.deep.equal(['loaded']);
    expect(img.src).to.equal(`${SOURCE}?format=750w`);
    expect(img.getAttribute('data-image-resolution')).to.equal('750w');
    expect(env.warnings).to.deep.equal([]);
  });

  it('names the file in the filename format, and resolves site paths against the page', async () => {
    const env = fakeEnvironment();
    const img = attached({
      'data-src': 'fixtures/photo.png',
      'data-size-format': 'filename',
    });
    const result = await loadImage(img, { environment: env, size: { width: 90, height: 0 } });
    expect(PAGE).to.equal(`${ORIGIN}/test/core/images/page.html`);
    expect(result.url).to.equal(`${ORIGIN}/test/core/images/fixtures/photo-100w.png`);
    expect(img.src).to.equal(result.url);
  });

  it('asks for the cover width the box needs, times the clamped device pixel ratio', async () => {
    const decoder = manualDecoder();
    const env = fakeEnvironment({
      decode: decoder.decode,
      window: { devicePixelRatio: 2, location: { href: PAGE } },
    });
    const wide = attached({ 'data-image-dimensions': '3000x1000' });
    void loadImage(wide, { environment: env, size: { width: 300, height: 300 } });
    const capped = attached({ 'data-pixel-ratio-max': '1' });
    void loadImage(capped, { environment: env, size: { width: 300, height: 300 } });
    await settle();
    expect(decoder.urls).to.deep.equal([`${SOURCE}?format=2500w`, `${SOURCE}?format=300w`]);
  });

  it('asks for the offered width that covers an original narrower than the box, not one below it', async () => {
    const decoder = manualDecoder();
    const env = fakeEnvironment({ decode: decoder.decode });
    // A 1200 px original shown in a 1280 px slide: 1500w (the original itself), not 1000w.
    const img = attached({ 'data-image-dimensions': '1200x800' });
    void loadImage(img, { environment: env, size: { width: 1280, height: 853 } });
    await settle();
    expect(decoder.urls).to.deep.equal([`${SOURCE}?format=1500w`]);
  });

  it('uses pixel ratio 1 under the data saver unless the image disallows it', async () => {
    const decoder = manualDecoder();
    const env = fakeEnvironment({
      decode: decoder.decode,
      window: { devicePixelRatio: 3, location: { href: PAGE } },
      navigator: { userAgent: 'Chrome', connection: { saveData: true } },
    });
    void loadImage(attached(), { environment: env, size: SIZE });
    void loadImage(attached({ 'data-allow-save-data': 'false' }), {
      environment: env,
      size: SIZE,
    });
    await settle();
    expect(decoder.urls).to.deep.equal([`${SOURCE}?format=750w`, `${SOURCE}?format=2500w`]);
  });

  it('re-sets only for a wider image, or when forced', async () => {
    const decoder = manualDecoder();
    const env = fakeEnvironment({ decode: decoder.decode });
    const img = attached();
    const first = loadImage(img, { environment: env, size: { width: 500, height: 0 } });
    await settle();
    decoder.pending[0]!.resolve();
    expect((await first).width).to.equal(500);

    expect(
      await loadImage(img, { environment: env, size: { width: 500, height: 0 } }),
    ).to.deep.equal({
      status: 'kept',
      width: 500,
    });
    expect(
      await loadImage(img, { environment: env, size: { width: 120, height: 0 } }),
    ).to.deep.equal({
      status: 'kept',
      width: 500,
    });
    expect(decoder.urls).to.have.length(1);

    const wider = loadImage(img, { environment: env, size: { width: 900, height: 0 } });
    await settle();
    expect(decoder.urls[1]).to.equal(`${SOURCE}?format=1000w`);
    expect([...img.classList].sort()).to.deep.equal(['loaded', 'loading']);
    expect(img.src).to.equal(`${SOURCE}?format=500w`);
    expect(
      await loadImage(img, { environment: env, size: { width: 600, height: 0 } }),
    ).to.deep.equal({
      status: 'kept',
      width: 1000,
    });
    decoder.pending[1]!.resolve();
    expect((await wider).status).to.equal('loaded');
    expect(img.getAttribute('data-image-resolution')).to.equal('1000w');

    const forced = loadImage(img, {
      environment: env,
      size: { width: 100, height: 0 },
      force: true,
    });
    await settle();
    expect(decoder.urls[2]).to.equal(`${SOURCE}?format=100w`);
    decoder.pending[2]!.resolve();
    expect(await forced).to.deep.equal({
      status: 'loaded',
      width: 100,
      url: `${SOURCE}?format=100w`,
    });
    expect(img.src).to.equal(`${SOURCE}?format=100w`);
  });

  it('counts a load in flight: narrower calls keep it, a wider one takes over', async () => {
    const decoder = manualDecoder();
    const env = fakeEnvironment({ decode: decoder.decode });
    const img = attached();
    const first = loadImage(img, { environment: env, size: { width: 400, height: 0 } });
    await settle();
    expect(
      await loadImage(img, { environment: env, size: { width: 450, height: 0 } }),
    ).to.deep.equal({
      status: 'kept',
      width: 500,
    });
    const second = loadImage(img, { environment: env, size: { width: 1200, height: 0 } });
    await settle();
    expect(decoder.urls).to.deep.equal([`${SOURCE}?format=500w`, `${SOURCE}?format=1500w`]);
    decoder.pending[0]!.resolve();
    expect(await first).to.deep.equal({ status: 'superseded', url: `${SOURCE}?format=500w` });
    expect([...img.classList]).to.deep.equal(['loading']);
    expect(img.hasAttribute('src')).to.equal(false);
    decoder.pending[1]!.resolve();
    expect((await second).status).to.equal('loaded');
    expect(img.src).to.equal(`${SOURCE}?format=1500w`);
  });

  it('loads a new source whatever width the old one had', async () => {
    const env = fakeEnvironment();
    const img = attached();
    await loadImage(img, { environment: env, size: { width: 1400, height: 0 } });
    img.setAttribute('data-src', `${PHOTO}?v=hill`);
    const result = await loadImage(img, { environment: env, size: { width: 200, height: 0 } });
    expect(result).to.deep.equal({
      status: 'loaded',
      width: 300,
      url: `${PHOTO}?v=hill&format=300w`,
    });
  });

  it('warns when an image cannot be loaded, and tries again on the next call', async () => {
    let fail = true;
    const env = fakeEnvironment({
      decode: () => (fail ? Promise.reject(new Error('404')) : Promise.resolve()),
    });
    const img = attached();
    expect(await loadImage(img, { environment: env, size: SIZE })).to.deep.equal({
      status: 'error',
      url: `${SOURCE}?format=750w`,
    });
    expect([...img.classList]).to.deep.equal([]);
    expect(img.hasAttribute('src')).to.equal(false);
    expect(env.warnings).to.deep.equal([
      `ss-elements image loader: the image "${SOURCE}?format=750w" could not be loaded.`,
    ]);
    fail = false;
    expect((await loadImage(img, { environment: env, size: SIZE })).status).to.equal('loaded');
  });

  it('drops a failure that a later call took over from, without a warning', async () => {
    const decoder = manualDecoder();
    const env = fakeEnvironment({ decode: decoder.decode });
    const img = attached();
    const first = loadImage(img, { environment: env, size: { width: 100, height: 0 } });
    await settle();
    const second = loadImage(img, { environment: env, size: SIZE, force: true });
    await settle();
    decoder.pending[0]!.reject(new Error('gone'));
    expect((await first).status).to.equal('superseded');
    expect(img.classList.contains('loading')).to.equal(true);
    decoder.pending[1]!.resolve();
    expect((await second).status).to.equal('loaded');
    expect(env.warnings).to.deep.equal([]);
  });

  it('leaves the source unset with load mode false, but reserves space and crops', async () => {
    const decoder = manualDecoder();
    const env = fakeEnvironment({ decode: decoder.decode });
    const img = attached({ 'data-load': 'false', 'data-image-dimensions': '800x600' });
    expect(await loadImage(img, { environment: env })).to.deep.equal({ status: 'skipped' });
    expect(decoder.urls).to.deep.equal([]);
    expect([img.getAttribute('width'), img.style.objectFit]).to.deep.equal(['800', 'cover']);
    expect(env.warnings).to.deep.equal([]);
    const later = loadImage(img, { environment: env, settings: { load: true }, size: SIZE });
    await settle();
    decoder.pending[0]!.resolve();
    expect((await later).status).to.equal('loaded');
  });

  it('warns and loads nothing without a source, or for a refused address', async () => {
    const decoder = manualDecoder();
    const env = fakeEnvironment({ decode: decoder.decode });
    const none = image();
    expect(await loadImage(none, { environment: env })).to.deep.equal({ status: 'no-source' });
    for (const source of ['javascript:alert(1)', 'data:text/html,x', ' JaVa\tScRiPt:x']) {
      const img = attached({ 'data-src': source });
      expect(await loadImage(img, { environment: env })).to.deep.equal({ status: 'refused' });
      expect(img.classList.contains('loading')).to.equal(false);
    }
    expect(await loadImage(null as unknown as HTMLElement, { environment: env })).to.deep.equal({
      status: 'no-source',
    });
    expect(decoder.urls).to.deep.equal([]);
    expect(env.warnings).to.deep.equal([
      'ss-elements image loader: the image has no data-src; nothing to load.',
      'ss-elements image loader: the address "javascript:alert(1)" was refused (scheme); nothing loaded.',
      'ss-elements image loader: the address "data:text/html,x" was refused (scheme); nothing loaded.',
      'ss-elements image loader: the address "JaVa\tScRiPt:x" was refused (scheme); nothing loaded.',
      'ss-elements image loader: loadImage needs an element; nothing to load.',
    ]);
  });

  it('shows an image made in the page (data:image/, blob:) as it is, with no width added', async () => {
    const decoder = manualDecoder();
    const env = fakeEnvironment({ decode: decoder.decode });
    const sources = ['data:image/png;base64,AAAA', 'blob:https://example.com/0f1e2d3c'];
    const results = sources.map((source) =>
      loadImage(attached({ 'data-src': source, 'data-size-format': 'filename' }), {
        environment: env,
      }),
    );
    await settle();
    for (const pending of decoder.pending) pending.resolve();
    for (const result of await Promise.all(results)) expect(result.status).to.equal('loaded');
    expect(decoder.urls).to.deep.equal(sources);
    expect(env.warnings).to.deep.equal([]);
  });

  it('asks for a vector image (.svg) as it is given, in either size format, once, with no resolution', async () => {
    for (const format of ['filename', 'queryString']) {
      const decoded: string[] = [];
      const env = fakeEnvironment({ decode: (url) => (decoded.push(url), Promise.resolve()) });
      const img = attached({ 'data-src': 'fixtures/photo.svg', 'data-size-format': format });
      // A raster image shown before it: its resolution does not stay.
      img.setAttribute('data-image-resolution', '500w');
      const result = await loadImage(img, { environment: env, size: SIZE });
      const url = `${ORIGIN}/test/core/images/fixtures/photo.svg`;
      expect(result, format).to.deep.equal({ status: 'loaded', url });
      expect([img.src, img.hasAttribute('data-image-resolution')], format).to.deep.equal([
        url,
        false,
      ]);
      // Drawn sharp at any size: a wider box asks for nothing more.
      const wider = await loadImage(img, { environment: env, size: { width: 2000, height: 900 } });
      expect(wider, format).to.deep.equal({ status: 'kept' });
      expect(decoded, format).to.deep.equal([url]);
    }
  });

  it('refuses a site path when there is no page to resolve it against, but not an absolute address', async () => {
    const env = fakeEnvironment({ window: undefined });
    const img = attached({ 'data-src': '/s/photo.png' });
    expect(await loadImage(img, { environment: env, size: SIZE })).to.deep.equal({
      status: 'refused',
    });
    expect(env.warnings[0]).to.contain('(unparsable)');
    const absolute = attached();
    expect((await loadImage(absolute, { environment: env, size: SIZE })).status).to.equal('loaded');
  });

  it('shows the image as its parent’s background with background use on', async () => {
    const env = fakeEnvironment();
    const img = attached({ 'data-use-bg-image': 'true', 'data-image-focal-point': '0,1' });
    const parent = img.parentElement!;
    await loadImage(img, { environment: env, size: SIZE });
    expect(parent.style.backgroundImage).to.equal(`url("${SOURCE}?format=750w")`);
    expect(parent.style.backgroundPosition).to.equal('0% 100%');
    expect(img.hasAttribute('src')).to.equal(false);
    expect(img.classList.contains('loaded')).to.equal(true);
  });

  it('escapes the address in a CSS background', async () => {
    const env = fakeEnvironment();
    const div = await fixture<HTMLDivElement>(html`<div data-src='${PHOTO}?a"b=\\'></div>`);
    await loadImage(div, { environment: env, size: SIZE });
    expect(div.style.backgroundImage).to.equal(`url("${PHOTO}?a%22b=\\\\&format=750w")`);
  });

  it('measures an image not yet shown by the box it will have, not by its alt text', async () => {
    const decoder = manualDecoder();
    const env = fakeEnvironment({ decode: decoder.decode });
    // A theme's image reset: the alt text a source-less image shows would be its box.
    const holder = await fixture<HTMLElement>(html`
      <div style="width: 1000px">
        <style>
          .reset img {
            max-width: 100%;
            height: auto;
            display: inline !important;
          }
        </style>
        <div class="reset">
          <img alt="A photo of the sea" data-src=${SOURCE} data-image-dimensions="2000x1000" />
        </div>
        <img alt="A thumbnail" data-src=${SOURCE} style="width: 300px; height: 200px" />
      </div>
    `);
    const [sea, thumbnail] = [...holder.querySelectorAll('img')];
    void loadImage(sea!, { environment: env });
    void loadImage(thumbnail!, { environment: env });
    await settle();
    // 1000 px wide once shown (its alt text's line is about 130 px: 300w); the thumbnail 300 px.
    expect(decoder.urls).to.deep.equal([`${SOURCE}?format=1000w`, `${SOURCE}?format=300w`]);
    expect([sea!.alt, thumbnail!.alt]).to.deep.equal(['A photo of the sea', 'A thumbnail']);
    // Measured as blocks, and put back as they were.
    expect([sea!.style.display, thumbnail!.style.display]).to.deep.equal(['', '']);
  });

  it('measures the box when no size is given', async () => {
    const decoder = manualDecoder();
    const env = fakeEnvironment({ decode: decoder.decode });
    const box = await fixture<HTMLDivElement>(html`
      <div style="width: 480px; height: 320px; position: relative">
        <img alt="" data-src=${SOURCE} style="width: 100%; height: 100%; display: block" />
        <img
          alt=""
          data-src=${SOURCE}
          data-image-dimensions="2000x1000"
          data-use-advanced-positioning="true"
        />
      </div>
    `);
    const [plain, advanced] = [...box.querySelectorAll('img')];
    void loadImage(plain!, { environment: env });
    void loadImage(advanced!, { environment: env });
    await settle();
    expect(decoder.urls).to.deep.equal([`${SOURCE}?format=500w`, `${SOURCE}?format=750w`]);
    expect([advanced!.style.width, advanced!.style.height, advanced!.style.left]).to.deep.equal([
      '640px',
      '320px',
      '-80px',
    ]);
  });

  it('takes null options as none, and warns about a loadImages root that is no node', async () => {
    const img = attached({ 'data-load': 'false', 'data-image-dimensions': '800x600' });
    const nothing = null as unknown as object;
    const warn = sinon.stub(console, 'warn');
    try {
      expect(await loadImage(img, nothing)).to.deep.equal({ status: 'skipped' });
    } finally {
      warn.restore();
    }
    expect(warn.callCount).to.equal(0);
    const env = fakeEnvironment();
    const skipped = await loadImage(img, { environment: env, settings: nothing });
    expect(skipped).to.deep.equal({ status: 'skipped' });
    expect(env.warnings).to.deep.equal([]);
    for (const root of [null, undefined, 'main'])
      expect(await loadImages(root as unknown as ParentNode, { environment: env })).to.deep.equal(
        [],
      );
    expect(env.warnings).to.deep.equal(
      Array(3).fill(
        'ss-elements image loader: loadImages needs an element, a document or a fragment; nothing to load.',
      ),
    );
  });

  it('takes an environment that is no object as none, warning rather than throwing', async () => {
    const warn = sinon.stub(console, 'warn');
    try {
      for (const environment of [null, 7, 'mobile']) {
        const options = { environment } as unknown as LoadImageOptions;
        const img = attached({ 'data-load': 'false' });
        expect(await loadImage(img, options)).to.deep.equal({ status: 'skipped' });
        expect(await loadImages(null as unknown as ParentNode, options)).to.deep.equal([]);
      }
      const loaded = await loadImage(attached(), {
        environment: null,
        size: { width: 100, height: 0 },
      } as unknown as LoadImageOptions);
      expect(loaded.status).to.equal('loaded');
    } finally {
      warn.restore();
    }
    expect(warn.args).to.deep.equal(
      Array(3).fill([
        'ss-elements image loader: loadImages needs an element, a document or a fragment; nothing to load.',
      ]),
    );
  });

  it('warns about an element with no style to show an image with (from an XML document)', async () => {
    const env = fakeEnvironment();
    const element = document.createElementNS('urn:example', 'picture') as HTMLElement;
    element.setAttribute('data-src', SOURCE);
    document.body.append(element);
    try {
      expect(await loadImage(element, { environment: env })).to.deep.equal({
        status: 'no-source',
      });
    } finally {
      element.remove();
    }
    expect(env.warnings).to.deep.equal([
      'ss-elements image loader: loadImage needs an element; nothing to load.',
    ]);
  });

  it('loadImages loads every img[data-src] under a root, and the root itself', async () => {
    const env = fakeEnvironment();
    const root = await fixture<HTMLDivElement>(html`
      <div>
        <img alt="" data-src="fixtures/photo.png?v=a" />
        <img alt="" data-load="false" />
        <p><img alt="" data-src="fixtures/photo.png?v=c" /></p>
      </div>
    `);
    const results = await loadImages(root, { environment: env, size: { width: 100, height: 0 } });
    expect(results.map((r) => r.url)).to.deep.equal([
      `${PHOTO}?v=a&format=100w`,
      `${PHOTO}?v=c&format=100w`,
    ]);
    const single = root.querySelector('img')!;
    single.setAttribute('data-src', 'fixtures/photo.png?v=d');
    const [own] = await loadImages(single, { environment: env, size: { width: 100, height: 0 } });
    expect(own!.url).to.equal(`${PHOTO}?v=d&format=100w`);
  });
});
