import { expect, waitUntil } from '@open-wc/testing';
import { useReactRoot } from './react-root.ts';
import { Gallery, GalleryControls } from '../../react/index.ts';
import type { SsGallery } from '../../components/gallery/gallery.ts';
import type { SsGalleryControls } from '../../components/gallery-controls/gallery-controls.ts';

describe('React wrapper: <GalleryControls>', () => {
  const stage = useReactRoot();

  it('takes `for` and the template’s own controls, and moves the gallery', async () => {
    stage.render(
      <>
        <Gallery id="react-photos" label="Photos" loop={false} settings={{ design: 'slider' }}>
          {['a', 'b', 'c'].map((id) => (
            <div key={id} data-slide-id={id}>
              Slide {id}
            </div>
          ))}
        </Gallery>
        <GalleryControls for="react-photos">
          <button type="button" data-gallery-action="next">
            Next
          </button>
          <output data-gallery-show="current-index" />
        </GalleryControls>
      </>,
    );
    const gallery = stage.container.querySelector('ss-gallery') as SsGallery;
    const controls = stage.container.querySelector('ss-gallery-controls') as SsGalleryControls;
    await waitUntil(() => controls.gallery === gallery, 'the controls did not find the gallery');
    expect(controls.querySelector('output')!.textContent).to.equal('1');
    controls.querySelector('button')!.click();
    expect(gallery.currentIndex).to.equal(1);
    expect(controls.querySelector('output')!.textContent).to.equal('2');
  });
});
