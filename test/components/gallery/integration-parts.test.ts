import { aTimeout, expect, fixture, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import type { SsGallery } from '../../../components/gallery/gallery.ts';
import type { SsVideo } from '../../../components/video/video.ts';
import '../../../components/video/video.ts';
import {
  METADATA_HEIGHT,
  METADATA_OVERFLOW,
  metadataHeight,
} from '../../../components/gallery/metadata.ts';
import {
  THUMBNAIL_PADDING_MAX,
  THUMBNAIL_STRIP_MARGIN,
  THUMBNAILS_PER_ROW,
  VIDEO_THUMBNAIL_RATIO,
  preloadCount,
  thumbnailKeyMove,
  thumbnailWidth,
} from '../../../components/gallery/thumbnails.ts';
import { LIGHTBOX_THEMES, slideItem } from '../../../components/gallery/lightbox-link.ts';
import { loadImageLoader } from '../../../components/gallery/slide-images.ts';
import {
  FIRST_PHOTO_ITEM,
  closeLightbox,
  gallery,
  galleryOf,
  lightboxOf,
  part,
  restoreAfterEach,
} from './helpers.ts';

const EMBED = `data-html='&lt;iframe src="https://www.youtube.com/embed/abc"&gt;&lt;/iframe&gt;'`;
const VIDEO_SLIDES = `<div><p>A</p></div>
  <div data-type="video"><ss-video ${EMBED} data-load="false" thumbnail="/t.jpg"></ss-video></div>
  <div><p>C</p></div>`;
const IMAGE_SLIDES = [0, 1, 2]
  .map(
    (i) =>
      `<div data-slide-id="s${i}" data-image-dimensions="1600x900" data-src="/full-${i}.jpg"><img src="/small-${i}.jpg" alt="Photo ${i + 1}"><figcaption>Caption ${i + 1}</figcaption></div>`,
  )
  .join('');

/** A slideshow with video-autoplay: a plain slide, then a video slide. */
const videoAutoplayGallery = () =>
  fixture<SsGallery>(
    `<ss-gallery data-block-json='{"design":"slideshow","video-autoplay":true}'>
      <div><p>A</p></div>
      <div data-type="video"><ss-video ${EMBED} data-load="false" thumbnail="/t.jpg"></ss-video></div>
    </ss-gallery>`,
  );

describe('<ss-gallery> parts', () => {
  restoreAfterEach();

  describe('video slides', () => {
    it('readies the video on entering its slide and hides it on leaving', async () => {
      const el = await fixture<SsGallery>(
        `<ss-gallery data-block-json='{"design":"slideshow","speed":0.01}'>
          <div data-slide-id="a"><p>A</p></div>
          <div data-slide-id="b" data-type="video"><ss-video ${EMBED} data-load="false" thumbnail="/t.jpg"></ss-video></div>
          <div data-slide-id="c"><p>C</p></div>
        </ss-gallery>`,
      );
      const video = el.querySelector<SsVideo>('ss-video')!;
      expect(video.load).to.equal(false);
      const hide = sinon.spy(video, 'hide');
      el.engine!.goTo(1);
      expect(video.load).to.equal(true);
      el.engine!.goTo(2);
      expect(hide.callCount).to.equal(1);
    });

    it('shows the video on entering with video-autoplay', async () => {
      const el = await videoAutoplayGallery();
      const video = el.querySelector<SsVideo>('ss-video')!;
      const show = sinon.spy(video, 'show');
      el.engine!.goTo(1);
      await waitUntil(() => show.called);
      expect(show.callCount).to.equal(1);
    });

    it('does not play the video of a slide the gallery reached behind its open lightbox', async () => {
      const el = await fixture<SsGallery>(
        `<ss-gallery data-block-json='{"design":"slideshow","video-autoplay":true,"lightbox":true}'>
          <div data-slide-id="a"><img src="/a.jpg" alt="A"></div>
          <div data-type="video" data-slide-id="v"><ss-video ${EMBED} data-load="false" thumbnail="/t.jpg"></ss-video></div>
          <div data-slide-id="c"><img src="/c.jpg" alt="C"></div>
        </ss-gallery>`,
      );
      const video = el.querySelector<SsVideo>('ss-video')!;
      const show = sinon.spy(video, 'show');
      const lightbox = await lightboxOf(el);
      el.slides[0]!.click();
      await lightbox.updateComplete;
      await sendKeys({ press: 'ArrowRight' });
      await waitUntil(() => el.currentIndex === 1, 'the gallery did not follow the lightbox');
      await aTimeout(50);
      expect(show.callCount).to.equal(0);
      // Readied all the same: its overlay can be pressed once the lightbox is closed.
      expect(video.load).to.equal(true);
      await closeLightbox(lightbox);
    });

    it('plays no video of a slide the gallery left in the same go as it came', async () => {
      const el = await fixture<SsGallery>(
        `<ss-gallery data-block-json='{"design":"slideshow","video-autoplay":true}'>
          <div><p>A</p></div>
          <div data-type="video"><ss-video ${EMBED} data-load="false" thumbnail="/t.jpg"></ss-video></div>
          <div><p>C</p></div>
        </ss-gallery>`,
      );
      await el.updateComplete;
      const video = el.querySelector<SsVideo>('ss-video')!;
      const played = sinon.spy();
      el.addEventListener('ss-video-play', played);
      el.engine!.goTo(1);
      el.engine!.goTo(2);
      await video.updateComplete;
      await aTimeout(20);
      expect(played.callCount).to.equal(0);
      // Coming to it and staying, it plays.
      el.engine!.goTo(1);
      await waitUntil(() => played.callCount === 1, 'the video did not play');
    });

    it('leaves the current video alone when slides are added before it', async () => {
      const el = await videoAutoplayGallery();
      const video = el.querySelector<SsVideo>('ss-video')!;
      const show = sinon.spy(video, 'show');
      const hide = sinon.spy(video, 'hide');
      el.engine!.goTo(1);
      await waitUntil(() => show.called);
      // A slide added first: the video's slide is now the third, still the one on show.
      el.prepend(Object.assign(document.createElement('div'), { textContent: 'New' }));
      await waitUntil(() => el.slides.length === 3, 'slides not taken in');
      await aTimeout(20);
      expect(el.currentIndex).to.equal(2);
      expect(el.slides[2]!.inert).to.equal(false);
      expect(show.callCount).to.equal(1);
      expect(hide.callCount).to.equal(0);
    });

    it("logs 'VideoLoader not found' for a video slide without <ss-video>", async () => {
      const error = sinon.stub(console, 'error');
      const el = await gallery({ design: 'slideshow' }, 3, '', (i) =>
        i === 1 ? 'data-type="video"' : '',
      );
      el.engine!.goTo(1);
      expect(error).to.have.been.calledWith('VideoLoader not found');
    });

    it('has autoplay off while a video without an overlay plays, and back on once it is left', async () => {
      const el = await fixture<SsGallery>(
        `<ss-gallery data-block-json='{"design":"slideshow","speed":0.01,"autoplay":true,"video-autoplay":true}'>
          <div><p>A</p></div>
          <div data-type="video"><ss-video ${EMBED} data-load="false"></ss-video></div>
          <div><p>C</p></div>
        </ss-gallery>`,
      );
      await el.updateComplete;
      expect(el.autoplaying).to.equal(true);
      const video = el.querySelector<SsVideo>('ss-video')!;
      el.goTo(1);
      await waitUntil(() => !el.autoplaying, 'autoplay was not switched off for the video');
      await waitUntil(() => !el.engine!.inMotion, 'still moving', { timeout: 2000 });
      const hidden = sinon.spy();
      video.addEventListener('ss-video-hide', hidden);
      el.goTo(2);
      expect(hidden.callCount).to.equal(1);
      expect(el.autoplaying).to.equal(true, 'autoplay was not restored once the video was left');
    });

    it('goes on autoplaying once moved in the page while its video showed', async () => {
      const el = await galleryOf({ design: 'slideshow', autoplay: true }, VIDEO_SLIDES);
      const video = el.querySelector<SsVideo>('ss-video')!;
      el.goTo(1);
      el.engine!.endMotion();
      await video.updateComplete;
      video.show();
      await waitUntil(() => !el.autoplaying, 'autoplay was not switched off for the video');
      const hidden = sinon.spy();
      el.addEventListener('ss-video-hide', hidden);
      // Moved (a list reordered): the video goes back behind its overlay.
      el.parentElement!.append(el);
      expect(hidden.callCount).to.equal(1);
      await el.updateComplete;
      expect(el.autoplaying).to.equal(true);
    });

    it("pauses autoplay with reason 'video' while a video plays, resumes on hide", async () => {
      const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      try {
        const el = await galleryOf({ design: 'slideshow', autoplay: true }, VIDEO_SLIDES);
        expect(el.autoplaying).to.equal(true);
        el.querySelector('ss-video')!.dispatchEvent(
          new Event('ss-video-play', { bubbles: true, composed: true }),
        );
        expect(el.autoplaying).to.equal(false);
        const at = el.currentIndex;
        clock.tick(5000);
        expect(el.currentIndex).to.equal(at);
        el.querySelector('ss-video')!.dispatchEvent(
          new Event('ss-video-hide', { bubbles: true, composed: true }),
        );
        expect(el.autoplaying).to.equal(true);
        clock.tick(5000);
        expect(el.currentIndex).to.not.equal(at);
      } finally {
        clock.restore();
      }
    });
  });

  describe('lazy slide images', () => {
    const PHOTO = new URL('../../core/images/fixtures/photo.png', import.meta.url).pathname;
    const photos = (count: number, extra = (_i: number) => '') =>
      Array.from(
        { length: count },
        (_, i) =>
          `<img data-src="${PHOTO}" data-image-dimensions="1600x900" alt="Photo ${i + 1}" ${extra(i)}>`,
      ).join('');
    /** The width asked of the loader for each slide's image ('' for none yet). */
    const widths = (el: SsGallery) =>
      el.slides.map((slide) => {
        const src = slide.getAttribute('src');
        return src ? new URL(src).searchParams.get('format') : '';
      });

    it('leaves the images of a gallery inside a slide to that gallery', async () => {
      const holder = await fixture(
        `<div><ss-gallery id="outer" data-block-json='{"design":"slideshow"}'><div><ss-gallery id="inner" data-block-json='{"design":"slideshow"}'>${photos(6)}</ss-gallery></div><div><p>Two</p></div></ss-gallery></div>`,
      );
      const [outer, inner] = [...holder.querySelectorAll<SsGallery>('ss-gallery')];
      await outer!.updateComplete;
      await inner!.updateComplete;
      // The inner gallery's current slide and one either side, round its ends: 0, 1 and 5.
      const loaded = () => inner!.slides.map((slide) => slide.hasAttribute('src'));
      await waitUntil(() => loaded()[0] && loaded()[1] && loaded()[5], 'inner images');
      await aTimeout(100);
      expect(loaded()).to.deep.equal([true, true, false, false, false, true]);
    });

    it('loads the shown slides and one either side, sized to their box, again on moves and growth', async () => {
      const el = await galleryOf({ design: 'slider' }, photos(7), 'style="width:500px"');
      // A strip slide is 80% of 500 px: 400 px wants the 500 px image. The strip shows one
      // slide and preloads one either side (part 2 §9); the gallery loops, so the last slide is
      // the first one's neighbour too.
      await waitUntil(
        () => widths(el)[1] !== '' && widths(el)[6] !== '',
        'the neighbours did not load',
      );
      expect(widths(el)).to.deep.equal(['500w', '500w', '', '', '', '', '500w']);
      expect(el.slides[0]!.classList.contains('loaded')).to.equal(true);

      el.goTo(4);
      await waitUntil(() => widths(el)[5] !== '', 'the slides near the new one did not load');
      // Without looping, the first slide has no neighbour before it.
      const ends = await galleryOf(
        { design: 'slider' },
        photos(4),
        'style="width:500px" loop="false"',
      );
      await waitUntil(() => widths(ends)[1] !== '', 'the neighbours did not load');
      // Time for a load wrongly asked for to show: none was.
      await aTimeout(200);
      expect(widths(ends)).to.deep.equal(['500w', '500w', '', '']);
      expect(ends.slides[2]!.classList.contains('loading')).to.equal(false);
      expect(widths(el)).to.deep.equal(['500w', '500w', '', '500w', '500w', '500w', '500w']);

      el.style.width = '1100px';
      // 880 px wants the 1000 px image: the slides near the current one are set again.
      await waitUntil(() => widths(el)[4] === '1000w', 'not set again for the larger box');
      expect(widths(el)[0]).to.equal('500w', 'slides far from the current one are left');
    });

    it('sizes an image slide to its frame, not to the dimensions its space was reserved from', async () => {
      // A large original in a 600 px slideshow (and a 1200 px grid of three per row): the image
      // fills its frame, and the width asked for is the frame's.
      const big = `<img data-src="${PHOTO}" data-image-dimensions="4000x3000" alt="Big">`;
      const show = await galleryOf({ design: 'slideshow' }, big + big, 'style="width:600px"');
      await waitUntil(() => widths(show)[0] !== '', 'the image did not load');
      expect(show.slides[0]!.getBoundingClientRect().width).to.equal(600);
      expect(show.slides[0]!.hasAttribute('data-image-reserved')).to.equal(true);
      expect(widths(show)[0]).to.equal('750w');
      // One whose author gave it a width keeps it.
      const own = `<img data-src="${PHOTO}" data-image-dimensions="4000x3000" width="200" alt="Own">`;
      const kept = await galleryOf(
        { design: 'grid', slidesPerRow: 3 },
        own,
        'style="width:1200px"',
      );
      await waitUntil(() => widths(kept)[0] !== '', 'the image did not load');
      expect(kept.slides[0]!.getBoundingClientRect().width).to.equal(200);
    });

    it('asks for the shown slide first, then those ahead, nearest first', async () => {
      const holder = await fixture<HTMLDivElement>(`<div style="width:500px"></div>`);
      const asked: number[] = [];
      const watch = new MutationObserver((records) => {
        for (const { target } of records) {
          const slide = target as HTMLElement;
          const at = [...slide.parentElement!.children].indexOf(slide);
          if (slide.classList.contains('loading') && !asked.includes(at)) asked.push(at);
        }
      });
      watch.observe(holder, { attributes: true, attributeFilter: ['class'], subtree: true });
      try {
        holder.innerHTML = `<ss-gallery data-block-json='{"design":"slideshow","preloadCount":2}'>${photos(7)}</ss-gallery>`;
        await waitUntil(() => asked.length === 5, 'not every image was asked for');
      } finally {
        watch.disconnect();
      }
      // Looping: slide 0, then 1 and 6, then 2 and 5.
      expect(asked).to.deep.equal([0, 1, 6, 2, 5]);
    });

    it('loads preloadCount slides either side of those shown (default 1, a whole number ≥ 0)', async () => {
      const loadedFor = async (preloadCount: unknown, count: number, loop = 'false') => {
        const el = await galleryOf(
          { design: 'slider', preloadCount },
          photos(count),
          `style="width:500px" loop="${loop}"`,
        );
        await waitUntil(() => widths(el)[0] !== '', 'the slide shown did not load');
        // Time for a load wrongly asked for to show.
        await aTimeout(200);
        return widths(el)
          .map((width) => (width ? 'x' : '-'))
          .join('');
      };
      // At the first slide the strip shows it alone, then those ahead.
      expect(await loadedFor(2, 7)).to.equal('xxx----');
      expect(await loadedFor('3', 7)).to.equal('xxxx---');
      expect(await loadedFor(0, 7)).to.equal('x------');
      expect(await loadedFor(2.7, 7)).to.equal('xxx----');
      for (const invalid of [-1, 'many', null])
        expect(await loadedFor(invalid, 7)).to.equal('xx-----');
      // Round the ends when looping, never more than every slide once.
      expect(await loadedFor(2, 7, 'true')).to.equal('xxx--xx');
      expect(await loadedFor(50, 4, 'true')).to.equal('xxxx');
    });

    it('loads every slide’s images at once with lazyLoad off, in view or not', async () => {
      const el = await galleryOf(
        { design: 'slider', lazyLoad: false },
        photos(7),
        'style="width:500px" loop="false"',
      );
      await waitUntil(() => widths(el).every((width) => width !== ''), 'not every slide loaded');
      expect(widths(el)).to.deep.equal(Array(7).fill('500w'));
      // A static layout far below the viewport: lazy, its images wait until it comes near.
      const below = (settings: object) =>
        galleryOf(
          { design: 'grid', slidesPerRow: 2, ...settings },
          photos(2),
          'style="width:400px;margin-top:3000px"',
        );
      const lazy = await below({});
      const eager = await below({ lazyLoad: 'false' });
      await waitUntil(() => widths(eager)[1] !== '', 'lazyLoad off waited for the viewport');
      await aTimeout(200);
      expect(widths(lazy)).to.deep.equal(['', '']);
      lazy.scrollIntoView();
      await waitUntil(() => widths(lazy)[1] !== '', 'the lazy images did not load in view');
    });

    it("leaves a video slide's thumbnail image to the video, which shows it lazily", async () => {
      const el = await galleryOf(
        { design: 'grid', lazyLoad: false },
        photos(1) +
          `<div data-type="video"><ss-video ${EMBED} data-load="false"><img data-src="${PHOTO}" alt=""></ss-video></div>`,
      );
      await waitUntil(() => widths(el)[0] !== '', 'the photo did not load');
      await aTimeout(100);
      const video = el.querySelector<SsVideo>('ss-video')!;
      expect(video.querySelector('img')!.hasAttribute('src')).to.equal(false);
      const thumbnail = video.shadowRoot!.querySelector('img')!;
      expect([thumbnail.getAttribute('src'), thumbnail.loading]).to.deep.equal([PHOTO, 'lazy']);
    });

    it('asks for no image of a gallery taken out of the page, and warns of none', async () => {
      const warn = sinon.stub(console, 'warn');
      const el = await galleryOf(
        { design: 'grid', slidesPerRow: 2 },
        photos(4),
        'style="width:300px"',
      );
      await waitUntil(() => el.slides[1]!.getAttribute('src'), 'the images did not load');
      // Out of the page before the next ones load: resized to nothing on the way.
      el.style.width = '200px';
      el.remove();
      // Longer than the loader waits for an image to be in the page (100 tries of 10 ms).
      await aTimeout(1300);
      expect(warn.callCount).to.equal(0);
    });

    it('gives the block’s loaderOptions to the loader, and ignores options that are no object', async () => {
      const warn = sinon.stub(console, 'warn');
      const el = await galleryOf(
        { design: 'grid', slidesPerRow: 2, loaderOptions: { sizeFormat: 'filename' } },
        photos(2),
        'style="width:150px"',
      );
      await waitUntil(() => el.slides[1]!.getAttribute('src'), 'the images did not load');
      expect(el.slides.map((slide) => slide.getAttribute('src')!.split('/').pop())).to.deep.equal([
        'photo-100w.png',
        'photo-100w.png',
      ]);
      expect(warn.callCount).to.equal(0);
      const ignored = await galleryOf(
        { design: 'grid', loaderOptions: 'filename' },
        photos(1),
        'style="width:150px"',
      );
      await waitUntil(() => ignored.slides[0]!.getAttribute('src'), 'the image did not load');
      expect(new URL(ignored.slides[0]!.getAttribute('src')!).searchParams.get('format')).to.equal(
        '100w',
      );
      expect(warn.args).to.deep.equal([
        [`The gallery's loaderOptions must be an object of image settings; "filename" is ignored.`],
      ]);
      // One the loader does not take is told of once, not on every move and every image.
      warn.resetHistory();
      const odd = await galleryOf(
        { design: 'slider', loaderOptions: { crop: 'zoom' } },
        photos(4),
        'style="width:500px"',
      );
      await waitUntil(() => widths(odd)[1] !== '', 'the images did not load');
      odd.next();
      await waitUntil(() => widths(odd)[2] !== '', 'the images did not load after a move');
      expect(warn.args).to.deep.equal([
        [
          "ss-elements image loader: the setting crop given in code (zoom) is not one it takes; using the element's.",
        ],
      ]);
    });

    it('shows images inside slides as their backgrounds with useBgImage, never on the gallery', async () => {
      const slides = [0, 1].map(() => `<div style="height:60px">${photos(1)}</div>`).join('');
      const el = await galleryOf(
        { design: 'grid', slidesPerRow: 2, useBgImage: true },
        slides,
        'style="width:400px"',
      );
      await waitUntil(() => el.slides[1]!.style.backgroundImage, 'no background was set');
      expect(
        el.slides.map((slide) => slide.style.backgroundImage.includes('photo.png')),
      ).to.deep.equal([true, true]);
      // An image that is the slide stays an image: its parent is the gallery. (Asked for by
      // the block or by its loader options.)
      for (const settings of [{ useBgImage: 'true' }, { loaderOptions: { useBgImage: true } }]) {
        const own = await galleryOf(
          { design: 'grid', slidesPerRow: 2, ...settings },
          photos(2),
          'style="width:400px"',
        );
        await waitUntil(() => own.slides[1]!.getAttribute('src'), 'the images did not load');
        expect(own.style.backgroundImage).to.equal('');
      }
    });

    it('loads round the ends as soon as looping is switched on', async () => {
      const el = await galleryOf(
        { design: 'slider' },
        photos(4),
        'style="width:500px" loop="false"',
      );
      await waitUntil(() => widths(el)[1] !== '', 'the neighbour did not load');
      await aTimeout(200);
      expect(widths(el)).to.deep.equal(['500w', '500w', '', '']);
      el.loop = true;
      // Before any move: the last slide is now the first one's neighbour.
      await waitUntil(() => widths(el)[3] !== '', 'the slide round the end did not load');
      expect(widths(el)).to.deep.equal(['500w', '500w', '', '500w']);
      expect(el.currentIndex).to.equal(0);
    });

    it('has the loader show the strip’s image slides whole without a fixed ratio', async () => {
      const el = await galleryOf({ design: 'slider' }, photos(3), 'style="width:500px"');
      await waitUntil(() => widths(el)[1] !== '', 'the images did not load');
      expect(el.slides.slice(0, 2).map((slide) => slide.style.objectFit)).to.deep.equal([
        'contain',
        'contain',
      ]);
      // Images inside a slide are the page's to size: the loader crops them as it would anyway.
      const inside = await galleryOf(
        { design: 'slider' },
        `<div>${photos(1)}</div><div>${photos(1)}</div>`,
        'style="width:500px"',
      );
      const image = inside.slides[0]!.querySelector('img')!;
      await waitUntil(() => image.getAttribute('src'), 'the image did not load');
      expect(image.style.objectFit).to.equal('cover');
    });

    it('has the loader show lazy images whole in a fixed ratio without auto-crop', async () => {
      const fit = (settings: object) =>
        galleryOf(
          { design: 'grid', slidesPerRow: 2, imageAspectRatio: '1:1', ...settings },
          photos(2),
          'style="width:400px"',
        );
      const whole = await fit({ 'auto-crop': false });
      const cropped = await fit({});
      await waitUntil(
        () => widths(whole)[1] !== '' && widths(cropped)[1] !== '',
        'the images did not load',
      );
      expect(whole.slides.map((slide) => slide.style.objectFit)).to.deep.equal([
        'contain',
        'contain',
      ]);
      expect(cropped.slides.map((slide) => slide.style.objectFit)).to.deep.equal([
        'cover',
        'cover',
      ]);
    });

    it("logs 'Loader2 not found' when the image loader cannot be fetched", async () => {
      const error = sinon.stub(console, 'error');
      const found = await loadImageLoader(() => Promise.reject(new Error('offline')));
      expect(found).to.equal(undefined);
      expect(error).to.have.been.calledOnceWith('Loader2 not found');
    });

    it('leaves a static layout image alone when it says data-load="false"', async () => {
      const el = await galleryOf(
        { design: 'grid', slidesPerRow: 3 },
        photos(3, (i) => (i === 1 ? 'data-load="false"' : '')),
        'style="width:600px"',
      );
      await waitUntil(() => widths(el)[2] !== '', 'the grid images did not load');
      expect(widths(el)).to.deep.equal(['300w', '', '300w']);
    });

    it('asks again, on the next resize, for a lazy image that failed to load', async () => {
      const warn = sinon.stub(console, 'warn');
      const el = await galleryOf(
        { design: 'grid', slidesPerRow: 3 },
        // Slide 0 asks for an address that is not there.
        photos(3).replace(PHOTO, '/no/such/photo.png'),
        'style="width:600px"',
      );
      await waitUntil(() => widths(el)[2] !== '', 'the grid images did not load');
      await waitUntil(
        () => warn.called && !el.slides[0]!.classList.contains('loading'),
        'no error',
      );
      expect(el.slides[0]!.hasAttribute('src')).to.equal(false);
      el.slides[0]!.setAttribute('data-src', PHOTO);
      el.style.width = '630px';
      await waitUntil(() => widths(el)[0] !== '', 'the failed image was not asked for again');
    });
  });

  describe('lightbox', () => {
    it('says a slide whose click-through address is refused opens the lightbox, as it does', async () => {
      for (const url of ['', 'javascript:alert(1)']) {
        const el = await gallery({ design: 'slideshow', lightbox: true }, 3, '', (i) =>
          i === 0 ? `data-click-through-url="${url}"` : '',
        );
        await lightboxOf(el);
        expect(el.slides[0]!.getAttribute('aria-haspopup')).to.equal('dialog', url);
      }
    });

    it('is not loaded without the setting', async () => {
      const el = await gallery({ design: 'slideshow' }, 3);
      el.slides[0]!.click();
      await aTimeout(50);
      expect(document.querySelector('ss-lightbox')).to.equal(null);
    });

    it('opens on a click on the current slide, at its index, with the slides as items', async () => {
      const el = await galleryOf({ design: 'slideshow', lightbox: true }, IMAGE_SLIDES);
      const lightbox = await lightboxOf(el);
      el.slides[0]!.click();
      await lightbox.updateComplete;
      expect(lightbox.state).to.not.equal('hidden');
      expect(lightbox.index).to.equal(0);
      expect(el.currentIndex).to.equal(0);
      expect(lightbox.items![0]).to.deep.equal(FIRST_PHOTO_ITEM);
      expect(lightbox.style.getPropertyValue('--ss-lightbox-overlay-color')).to.equal('#000');
      await expect(lightbox).to.be.accessible();
      await closeLightbox(lightbox);
    });

    it('leaves a click on a button in a slide to the button, and opens on one beside it', async () => {
      const el = await galleryOf(
        { design: 'grid', lightbox: true },
        IMAGE_SLIDES.replaceAll('<figcaption>', '<button type="button">Buy</button><figcaption>'),
      );
      const lightbox = await lightboxOf(el);
      const opened = sinon.spy();
      el.addEventListener('ss-lightbox-open', opened);
      el.slides[1]!.querySelector('button')!.click();
      el.slides[1]!.querySelector('button')!.focus();
      await sendKeys({ press: 'Enter' });
      await lightbox.updateComplete;
      expect([opened.callCount, lightbox.state]).to.deep.equal([0, 'hidden']);
      el.slides[1]!.querySelector('figcaption')!.click();
      await lightbox.updateComplete;
      expect([opened.callCount, lightbox.index]).to.deep.equal([1, 1]);
      await closeLightbox(lightbox);
    });

    it('takes no click of the double click that opened it: the lightbox stays open on the slide', async () => {
      const el = await galleryOf({ design: 'slideshow', lightbox: true }, IMAGE_SLIDES);
      const lightbox = await lightboxOf(el);
      const box = el.slides[0]!.getBoundingClientRect();
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      const click = (target: Element, detail: number) =>
        target.dispatchEvent(
          new MouseEvent('click', {
            detail,
            clientX: x,
            clientY: y,
            bubbles: true,
            composed: true,
          }),
        );
      click(el.slides[0]!, 1);
      await lightbox.updateComplete;
      // The second click lands on the lightbox, now over the slide.
      click(lightbox.shadowRoot!.elementFromPoint(x, y)!, 2);
      await lightbox.updateComplete;
      expect([
        lightbox.state === 'hiding' || lightbox.state === 'hidden',
        lightbox.index,
      ]).to.deep.equal([false, 0]);
      // A click of a run of its own is the lightbox's: outside the image, it closes.
      await closeLightbox(lightbox, () => click(lightbox.shadowRoot!.querySelector('#o')!, 1));
      expect(['hiding', 'hidden']).to.include(lightbox.state);
    });

    it('leaves the page with its gallery and comes back with it', async () => {
      const el = await galleryOf({ design: 'slideshow', lightbox: true }, IMAGE_SLIDES);
      const lightbox = await lightboxOf(el);
      const parent = el.parentElement!;
      el.remove();
      expect(lightbox.isConnected).to.equal(false);
      parent.append(el);
      expect(el.nextElementSibling === lightbox).to.equal(true);
    });

    it('takes an image slide (an <img> that is the slide) as its own item and thumbnail', async () => {
      const el = await galleryOf(
        { design: 'slideshow', lightbox: true, thumbnails: true },
        [0, 1]
          .map(
            (i) =>
              `<img data-slide-id="i${i}" data-image-dimensions="1600x900" src="/photo-${i}.jpg" alt="Photo ${i + 1}">`,
          )
          .join(''),
      );
      const lightbox = await lightboxOf(el);
      expect(lightbox.items).to.deep.equal([
        { id: 'i0', src: '/photo-0.jpg', width: 1600, height: 900, alt: 'Photo 1' },
        { id: 'i1', src: '/photo-1.jpg', width: 1600, height: 900, alt: 'Photo 2' },
      ]);
      await waitUntil(() => el.shadowRoot!.querySelector('[part~="thumbnail"] img'));
      const thumbnails = [...el.shadowRoot!.querySelectorAll('[part~="thumbnail"] img')];
      // Each its slide's image, in the width that covers the thumbnail, not the original.
      const drawn = thumbnails[0]!.getBoundingClientRect().width * devicePixelRatio;
      expect(drawn).to.be.within(1, 300);
      expect(thumbnails.map((img) => img.getAttribute('src'))).to.deep.equal([
        '/photo-0.jpg?format=300w',
        '/photo-1.jpg?format=300w',
      ]);
    });

    it('moves the gallery with the lightbox even while a move of its own is under way', async () => {
      const el = await galleryOf({ design: 'slider', lightbox: true }, IMAGE_SLIDES);
      const lightbox = await lightboxOf(el);
      // A move under way (the visitor's, or autoplay's behind the lightbox) refuses others...
      expect(el.next()).to.equal(true);
      expect(el.engine!.inMotion).to.equal(true);
      expect(el.goTo(0)).to.equal(false);
      // ...but not the lightbox's: the gallery follows the item it changed to.
      const index = 2;
      lightbox.dispatchEvent(
        new CustomEvent('ss-lightbox-change', { detail: { index, id: String(index + 1) } }),
      );
      expect(el.currentIndex).to.equal(index);
    });

    it('opens from the path’s last segment by a slide’s own id, never by its position', async () => {
      const original = location.href;
      try {
        history.replaceState(null, '', `/photos/2${location.search}`);
        // Without ids, slide 2's id would be its position, '2': the page's path is not a link.
        const unnamed = await galleryOf(
          { design: 'slideshow', lightbox: true },
          '<div><p>A</p></div><div><p>B</p></div><div><p>C</p></div>',
        );
        const positional = await lightboxOf(unnamed);
        expect(positional.state).to.equal('hidden');
        history.replaceState(null, '', `/photos/s1${location.search}`);
        const named = await galleryOf({ design: 'slideshow', lightbox: true }, IMAGE_SLIDES);
        const linked = await lightboxOf(named);
        await waitUntil(() => linked.state !== 'hidden', 'the path did not open slide s1');
        expect(linked.index).to.equal(1);
        await closeLightbox(linked);
      } finally {
        history.replaceState(null, '', original);
      }
    });

    it('with history-hash, leaves the path naming the gallery’s slide: open, moved and closed', async () => {
      const original = location.href;
      const address = () => location.pathname + location.hash;
      try {
        history.replaceState(null, '', `/photos/s1${location.search}`);
        const el = await galleryOf(
          { design: 'slideshow', lightbox: true },
          IMAGE_SLIDES,
          'history-hash',
        );
        const lightbox = await lightboxOf(el);
        // The path names slide s1 to both: the gallery shows it and the lightbox opens on it.
        await waitUntil(() => lightbox.state !== 'hidden', 'the path did not open slide s1');
        await lightbox.updateComplete;
        expect(el.currentIndex).to.equal(1);
        expect(address()).to.equal('/photos/s1#itemId=s1');
        // Moving in the lightbox moves the gallery: the path is the gallery's, the hash the lightbox's.
        await sendKeys({ press: 'ArrowRight' });
        await waitUntil(() => el.currentIndex === 2, 'the gallery did not follow');
        expect(address()).to.equal('/photos/s2#itemId=s2');
        await closeLightbox(lightbox);
        await waitUntil(() => address() === '/photos/s2', `closed at ${address()}`);
        // Opened by the visitor, then closed by the browser's Back: the Back lands on the address
        // from before the opening, which is written again for the slide now on show.
        el.engine!.endMotion();
        el.slides[2]!.click();
        await lightbox.updateComplete;
        await waitUntil(() => address() === '/photos/s2#itemId=s2', `opened at ${address()}`);
        await sendKeys({ press: 'ArrowRight' });
        await waitUntil(() => el.currentIndex === 0, 'the gallery did not follow');
        expect(address()).to.equal('/photos/s0#itemId=s0');
        await closeLightbox(lightbox, () => history.back());
        expect(lightbox.state).to.not.equal('shown');
        await waitUntil(() => address() === '/photos/s0', `closed by Back at ${address()}`);
        expect(el.currentIndex).to.equal(0);
      } finally {
        history.replaceState(null, '', original);
      }
    });

    it('opens beside the gallery after the gallery moved to another place in the page', async () => {
      const el = await galleryOf({ design: 'slideshow', lightbox: true }, IMAGE_SLIDES);
      const lightbox = await lightboxOf(el);
      const elsewhere = document.createElement('section');
      document.body.append(elsewhere);
      try {
        elsewhere.append(el);
        el.slides[0]!.click();
        await lightbox.updateComplete;
        expect(lightbox.isConnected).to.equal(true);
        expect(el.nextElementSibling === lightbox).to.equal(true);
        expect(lightbox.state).to.not.equal('hidden');
        await closeLightbox(lightbox);
      } finally {
        elsewhere.remove();
      }
    });

    it('opens with Enter and Space on the focused slide, light theme, and returns focus', async () => {
      const el = await galleryOf(
        { design: 'slideshow', lightbox: true, lightboxTheme: 'light' },
        IMAGE_SLIDES,
      );
      const lightbox = await lightboxOf(el);
      expect(lightbox.style.getPropertyValue('--ss-lightbox-overlay-color')).to.equal(
        LIGHTBOX_THEMES.light['--ss-lightbox-overlay-color'],
      );
      el.slides[0]!.focus();
      await sendKeys({ press: 'Enter' });
      await lightbox.updateComplete;
      expect(lightbox.state).to.not.equal('hidden');
      // Moving in the lightbox moves the gallery.
      await sendKeys({ press: 'ArrowRight' });
      await lightbox.updateComplete;
      expect(lightbox.index).to.equal(1);
      expect(el.currentIndex).to.equal(1);
      await closeLightbox(lightbox, () => sendKeys({ press: 'Escape' }));
      await lightbox.updateComplete;
      expect(document.activeElement).to.equal(el.slides[1]);
      await aTimeout(400);
      await sendKeys({ press: ' ' });
      await lightbox.updateComplete;
      expect(lightbox.index).to.equal(1);
      expect(lightbox.state).to.not.equal('hidden');
      await closeLightbox(lightbox);
    });

    it('is dark unless the block asks for light', async () => {
      const el = await galleryOf({ design: 'grid', lightbox: true }, IMAGE_SLIDES);
      const lightbox = await lightboxOf(el);
      expect(lightbox.dataset.theme).to.equal('dark');
      expect(lightbox.style.getPropertyValue('--ss-lightbox-overlay-color')).to.equal('#000');
      expect(lightbox.style.getPropertyValue('--ss-lightbox-color')).to.equal('#fff');
    });

    it('matches the theme name without regard to case, and takes dark for any other', async () => {
      const light = await lightboxOf(
        await galleryOf({ design: 'grid', lightbox: true, lightboxTheme: ' LIGHT ' }, IMAGE_SLIDES),
      );
      expect(light.dataset.theme).to.equal('light');
      expect(light.style.getPropertyValue('--ss-lightbox-overlay-color')).to.equal(
        LIGHTBOX_THEMES.light['--ss-lightbox-overlay-color'],
      );
      const other = await lightboxOf(
        await galleryOf({ design: 'grid', lightbox: true, lightboxTheme: 'sepia' }, IMAGE_SLIDES),
      );
      expect(other.dataset.theme).to.equal('dark');
    });

    it('returns focus to the slide it closed on, not the first of its carousel group', async () => {
      const slides = [0, 1, 2, 3, 4, 5]
        .map(
          (i) =>
            `<div data-slide-id="c${i}"><img src="/small-${i}.jpg" alt="Photo ${i + 1}"></div>`,
        )
        .join('');
      const el = await galleryOf({ design: 'carousel', lightbox: true, slidesPerRow: 3 }, slides);
      const lightbox = await lightboxOf(el);
      el.currentIndex = 1;
      await el.updateComplete;
      el.slides[3]!.focus();
      await sendKeys({ press: 'Enter' });
      await lightbox.updateComplete;
      expect(lightbox.index).to.equal(3);
      // Moved on in the lightbox: the gallery follows (slide 5 is in the same group).
      await sendKeys({ press: 'ArrowRight' });
      await lightbox.updateComplete;
      expect(lightbox.index).to.equal(4);
      await closeLightbox(lightbox, () => sendKeys({ press: 'Escape' }));
      await lightbox.updateComplete;
      expect(document.activeElement).to.equal(el.slides[4]);
      expect(el.currentIndex).to.equal(1);
      // Moved in code, which the gallery does not follow: its current group's first slide.
      el.slides[3]!.focus();
      await sendKeys({ press: 'Enter' });
      await lightbox.updateComplete;
      lightbox.open(0);
      await lightbox.updateComplete;
      await closeLightbox(lightbox, () => sendKeys({ press: 'Escape' }));
      await lightbox.updateComplete;
      expect(el.slides[0]!.inert).to.equal(true);
      expect(document.activeElement).to.equal(el.slides[3]);
    });

    it('reads an item from a slide without data-src', () => {
      const slide = document.createElement('div');
      slide.innerHTML = '<img data-src="/lazy.jpg" alt="">';
      slide.dataset.caption = 'Hi';
      // Without data-slide-id, no id: the lightbox numbers the item by its position.
      expect(slideItem(slide)).to.deep.equal({
        id: undefined,
        src: '/lazy.jpg',
        caption: 'Hi',
        alt: '',
      });
    });
    it('reads the caption of the slide itself, not one of a gallery inside it', () => {
      const slide = document.createElement('div');
      slide.innerHTML =
        '<ss-gallery><figure><img src="/inner.jpg" alt=""><figcaption>Inner</figcaption></figure></ss-gallery>';
      slide.dataset.caption = 'Outer';
      expect(slideItem(slide).caption).to.equal('Outer');
      slide.insertAdjacentHTML('beforeend', '<figcaption>Outer metadata</figcaption>');
      expect(slideItem(slide).caption).to.equal('Outer metadata');
    });
  });

  describe('thumbnails', () => {
    it('keeps the spec numbers', () => {
      expect(THUMBNAILS_PER_ROW).to.equal(4);
      expect(THUMBNAIL_PADDING_MAX).to.equal(5);
      expect(preloadCount(1000, 80)).to.equal(13);
      expect(preloadCount(960, 80)).to.equal(12);
      expect(thumbnailWidth(90, { video: true })).to.equal(160);
      expect(VIDEO_THUMBNAIL_RATIO).to.equal(16 / 9);
      expect(thumbnailWidth(90, { ratio: 1600 / 900, image: true })).to.equal(160);
      expect(thumbnailWidth(90, { ratio: 2, square: true, image: true })).to.equal(90);
    });

    it('shows a strip linked both ways to the gallery', async () => {
      const el = await gallery(
        { design: 'slider', thumbnails: true, padding: 20, 'thumbnail-strip-height': 60 },
        5,
      );
      await waitUntil(() => el.shadowRoot!.querySelector('[part~="thumbnail"]'));
      const strip = part(el, 'thumbnails');
      const thumbs = [...strip.querySelectorAll<HTMLButtonElement>('[part~="thumbnail"]')];
      expect(thumbs.map((t) => t.getAttribute('aria-label'))).to.deep.equal([
        'Show slide 1',
        'Show slide 2',
        'Show slide 3',
        'Show slide 4',
        'Show slide 5',
      ]);
      expect(getComputedStyle(strip).columnGap).to.equal('5px');
      expect(thumbs[0]!.getBoundingClientRect().height).to.equal(60);
      const width = strip.clientWidth;
      expect(thumbs[0]!.getBoundingClientRect().width).to.be.closeTo((width - 3 * 5) / 4, 0.5);
      expect(thumbs[0]!.getAttribute('aria-current')).to.equal('true');
      // The arrows are centred on the slides, not on the slides and the strip.
      const middle = (box: DOMRect) => box.top + box.height / 2;
      const slides = part(el, 'viewport').getBoundingClientRect();
      for (const arrow of ['previous', 'next'])
        expect(middle(part(el, arrow).getBoundingClientRect())).to.be.closeTo(middle(slides), 0.5);
      thumbs[3]!.click();
      expect(el.currentIndex).to.equal(3);
      expect(thumbs[3]!.getAttribute('aria-current')).to.equal('true');
      expect(thumbs[0]!.getAttribute('aria-current')).to.equal('false');
      el.engine!.endMotion();
      el.engine!.goTo(1);
      expect(thumbs[1]!.getAttribute('aria-current')).to.equal('true');
      thumbs[2]!.focus();
      el.engine!.endMotion();
      await sendKeys({ press: 'Enter' });
      expect(el.currentIndex).to.equal(2);
      await expect(el).to.be.accessible();
    });

    /**
     * A gallery with thumbnails, motion reduced (each key's move done at once), its thumbnails
     * and which of them has focus; `run` is given them, motion restored after it.
     */
    async function withThumbnails(
      settings: object,
      count: number,
      run: (el: SsGallery, thumbs: HTMLButtonElement[], focused: () => number) => Promise<void>,
    ): Promise<void> {
      await emulateMedia({ reducedMotion: 'reduce' });
      try {
        const el = await gallery({ ...settings, thumbnails: true }, count);
        await waitUntil(() => el.shadowRoot!.querySelector('[part~="thumbnail"]'));
        const thumbs = [
          ...part(el, 'thumbnails').querySelectorAll<HTMLButtonElement>('[part~="thumbnail"]'),
        ];
        await run(el, thumbs, () =>
          thumbs.indexOf(el.shadowRoot!.activeElement as HTMLButtonElement),
        );
      } finally {
        await emulateMedia({ reducedMotion: 'no-preference' });
      }
    }

    it('is one stop in the Tab order, the arrows, Home and End going along it', async () => {
      await withThumbnails({ design: 'slider' }, 5, async (el, thumbs, focused) => {
        const tabIndexes = () => thumbs.map((thumb) => thumb.tabIndex);
        expect(tabIndexes()).to.deep.equal([0, -1, -1, -1, -1]);
        thumbs[0]!.focus();
        await sendKeys({ press: 'ArrowRight' });
        // The gallery moved once (its own arrow keys stood aside), focus following.
        expect(el.currentIndex).to.equal(1);
        expect(focused()).to.equal(1);
        expect(tabIndexes()).to.deep.equal([-1, 0, -1, -1, -1]);
        await sendKeys({ press: 'End' });
        expect([el.currentIndex, focused()]).to.deep.equal([4, 4]);
        await sendKeys({ press: 'ArrowRight' });
        expect([el.currentIndex, focused()]).to.deep.equal([0, 0]);
        await sendKeys({ press: 'ArrowLeft' });
        expect([el.currentIndex, focused()]).to.deep.equal([4, 4]);
        await sendKeys({ press: 'Home' });
        expect([el.currentIndex, focused()]).to.deep.equal([0, 0]);
        // A move the strip's keys did not make leaves focus where the visitor put it.
        el.goTo(3);
        expect(focused()).to.equal(0);
        expect(tabIndexes()).to.deep.equal([-1, -1, -1, 0, -1]);
        // A key that moves nothing (the gallery there already) still takes focus to the current
        // thumbnail, the strip's one Tab stop.
        el.goTo(4);
        await sendKeys({ press: 'End' });
        expect([el.currentIndex, focused()]).to.deep.equal([4, 4]);
        const key = (key: string, held: Partial<KeyboardEvent> = {}) => ({
          key,
          altKey: false,
          ctrlKey: false,
          metaKey: false,
          ...held,
        });
        expect(thumbnailKeyMove(key('ArrowLeft'), true)).to.equal('next');
        expect(thumbnailKeyMove(key('ArrowRight'), true)).to.equal('previous');
        expect(thumbnailKeyMove(key('End'), false)).to.equal('last');
        // Held with a modifier, a key is the browser's (Alt+Left goes Back).
        expect(thumbnailKeyMove(key('ArrowLeft', { altKey: true }), false)).to.equal(undefined);
        expect(thumbnailKeyMove(key('Home', { ctrlKey: true }), false)).to.equal(undefined);
        expect(thumbnailKeyMove(key('a'), false)).to.equal(undefined);
      });
    });

    it('keeps the focus on the current thumbnail when the strip is built again for new slides', async () => {
      await withThumbnails({ design: 'slider' }, 5, async (el, thumbs) => {
        thumbs[2]!.click();
        thumbs[2]!.focus();
        el.insertAdjacentHTML('beforeend', '<div><p>Slide 6</p></div>');
        const rebuilt = () =>
          el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="thumbnail"]');
        await waitUntil(() => rebuilt().length === 6, 'the strip was not built again');
        const active = el.shadowRoot!.activeElement;
        expect(active === rebuilt()[2]).to.equal(true);
      });
    });

    it("goes a carousel's thumbnails a group at a time, and stops at the ends without looping", async () => {
      await withThumbnails(
        { design: 'carousel', slidesPerRow: 3 },
        9,
        async (el, thumbs, focused) => {
          thumbs[0]!.focus();
          await sendKeys({ press: 'ArrowRight' });
          expect([el.currentIndex, focused()]).to.deep.equal([1, 3]);
          await sendKeys({ press: 'End' });
          expect([el.currentIndex, focused()]).to.deep.equal([2, 6]);
          // The carousel never loops: at its end the arrow goes nowhere.
          await sendKeys({ press: 'ArrowRight' });
          expect([el.currentIndex, focused()]).to.deep.equal([2, 6]);
          await sendKeys({ press: 'ArrowLeft' });
          expect([el.currentIndex, focused()]).to.deep.equal([1, 3]);
        },
      );
    });

    it('sizes slideshow thumbnails by their images, a video without one at 16/9', async () => {
      // Videos without an image: one whose space is reserved portrait, and one with none.
      const el = await galleryOf(
        { design: 'slideshow', thumbnails: true, 'thumbnail-strip-height': 90 },
        `<div data-image-dimensions="1200x900"><p>A</p></div>
        <div data-type="video" data-image-dimensions="900x1600"><p>B</p></div>
        <div data-type="video"><p>C</p></div>`,
      );
      sinon.stub(console, 'error');
      await waitUntil(() => el.shadowRoot!.querySelector('[part~="thumbnail"]'));
      const thumbs = el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="thumbnail"]');
      // The first slide has no image either: 1200x900 at 90 px is 120 px; each video 90 × 16/9.
      expect([...thumbs].map((thumb) => thumb.style.width)).to.deep.equal([
        '120px',
        '160px',
        '160px',
      ]);
    });

    it('asks for wider thumbnails once a strip set up out of sight is shown or widened, never narrower', async () => {
      // Portrait images: 45 px wide at the strip's 80 px, so 100w until the strip has a width.
      const slides = [0, 1, 2, 3, 4]
        .map(
          (i) =>
            `<div data-image-dimensions="900x1600"><img src="/portrait-${i}.jpg" alt="Photo ${i + 1}"></div>`,
        )
        .join('');
      const holder = await fixture<HTMLElement>(
        `<div style="display:none;width:800px"><ss-gallery data-block-json='{"design":"slider","thumbnails":true}'>${slides}</ss-gallery></div>`,
      );
      const el = holder.querySelector<SsGallery>('ss-gallery')!;
      await el.updateComplete;
      await waitUntil(() => el.shadowRoot!.querySelector('[part~="thumbnail"] img'), 'no strip');
      const sources = () =>
        [...el.shadowRoot!.querySelectorAll('[part~="thumbnail"] img')].map((img) =>
          img.getAttribute('src'),
        );
      const all = (width: number) =>
        [0, 1, 2, 3, 4].map((i) => `/portrait-${i}.jpg?format=${width}w`);
      expect(devicePixelRatio).to.equal(1);
      expect(sources()).to.deep.equal(all(100));
      // Shown: four across 800 px, 196 px each.
      holder.style.display = 'block';
      await waitUntil(() => sources()[0]!.endsWith('300w'), 'not asked for again');
      expect(sources()).to.deep.equal(all(300));
      // Narrower (71 px each): the images already loaded stay.
      holder.style.width = '300px';
      await aTimeout(100);
      expect(sources()).to.deep.equal(all(300));
      // Wider (396 px each): wider images.
      holder.style.width = '1600px';
      await waitUntil(() => sources()[0]!.endsWith('500w'), 'not asked for again');
      expect(sources()).to.deep.equal(all(500));
    });

    it('puts thumbnail-strip-margin px above the strip, 10 px without it', async () => {
      expect(THUMBNAIL_STRIP_MARGIN).to.equal(10);
      const margins: string[] = [];
      for (const margin of [24, '6', undefined, -8]) {
        const el = await gallery({
          design: 'slider',
          thumbnails: true,
          'thumbnail-strip-margin': margin,
        });
        await waitUntil(() => el.shadowRoot!.querySelector('[part~="thumbnail"]'));
        const strip = part(el, 'thumbnails');
        margins.push(getComputedStyle(strip).marginTop);
        expect(
          strip.getBoundingClientRect().top - part(el, 'base').getBoundingClientRect().bottom,
        ).to.equal(parseFloat(getComputedStyle(strip).marginTop), String(margin));
      }
      expect(margins).to.deep.equal(['24px', '6px', '10px', '0px']);
    });

    describe('loading at once', () => {
      const PHOTO = new URL('../../core/images/fixtures/photo.png', import.meta.url).pathname;
      const photos = (count: number) =>
        Array.from(
          { length: count },
          (_, i) =>
            `<div data-image-dimensions="1600x900"><img src="${PHOTO}" alt="Photo ${i + 1}"></div>`,
        ).join('');
      const loading = async (el: SsGallery) => {
        await waitUntil(() => el.shadowRoot!.querySelector('[part~="thumbnail"]'));
        return [...el.shadowRoot!.querySelectorAll('[part~="thumbnail"] img')].map(
          (img) => (img as HTMLImageElement).loading,
        );
      };

      it('loads the slideshow strip’s first ceil(width / strip height) images eagerly, the rest lazily', async () => {
        // 450 px over a 100 px strip: 4.5, rounded up to 5.
        const el = await galleryOf(
          { design: 'slideshow', thumbnails: true, 'thumbnail-strip-height': 100 },
          photos(7),
          'style="width:450px"',
        );
        expect(el.clientWidth).to.equal(450);
        expect(await loading(el)).to.deep.equal([
          'eager',
          'eager',
          'eager',
          'eager',
          'eager',
          'lazy',
          'lazy',
        ]);
      });

      it('loads thumbnails-per-row images eagerly in the other designs', async () => {
        const el = await galleryOf(
          {
            design: 'slider',
            thumbnails: true,
            'thumbnails-per-row': 3,
            'thumbnail-strip-height': 100,
          },
          photos(5),
          'style="width:450px"',
        );
        expect(await loading(el)).to.deep.equal(['eager', 'eager', 'eager', 'lazy', 'lazy']);
      });
    });
  });

  describe('metadata position', () => {
    it('leaves the metadata of a gallery inside a slide to that gallery', async () => {
      const holder = await fixture(
        `<div><ss-gallery id="outer" data-block-json='{"design":"slideshow","metadata-position":"top"}'><div><ss-gallery id="inner" data-block-json='{"design":"slideshow"}'><figure><p>A</p><figcaption>Inner A</figcaption></figure><figure><p>B</p></figure></ss-gallery></div><figure><p>Two</p><figcaption>Outer 2</figcaption></figure></ss-gallery></div>`,
      );
      const [outer, inner] = [...holder.querySelectorAll<SsGallery>('ss-gallery')];
      await outer!.updateComplete;
      await inner!.updateComplete;
      await waitUntil(() => outer!.slides[1]!.querySelector('[data-metadata-position]'), 'placed');
      const caption = inner!.querySelector('figcaption')!;
      expect(caption.hasAttribute('data-metadata-position')).to.equal(false);
      expect(getComputedStyle(caption).position).to.equal('static');
    });

    it('applies the overflow rule', () => {
      expect(METADATA_OVERFLOW).to.equal(0.9);
      expect(METADATA_HEIGHT).to.equal(0.4);
      expect(metadataHeight(91, 100)).to.equal(40);
      expect(metadataHeight(90, 100)).to.equal(undefined);
    });

    it('places each slide metadata and limits tall metadata to 0.4 of the slide', async () => {
      const el = await galleryOf(
        { design: 'slideshow', 'metadata-position': 'top-right', imageAspectRatio: '2:1' },
        `<div><figcaption>Short</figcaption></div><div><figcaption>${'Long text '.repeat(200)}</figcaption></div>`,
        'style="width:400px"',
      );
      const [short, tall] = el.slides.map((s) => s.querySelector('figcaption')!);
      expect(short!.dataset.metadataPosition).to.equal('top-right');
      expect(getComputedStyle(short!).position).to.equal('absolute');
      expect(short!.style.top).to.equal('0px');
      expect(short!.style.right).to.equal('0px');
      expect(short!.style.height).to.equal('');
      expect(tall!.style.height).to.equal(`${0.4 * el.slides[1]!.clientHeight}px`);
      expect(tall!.style.overflow).to.equal('auto');
      expect(tall!.tabIndex).to.equal(0);
    });

    it("leaves a tabindex of the page's own on tall metadata, and gives it back when taken away", async () => {
      const long = 'Long text '.repeat(200);
      const el = await galleryOf(
        { design: 'slideshow', 'metadata-position': 'top', imageAspectRatio: '2:1' },
        `<div><figcaption>${long}</figcaption></div><div><figcaption tabindex="-1">${long}</figcaption></div>`,
        'style="width:400px"',
      );
      const [ours, theirs] = el.slides.map((s) => s.querySelector('figcaption')!);
      await waitUntil(() => ours!.style.overflow === 'auto', 'not fitted');
      expect(ours!.getAttribute('tabindex')).to.equal('0');
      expect(theirs!.style.overflow).to.equal('auto');
      expect(theirs!.getAttribute('tabindex')).to.equal('-1');
      el.settings = { design: 'slideshow', imageAspectRatio: '2:1' };
      await el.updateComplete;
      await waitUntil(() => ours!.style.overflow === '', 'still placed');
      expect(ours!.hasAttribute('tabindex')).to.equal(false);
      expect(theirs!.getAttribute('tabindex')).to.equal('-1');
    });

    it('places metadata at the other positions by the offsets it sets', async () => {
      // Each position's top, right, bottom and left, and its transform.
      const places = {
        top: ['0px', '0px', '', '0px', ''],
        bottom: ['', '0px', '0px', '0px', ''],
        'top-left': ['0px', '', '', '0px', ''],
        'bottom-left': ['', '', '0px', '0px', ''],
        'bottom-right': ['', '0px', '0px', '', ''],
        center: ['50%', '', '', '50%', 'translate(-50%, -50%)'],
      };
      for (const [position, expected] of Object.entries(places)) {
        const el = await galleryOf(
          { design: 'slideshow', 'metadata-position': position, imageAspectRatio: '2:1' },
          '<div><figcaption>One</figcaption></div><div><figcaption>Two</figcaption></div>',
          'style="width:400px"',
        );
        const caption = el.slides[0]!.querySelector('figcaption')!;
        expect(caption.dataset.metadataPosition).to.equal(position);
        const { top, right, bottom, left, transform } = caption.style;
        expect([top, right, bottom, left, transform], position).to.deep.equal(expected);
        if (position !== 'center') continue;
        // Centred on its slide: the middle of the caption is the middle of the slide.
        const box = caption.getBoundingClientRect();
        const slide = el.slides[0]!.getBoundingClientRect();
        expect(box.left + box.width / 2).to.be.closeTo(slide.left + slide.width / 2, 0.5);
        expect(box.top + box.height / 2).to.be.closeTo(slide.top + slide.height / 2, 0.5);
      }
    });

    it('matches the metadata position without regard to case, and ignores an unknown one', async () => {
      const slides =
        '<div><figcaption>One</figcaption></div><div><figcaption>Two</figcaption></div>';
      const el = await galleryOf(
        { design: 'slideshow', 'metadata-position': 'Top-Right', imageAspectRatio: '2:1' },
        slides,
        'style="width:400px"',
      );
      const caption = el.slides[0]!.querySelector('figcaption')!;
      expect(caption.dataset.metadataPosition).to.equal('top-right');
      expect([caption.style.top, caption.style.right]).to.deep.equal(['0px', '0px']);
      const unknown = await galleryOf(
        { design: 'slideshow', 'metadata-position': 'middle', imageAspectRatio: '2:1' },
        slides,
      );
      expect(unknown.querySelector('[data-metadata-position]')).to.equal(null);
    });
  });

  describe('slides added after set-up', () => {
    const slide = (i: number) =>
      Object.assign(document.createElement('div'), {
        innerHTML: `<img src="/small-${i}.jpg" alt="Photo ${i + 1}"><figcaption>Caption ${i + 1}</figcaption>`,
      });

    it('get thumbnails, placed metadata and lightbox items', async () => {
      const el = await galleryOf(
        { design: 'slider', thumbnails: true, lightbox: true, 'metadata-position': 'bottom' },
        IMAGE_SLIDES,
      );
      await waitUntil(() => el.shadowRoot!.querySelector('[part~="thumbnail"]'));
      const lightbox = await lightboxOf(el);
      el.append(slide(3), slide(4));
      await waitUntil(() => el.slides.length === 5, 'slides not taken in');
      await waitUntil(
        () => el.shadowRoot!.querySelectorAll('[part~="thumbnail"]').length === 5,
        'no thumbnails for the new slides',
      );
      expect(el.shadowRoot!.querySelectorAll('[part~="thumbnails"]').length).to.equal(1);
      const thumbs = el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="thumbnail"]');
      expect(thumbs[4]!.getAttribute('aria-label')).to.equal('Show slide 5');
      expect(el.slides[4]!.getAttribute('aria-label')).to.equal('5 of 5');
      const caption = el.slides[4]!.querySelector('figcaption')!;
      expect(caption.dataset.metadataPosition).to.equal('bottom');
      // The thumbnail strip still moves the gallery, and the gallery the strip.
      thumbs[4]!.click();
      expect(el.currentIndex).to.equal(4);
      await waitUntil(() => thumbs[4]!.getAttribute('aria-current') === 'true');
      await waitUntil(() => !el.engine!.inMotion, 'still moving', { timeout: 2000 });
      el.slides[4]!.click();
      await lightbox.updateComplete;
      expect(lightbox.state).to.not.equal('hidden');
      expect(lightbox.items!.length).to.equal(5);
      expect(lightbox.items![4]!.caption).to.equal('Caption 5');
      await closeLightbox(lightbox);
    });
  });

  describe('autoplay and address', () => {
    it('randomizes autoplay from the block setting', async () => {
      const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      try {
        sinon.stub(Math, 'random').returns(0.99);
        const el = await gallery(
          { design: 'slideshow', autoplay: true, 'autoplay-randomize': true },
          5,
        );
        clock.tick(5000);
        // A random step of 1 + floor(0.99 × 4) = 4 from slide 0.
        expect(el.currentIndex).to.equal(4);
      } finally {
        clock.restore();
      }
    });

    it('leaves the address alone inside the editing backend', async () => {
      const before = location.href;
      const el = await gallery({ design: 'slideshow' }, 3, 'history-hash editing');
      el.engine!.goTo(2);
      expect(location.href).to.equal(before);
      const live = await gallery({ design: 'slideshow' }, 3, 'history-hash');
      live.engine!.goTo(2);
      expect(location.pathname.endsWith('/slide-2')).to.equal(true);
    });
  });
});
