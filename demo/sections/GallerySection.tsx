import type { SsSlideChangeEvent } from '../../components/gallery/events.ts';
import type { SsLightboxOpenEvent } from '../../components/lightbox/events.ts';
import { Gallery, GalleryControls, Lightbox } from '../../react/index.ts';
import type { SlideData } from '../../components/gallery/gallery.ts';
import {
  DEFAULT_GALLERY_SETTINGS,
  GALLERY_BLOCK_ID,
  type GalleryBlockSettings,
} from '../blocks.ts';
import { useBlockSettings } from './block-settings.tsx';
import { recordWidgetEvent } from '../widget-events.ts';
import { VIDEO_EMBED } from './VideoSection.tsx';

export const PHOTOS = [
  { id: 'harbour', name: 'Harbour' },
  { id: 'lagoon', name: 'Lagoon' },
  { id: 'dunes', name: 'Dunes' },
  { id: 'sunset', name: 'Sunset' },
  { id: 'ember', name: 'Ember' },
  { id: 'dusk', name: 'Dusk' },
].map((photo, index) => ({ ...photo, src: `/images/photo-${index + 1}.svg` }));

/**
 * The photos as gallery slides with the platform's attributes, each a lazy image that the
 * gallery's image loader sizes to its box; `extra` adds attributes to a slide. Each gallery of a
 * page names its slides apart (`set`): a lightbox's deep link (`#itemId=`) then names one slide
 * of one gallery.
 */
export const photoSlides = (
  set: string,
  extra: (index: number) => Record<string, string | undefined> = () => ({}),
) =>
  PHOTOS.map((photo, index) => (
    <figure
      key={photo.id}
      data-slide-id={`${set}-${photo.id}`}
      data-slide-url={`${set}-${photo.id}`}
      data-image-dimensions="1200x800"
      style={{ margin: 0 }}
      {...extra(index)}
    >
      <img
        data-src={photo.src}
        data-image-dimensions="1200x800"
        alt={photo.name}
        style={{ display: 'block', width: '100%', height: '100%' }}
      />
    </figure>
  ));

/**
 * A thousand slides as data: only those shown and their neighbours are ever in the page. The
 * fifth is a video slide, its photo the thumbnail. Each slide's metadata, placed over it, is also
 * its lightbox caption.
 */
const MANY_SLIDES: SlideData[] = Array.from({ length: 1000 }, (_, i) => {
  const photo = PHOTOS[i % PHOTOS.length]!;
  return {
    id: `many-${i + 1}`,
    src: photo.src,
    alt: `${photo.name}, slide ${i + 1}`,
    width: 1200,
    height: 800,
    metadata: `${photo.name}\nSlide ${i + 1} of 1000`,
    ...(i === 4 ? { video: VIDEO_EMBED } : {}),
  };
});

/**
 * A gallery block as the owner set it (design, autoplay), a grid through the React wrapper, a
 * slider on a right-to-left block, a thousand slides given as data, and a lightbox over the same
 * photos. Slides are otherwise plain
 * children with the platform's attributes.
 */
export function GallerySection() {
  const { settings } = useBlockSettings<GalleryBlockSettings>(
    GALLERY_BLOCK_ID,
    DEFAULT_GALLERY_SETTINGS,
  );
  if (!settings) return <section className="demo" aria-busy="true" />;

  // A visitor's moves and lightbox use are recorded (with consent, not for the site's owners),
  // as the owner view shows.
  const onSlideChange = (event: SsSlideChangeEvent) =>
    void recordWidgetEvent('gallery_slide_change', {
      gallery: (event.target as HTMLElement).id,
      index: event.detail.index,
    });
  const onLightbox = (event: SsLightboxOpenEvent) =>
    void recordWidgetEvent(event.type.slice(3).replace('-', '_'), { ...event.detail });

  return (
    <section className="demo" aria-labelledby="gallery-title">
      <h2 id="gallery-title">Gallery</h2>
      <h3>The block as the owner set it ({settings.design})</h3>
      <ss-gallery id="block-gallery" label="Photos" data-block-json={JSON.stringify(settings)}>
        {photoSlides('block')}
      </ss-gallery>
      {/* The template's own controls for the block, outside it (hidden for static layouts). */}
      <GalleryControls for="block-gallery" className="outside-controls">
        <button type="button" data-gallery-action="previous">
          Previous photo
        </button>{' '}
        <span>
          Photo <span data-gallery-show="current-index" /> of{' '}
          <span data-gallery-show="total-slides" />
        </span>{' '}
        <button type="button" data-gallery-action="next">
          Next photo
        </button>
      </GalleryControls>
      <h3>A grid, through the React wrapper</h3>
      <Gallery id="grid-gallery" label="Photo grid" settings={{ design: 'grid', slidesPerRow: 3 }}>
        {photoSlides('grid')}
      </Gallery>
      <h3>Right to left</h3>
      {/* A block on a right-to-left page: the slides run leftwards, the arrows and swipes follow,
          in its lightbox too. */}
      <div dir="rtl">
        <Gallery
          id="rtl-gallery"
          label="Photos, right to left"
          settings={{ design: 'slider', thumbnails: true, lightbox: true }}
          onSlideChange={onSlideChange}
        >
          {photoSlides('rtl')}
        </Gallery>
      </div>
      <h3>A thousand slides given as data</h3>
      <Gallery
        id="many-gallery"
        label="A thousand photos"
        settings={{
          design: 'slider',
          lightbox: true,
          thumbnails: true,
          'metadata-position': 'bottom-left',
        }}
        slideData={MANY_SLIDES}
        onSlideChange={onSlideChange}
      />
      <h3>A lightbox: choose a photo</h3>
      <Lightbox
        id="photo-lightbox"
        label="Photos"
        onLightboxOpen={onLightbox}
        onLightboxChange={onLightbox}
        onLightboxClose={onLightbox}
      >
        {PHOTOS.slice(0, 4).map((photo) => (
          <figure
            key={photo.id}
            data-slide-id={photo.id}
            data-image-dimensions="1200x800"
            className="lightbox-thumb"
          >
            <img src={photo.src} alt={photo.name} width={240} height={160} />
            <figcaption>{photo.name}</figcaption>
          </figure>
        ))}
      </Lightbox>
    </section>
  );
}
