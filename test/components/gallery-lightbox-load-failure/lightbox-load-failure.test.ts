import { aTimeout, expect, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import { galleryOf, restoreAfterEach } from '../gallery/helpers.ts';

// This folder's import map sends the gallery's lightbox code to an address with no module: it
// fails to load as it would on a broken network, while the rest of the parts load.

const SLIDES = `<div data-slide-id="a"><p>A</p></div><div data-slide-id="b"><p>B</p></div>
  <div data-slide-id="c"><p>C</p></div>`;

describe('<ss-gallery> when its lightbox code does not load', () => {
  restoreAfterEach();

  it('warns once that lightboxify is not available; slides then act as without a lightbox', async () => {
    const logged = sinon.stub(console, 'warn');
    const el = await galleryOf({ design: 'slider', lightbox: true }, SLIDES);
    await waitUntil(() => logged.called, 'the failure was not told');
    expect(logged.firstCall.args).to.deep.equal(['lightboxify is not available in this tier!']);
    expect(el.nextElementSibling?.localName).to.not.equal('ss-lightbox');
    // The current slide's click, with no lightbox to open, does its default: next.
    el.slides[0]!.click();
    await aTimeout(0);
    expect(el.currentIndex).to.equal(1);
    el.engine!.endMotion();
    el.slides[1]!.click();
    await aTimeout(0);
    expect(el.currentIndex).to.equal(2);
    expect(logged.calledOnce).to.equal(true);
  });

  it('takes a click given while it was loading without acting twice or an unhandled error', async () => {
    const logged = sinon.stub(console, 'warn');
    const unhandled = sinon.spy();
    addEventListener('unhandledrejection', unhandled);
    try {
      const el = await galleryOf({ design: 'slider', lightbox: true }, SLIDES);
      // The lightbox code is still on its way: the click waits for it.
      el.slides[0]!.click();
      await waitUntil(() => logged.called, 'the failure was not told');
      await aTimeout(10);
      expect(unhandled.called).to.equal(false);
      expect(el.currentIndex).to.equal(0);
      expect(document.querySelector('ss-lightbox')).to.equal(null);
    } finally {
      removeEventListener('unhandledrejection', unhandled);
    }
  });
});
