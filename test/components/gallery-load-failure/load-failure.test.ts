import { aTimeout, expect, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import type { SsGallery } from '../../../components/gallery/gallery.ts';
import { navigation } from '../../../components/gallery/click-through.ts';
import { galleryOf, restoreAfterEach } from '../gallery/helpers.ts';
import { ErrorReporter } from '../../../core/errors/index.ts';

// This folder's import map sends the gallery's parts and its grid design to addresses with no
// module: the code fails to load as it would on a broken network.

const SLIDES = `<div data-slide-id="a" data-click-through-url="/elsewhere"><p>A</p></div>
  <div data-slide-id="b"><p>B</p></div><div data-slide-id="c"><p>C</p></div>`;

describe('<ss-gallery> when its on-demand code does not load', () => {
  restoreAfterEach();

  it('works without its parts: reported, moving, a click-through slide acting as a plain one', async () => {
    const reported = sinon.stub(window, 'reportError');
    const assign = sinon.stub(navigation, 'assign');
    const el = await galleryOf({ design: 'slider', lightbox: true }, SLIDES);
    // Set-up waits for the parts: it settles, with the failure reported, not thrown.
    await el.updateComplete;
    expect(reported.calledOnce).to.equal(true);
    expect(String(reported.firstCall.args[0])).to.match(/missing\/parts\.ts/);
    expect(el.design).to.equal('strip');
    expect(el.nextElementSibling?.localName).to.not.equal('ss-lightbox');
    // The current slide's click, without its address, does what a plain one does: next.
    el.slides[0]!.click();
    await aTimeout(0);
    expect(assign.called).to.equal(false);
    expect(el.currentIndex).to.equal(1);
    el.engine!.endMotion();
    expect(el.next()).to.equal(true);
    expect(el.currentIndex).to.equal(2);
  });

  it('acts on a click given while its parts were loading, once they failed, as a plain slide', async () => {
    const reported = sinon.stub(window, 'reportError');
    const assign = sinon.stub(navigation, 'assign');
    const el = document.createElement('ss-gallery') as SsGallery;
    el.setAttribute('data-block-json', '{"design":"slider"}');
    el.innerHTML = SLIDES;
    // The slides are made ready in the same task as the parts start loading: the observer's
    // callback clicks before that load can have failed (its answer is a later task).
    let clicked = false;
    let indexOnClick = -1;
    const observer = new MutationObserver(() => {
      if (clicked || !el.engine) return;
      clicked = true;
      el.slides[0]!.click();
      indexOnClick = el.currentIndex;
    });
    observer.observe(el, { subtree: true, attributes: true });
    document.body.append(el);
    try {
      await el.updateComplete;
      await waitUntil(() => el.currentIndex === 1, 'the waiting click did not move');
      expect(clicked).to.equal(true);
      // The click waited for the parts (they read its address) before acting.
      expect(indexOnClick).to.equal(0);
      expect(reported.calledOnce).to.equal(true);
      expect(assign.called).to.equal(false);
    } finally {
      observer.disconnect();
      el.remove();
    }
  });

  it("hands the failure to the page's error reporter, and to the console as uncaught", async () => {
    const fetch = sinon.stub().resolves(new Response(null, { status: 200 }));
    const reporter = new ErrorReporter({ app: 'gallery', fetch });
    const uninstall = reporter.install();
    // The test framework counts every uncaught error against the test: not this one.
    const frameworkHandler = window.onerror;
    window.onerror = null;
    try {
      await galleryOf({ design: 'grid' }, SLIDES);
      await waitUntil(() => reporter.pending.length === 1, 'not reported');
      const [entry] = reporter.pending;
      expect(entry!.eventName).to.equal('interface_error_gallery');
      expect(entry!.data.message).to.match(/dynamically imported module/);
    } finally {
      window.onerror = frameworkHandler;
      uninstall();
    }
  });

  it('stays inert without its design, the failure reported and updateComplete settled', async () => {
    const reported = sinon.stub(window, 'reportError');
    const el = await galleryOf({ design: 'grid' }, SLIDES);
    await el.updateComplete;
    await waitUntil(() => reported.called, 'the failure was not reported');
    expect(String(reported.firstCall.args[0])).to.match(/missing\/grid\.ts/);
    expect(el.design).to.equal(undefined);
    expect(el.engine).to.equal(undefined);
    expect(el.next()).to.equal(false);
  });
});
