import { expect, waitUntil } from '@open-wc/testing';
import { useReactRoot } from './react-root.ts';
import { Gallery, Lightbox } from '../../react/index.ts';
import type { GallerySettings, SsGallery } from '../../components/gallery/gallery.ts';
import type { SsScrollEndEvent, SsSlideChangeEvent } from '../../components/gallery/events.ts';
import type { SsClickThroughEvent } from '../../components/gallery/click-through.ts';
import type { SsLightbox } from '../../components/lightbox/lightbox.ts';
import type { SsLightboxOpenEvent } from '../../components/lightbox/events.ts';
import '../../components/video/video.ts';
import type { SsVideo } from '../../components/video/video.ts';
import type { SsVideoHideEvent, SsVideoPlayEvent } from '../../components/video/events.ts';

const slides = ['a', 'b', 'c'].map((id) => (
  <figure key={id} data-slide-id={id} data-image-dimensions="300x200">
    <img
      alt={`Photo ${id}`}
      src={`data:image/gif;base64,R0lGODlhAQABAAAAACw=`}
      width={300}
      height={200}
    />
  </figure>
));

describe('React wrappers: <Gallery> and <Lightbox>', () => {
  const stage = useReactRoot();

  it('passes settings and keys as properties and maps ss-slide-change to onSlideChange', async () => {
    const changes: number[] = [];
    stage.render(
      <Gallery
        label="Photos"
        keys="ArrowUp ArrowDown"
        settings={{ design: 'slider' }}
        onSlideChange={(event: SsSlideChangeEvent) => changes.push(event.detail.index)}
      >
        {slides}
      </Gallery>,
    );
    const gallery = stage.container.querySelector('ss-gallery') as SsGallery;
    await gallery.updateComplete;
    expect(gallery.design).to.equal('strip');
    expect(gallery.keys).to.equal('ArrowUp ArrowDown');
    await waitUntil(() => gallery.next(), 'the gallery did not move');
    expect(changes).to.deep.equal([1]);
  });

  it('starts on the currentIndex given as a prop, set as the element mounts', async () => {
    stage.render(
      <Gallery settings={{ design: 'slider' }} currentIndex={2}>
        {slides}
      </Gallery>,
    );
    const gallery = stage.container.querySelector('ss-gallery') as SsGallery;
    await gallery.updateComplete;
    expect(gallery.currentIndex).to.equal(2);
    expect(gallery.slides[2]!.inert).to.equal(false);
  });

  it('holds currentIndex to the prop on each render, as a controlled input, and follows state kept by onSlideChange', async () => {
    const render = (index: number, onSlideChange?: (event: SsSlideChangeEvent) => void) =>
      stage.render(
        <Gallery settings={{ design: 'slider' }} currentIndex={index} onSlideChange={onSlideChange}>
          {slides}
        </Gallery>,
      );
    render(0);
    const gallery = stage.container.querySelector('ss-gallery') as SsGallery;
    await gallery.updateComplete;
    await waitUntil(() => gallery.goTo(2), 'the gallery did not move');
    await waitUntil(() => !gallery.engine!.inMotion, 'the move did not end', { timeout: 2000 });
    // The prop still says 0: the next render (for any reason) brings the gallery back there.
    render(0);
    expect(gallery.currentIndex).to.equal(0);
    // State that onSlideChange keeps moves the prop along with the visitor.
    let state = 0;
    const follow = (event: SsSlideChangeEvent) => (state = event.detail.index);
    render(state, follow);
    await waitUntil(() => gallery.goTo(1), 'the gallery did not move');
    expect(state).to.equal(1);
    render(state, follow);
    expect(gallery.currentIndex).to.equal(1);
  });

  it('takes settings and currentIndex on the plain tag too, typed, as properties', async () => {
    stage.render(
      <ss-gallery label="Photos" settings={{ design: 'slider' }} currentIndex={1}>
        {slides}
      </ss-gallery>,
    );
    const gallery = stage.container.querySelector('ss-gallery') as SsGallery;
    await gallery.updateComplete;
    expect(gallery.design).to.equal('strip');
    expect(gallery.currentIndex).to.equal(1);
  });

  it('sets the same gallery up again, on the slide on show, when the content of its settings changes', async () => {
    const refs: Array<SsGallery | null> = [];
    const render = (settings: GallerySettings) =>
      stage.render(
        <Gallery id="changing" label="Photos" settings={settings} ref={(el) => void refs.push(el)}>
          {slides}
        </Gallery>,
      );
    render({ design: 'slider' });
    const el = stage.container.querySelector('ss-gallery') as SsGallery;
    await el.updateComplete;
    expect(el.design).to.equal('strip');
    el.goTo(2);
    const engine = el.engine;
    // The same settings in a new object (an object literal on each render) set nothing up.
    render({ design: 'slider' });
    expect(el.engine).to.equal(engine);
    render({ design: 'slideshow', transition: 'fade' });
    expect(stage.container.querySelector('ss-gallery')).to.equal(el);
    await el.updateComplete;
    expect(el.design).to.equal('stacked');
    expect(el.currentIndex).to.equal(2);
    expect(el.slides.map((slide) => slide.dataset.slideId)).to.deep.equal(['a', 'b', 'c']);
    expect(refs.filter(Boolean).every((ref) => ref === el)).to.equal(true);
  });

  it('maps the play of a video in a slide to onVideoPlay and its return to onVideoHide', async () => {
    const heard: string[] = [];
    stage.render(
      <Gallery
        label="Videos"
        settings={{ design: 'slider' }}
        onVideoPlay={(event: SsVideoPlayEvent) => heard.push(event.type)}
        onVideoHide={(event: SsVideoHideEvent) => heard.push(event.type)}
      >
        <ss-video
          data-html={'<iframe src="/player.html" title="Clip"></iframe>'}
          thumbnail="data:image/gif;base64,R0lGODlhAQABAAAAACw="
        ></ss-video>
      </Gallery>,
    );
    const gallery = stage.container.querySelector('ss-gallery') as SsGallery;
    await gallery.updateComplete;
    const video = stage.container.querySelector('ss-video') as SsVideo;
    await video.updateComplete;
    video.show();
    video.hide();
    expect(heard).to.deep.equal(['ss-video-play', 'ss-video-hide']);
  });

  it('maps ss-click-through, fired in the editor, to onClickThrough', async () => {
    const heard: string[] = [];
    stage.render(
      <Gallery
        label="Photos"
        editing
        settings={{ design: 'grid' }}
        onClickThrough={(event: SsClickThroughEvent) => heard.push(event.detail.url)}
      >
        <figure data-click-through-url="/shop/item">Item</figure>
      </Gallery>,
    );
    const gallery = stage.container.querySelector('ss-gallery') as SsGallery;
    await gallery.updateComplete;
    gallery.slides[0]!.click();
    expect(heard).to.deep.equal([`${location.origin}/shop/item`]);
  });

  it('opens the lightbox by its method and maps ss-lightbox-open to onLightboxOpen', async () => {
    const opened: number[] = [];
    stage.render(
      <Lightbox
        label="Photos"
        onLightboxOpen={(event: SsLightboxOpenEvent) => opened.push(event.detail.index)}
      >
        {slides}
      </Lightbox>,
    );
    const lightbox = stage.container.querySelector('ss-lightbox') as SsLightbox;
    await lightbox.updateComplete;
    lightbox.open(2);
    expect(opened).to.deep.equal([2]);
    lightbox.close();
  });

  it("maps its lightbox's events on <Gallery> too", async () => {
    const heard: string[] = [];
    const hear = (event: Event) =>
      heard.push(`${event.type} ${(event as SsLightboxOpenEvent).detail.index}`);
    stage.render(
      <Gallery
        settings={{ design: 'slider', lightbox: true }}
        onLightboxOpen={hear}
        onLightboxChange={hear}
        onLightboxClose={hear}
      >
        {slides}
      </Gallery>,
    );
    const gallery = stage.container.querySelector('ss-gallery') as SsGallery;
    await waitUntil(() => gallery.nextElementSibling?.localName === 'ss-lightbox', 'no lightbox');
    const lightbox = gallery.nextElementSibling as SsLightbox;
    gallery.slides[0]!.click();
    await lightbox.updateComplete;
    lightbox.next();
    lightbox.shadowRoot!.querySelector<HTMLElement>('[part~=next]')!.click();
    lightbox.close();
    expect(heard).to.deep.equal([
      'ss-lightbox-open 0',
      'ss-lightbox-change 2',
      'ss-lightbox-close 2',
    ]);
    await new Promise((resolve) => addEventListener('popstate', resolve, { once: true }));
  });

  it("maps a visitor's move to onLightboxChange and the closing to onLightboxClose", async () => {
    const heard: string[] = [];
    const hear = (event: Event & { detail: { index: number } }) =>
      heard.push(`${event.type} ${event.detail.index}`);
    stage.render(
      <Lightbox label="Photos" onLightboxChange={hear} onLightboxClose={hear}>
        {slides}
      </Lightbox>,
    );
    const lightbox = stage.container.querySelector('ss-lightbox') as SsLightbox;
    await lightbox.updateComplete;
    lightbox.open(0);
    await lightbox.updateComplete;
    lightbox.shadowRoot!.querySelector<HTMLButtonElement>('[part~="next"]')!.click();
    lightbox.close();
    expect(heard).to.deep.equal(['ss-lightbox-change 1', 'ss-lightbox-close 1']);
  });

  it('maps the ends without looping to onReachedBeginning and onReachedEnd', async () => {
    const heard: string[] = [];
    stage.render(
      <Gallery
        label="Photos"
        loop={false}
        settings={{ design: 'slideshow' }}
        onReachedBeginning={(event: Event) => heard.push(event.type)}
        onReachedEnd={(event: Event) => heard.push(event.type)}
      >
        {slides}
      </Gallery>,
    );
    const gallery = stage.container.querySelector('ss-gallery') as SsGallery;
    await gallery.updateComplete;
    expect(gallery.previous()).to.equal(false);
    gallery.engine!.goTo(2);
    expect(gallery.next()).to.equal(false);
    expect(heard).to.deep.equal(['ss-reached-beginning', 'ss-reached-end']);
  });

  it('maps the scroll transition coming to rest to onScrollEnd', async () => {
    const heard: number[] = [];
    stage.render(
      <Gallery
        label="Photos"
        settings={{ design: 'slideshow', transition: 'scroll' }}
        onScrollEnd={(event: SsScrollEndEvent) => heard.push(event.detail.index)}
      >
        {slides}
      </Gallery>,
    );
    const gallery = stage.container.querySelector('ss-gallery') as SsGallery;
    await gallery.updateComplete;
    const track = gallery.shadowRoot!.querySelector<HTMLElement>('[part~="slides"]')!;
    track.scrollLeft = track.clientWidth * 2;
    await waitUntil(() => heard.length > 0, 'no scroll end', { timeout: 2000 });
    expect(heard).to.deep.equal([2]);
  });
});
