import { expect, waitUntil } from '@open-wc/testing';
import { useReactRoot } from './react-root.ts';
import { Gallery, Lightbox } from '../../react/index.ts';
import type { GallerySettings, SsGallery } from '../../components/gallery/gallery.ts';
import type { SsSlideChangeEvent } from '../../components/gallery/events.ts';
import type { SsClickThroughEvent } from '../../components/gallery/click-through.ts';
import type { SsLightbox } from '../../components/lightbox/lightbox.ts';
import type { SsLightboxOpenEvent } from '../../components/lightbox/events.ts';

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

  it('sets the gallery up again, with a ref kept, when the content of its settings changes', async () => {
    const refs: Array<SsGallery | null> = [];
    const render = (settings: GallerySettings) =>
      stage.render(
        <Gallery id="changing" label="Photos" settings={settings} ref={(el) => void refs.push(el)}>
          {slides}
        </Gallery>,
      );
    render({ design: 'grid' });
    const first = stage.container.querySelector('ss-gallery') as SsGallery;
    await first.updateComplete;
    expect(first.design).to.equal('grid');
    // The same settings in a new object (an object literal on each render): the same element.
    render({ design: 'grid' });
    expect(stage.container.querySelector('ss-gallery')).to.equal(first);
    render({ design: 'slider', 'active-alignment': 'left' });
    const second = stage.container.querySelector('ss-gallery') as SsGallery;
    expect(second).not.to.equal(first);
    expect(first.isConnected).to.equal(false);
    await second.updateComplete;
    expect(second.design).to.equal('strip');
    expect(second.id).to.equal('changing');
    expect(second.slides.map((slide) => slide.dataset.slideId)).to.deep.equal(['a', 'b', 'c']);
    expect(refs.at(-1)).to.equal(second);
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
});
