import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { LOAD_TIME_LIMIT_MS, loadImage } from '../../../core/images/index.ts';
import {
  attached,
  detachAll,
  FakeIntersectionObserver,
  fakeEnvironment,
  image,
  manualDecoder,
  PAGE,
  PHOTO,
  settle,
} from './helpers.ts';

const SOURCE = PHOTO;
const SIZE = { width: 700, height: 400 };

describe('loadImage scheduling', () => {
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
  });
  afterEach(detachAll);

  describe('attachment', () => {
    let clock: sinon.SinonFakeTimers;
    beforeEach(() => {
      clock = sinon.useFakeTimers();
    });
    afterEach(() => clock.restore());

    it('waits up to 100 tries of 10 ms for the node, then warns and gives up', async () => {
      const decoder = manualDecoder();
      const env = fakeEnvironment({ decode: decoder.decode });
      const img = image({ 'data-src': SOURCE });
      let result: unknown;
      void loadImage(img, { environment: env, size: SIZE }).then((r) => (result = r));
      await clock.tickAsync(999);
      expect(result).to.equal(undefined);
      expect(env.warnings).to.deep.equal([]);
      await clock.tickAsync(1);
      expect(result).to.deep.equal({ status: 'detached' });
      expect(env.warnings).to.deep.equal([
        'ss-elements image loader: the image was not attached to the document after 100 tries of 10 ms; nothing loaded.',
      ]);
      expect(decoder.urls).to.deep.equal([]);
    });

    it('loads a node attached while it waits', async () => {
      const env = fakeEnvironment();
      const img = image({ 'data-src': SOURCE });
      let result: { status: string } | undefined;
      void loadImage(img, { environment: env, size: SIZE }).then((r) => (result = r));
      await clock.tickAsync(500);
      document.body.append(img);
      await clock.tickAsync(10);
      expect(result?.status).to.equal('loaded');
      img.remove();
    });
  });

  it('with load mode viewport, waits to come within 200 px of the viewport', async () => {
    const decoder = manualDecoder();
    const env = fakeEnvironment({ decode: decoder.decode });
    const img = attached({ 'data-load': 'viewport' });
    const done = loadImage(img, { environment: env, size: SIZE });
    await settle();
    const [observer] = FakeIntersectionObserver.instances;
    expect(observer!.options).to.deep.equal({
      rootMargin: '200px',
      scrollMargin: '200px',
    });
    expect([...observer!.observed]).to.deep.equal([img]);
    expect(decoder.urls).to.deep.equal([]);
    expect(img.classList.contains('loading')).to.equal(false);
    observer!.report(img);
    await settle();
    expect(decoder.urls).to.deep.equal([`${SOURCE}?format=750w`]);
    decoder.pending[0]!.resolve();
    expect((await done).status).to.equal('loaded');

    const wider = loadImage(img, { environment: env, size: { width: 1400, height: 0 } });
    await settle();
    expect(decoder.urls[1]).to.equal(`${SOURCE}?format=1500w`);
    expect(FakeIntersectionObserver.instances).to.have.length(1);
    expect(observer!.observed.size).to.equal(0);
    decoder.pending[1]!.resolve();
    expect((await wider).status).to.equal('loaded');
  });

  it('ends a wait for the viewport when its signal is aborted: the image is no longer watched', async () => {
    const decoder = manualDecoder();
    const env = fakeEnvironment({ decode: decoder.decode });
    const img = attached({ 'data-load': 'viewport' });
    const [stopped, kept] = [new AbortController(), new AbortController()];
    const ended = loadImage(img, { environment: env, size: SIZE, signal: stopped.signal });
    const other = loadImage(img, { environment: env, size: SIZE, signal: kept.signal });
    await settle();
    const [observer] = FakeIntersectionObserver.instances;
    stopped.abort();
    expect(await ended).to.deep.equal({ status: 'aborted' });
    // Another wait for the same image still watches it.
    expect([...observer!.observed]).to.deep.equal([img]);
    kept.abort();
    expect(await other).to.deep.equal({ status: 'aborted' });
    expect(observer!.observed.size).to.equal(0);
    observer!.report(img);
    await settle();
    expect(decoder.urls).to.deep.equal([]);
    expect(img.classList.contains('loading')).to.equal(false);
    // Aborted before it starts, a load does nothing at all.
    const none = attached({ 'data-image-dimensions': '40x30' });
    expect(await loadImage(none, { environment: env, signal: stopped.signal })).to.deep.equal({
      status: 'aborted',
    });
    expect(none.hasAttribute('width')).to.equal(false);
  });

  it('gives up the place of a load whose signal is aborted while it loads, and shows nothing', async () => {
    const decoder = manualDecoder();
    const env = fakeEnvironment({
      decode: decoder.decode,
      navigator: { userAgent: 'Mobile' },
    });
    const [a, b] = [attached(), attached({ 'data-src': `${SOURCE}?b` })];
    const stop = new AbortController();
    const first = loadImage(a, { environment: env, size: SIZE, signal: stop.signal });
    const second = loadImage(b, { environment: env, size: SIZE });
    await settle(20);
    expect(decoder.urls).to.have.length(1);
    stop.abort();
    expect(await first).to.deep.equal({ status: 'aborted', url: `${SOURCE}?format=750w` });
    await settle(20);
    expect(decoder.urls).to.have.length(2);
    expect(a.classList.contains('loading')).to.equal(false);
    decoder.pending[0]!.resolve();
    decoder.pending[1]!.resolve();
    expect((await second).status).to.equal('loaded');
    expect(a.hasAttribute('src')).to.equal(false);
  });

  it('loads an image asked for again after its waiting load was aborted (a gallery set up again)', async () => {
    const decoder = manualDecoder();
    const env = fakeEnvironment({
      decode: decoder.decode,
      navigator: { userAgent: 'Mobile' },
    });
    const [busy, img] = [attached({ 'data-src': `${SOURCE}?busy` }), attached()];
    const stop = new AbortController();
    void loadImage(busy, { environment: env, size: SIZE });
    const waiting = loadImage(img, { environment: env, size: SIZE, signal: stop.signal });
    await settle(20);
    // Mobile: one place, held by the first; the second waits its turn, and is stopped.
    expect(decoder.urls).to.have.length(1);
    stop.abort();
    await settle(20);
    expect(img.classList.contains('loading')).to.equal(false);
    const again = loadImage(img, { environment: env, size: SIZE });
    decoder.pending[0]!.resolve();
    expect((await waiting).status).to.equal('superseded');
    await settle(20);
    decoder.pending[1]!.resolve();
    expect(await again).to.deep.include({ status: 'loaded', width: 750 });
    expect(img.getAttribute('src')).to.equal(`${SOURCE}?format=750w`);
  });

  it('shares one queue per environment: 16 loads at once on a desktop', async () => {
    const decoder = manualDecoder();
    const env = fakeEnvironment({ decode: decoder.decode });
    const images = Array.from({ length: 20 }, () => attached());
    const done = images.map((img) => loadImage(img, { environment: env, size: SIZE }));
    await settle(20);
    expect(decoder.urls).to.have.length(16);
    expect(images.every((img) => img.classList.contains('loading'))).to.equal(true);
    decoder.pending[0]!.resolve();
    await settle(20);
    expect(decoder.urls).to.have.length(17);
    for (let i = 0; i < 20; i += 1) {
      decoder.pending[i]?.resolve();
      await settle(20);
    }
    expect((await Promise.all(done)).every((r) => r.status === 'loaded')).to.equal(true);
  });

  for (const [name, window, userAgent] of [
    [
      "a user agent containing 'Mobile'",
      { devicePixelRatio: 1, location: { href: PAGE } },
      'Foo MOBILE Bar',
    ],
    [
      'an orientation property',
      { devicePixelRatio: 1, orientation: 0, location: { href: PAGE } },
      'Desktop',
    ],
  ] as const) {
    it(`gives the one place on mobile to the next when a load is no longer wanted (${name})`, async () => {
      const decoder = manualDecoder();
      const env = fakeEnvironment({ decode: decoder.decode, window, navigator: { userAgent } });
      const [a, b, c] = [attached(), attached(), attached()];
      const done = [a, b, c].map((img) => loadImage(img!, { environment: env, size: SIZE }));
      await settle(20);
      // The second left the page, and the third asked for a wider image, while the first loads.
      b!.parentElement!.remove();
      const wider = loadImage(c!, { environment: env, size: { width: 2000, height: 1000 } });
      decoder.pending[0]!.resolve();
      await settle(20);
      expect(decoder.urls).to.deep.equal([`${SOURCE}?format=750w`, `${SOURCE}?format=2500w`]);
      decoder.pending[1]!.resolve();
      expect((await Promise.all([...done, wider])).map((r) => r.status)).to.deep.equal([
        'loaded',
        'removed',
        'superseded',
        'loaded',
      ]);
      expect(b!.classList.contains('loading')).to.equal(false);
      expect(b!.hasAttribute('src')).to.equal(false);
    });

    it(`gives the one place on mobile to a wider image asked for while the narrower one loads (${name})`, async () => {
      const decoder = manualDecoder();
      const env = fakeEnvironment({ decode: decoder.decode, window, navigator: { userAgent } });
      const img = attached();
      const narrow = loadImage(img, { environment: env, size: SIZE });
      await settle(20);
      const wide = loadImage(img, { environment: env, size: { width: 2000, height: 1000 } });
      await settle(20);
      // Not held back by the narrower request, which hangs.
      expect(decoder.urls).to.deep.equal([`${SOURCE}?format=750w`, `${SOURCE}?format=2500w`]);
      expect(await narrow).to.deep.equal({ status: 'superseded', url: `${SOURCE}?format=750w` });
      decoder.pending[1]!.resolve();
      expect(await wide).to.deep.include({ status: 'loaded', width: 2500 });
      // The narrower arriving late changes nothing.
      decoder.pending[0]!.resolve();
      await settle(20);
      expect([img.src, img.dataset.imageResolution]).to.deep.equal([
        `${SOURCE}?format=2500w`,
        '2500w',
      ]);
    });

    it(`gives the one place on mobile to the next when a loading image leaves the page, and loads it afresh when back (${name})`, async () => {
      const decoder = manualDecoder();
      const env = fakeEnvironment({ decode: decoder.decode, window, navigator: { userAgent } });
      const [a, b] = [attached(), attached({ 'data-src': `${SOURCE}?b` })];
      const done = [a, b].map((img) => loadImage(img!, { environment: env, size: SIZE }));
      await settle(20);
      expect(decoder.urls).to.deep.equal([`${SOURCE}?format=750w`]);
      // The first leaves the page while its request hangs: the next need not wait for it.
      const box = a!.parentElement!;
      box.remove();
      await settle(20);
      expect(decoder.urls).to.deep.equal([`${SOURCE}?format=750w`, `${SOURCE}?b&format=750w`]);
      expect(await done[0]).to.deep.equal({ status: 'removed', url: `${SOURCE}?format=750w` });
      expect(a!.classList.contains('loading')).to.equal(false);
      // Its request ending late shows nothing.
      decoder.pending[0]!.resolve();
      await settle(20);
      expect(a!.hasAttribute('src')).to.equal(false);
      decoder.pending[1]!.resolve();
      expect((await done[1]).status).to.equal('loaded');
      // Back in the page, it is asked for afresh.
      document.body.append(box);
      const again = loadImage(a!, { environment: env, size: SIZE });
      await settle(20);
      expect(decoder.urls).to.have.length(3);
      decoder.pending[2]!.resolve();
      expect((await again).status).to.equal('loaded');
      expect(a!.src).to.equal(`${SOURCE}?format=750w`);
      box.remove();
    });

    it(`gives the one place on mobile to the next after a load has held it 10 s; a late image still shows (${name})`, async () => {
      const clock = sinon.useFakeTimers();
      try {
        const decoder = manualDecoder();
        const env = fakeEnvironment({ decode: decoder.decode, window, navigator: { userAgent } });
        const [a, b, c] = [attached(), attached(), attached()];
        const done = [a, b, c].map((img) => loadImage(img!, { environment: env, size: SIZE }));
        await clock.tickAsync(LOAD_TIME_LIMIT_MS - 1);
        expect(decoder.urls).to.have.length(1);
        await clock.tickAsync(1);
        expect(decoder.urls).to.have.length(2);
        // The first arrives after all: shown, and the third still waits for the second's place.
        decoder.pending[0]!.resolve();
        expect((await done[0]).status).to.equal('loaded');
        expect(a!.classList.contains('loaded')).to.equal(true);
        await settle(20);
        expect(decoder.urls).to.have.length(2);
        decoder.pending[1]!.resolve();
        await settle(20);
        expect(decoder.urls).to.have.length(3);
        decoder.pending[2]!.resolve();
        expect((await Promise.all(done)).map((r) => r.status)).to.deep.equal([
          'loaded',
          'loaded',
          'loaded',
        ]);
      } finally {
        clock.restore();
      }
    });

    it(`shows nothing on an image taken out of the page while it loaded (${name})`, async () => {
      const decoder = manualDecoder();
      const env = fakeEnvironment({ decode: decoder.decode, window, navigator: { userAgent } });
      const [a, b] = [attached(), attached()];
      const done = [a, b].map((img) => loadImage(img!, { environment: env, size: SIZE }));
      await settle(20);
      a!.parentElement!.remove();
      decoder.pending[0]!.resolve();
      await settle(20);
      decoder.pending[1]!.resolve();
      expect((await Promise.all(done)).map((r) => r.status)).to.deep.equal(['removed', 'loaded']);
      expect(a!.classList.contains('loading')).to.equal(false);
      expect(a!.classList.contains('loaded')).to.equal(false);
      expect(a!.hasAttribute('src')).to.equal(false);
    });

    it(`loads one at a time on mobile, detected by ${name}`, async () => {
      const decoder = manualDecoder();
      const env = fakeEnvironment({ decode: decoder.decode, window, navigator: { userAgent } });
      const [a, b, c] = [attached(), attached(), attached()];
      const done = [a, b, c].map((img) => loadImage(img!, { environment: env, size: SIZE }));
      await settle(20);
      expect(decoder.urls).to.have.length(1);
      decoder.pending[0]!.resolve();
      await settle(20);
      expect(decoder.urls).to.have.length(2);
      decoder.pending[1]!.resolve();
      await settle(20);
      decoder.pending[2]!.resolve();
      expect((await Promise.all(done)).map((r) => r.status)).to.deep.equal([
        'loaded',
        'loaded',
        'loaded',
      ]);
    });
  }
});
