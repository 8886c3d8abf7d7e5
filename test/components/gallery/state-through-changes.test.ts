/**
 * What a gallery keeps through the changes around it: its address when slides given as data get
 * new settings, its slides' Tab stops when the lightbox comes, autoplay when a click or a key
 * leaves focus on a control and while its lightbox is open, and which slides say they open a
 * dialog.
 */
import { aTimeout, expect, fixture, html, waitUntil } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import type { SsGallery } from '../../../components/gallery/gallery.ts';
import { gallery, galleryOf, part, restoreAfterEach, slideMarkup, slidesOf } from './helpers.ts';

describe('<ss-gallery> through the changes around it', () => {
  restoreAfterEach();
  afterEach(() => resetMouse());

  it('leaves the collection page as it is when slides given as data get new settings', async () => {
    history.replaceState(null, '', '/gallery/');
    const el = document.createElement('ss-gallery');
    el.dataset.blockJson = JSON.stringify({ design: 'slideshow' });
    el.historyHash = true;
    el.collectionUrl = '/gallery/';
    el.slideData = slidesOf(5);
    (await fixture<HTMLElement>(html`<div></div>`)).append(el);
    await el.updateComplete;
    expect([el.currentIndex, location.pathname]).to.deep.equal([0, '/gallery/']);
    el.settings = { design: 'slider' };
    await el.updateComplete;
    expect([el.currentIndex, location.pathname]).to.deep.equal([0, '/gallery/']);
  });

  it('takes an item page of another gallery, history-hash set as a property as React does', async () => {
    history.replaceState(null, '', '/portfolio/b-2');
    const holder = await fixture<HTMLElement>(html`<div></div>`);
    const make = (prefix: string) => {
      const made = document.createElement('ss-gallery');
      made.historyHash = true;
      made.dataset.blockJson = '{"design":"slideshow"}';
      made.innerHTML = [0, 1, 2, 3]
        .map((i) => `<div data-slide-id="${prefix}${i}" data-slide-url="${prefix}-${i}">x</div>`)
        .join('');
      return made;
    };
    const [a, b] = [make('a'), make('b')];
    holder.append(a, b);
    await Promise.all([a.updateComplete, b.updateComplete]);
    expect([a.currentIndex, b.currentIndex]).to.deep.equal([0, 2]);
    a.goTo(1);
    a.engine!.endMotion();
    expect(location.pathname).to.equal('/portfolio/a-1');
  });

  it('makes a slide it gave focus to (tabindex -1) a Tab stop once the lightbox is on', async () => {
    const slides = slideMarkup(3).replace(
      '<p>Slide 1</p>',
      '<p><a href="#x" id="l">Slide 1</a></p>',
    );
    const el = await galleryOf({ design: 'slideshow' }, slides);
    await aTimeout(50);
    el.querySelector<HTMLElement>('#l')!.focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(document.activeElement === el.slides[1]).to.equal(true);
    expect(el.slides[1]!.tabIndex).to.equal(-1);
    el.engine!.endMotion();
    el.settings = { design: 'slideshow', lightbox: true };
    await el.updateComplete;
    expect(el.slides.map((slide) => slide.tabIndex)).to.deep.equal([0, 0, 0]);
  });

  it('goes on autoplaying once the pointer that clicked a control has left, focus left on it', async () => {
    const el: SsGallery = await gallery(
      { design: 'slideshow', autoplay: true, 'autoplay-duration': 0.3 },
      4,
    );
    await aTimeout(50);
    const box = part(el, 'next').getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(box.x + 5), Math.round(box.y + 5)] });
    expect(el.shadowRoot!.activeElement === part(el, 'next')).to.equal(true);
    expect(el.autoplaying).to.equal(false);
    await sendMouse({
      type: 'move',
      position: [1, Math.round(el.getBoundingClientRect().bottom + 200)],
    });
    await waitUntil(() => !el.matches(':hover'), 'the pointer did not leave');
    expect(el.autoplaying).to.equal(true);
  });

  it('stays paused for focus a key brought in, through the pointer coming and going', async () => {
    const el: SsGallery = await gallery(
      { design: 'slideshow', autoplay: true, 'autoplay-duration': 0.3 },
      4,
    );
    await aTimeout(50);
    const before = document.createElement('button');
    before.textContent = 'Before';
    el.before(before);
    before.focus();
    // Tab onto the gallery's rotation button (its first control): focus shown as a key's.
    await sendKeys({ press: 'Tab' });
    const focused = el.shadowRoot!.activeElement as HTMLElement;
    expect(focused.matches(':focus-visible')).to.equal(true);
    expect(el.autoplaying).to.equal(false);
    const box = el.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.x + 20), Math.round(box.y + 20)] });
    await sendMouse({ type: 'move', position: [1, Math.round(box.bottom + 200)] });
    await waitUntil(() => !el.matches(':hover'), 'the pointer did not leave');
    expect(el.autoplaying).to.equal(false);
    await aTimeout(500);
    expect(el.currentIndex).to.equal(0);
    // Focus gone, it goes on.
    before.focus();
    expect(el.autoplaying).to.equal(true);
  });

  it('holds autoplay while its lightbox is open, and goes on after', async () => {
    const el: SsGallery = await gallery(
      { design: 'slideshow', autoplay: true, 'autoplay-duration': 0.2, lightbox: true },
      4,
    );
    await waitUntil(() => el.nextElementSibling?.localName === 'ss-lightbox', 'no lightbox');
    const lightbox = el.nextElementSibling as HTMLElement & {
      open(index: number): void;
      close(): void;
      state: string;
      updateComplete: Promise<boolean>;
    };
    lightbox.open(el.currentIndex);
    await lightbox.updateComplete;
    const at = el.currentIndex;
    // The page behind is locked: the gallery is inert, and three turns pass with no move.
    expect(el.inert).to.equal(true);
    await aTimeout(700);
    expect(el.currentIndex).to.equal(at);
    lightbox.close();
    await waitUntil(() => lightbox.state === 'hidden', 'not closed');
    // Focus came back to the slide it closed on; it leaves, and autoplay goes on.
    (document.activeElement as HTMLElement | null)?.blur();
    await waitUntil(() => el.currentIndex !== at, 'autoplay did not go on', { timeout: 2000 });
  });

  it("says a dialog opens only on the slides a click opens it on: the strip's current one", async () => {
    const el = await galleryOf(
      { design: 'slider', lightbox: true },
      slideMarkup(5, (i) => (i === 2 ? 'data-click-through-url="/about"' : '')),
    );
    await waitUntil(() => el.slides[0]!.getAttribute('aria-haspopup') === 'dialog', 'none said');
    const says = () => el.slides.map((slide) => slide.getAttribute('aria-haspopup'));
    // The neighbours a click selects say nothing.
    expect(says()).to.deep.equal(['dialog', null, null, null, null]);
    el.goTo(1);
    el.engine!.endMotion();
    expect(says()).to.deep.equal([null, 'dialog', null, null, null]);
    // One with a click-through address goes there instead.
    el.goTo(2);
    el.engine!.endMotion();
    expect(says()).to.deep.equal([null, null, null, null, null]);
  });
});
