import { aTimeout, expect, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import type { SsGallery } from '../../../components/gallery/gallery.ts';
import type { GalleryDesign } from '../../../components/gallery/designs/design.ts';
import { slideImages } from '../../../components/gallery/slide-images.ts';
import type { LoadImageOptions } from '../../../core/images/index.ts';

type ImageLoader = typeof import('../../../core/images/loader.ts');

const PHOTO = new URL('../../core/images/fixtures/photo.png', import.meta.url).pathname;

/** A stand-in for the gallery: its children are its slides. */
function galleryWith(slides: string, style = ''): SsGallery {
  const el = document.createElement('div');
  el.setAttribute('style', style);
  el.innerHTML = slides;
  document.body.append(el);
  Object.defineProperties(el, {
    slides: { get: () => [...el.children] },
    engine: { value: { index: 0, loop: false } },
    design: { value: 'grid' },
  });
  return el as unknown as SsGallery;
}

const staticLayout = { navigable: false, shown: () => [0, -1] } as unknown as GalleryDesign;
const oneAtATime = {
  navigable: true,
  shown: (index: number) => [index, index],
} as unknown as GalleryDesign;

/** A loader whose loads never end, remembering what each was asked. */
function recordingLoader() {
  const calls: Array<{ image: HTMLElement; options: LoadImageOptions }> = [];
  const loader = {
    loadImage: (image: HTMLElement, options: LoadImageOptions) => {
      calls.push({ image, options });
      return new Promise(() => {});
    },
  } as unknown as ImageLoader;
  return { calls, fetch: () => Promise.resolve(loader) };
}

const settle = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

describe('slide images', () => {
  const made: HTMLElement[] = [];
  const gallery = (slides: string, style?: string) => {
    const el = galleryWith(slides, style);
    made.push(el);
    return el;
  };
  afterEach(() => made.splice(0).forEach((el) => el.remove()));

  it('asks once for an image whose own data-load is viewport, not again on each resize or move', async () => {
    for (const design of [staticLayout, oneAtATime]) {
      const { calls, fetch } = recordingLoader();
      const el = gallery(
        `<img data-src="${PHOTO}" data-load="viewport" alt=""><img data-src="${PHOTO}" data-load=" Viewport" alt="">`,
      );
      const images = slideImages(el, design, { preloadCount: 1 }, fetch);
      images();
      images(new Event('index-change'));
      images();
      await aTimeout(50);
      expect(calls.map((call) => call.image)).to.deep.equal(el.slides);
      images.stop();
    }
  });

  it('asks once for images the loaderOptions send to the viewport', async () => {
    const { calls, fetch } = recordingLoader();
    const el = gallery(`<img data-src="${PHOTO}" alt="">`);
    const images = slideImages(el, oneAtATime, { loaderOptions: { load: 'viewport' } }, fetch);
    images();
    images(new Event('index-change'));
    await aTimeout(50);
    expect(calls).to.have.length(1);
    images.stop();
  });

  it('ends, when stopped, every load it asked for, and asks for none after', async () => {
    const { calls, fetch } = recordingLoader();
    const el = gallery(`<img data-src="${PHOTO}" alt=""><img data-src="${PHOTO}" alt="">`);
    const images = slideImages(el, staticLayout, {}, fetch);
    await waitUntil(() => calls.length === 2, 'the images were not asked for');
    expect(calls.map((call) => call.options.signal?.aborted)).to.deep.equal([false, false]);
    images.stop();
    expect(calls.map((call) => call.options.signal?.aborted)).to.deep.equal([true, true]);
    images();
    await settle();
    expect(calls).to.have.length(2);
  });

  it('leaves no image of a stopped gallery watched for the viewport', async () => {
    const observe = sinon.spy(IntersectionObserver.prototype, 'observe');
    const unobserve = sinon.spy(IntersectionObserver.prototype, 'unobserve');
    try {
      // A static layout far below the viewport: its images wait to come near.
      const el = gallery(
        `<img data-src="${PHOTO}" alt=""><img data-src="${PHOTO}" alt="">`,
        'width:400px;margin-top:3000px',
      );
      const [a, b] = el.slides;
      const images = slideImages(el, staticLayout, {});
      await waitUntil(
        () => observe.calledWith(a!) && observe.calledWith(b!),
        'the images were not watched',
      );
      images.stop();
      expect([unobserve.calledWith(a!), unobserve.calledWith(b!)]).to.deep.equal([true, true]);
      // Come into view after all, they are not loaded by the gallery that stopped.
      el.scrollIntoView();
      await aTimeout(200);
      expect([a!.hasAttribute('src'), b!.hasAttribute('src')]).to.deep.equal([false, false]);
    } finally {
      observe.restore();
      unobserve.restore();
    }
  });
});
