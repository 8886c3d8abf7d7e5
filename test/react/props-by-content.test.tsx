import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { useReactRoot } from './react-root.ts';
import { Form, Gallery, Lightbox } from '../../react/index.ts';
import type { SsGallery } from '../../components/gallery/gallery.ts';
import type { SsForm, SsFormField } from '../../components/form/form.ts';
import type { SsLightbox } from '../../components/lightbox/lightbox.ts';

const GIF = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';

/** Data written as literals in JSX: a new array or object on every render, the same content. */
const literalSlides = (alt = 'Photo') =>
  ['a', 'b', 'c'].map((id) => ({ id, src: GIF, alt: `${alt} ${id}`, width: 300, height: 200 }));

describe('React wrappers: data props written as literals', () => {
  const stage = useReactRoot();

  it('keeps the slides, and the focus in them, when a gallery renders again with the same slide data', async () => {
    const render = (alt?: string) =>
      stage.render(
        <Gallery label="Photos" settings={{ design: 'slider' }} slideData={literalSlides(alt)} />,
      );
    render();
    const gallery = stage.container.querySelector('ss-gallery') as SsGallery;
    await waitUntil(() => gallery.slides[0]?.isConnected, 'no slides');
    const first = gallery.slides[0]!;
    first.focus();
    expect(document.activeElement === first).to.equal(true);
    render();
    await gallery.updateComplete;
    expect(gallery.slides[0] === first).to.equal(true);
    expect(first.isConnected).to.equal(true);
    expect(document.activeElement === first).to.equal(true);
    // Other content: the slides are built again from it.
    render('Picture');
    await gallery.updateComplete;
    await waitUntil(
      () => gallery.slides[0]?.querySelector('img')?.alt === 'Picture a',
      'not rebuilt',
    );
    expect(first.isConnected).to.equal(false);
  });

  it('keeps a gallery on its slide when it renders again with the same settings and slides', async () => {
    const render = () =>
      stage.render(<Gallery settings={{ design: 'slider' }} slideData={literalSlides()} />);
    render();
    const gallery = stage.container.querySelector('ss-gallery') as SsGallery;
    await waitUntil(() => gallery.slides[0]?.isConnected, 'no slides');
    gallery.goTo(2);
    render();
    await gallery.updateComplete;
    expect(gallery.currentIndex).to.equal(2);
  });

  it('keeps an open lightbox on its item when it renders again with the same items', async () => {
    const render = () =>
      stage.render(
        <Lightbox
          items={['a', 'b', 'c'].map((id) => ({ id, src: GIF, width: 300, height: 200 }))}
        />,
      );
    render();
    const lightbox = stage.container.querySelector('ss-lightbox') as SsLightbox;
    await lightbox.updateComplete;
    const items = lightbox.items;
    lightbox.open(1);
    await lightbox.updateComplete;
    render();
    await lightbox.updateComplete;
    expect(lightbox.items === items).to.equal(true);
    expect(lightbox.index).to.equal(1);
    lightbox.close();
  });

  it('keeps what the visitor typed when a form renders again with the same definition', async () => {
    const render = (title = 'Email') =>
      stage.render(
        <Form
          definition={{
            id: 'react-literal',
            name: 'Signup',
            submitButtonText: 'Join',
            successMessage: 'Welcome.',
            fields: [{ id: 'email', type: 'email', title, required: true }],
          }}
        />,
      );
    render();
    const form = stage.container.querySelector('ss-form') as SsForm;
    await waitUntil(() => form.shadowRoot!.querySelector('ss-form-field'));
    const field = form.shadowRoot!.querySelector('ss-form-field') as SsFormField;
    await field.updateComplete;
    field.shadowRoot!.querySelector('input')!.focus();
    await sendKeys({ type: 'me@example.com' });
    render();
    await form.updateComplete;
    const after = form.shadowRoot!.querySelector('ss-form-field') as SsFormField;
    await after.updateComplete;
    expect(after.shadowRoot!.querySelector('input')!.value).to.equal('me@example.com');
  });
});
