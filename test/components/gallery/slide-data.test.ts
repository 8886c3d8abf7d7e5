import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import type { SlideData, SsGallery } from '../../../components/gallery/gallery.ts';
import '../../../components/gallery/gallery.ts';
import { navigation } from '../../../components/gallery/click-through.ts';
import { STRIP_MOTION_MS } from '../../../components/gallery/designs/strip-rules.ts';
import { SsVideo } from '../../../components/video/video.ts';
import { dataItem } from '../../../components/gallery/lightbox-link.ts';
import { METADATA_HEIGHT } from '../../../components/gallery/metadata.ts';
import { SlideWindow } from '../../../components/gallery/slide-data.ts';
import {
  FIRST_PHOTO_ITEM,
  closeLightbox,
  lightboxOf,
  part,
  restoreAfterEach,
  slidesOf,
} from './helpers.ts';

/** A gallery whose slides are given as the `slideData` property. */
async function dataGallery(
  settings: object,
  slides: SlideData[],
  attrs: Record<string, string> = {},
): Promise<SsGallery> {
  const el = document.createElement('ss-gallery');
  el.dataset.blockJson = JSON.stringify(settings);
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  el.slideData = slides;
  const parent = await fixture<HTMLElement>(html`<div></div>`);
  parent.append(el);
  await el.updateComplete;
  return el;
}

/** The indexes of the slides in the DOM, from their "n of N" labels, in document order. */
const rendered = (el: SsGallery) =>
  [...el.children].map((child) => Number(child.getAttribute('aria-label')!.split(' ')[0]) - 1);

/** Waits for a move's motion to end (the slides it left are then taken out). */
const settled = (el: SsGallery) =>
  waitUntil(() => !el.engine!.inMotion, 'still moving', { timeout: 2000 });

/** The track's offset in positions, from its `translate` (`-n00%`: the strip's is a slide wide). */
const offset = (el: SsGallery) =>
  String(-parseFloat(part(el, 'slides').style.translate) / 100 || 0);

describe('<ss-gallery> with slides given as data', () => {
  // A fake clock, when a test makes one; `restoreAfterEach` puts the real one back.
  let clock: sinon.SinonFakeTimers | undefined;
  restoreAfterEach();

  it('keeps only the shown slides and one either side in the DOM, at any count', async () => {
    const el = await dataGallery({ design: 'slider' }, slidesOf(5000), { loop: 'false' });
    // The strip shows one slide; its neighbour peeks, inert.
    expect(rendered(el)).to.deep.equal([0, 1]);
    expect(el.slides.length).to.equal(5000);
    expect(el.children[0]!.getAttribute('aria-label')).to.equal('1 of 5000');
    expect([...el.children].map((s) => (s as HTMLElement).inert)).to.deep.equal([false, true]);
    expect(offset(el)).to.equal('0');

    el.goTo(2500);
    await el.updateComplete;
    // The move animates: the slides left stay until it ends.
    expect(el.children.length).to.be.at.most(8);
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    el.goTo(10);
    expect(el.currentIndex).to.equal(2500, 'a move in motion is refused');
    clock.restore();
    clock = undefined;
    await settled(el);
    expect(rendered(el)).to.deep.equal([2499, 2500, 2501]);
    expect(offset(el)).to.equal('1');
    const shown = [...el.children].filter((s) => !(s as HTMLElement).inert);
    expect(shown.map((s) => s.getAttribute('aria-label'))).to.deep.equal(['2501 of 5000']);
  });

  it('rebases the track once a move has ended without animating it, transitions left as they were', async () => {
    // The track in a shadow tree, as the gallery's, which a page's ::part() rule styles.
    const host = await fixture<HTMLElement>(html`<div class="host"></div>`);
    const track = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('div'));
    track.setAttribute('part', 'track');
    track.style.cssText = 'translate: 0px; transition: translate 0.5s linear';
    const page = document.createElement('style');
    page.textContent = '.host::part(track) { transition: translate 1s linear }';
    document.head.append(page);
    try {
      void getComputedStyle(track).translate;
      new SlideWindow(host, [], (slide) => slide).settle(track, () => {
        track.style.translate = '100px';
      });
      expect(getComputedStyle(track).translate).to.equal('100px');
      expect(track.getAnimations()).to.deep.equal([]);
      expect(track.style.transition).to.equal('translate 0.5s linear');
      expect(track.style.getPropertyPriority('transition')).to.equal('');
    } finally {
      page.remove();
    }
  });

  it('renders each slide as a figure with the data-* attributes of a child slide', async () => {
    const el = await dataGallery({ design: 'slider' }, [
      {
        id: 'a',
        url: 'first',
        src: '/a.jpg',
        alt: 'A lake',
        width: 1600,
        height: 900,
        clickThroughUrl: '/shop',
        fullSrc: '/a-full.jpg',
        caption: 'Morning',
      },
      { src: '/b.jpg' },
    ]);
    const [figure, plain] = el.children as unknown as HTMLElement[];
    expect(figure!.localName).to.equal('figure');
    expect({ ...figure!.dataset }).to.deep.equal({
      type: 'image',
      slideId: 'a',
      slideUrl: 'first',
      clickThroughUrl: '/shop',
      src: '/a-full.jpg',
      caption: 'Morning',
      imageDimensions: '1600x900',
    });
    expect(figure!.style.aspectRatio).to.equal('1600 / 900');
    const img = figure!.querySelector('img')!;
    expect(img.getAttribute('src')).to.equal('/a.jpg');
    expect(img.alt).to.equal('A lake');
    expect([img.getAttribute('width'), img.getAttribute('height'), img.loading]).to.deep.equal([
      '1600',
      '900',
      'lazy',
    ]);
    expect(plain!.querySelector('img')!.alt).to.equal('');
    expect(plain!.dataset.imageDimensions).to.equal(undefined);
  });

  it('fills each slide with its image, cropped, or whole in a fixed ratio without auto-crop', async () => {
    const fit = (el: SsGallery) => getComputedStyle(el.querySelector('img')!).objectFit;
    expect(fit(await dataGallery({ design: 'slider' }, slidesOf(3)))).to.equal('cover');
    expect(
      fit(await dataGallery({ design: 'slider', imageAspectRatio: '1:1' }, slidesOf(3))),
    ).to.equal('cover');
    expect(
      fit(
        await dataGallery(
          { design: 'slider', imageAspectRatio: '1:1', 'auto-crop': false },
          slidesOf(3),
        ),
      ),
    ).to.equal('contain');
    expect(fit(await dataGallery({ design: 'grid' }, slidesOf(3)))).to.equal('cover');
  });

  it('reads the slide-data attribute as JSON', async () => {
    const el = await fixture<SsGallery>(
      `<ss-gallery data-block-json='{"design":"slideshow"}' slide-data='[{"src":"/a.jpg"},{"src":"/b.jpg"},{"src":"/c.jpg"},{"src":"/d.jpg"}]'></ss-gallery>`,
    );
    expect(el.slideData!.length).to.equal(4);
    // The slideshow shows one slide: it and its neighbours are in the DOM.
    expect(rendered(el)).to.deep.equal([0, 1]);
    el.next();
    await el.updateComplete;
    await settled(el);
    expect(rendered(el)).to.deep.equal([0, 1, 2]);
  });

  it('logs undecodable slide data and stays inert', async () => {
    const errors = sinon.stub(console, 'error');
    const el = await fixture<SsGallery>(
      `<ss-gallery data-block-json='{"design":"slider"}' slide-data='[{"src":'></ss-gallery>`,
    );
    expect(errors.firstCall.args[0]).to.equal(
      'Error decoding gallery slide data: it must be a JSON array of slides.',
    );
    expect(errors.secondCall.args[0]).to.equal('A gallery needs at least one slide.');
    expect(part(el, 'base').hasAttribute('role')).to.equal(false);
    expect(el.next()).to.equal(false);
  });

  it('logs a JSON value that is not an array', async () => {
    const errors = sinon.stub(console, 'error');
    const el = await fixture<SsGallery>(
      `<ss-gallery data-block-json='{"design":"slider"}' slide-data='{"src":"/a.jpg"}'></ss-gallery>`,
    );
    expect(el.slideData).to.equal(undefined);
    expect(errors.firstCall.args[0]).to.equal(
      'Error decoding gallery slide data: it must be a JSON array of slides.',
    );
  });

  it('fires ss-slide-change for new data only when it moves the current position', async () => {
    const el = await dataGallery({ design: 'slider' }, slidesOf(10));
    el.goTo(5);
    await settled(el);
    const changes: unknown[] = [];
    el.addEventListener('ss-slide-change', (e) => changes.push(e.detail));
    // The same slides again (an app rendering them anew): nothing moved.
    el.slideData = slidesOf(10);
    await el.updateComplete;
    expect(changes).to.deep.equal([]);
    // Fewer slides than the position: the last is current, and listeners hear it once shown.
    let shown: Element | undefined;
    el.addEventListener('ss-slide-change', (e) => (shown = el.slides[e.detail.index]));
    el.slideData = slidesOf(3);
    await waitUntil(() => changes.length === 1, 'no slide change');
    expect(changes).to.deep.equal([{ index: 2, previous: 5, direction: 'reverse' }]);
    expect(shown?.getAttribute('aria-label')).to.equal('3 of 3');
  });

  it('takes new data as a new set of slides, replacing the children', async () => {
    const el = await dataGallery({ design: 'slider' }, slidesOf(10));
    el.goTo(5);
    await settled(el);
    el.slideData = slidesOf(3).map((slide) => ({ ...slide, src: `/new/${slide.id}.jpg` }));
    await el.updateComplete;
    await waitUntil(() => el.slides.length === 3, 'not re-read');
    // On the third slide (5, wrapped): it and its neighbour before it are in the DOM.
    const labels = [...el.children].map((child) => child.getAttribute('aria-label'));
    expect(labels).to.deep.equal(['2 of 3', '3 of 3']);
    const sources = [...el.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources.every((src) => src!.startsWith('/new/'))).to.equal(true);
  });

  it('selects the slide named in the address and writes each move', async () => {
    history.replaceState(null, '', '/gallery/slide-700');
    const el = await dataGallery({ design: 'slider' }, slidesOf(1000), {
      'history-hash': '',
      'collection-url': '/gallery/',
    });
    expect(el.currentIndex).to.equal(700);
    expect(rendered(el)).to.deep.equal([699, 700, 701]);
    el.next();
    expect(location.pathname).to.equal('/gallery/slide-701');
  });

  it('shows entries that are no object, or have no image, as slides without one, never failing', async () => {
    const slides = [null, ...slidesOf(2), { alt: 'No image' }] as unknown as SlideData[];
    for (const settings of [
      { design: 'slider', lightbox: true, thumbnails: true },
      { design: 'grid', lightbox: true },
    ]) {
      const el = await dataGallery(settings, slides);
      expect(el.engine, settings.design).to.not.equal(undefined);
      expect(el.engine!.count, settings.design).to.equal(4);
      // No image asks for an address of "undefined".
      const sources = [...el.querySelectorAll('img')].map((img) => img.getAttribute('src'));
      expect(
        sources.some((src) => src?.includes('undefined')),
        settings.design,
      ).to.equal(false);
      expect(el.slides.filter(Boolean)).to.have.length.above(0);
    }
    const el = await dataGallery({ design: 'slider', lightbox: true }, slides);
    el.goTo(3);
    await settled(el);
    expect(el.slides[3]!.querySelector('img')!.hasAttribute('src')).to.equal(false);
    expect(el.slides[3]!.querySelector('img')!.alt).to.equal('No image');
  });

  it('takes an image address that is no text as none: its thumbnails and lightbox set up', async () => {
    const slides = slidesOf(3);
    const given = [
      slides[0],
      { ...slides[1], src: 42, fullSrc: { url: '/full.jpg' } },
      slides[2],
    ] as unknown as SlideData[];
    const el = await dataGallery({ design: 'slider', lightbox: true, thumbnails: true }, given);
    const lightbox = await lightboxOf(el);
    const thumbs = [...el.shadowRoot!.querySelectorAll('[part~="thumbnail"]')];
    expect(thumbs.map((thumb) => thumb.querySelector('img')?.getAttribute('src'))).to.deep.equal([
      slides[0]!.src,
      undefined,
      slides[2]!.src,
    ]);
    const slide = el.slides[1]!;
    expect([slide.querySelector('img')!.hasAttribute('src'), slide.dataset.src]).to.deep.equal([
      false,
      undefined,
    ]);
    expect(lightbox.items!.map((item) => item.src)).to.deep.equal([
      slides[0]!.src,
      '',
      slides[2]!.src,
    ]);
    // As a video's thumbnail, none either.
    const video = await dataGallery({ design: 'slider' }, [
      { src: 42, video: '<iframe src="https://www.youtube.com/embed/abc"></iframe>' },
    ] as unknown as SlideData[]);
    expect(video.querySelector('ss-video')!.hasAttribute('thumbnail')).to.equal(false);
  });

  it('reads and writes ids given as numbers, as the text they are written as', async () => {
    history.replaceState(null, '', '/gallery/702');
    // No url: the id is what the address names.
    const numbered = slidesOf(5).map(
      ({ url: _url, ...slide }, i) => ({ ...slide, id: 700 + i }) as unknown as SlideData,
    );
    const el = await dataGallery({ design: 'slider' }, numbered, {
      'history-hash': '',
      'collection-url': '/gallery/',
    });
    expect(el.currentIndex).to.equal(2);
    el.next();
    expect(location.pathname).to.equal('/gallery/703');
    // Without a collection URL, the last segment still names a slide: the path stays one deep.
    history.replaceState(null, '', '/gallery/');
    const plain = await dataGallery({ design: 'slider' }, numbered, { 'history-hash': '' });
    plain.next();
    await settled(plain);
    plain.next();
    expect(location.pathname).to.equal('/gallery/702');
  });

  it('reads an id of 0 as an id: the address names its slide, its lightbox item answers #itemId=0', async () => {
    history.replaceState(null, '', '/gallery/');
    const numbered = slidesOf(3).map(
      ({ url: _url, ...slide }, i) => ({ ...slide, id: i }) as unknown as SlideData,
    );
    const el = await dataGallery({ design: 'slider' }, numbered, {
      'history-hash': '',
      'collection-url': '/gallery/',
    });
    el.goTo(1);
    await settled(el);
    expect(location.pathname).to.equal('/gallery/1');
    el.goTo(0);
    expect([el.slides[0]!.dataset.slideId, location.pathname]).to.deep.equal(['0', '/gallery/0']);
    expect(dataItem(numbered[0]!).id).to.equal('0');
  });

  it('writes the address an item ending with a slash names, the collection for a slide with neither url nor id, none once switched off', async () => {
    history.replaceState(null, '', '/gallery/slide-3/');
    const slides: SlideData[] = slidesOf(6).map(({ id: _id, ...slide }) => slide);
    slides[5] = { src: slides[5]!.src };
    const el = await dataGallery({ design: 'slider' }, slides, { 'history-hash': '' });
    expect(el.currentIndex).to.equal(3);
    el.next();
    await settled(el);
    expect(location.pathname).to.equal('/gallery/slide-4');
    // Slide 6 has no url and no id: the address is the collection's, not slide 5's.
    el.next();
    await settled(el);
    expect(location.pathname).to.equal('/gallery/');
    el.goTo(1);
    await settled(el);
    expect(location.pathname).to.equal('/gallery/slide-1');
    // In the editor, or with history-hash switched off after set-up, the address stays.
    el.editing = true;
    el.goTo(2);
    await settled(el);
    el.editing = false;
    el.historyHash = false;
    el.goTo(3);
    await settled(el);
    expect(location.pathname).to.equal('/gallery/slide-1');
    // On the collection's own page, a slide with neither url nor id leaves its address alone.
    history.replaceState(null, '', '/gallery/');
    const plain = await dataGallery({ design: 'slider' }, [slides[5]!, slides[5]!, slides[5]!], {
      'history-hash': '',
    });
    plain.next();
    await settled(plain);
    expect(location.pathname).to.equal('/gallery/');
  });

  it('selects a peeking slide on click and follows a click-through address', async () => {
    const assign = sinon.stub(navigation, 'assign');
    const slides = slidesOf(5);
    slides[0]!.clickThroughUrl = '/shop';
    const el = await dataGallery({ design: 'slider' }, slides);
    (el.children[1] as HTMLElement).querySelector('img')!.click();
    expect(el.currentIndex).to.equal(1);
    await settled(el);
    expect(rendered(el)).to.deep.equal([0, 1, 2]);
    el.goTo(0);
    await settled(el);
    expect(rendered(el)).to.deep.equal([0, 1]);
    (el.children[0] as HTMLElement).click();
    expect(assign.calledOnceWith(new URL('/shop', location.href).href)).to.equal(true);
  });

  it('keeps focus on a slide when the focused one leaves the DOM', async () => {
    const el = await dataGallery({ design: 'slider', 'active-alignment': 'left' }, slidesOf(20));
    (el.children[0] as HTMLElement).focus();
    el.goTo(5);
    await settled(el);
    expect(rendered(el)).to.deep.equal([4, 5, 6]);
    expect(document.activeElement === el.slides[5]).to.equal(true, 'focus on slide 6');
  });

  it('shows every slide of a static layout', async () => {
    const el = await dataGallery({ design: 'grid' }, slidesOf(12));
    expect(el.children.length).to.equal(12);
    expect([...el.children].every((s) => !(s as HTMLElement).inert)).to.equal(true);
  });

  it('opens the lightbox with the data as its items', async () => {
    const slides = slidesOf(300);
    slides[0] = { ...slides[0]!, fullSrc: '/full-0.jpg', caption: 'Caption 1' };
    const el = await dataGallery({ design: 'slideshow', lightbox: true }, slides);
    const lightbox = await lightboxOf(el);
    (el.children[0] as HTMLElement).click();
    await lightbox.updateComplete;
    expect(lightbox.state).to.not.equal('hidden');
    expect(lightbox.items!.length).to.equal(300);
    expect(lightbox.items![0]).to.deep.equal(FIRST_PHOTO_ITEM);
    await closeLightbox(lightbox);
  });

  it('has a thumbnail for every slide, in step both ways; a caption alone is no metadata', async () => {
    const slides = slidesOf(40).map((slide) => ({ ...slide, caption: 'A caption' }));
    const el = await dataGallery(
      { design: 'slider', lightbox: true, thumbnails: true, 'metadata-position': 'bottom' },
      slides,
    );
    const lightbox = await lightboxOf(el);
    const thumbs = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="thumbnail"]')];
    expect(thumbs).to.have.length(40);
    expect(thumbs[39]!.getAttribute('aria-label')).to.equal('Show slide 40');
    const images = thumbs.map((thumb) => thumb.querySelector('img')!);
    expect(images.map((img) => img.getAttribute('src'))).to.deep.equal(slides.map((s) => s.src));
    // Four per row by default: the first row loads at once, the rest when scrolled to.
    expect(images.map((img) => img.loading).slice(3, 5)).to.deep.equal(['eager', 'lazy']);
    const current = () => thumbs.findIndex((thumb) => thumb.ariaCurrent === 'true');
    expect(current()).to.equal(0);

    thumbs[30]!.click();
    expect(el.currentIndex).to.equal(30);
    expect(current()).to.equal(30);
    await settled(el);
    expect(rendered(el)).to.include(30);
    expect(el.children.length).to.be.at.most(5);
    el.previous();
    expect(current()).to.equal(29);

    expect(el.querySelector('[data-metadata-position]')).to.equal(null);
    expect([...el.children].every((slide) => (slide as HTMLElement).tabIndex === 0)).to.equal(true);
    expect(lightbox.items!.length).to.equal(40);
    await expect(el).to.be.accessible();
  });

  it('makes a slide with a video embed a video slide: readied on entering, hidden on leaving', async () => {
    const embed = '<iframe src="https://www.youtube.com/embed/abc"></iframe>';
    const slides = slidesOf(20);
    slides[5] = { ...slides[5]!, video: embed, width: 1000, height: 500 };
    const show = sinon.spy(SsVideo.prototype, 'show');
    const hide = sinon.spy(SsVideo.prototype, 'hide');
    const el = await dataGallery({ design: 'slideshow', 'video-autoplay': true }, slides);
    expect(el.querySelector('ss-video')).to.equal(null);
    el.engine!.goTo(5);
    const slide = el.slides[5]!;
    expect(slide.dataset.type).to.equal('video');
    const video = slide.querySelector<SsVideo>('ss-video')!;
    expect(video.dataset.html).to.equal(embed);
    expect(video.getAttribute('thumbnail')).to.equal(slides[5]!.src);
    expect(video.getAttribute('video-title')).to.equal('Photo 6');
    await video.updateComplete;
    // Its frame has the slide's 1000 × 500 shape, not the embed's default of 56.3%.
    expect(
      video.shadowRoot!.querySelector<HTMLElement>('[part~="frame"]')!.style.paddingBottom,
    ).to.equal('50%');
    expect(video.load).to.equal(true);
    await waitUntil(() => show.calledOn(video), 'the video was not shown', { timeout: 2000 });
    el.engine!.goTo(6);
    expect(hide.calledOn(video)).to.equal(true);
  });

  it('switches autoplay back on when a playing video slide is taken out of the page by a move', async () => {
    const embed = '<iframe src="https://www.youtube.com/embed/abc"></iframe>';
    const slides = slidesOf(8);
    slides[0] = { ...slides[0]!, video: embed };
    const el = await dataGallery({ design: 'slideshow', autoplay: true }, slides);
    expect(el.autoplaying).to.equal(true);
    el.querySelector('ss-video')!.dispatchEvent(
      new Event('ss-video-play', { bubbles: true, composed: true }),
    );
    expect(el.autoplaying).to.equal(false);
    el.goTo(4);
    await settled(el);
    expect(el.querySelector('ss-video')).to.equal(null);
    expect(el.autoplaying).to.equal(true);
  });

  it('places each slide metadata as slides come and go, as text, with the overflow rule', async () => {
    const long = 'Long text '.repeat(200);
    const markup = '<img src="/none.png" alt="">';
    const slides = slidesOf(30).map((slide, i) => ({
      ...slide,
      metadata: i === 4 ? long : i === 7 ? markup : `Photo ${i + 1}\nTaken in 2026`,
    }));
    slides[9] = { ...slides[9]!, metadata: 9 as unknown as string };
    const el = await dataGallery(
      { design: 'slideshow', 'metadata-position': 'bottom-left' },
      slides,
      {
        style: 'width:400px',
      },
    );
    const metadataOf = (i: number) =>
      el.slides[i]?.querySelector<HTMLElement>('figcaption[data-metadata]') ?? null;
    await waitUntil(() => metadataOf(0)?.dataset.metadataPosition, 'no metadata placed');
    const first = metadataOf(0)!;
    expect(first.textContent).to.equal('Photo 1\nTaken in 2026');
    expect(first.dataset.metadataPosition).to.equal('bottom-left');
    expect(getComputedStyle(first).position).to.equal('absolute');
    expect([first.style.bottom, first.style.left]).to.deep.equal(['0px', '0px']);
    expect(getComputedStyle(first).whiteSpace).to.equal('pre-line', 'line breaks are kept');
    expect(getComputedStyle(el.slides[0]!).position).to.equal('relative');
    expect(first.style.height).to.equal('', 'short metadata keeps its height');

    // A slide that comes in with a move has its metadata placed, the overflow rule included.
    el.goTo(4);
    await settled(el);
    const tall = metadataOf(4)!;
    expect(tall.dataset.metadataPosition).to.equal('bottom-left');
    const slideHeight = el.slides[4]!.clientHeight;
    expect(slideHeight).to.equal(225);
    expect(tall.style.height).to.equal(`${METADATA_HEIGHT * slideHeight}px`);
    expect(tall.style.overflow).to.equal('auto');
    expect(tall.tabIndex).to.equal(0);
    // Wider, the slide is taller and the text fits: the rule is lifted on the resize.
    el.style.width = '1600px';
    await waitUntil(() => tall.style.height === '', 'not fitted again after the resize');
    expect(tall.hasAttribute('tabindex')).to.equal(false);

    el.goTo(7);
    await settled(el);
    expect(metadataOf(7)!.textContent).to.equal(markup);
    expect(metadataOf(7)!.querySelector('img')).to.equal(null, 'metadata is never markup');
    el.goTo(9);
    await settled(el);
    expect(metadataOf(9)).to.equal(null, 'metadata that is not text is left out');
    expect(el.querySelectorAll('[data-metadata-position]').length).to.equal(el.children.length - 1);
    await expect(el).to.be.accessible();
  });

  it('captions the lightbox with a slide metadata, else its caption', () => {
    const slide = slidesOf(1)[0]!;
    expect(
      dataItem({ ...slide, metadata: ' Seen at dawn ', caption: 'A caption' }).caption,
    ).to.equal('Seen at dawn');
    expect(dataItem({ ...slide, metadata: ' ', caption: 'A caption' }).caption).to.equal(
      'A caption',
    );
    expect(dataItem(slide)).to.not.have.property('caption');
  });

  it('rebuilds its thumbnails from new data', async () => {
    const el = await dataGallery({ design: 'slideshow', thumbnails: true }, slidesOf(3));
    el.slideData = slidesOf(7).map((slide) => ({ ...slide, width: 800, height: 800 }));
    const thumbsNow = () => [
      ...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="thumbnail"]'),
    ];
    await waitUntil(() => thumbsNow().length === 7, 'the strip was not rebuilt', { timeout: 2000 });
    const thumbs = thumbsNow();
    expect(el.shadowRoot!.querySelectorAll('[part~="thumbnails"]')).to.have.length(1);
    // The slideshow's thumbnails are as wide as their images at the strip's 80 px height.
    expect(thumbs.map((thumb) => thumb.style.width)).to.deep.equal(Array(7).fill('80px'));
  });

  it('waits for the strip move before taking out the slides it left', async () => {
    const el = await dataGallery({ design: 'slider' }, slidesOf(100), { loop: 'false' });
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // The slide shown and one either side; a move adds those it comes to, and takes out those
    // it left once it ends.
    el.next();
    expect(rendered(el)).to.deep.equal([0, 1, 2]);
    expect(offset(el)).to.equal('1');
    clock.tick(STRIP_MOTION_MS);
    expect(rendered(el)).to.deep.equal([0, 1, 2]);
    expect(offset(el)).to.equal('1');
    el.next();
    expect(rendered(el)).to.deep.equal([0, 1, 2, 3]);
    clock.tick(STRIP_MOTION_MS);
    expect(rendered(el)).to.deep.equal([1, 2, 3]);
    el.next();
    expect(rendered(el)).to.deep.equal([1, 2, 3, 4]);
    expect(offset(el)).to.equal('2');
    clock.tick(STRIP_MOTION_MS - 1);
    expect(rendered(el)).to.deep.equal([1, 2, 3, 4]);
    clock.tick(1);
    expect(rendered(el)).to.deep.equal([2, 3, 4]);
    expect(offset(el)).to.equal('1');
  });

  it('has no axe violations', async () => {
    const el = await dataGallery({ design: 'slider' }, slidesOf(50));
    el.goTo(25);
    await settled(el);
    await expect(el).to.be.accessible();
  });
});
