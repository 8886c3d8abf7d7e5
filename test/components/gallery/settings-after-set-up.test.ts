import { expect, fixture, oneEvent, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import type { SsGallery } from '../../../components/gallery/gallery.ts';
import {
  gallery,
  lightboxOf,
  part,
  restoreAfterEach,
  settledGalleries,
  slideMarkup,
} from './helpers.ts';

const thumbnails = (el: SsGallery) =>
  el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="thumbnail"]');

/** Gives the gallery new settings and waits until it is set up with them. */
async function resettle(el: SsGallery, settings: SsGallery['settings']): Promise<void> {
  el.settings = settings;
  await el.updateComplete;
}

describe('<ss-gallery> settings given after set-up', () => {
  restoreAfterEach();

  it('sets up again with the new design, on the slide on show, with the same engine', async () => {
    const el = await gallery({ design: 'slider' }, 6);
    expect(el.design).to.equal('strip');
    el.goTo(4);
    const engine = el.engine;
    await resettle(el, { design: 'slideshow', transition: 'fade' });
    expect(el.design).to.equal('stacked');
    expect(el.engine).to.equal(engine);
    expect(el.currentIndex).to.equal(4);
    expect(el.slides[4]!.inert).to.equal(false);
    // The strip's layout is gone from the slides container: the slideshow lays it out now.
    const track = part(el, 'slides');
    expect(getComputedStyle(track).getPropertyValue('--w')).to.equal('');
    expect(track.style.translate).to.equal('');
  });

  it('takes the carousel group of the slide on show, and the carousel never loops', async () => {
    const el = await gallery({ design: 'slider' }, 7);
    el.goTo(4);
    await waitUntil(() => !el.engine!.inMotion, 'still moving', { timeout: 2000 });
    await resettle(el, { design: 'carousel', slidesPerRow: 3 });
    expect(el.design).to.equal('carousel');
    // Groups of 3: slide 4 (from 0) leads the last group, the last full row (slides 4 to 6).
    expect(el.currentIndex).to.equal(2);
    expect(el.engine!.count).to.equal(3);
    expect(el.engine!.loop).to.equal(false);
    const end = oneEvent(el, 'ss-reached-end');
    expect(el.next()).to.equal(false);
    await end;
    // Back to the strip: slide 4 leads group 2 (the last full row, slides 4 to 6); it loops again.
    await resettle(el, { design: 'slider' });
    expect(el.currentIndex).to.equal(4);
    expect(el.engine!.count).to.equal(7);
    expect(el.engine!.loop).to.equal(true);
  });

  it('keeps the carousel on its last group, the last full row, through new settings', async () => {
    const el = await gallery({ design: 'carousel', slidesPerRow: 3 }, 7);
    el.goTo(2);
    await waitUntil(() => !el.engine!.inMotion, 'still moving', { timeout: 2000 });
    let changes = 0;
    el.addEventListener('ss-slide-change', () => changes++);
    await resettle(el, { design: 'carousel', slidesPerRow: 3, gutter: 5 });
    expect([el.currentIndex, changes]).to.deep.equal([2, 0]);
    expect(el.slides.map((slide) => slide.inert)).to.deep.equal([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('sets up again when its own data-block-json changes, not when it is written unchanged', async () => {
    const el = await fixture<SsGallery>(
      `<ss-gallery data-block-json='{"design":"slider"}'>${slideMarkup(5)}</ss-gallery>`,
    );
    await el.updateComplete;
    expect(el.design).to.equal('strip');
    el.goTo(3);
    await waitUntil(() => !el.engine!.inMotion, 'still moving', { timeout: 2000 });
    el.setAttribute('data-block-json', '{"design":"grid","slidesPerRow":2}');
    await el.updateComplete;
    expect(el.design).to.equal('grid');
    expect(el.currentIndex).to.equal(3);
    const vars = part(el, 'slides').getAttribute('style');
    let changes = 0;
    el.addEventListener('ss-slide-change', () => changes++);
    el.setAttribute('data-block-json', '{"design":"grid","slidesPerRow":2}');
    expect(el.isUpdatePending).to.equal(false);
    await el.updateComplete;
    expect(part(el, 'slides').getAttribute('style')).to.equal(vars);
    expect(changes).to.equal(0);
  });

  it('sets nothing up again for settings of the same content', async () => {
    const el = await gallery({ design: 'slider' }, 4);
    await resettle(el, { design: 'grid' });
    const vars = part(el, 'slides').getAttribute('style');
    let events = 0;
    el.addEventListener('ss-slide-change', () => events++);
    el.settings = { design: 'grid' };
    expect(el.isUpdatePending).to.equal(false);
    await el.updateComplete;
    expect(part(el, 'slides').getAttribute('style')).to.equal(vars);
    expect(events).to.equal(0);
  });

  it('takes the thumbnail strip away, and brings it back', async () => {
    const el = await gallery({ design: 'slider', thumbnails: true }, 5);
    await waitUntil(() => thumbnails(el).length === 5, 'no thumbnails');
    await resettle(el, { design: 'slider' });
    await waitUntil(() => !part(el, 'thumbnails'), 'the strip stayed');
    // The strip followed the gallery through an engine of its own: unlinked, it moves nothing.
    el.next();
    expect(el.currentIndex).to.equal(1);
    await resettle(el, { design: 'slider', thumbnails: true });
    await waitUntil(() => thumbnails(el).length === 5, 'no thumbnails again');
    expect(el.shadowRoot!.querySelectorAll('[part~="thumbnails"]')).to.have.length(1);
    expect(thumbnails(el)[1]!.getAttribute('aria-current')).to.equal('true');
  });

  it('takes the lightbox away with the setting, and gives a new one with it', async () => {
    const el = await gallery({ design: 'grid', lightbox: true }, 3);
    const lightbox = await lightboxOf(el);
    await resettle(el, { design: 'grid' });
    await waitUntil(() => !lightbox.isConnected, 'the lightbox stayed');
    el.slides[1]!.click();
    expect(el.nextElementSibling?.localName).not.to.equal('ss-lightbox');
    await resettle(el, { design: 'grid', lightbox: true, lightboxTheme: 'light' });
    const again = await lightboxOf(el);
    expect(again).not.to.equal(lightbox);
    expect(again.dataset.theme).to.equal('light');
    expect(el.parentElement!.querySelectorAll('ss-lightbox')).to.have.length(1);
  });

  it('puts the metadata back as it was when its position is left out', async () => {
    const el = await fixture<SsGallery>(
      `<ss-gallery data-block-json='{"design":"grid","metadata-position":"top"}'>${slideMarkup(
        2,
        (i) => `data-x="${i}"`,
      ).replace(/<p>/g, '<p data-metadata style="color: red">')}</ss-gallery>`,
    );
    const metadata = el.slides[0]!.querySelector<HTMLElement>('[data-metadata]')!;
    await waitUntil(() => metadata.dataset.metadataPosition === 'top', 'not placed');
    expect(metadata.style.position).to.equal('absolute');
    await resettle(el, { design: 'grid' });
    await waitUntil(() => metadata.style.position === '', 'still placed');
    expect(metadata.getAttribute('style')).to.equal('color: red;');
    expect(metadata.dataset.metadataPosition).to.equal(undefined);
    expect(el.slides[0]!.style.position).to.equal('');
    // Another position places it again, there.
    await resettle(el, { design: 'grid', 'metadata-position': 'bottom' });
    await waitUntil(() => metadata.dataset.metadataPosition === 'bottom', 'not placed again');
    expect(metadata.style.bottom).to.equal('0px');
    expect(metadata.style.top).to.equal('');
  });

  it('starts autoplay with the setting, and stops it without', async () => {
    const el = await gallery({ design: 'slideshow' }, 3);
    expect(el.autoplaying).to.equal(false);
    await resettle(el, { design: 'slideshow', autoplay: true, 'autoplay-duration': 1 });
    // Under reduced motion autoplay never runs, and offers no button (part 2 §4).
    const motion = !matchMedia('(prefers-reduced-motion: reduce)').matches;
    expect(el.autoplaying).to.equal(motion);
    expect(part(el, 'rotation')?.localName).to.equal(motion ? 'button' : undefined);
    await resettle(el, { design: 'slideshow' });
    expect(el.autoplaying).to.equal(false);
    expect(part(el, 'rotation')).to.equal(null);
  });

  it('starts autoplay once a design that moves takes over from one that could not', async () => {
    const el = await gallery({ design: 'grid', autoplay: true }, 3);
    expect(el.autoplaying).to.equal(false);
    await resettle(el, { design: 'slideshow', autoplay: true });
    const motion = !matchMedia('(prefers-reduced-motion: reduce)').matches;
    expect(el.autoplaying).to.equal(motion);
    if (motion) {
      expect(part(el, 'rotation').getAttribute('aria-label')).to.equal('Stop automatic slide show');
    }
  });

  it('takes loop switched after set-up: the ends stop and show it, then wrap again', async () => {
    const el = await gallery({ design: 'slider', thumbnails: true }, 3);
    await waitUntil(() => el.shadowRoot!.querySelector('[part~="thumbnail"]'));
    const slides = [...el.slides];
    const thumbnail = el.shadowRoot!.querySelector('[part~="thumbnail"]');
    el.loop = false;
    await el.updateComplete;
    expect(el.engine!.loop).to.equal(false);
    expect(part(el, 'previous').getAttribute('aria-disabled')).to.equal('true');
    expect(el.previous()).to.equal(false);
    expect(el.currentIndex).to.equal(0);
    // Nothing else is set up again: the same slides, the same thumbnails.
    expect(el.slides.every((slide, i) => slide === slides[i])).to.equal(true);
    expect(el.shadowRoot!.querySelector('[part~="thumbnail"]') === thumbnail).to.equal(true);
    // A move off the end enables the control again.
    el.engine!.goTo(1);
    await el.updateComplete;
    expect(part(el, 'previous').getAttribute('aria-disabled')).to.equal('false');
    el.engine!.goTo(0);
    await el.updateComplete;
    el.setAttribute('loop', 'true');
    await el.updateComplete;
    expect(part(el, 'previous').getAttribute('aria-disabled')).to.equal('false');
    expect(el.previous()).to.equal(true);
    expect(el.currentIndex).to.equal(2);
  });

  it('keeps a linked gallery in step', async () => {
    const [main, strip] = (await settledGalleries(
      `<ss-gallery id="main-after" data-block-json='{"design":"slider"}'>${slideMarkup(4)}</ss-gallery>
      <ss-gallery linked="main-after" data-block-json='{"design":"slider"}'>${slideMarkup(4)}</ss-gallery>`,
    )) as [SsGallery, SsGallery];
    await resettle(main, { design: 'slideshow' });
    main.goTo(2);
    expect(strip.currentIndex).to.equal(2);
    await resettle(strip, { design: 'grid', 'active-alignment': 'left' });
    await resettle(strip, { design: 'slider' });
    // A move is refused while the other gallery still moves elsewhere: its move ends first.
    await waitUntil(() => !main.engine!.inMotion, 'still moving', { timeout: 2000 });
    expect(strip.next()).to.equal(true);
    expect(main.currentIndex).to.equal(3);
  });

  it('takes settings given while it still sets up once that set-up ends: the last ones', async () => {
    const el = document.createElement('ss-gallery');
    el.setAttribute('data-block-json', '{"design":"slider"}');
    el.innerHTML = slideMarkup(3);
    document.body.append(el);
    try {
      // The first update comes within a few microtasks; the design's code takes longer.
      for (let i = 0; i < 10 && !el.hasUpdated; i++) await Promise.resolve();
      expect(el.hasUpdated).to.equal(true);
      // Its design's code is still loading: not set up yet.
      expect(el.design).to.equal(undefined);
      el.settings = { design: 'grid' };
      await Promise.resolve();
      el.settings = { design: 'slideshow' };
      await el.updateComplete;
      expect(el.design).to.equal('stacked');
      expect(el.currentIndex).to.equal(0);
    } finally {
      el.remove();
    }
  });

  it('applies the settings given after ones that failed to set up; the failure is reported', async () => {
    const el = await gallery({ design: 'slider' }, 3);
    const reported: string[] = [];
    const hear = (event: PromiseRejectionEvent | ErrorEvent) => {
      reported.push(String('reason' in event ? event.reason?.message : event.message));
      event.preventDefault();
    };
    addEventListener('unhandledrejection', hear);
    addEventListener('error', hear);
    try {
      el.settings = { design: 'slideshow', transition: 'nope' };
      await new Promise((done) => setTimeout(done, 50));
      // The gallery stays as it was.
      expect(el.design).to.equal('strip');
      el.settings = { design: 'grid' };
      await el.updateComplete;
      await new Promise((done) => setTimeout(done, 50));
    } finally {
      removeEventListener('unhandledrejection', hear);
      removeEventListener('error', hear);
    }
    expect(el.design).to.equal('grid');
    expect(reported).to.have.length(1);
    expect(reported[0]).to.contain('The stacked transition "nope" could not be found.');
  });

  it('keeps autoplay stopped by the visitor, and its pauses, through new settings', async () => {
    const moving = !matchMedia('(prefers-reduced-motion: reduce)').matches;
    const el = await gallery({ design: 'slideshow', autoplay: true }, 4);
    expect(el.autoplaying).to.equal(moving);
    if (!moving) return;
    part(el, 'rotation').click();
    expect(el.autoplaying).to.equal(false);
    await resettle(el, { design: 'slideshow', autoplay: true, 'autoplay-duration': 2 });
    expect(el.autoplaying, 'started again').to.equal(false);
    part(el, 'rotation').click();
    expect(el.autoplaying).to.equal(true);
    // Paused under the pointer: still paused with other settings.
    el.dispatchEvent(new PointerEvent('pointerenter'));
    expect(el.autoplaying).to.equal(false);
    await resettle(el, { design: 'slider', autoplay: true });
    expect(el.autoplaying, 'the pause was dropped').to.equal(false);
    el.dispatchEvent(new PointerEvent('pointerleave'));
    expect(el.autoplaying).to.equal(true);
    // A design that does not move has no autoplay: it stops, and takes up again after.
    await resettle(el, { design: 'grid', autoplay: true });
    expect(el.autoplaying).to.equal(false);
    await resettle(el, { design: 'slider', autoplay: true });
    expect(el.autoplaying).to.equal(true);
  });

  describe('autoplay switched on by new settings', () => {
    let clock: sinon.SinonFakeTimers;
    beforeEach(() => (clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })));
    afterEach(() => clock.restore());
    const autoplaying = { design: 'slideshow', autoplay: true, 'autoplay-duration': 1 };

    it('waits while the pointer is over the gallery already, then runs', async () => {
      const el = await gallery({ design: 'slideshow' }, 3);
      el.dispatchEvent(new PointerEvent('pointerenter'));
      await resettle(el, autoplaying);
      clock.tick(3000);
      expect([el.currentIndex, el.autoplaying]).to.deep.equal([0, false]);
      el.dispatchEvent(new PointerEvent('pointerleave'));
      clock.tick(1000);
      expect(el.currentIndex).to.equal(1);
    });

    it('stays off while a video plays, and runs once it is hidden', async () => {
      const el = await gallery({ design: 'slideshow' }, 3);
      const play = (type: string) =>
        el.slides[0]!.dispatchEvent(new Event(type, { bubbles: true, composed: true }));
      play('ss-video-play');
      await resettle(el, autoplaying);
      clock.tick(3000);
      expect(el.currentIndex).to.equal(0);
      play('ss-video-hide');
      clock.tick(1000);
      expect(el.currentIndex).to.equal(1);
    });

    it('waits while the gallery is out of the page, and runs once it is put back', async () => {
      const el = await gallery({ design: 'slideshow' }, 3);
      const place = el.parentElement!;
      el.remove();
      await resettle(el, autoplaying);
      clock.tick(3000);
      expect([el.currentIndex, el.autoplaying]).to.deep.equal([0, false]);
      place.append(el);
      clock.tick(1000);
      expect(el.currentIndex).to.equal(1);
    });

    it('leaves one autoplay listening to the engine however often it is switched off and on', async () => {
      const el = await gallery({ design: 'slideshow', autoplay: true }, 3);
      const engine = el.engine!;
      const added = sinon.spy(engine, 'addEventListener');
      const removed = sinon.spy(engine, 'removeEventListener');
      for (let i = 0; i < 3; i++) {
        await resettle(el, { design: 'slideshow' });
        await resettle(el, { design: 'slideshow', autoplay: true });
      }
      const listeners = (spy: sinon.SinonSpy) =>
        spy.getCalls().filter((call) => call.args[0] === 'index-change').length;
      // Three made, three let go: the one from set-up and the first two since.
      expect([listeners(added), listeners(removed)]).to.deep.equal([3, 3]);
    });
  });

  it('does not autoplay, nor write its address, when taken out of the page as it sets up', async () => {
    // The autoplay code loaded already, as on a page with another gallery that autoplays.
    await gallery({ design: 'slideshow', autoplay: true }, 2);
    history.replaceState(null, '', '/gallery/');
    const holder = await fixture<HTMLDivElement>('<div></div>');
    const el = document.createElement('ss-gallery');
    el.historyHash = true;
    el.collectionUrl = '/gallery/';
    el.dataset.blockJson = JSON.stringify({
      design: 'slideshow',
      autoplay: true,
      'autoplay-duration': 0.05,
    });
    el.innerHTML = slideMarkup(3);
    holder.append(el);
    el.remove();
    await el.updateComplete;
    expect(el.engine).to.not.equal(undefined);
    await new Promise((done) => setTimeout(done, 300));
    expect([el.autoplaying, el.currentIndex, location.pathname]).to.deep.equal([
      false,
      0,
      '/gallery/',
    ]);
  });

  it('ends a move under way: the new design moves at once', async () => {
    const el = await gallery({ design: 'slideshow', speed: 20 }, 4);
    el.next();
    expect(el.engine!.inMotion).to.equal(true);
    await resettle(el, { design: 'slider' });
    expect(el.engine!.inMotion).to.equal(false);
    expect(el.next()).to.equal(true);
    expect(el.currentIndex).to.equal(2);
  });

  it('keeps the slide on show of slides given as data, to and from the carousel', async () => {
    const el = await fixture<SsGallery>(`<ss-gallery></ss-gallery>`);
    el.slideData = Array.from({ length: 9 }, (_, i) => ({ id: `d${i}`, src: `/d${i}.jpg` }));
    el.settings = { design: 'carousel', slidesPerRow: 3 };
    await el.updateComplete;
    el.goTo(2);
    await waitUntil(() => !el.engine!.inMotion, 'still moving', { timeout: 2000 });
    // Group 2 is led by slide 6.
    await resettle(el, { design: 'slideshow' });
    expect(el.currentIndex).to.equal(6);
    el.goTo(7);
    await waitUntil(() => !el.engine!.inMotion, 'still moving', { timeout: 4000 });
    await resettle(el, { design: 'carousel', slidesPerRow: 3 });
    expect(el.currentIndex).to.equal(2);
  });

  it('takes away the tabindex it gave slides when a click no longer does anything', async () => {
    const el = await fixture<SsGallery>(
      `<ss-gallery data-block-json='{"design":"grid","lightbox":true}'>${slideMarkup(3).replace(
        'data-slide-id="s2"',
        'data-slide-id="s2" tabindex="-1"',
      )}</ss-gallery>`,
    );
    expect(el.slides.map((slide) => slide.getAttribute('tabindex'))).to.deep.equal([
      '0',
      '0',
      '-1',
    ]);
    await resettle(el, { design: 'grid' });
    expect(el.slides.map((slide) => slide.getAttribute('tabindex'))).to.deep.equal([
      null,
      null,
      '-1',
    ]);
    await resettle(el, { design: 'slider' });
    expect(el.slides.map((slide) => slide.getAttribute('tabindex'))).to.deep.equal([
      '0',
      '0',
      '-1',
    ]);
  });
});
