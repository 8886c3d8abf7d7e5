import { aTimeout, expect, waitUntil } from '@open-wc/testing';
import { a11ySnapshot, emulateMedia, sendKeys } from '@web/test-runner-commands';
import type { SsGallery } from '../../../components/gallery/gallery.ts';
import type { SsVideo } from '../../../components/video/video.ts';
import '../../../components/video/video.ts';
import { galleryOf, lightboxOf, part, settledGalleries, slideMarkup } from './helpers.ts';

const PHOTO = new URL('../../core/images/fixtures/photo.png', import.meta.url).pathname;

/** Photos with alt text and captions, as a site's gallery block has them. */
const PHOTOS = Array.from(
  { length: 6 },
  (_, i) =>
    `<figure data-slide-id="p${i}" data-image-dimensions="480x720"><img src="${PHOTO}" alt="Photo ${i + 1}" width="480" height="720"><figcaption>Caption ${i + 1}</figcaption></figure>`,
).join('');

/** Every design a visitor can get that no other test audits; the slideshow by transition. */
const DESIGNS: [string, object][] = [
  ['autocolumns', { design: 'autocolumns' }],
  ['autogrid', { design: 'autogrid' }],
  ['autorows', { design: 'autorows' }],
  ['carousel', { design: 'carousel' }],
  ['list', { design: 'list' }],
  ...['ken-burns', 'swipe', 'new-swipe', 'scroll'].map((transition): [string, object] => [
    `slideshow (${transition})`,
    { design: 'slideshow', transition },
  ]),
];

describe('<ss-gallery> accessibility, every design', () => {
  for (const [name, settings] of DESIGNS) {
    for (const lightbox of [false, true]) {
      it(`${name}${lightbox ? ' with a lightbox' : ''}: no axe violation, set up and after a move`, async () => {
        const el = await galleryOf({ ...settings, lightbox }, PHOTOS, 'style="width:800px"');
        expect(el.slides).to.have.length(6);
        await expect(el).to.be.accessible();
        // Audited again on the next position: a moving design shows other slides there, and
        // every design's engine takes the move (a static layout shows the same slides).
        expect(el.next()).to.equal(true);
        await el.updateComplete;
        expect(el.currentIndex).to.equal(1);
        await expect(el).to.be.accessible();
      });
    }
  }

  // A slide with keyboard focus that the arrow keys move out of view would be made inert, which
  // drops focus to the page: it goes to the new current slide instead. (A slide still shown, in
  // the carousel's group, keeps it.)
  for (const [name, settings, focused] of [
    ['slider', { design: 'slider' }, [1, 2, 3, 4]],
    ['slideshow with a lightbox', { design: 'slideshow', lightbox: true }, [1, 2, 3]],
    [
      'carousel with a lightbox',
      { design: 'carousel', slidesPerRow: 2, lightbox: true },
      [2, 4, 4],
    ],
  ] as [string, object, number[]][]) {
    it(`${name}: keyboard focus stays in the gallery as the arrow keys move`, async () => {
      const el = await galleryOf(settings, PHOTOS, 'style="width:800px"');
      // Seen in the viewport (the arrow keys move only a gallery the visitor can see).
      await aTimeout(50);
      el.slides[0]!.focus();
      expect(document.activeElement === el.slides[0]).to.equal(true, 'on slide 1');
      for (const slide of focused) {
        await sendKeys({ press: 'ArrowRight' });
        await waitUntil(() => !el.engine!.inMotion, 'still moving', { timeout: 3000 });
        const on = el.slides.indexOf(document.activeElement as HTMLElement);
        expect(on, `index ${el.currentIndex}`).to.equal(slide);
      }
    });
  }

  it('keyboard focus stays in a gallery inside another element’s shadow tree', async () => {
    const outer = document.createElement('div');
    document.body.append(outer);
    try {
      const root = outer.attachShadow({ mode: 'open' });
      root.innerHTML = `<ss-gallery style="width:800px" data-block-json='{"design":"slideshow","lightbox":true}'>${PHOTOS}</ss-gallery>`;
      const el = root.querySelector('ss-gallery') as SsGallery;
      await el.updateComplete;
      await aTimeout(50);
      el.slides[0]!.focus();
      await sendKeys({ press: 'ArrowRight' });
      await waitUntil(() => !el.engine!.inMotion, 'still moving', { timeout: 3000 });
      expect(el.currentIndex).to.equal(1);
      expect(root.activeElement === el.slides[1]).to.equal(true, 'on slide 2');
    } finally {
      outer.remove();
    }
  });

  describe('under reduced motion', () => {
    afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

    it('ken-burns: the current slide does not zoom', async () => {
      const settings = { design: 'slideshow', transition: 'ken-burns' };
      const moving = await galleryOf(settings, PHOTOS);
      expect(getComputedStyle(moving.slides[0]!).animationName).to.equal('ss-ken-burns');
      await emulateMedia({ reducedMotion: 'reduce' });
      const still = await galleryOf(settings, PHOTOS);
      expect(getComputedStyle(still.slides[0]!).animationName).to.equal('none');
      expect(getComputedStyle(still.slides[0]!).transform).to.equal('none');
    });

    for (const transition of ['swipe', 'new-swipe']) {
      it(`${transition}: the track moves at once, without a transition`, async () => {
        await emulateMedia({ reducedMotion: 'reduce' });
        const el = await galleryOf({ design: 'slideshow', transition }, PHOTOS);
        const track = part(el, 'slides');
        expect(getComputedStyle(track).transitionProperty).to.equal('none');
        const before = el.slides[1]!.getBoundingClientRect().left;
        expect(el.next()).to.equal(true);
        await el.updateComplete;
        // The next slide is where the first was, at once: no frame in between.
        expect(el.slides[1]!.getBoundingClientRect().left).to.be.below(before);
        expect(el.slides[1]!.getBoundingClientRect().left).to.equal(
          track.parentElement!.getBoundingClientRect().left,
        );
        expect(track.getAnimations()).to.have.length(0);
      });
    }

    it('scroll: a move scrolls at once, not smoothly', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const el = await galleryOf({ design: 'slideshow', transition: 'scroll' }, PHOTOS);
      const track = part(el, 'slides');
      expect(el.next()).to.equal(true);
      await el.updateComplete;
      expect(track.scrollLeft).to.equal(track.clientWidth);
    });
  });

  it('scroll: the scrolling row takes focus, and gives it up with another design once focus leaves', async () => {
    const el = await galleryOf({ design: 'slideshow', transition: 'scroll' }, PHOTOS);
    const track = part(el, 'slides');
    expect(track.tabIndex).to.equal(0);
    track.focus();
    expect(el.shadowRoot!.activeElement).to.equal(track);
    el.settings = { design: 'slideshow', transition: 'fade' };
    await el.updateComplete;
    // Not dropped to the page as new settings switch the design.
    await aTimeout(50);
    expect(el.shadowRoot!.activeElement === track).to.equal(true, 'focus on the row');
    part(el, 'next').focus();
    expect(track.hasAttribute('tabindex')).to.equal(false);
    // The scroll transition back before focus left: the row stays in the Tab order.
    el.settings = { design: 'slideshow', transition: 'scroll' };
    await el.updateComplete;
    track.focus();
    el.settings = { design: 'slideshow', transition: 'fade' };
    await el.updateComplete;
    el.settings = { design: 'slideshow', transition: 'scroll' };
    await el.updateComplete;
    part(el, 'next').focus();
    expect(track.tabIndex).to.equal(0);
  });

  describe('the WAI-ARIA carousel pattern on a page', () => {
    /** A button just before the gallery, focused: the next Tab enters the gallery. */
    const focusBefore = (el: Element) => {
      const before = document.createElement('button');
      before.textContent = 'Before';
      el.before(before);
      before.focus();
      return before;
    };

    it('pauses autoplay while focus is in the gallery, the live region polite then', async () => {
      const el = await galleryOf(
        { design: 'slideshow', autoplay: true, 'autoplay-duration': 0.3, speed: 0.05 },
        slideMarkup(4),
      );
      await aTimeout(50);
      expect(el.autoplaying).to.equal(true);
      const before = focusBefore(el);
      await sendKeys({ press: 'Tab' });
      expect(el.shadowRoot!.activeElement?.getAttribute('part')).to.equal('rotation');
      await aTimeout(1000);
      expect([el.currentIndex, el.autoplaying]).to.deep.equal([0, false]);
      expect(part(el, 'slides').getAttribute('aria-live')).to.equal('polite');
      // Focus gone from it: it goes on.
      before.focus();
      expect(el.autoplaying).to.equal(true);
      await waitUntil(() => el.currentIndex === 1, 'autoplay did not go on', { timeout: 2000 });
      before.remove();
    });

    for (const design of ['grid', 'carousel', 'slideshow']) {
      it(`${design}: takes a slide with a click-through address by Tab and Enter`, async () => {
        const el = await galleryOf(
          { design },
          slideMarkup(3, (i) => (i === 0 ? 'data-click-through-url="/about"' : '')),
          'editing',
        );
        const fired: unknown[] = [];
        el.addEventListener('ss-click-through', (event) => fired.push(event.detail));
        expect(el.slides[0]!.tabIndex).to.equal(0);
        expect(el.slides[1]!.hasAttribute('tabindex')).to.equal(false);
        el.slides[0]!.focus();
        await sendKeys({ press: 'Enter' });
        await waitUntil(() => fired.length === 1, 'Enter did not follow the address');
      });
    }

    it('carousel: every video slide of the group on show can be played, not only its first', async () => {
      const embed = `data-html='&lt;iframe src="https://www.youtube.com/embed/abc"&gt;&lt;/iframe&gt;'`;
      const el = await galleryOf(
        { design: 'carousel', slidesPerRow: 3 },
        `<div><p>A</p></div><div data-type="video"><ss-video ${embed} data-load="false" thumbnail="${PHOTO}"></ss-video></div><div><p>C</p></div><div><p>D</p></div>`,
        'style="width:900px"',
      );
      const video = el.slides[1]!.querySelector('ss-video') as SsVideo;
      await waitUntil(() => video.load, 'the video slide on show was not readied');
      await video.updateComplete;
      const play = video.shadowRoot!.querySelector<HTMLButtonElement>('[part~="overlay"]')!;
      expect(play.disabled).to.equal(false);
    });

    it('ken-burns: a slide with keyboard focus is still and whole, so that its ring shows', async () => {
      const el = await galleryOf(
        { design: 'slideshow', transition: 'ken-burns', lightbox: true },
        PHOTOS,
      );
      const slide = el.slides[0]!;
      expect(getComputedStyle(slide).animationName).to.equal('ss-ken-burns');
      slide.focus({ focusVisible: true } as FocusOptions);
      expect(slide.matches(':focus-visible')).to.equal(true);
      expect(getComputedStyle(slide).animationName).to.equal('none');
      expect(getComputedStyle(slide).transform).to.equal('none');
    });

    it('thumbnails: the strip is part of the gallery group to assistive technology', async () => {
      type AxNode = { role: string; name: string; children?: AxNode[] };
      const el = await galleryOf(
        { design: 'slideshow', thumbnails: true },
        slideMarkup(3),
        'label="Work"',
      );
      await waitUntil(() => el.shadowRoot!.querySelector('[part~="thumbnail"]'), 'no strip');
      const find = (node: AxNode, test: (n: AxNode) => boolean): AxNode | undefined =>
        test(node) ? node : node.children?.map((child) => find(child, test)).find(Boolean);
      const tree = (await a11ySnapshot({})) as unknown as AxNode;
      const group = find(tree, (node) => node.role === 'group' && node.name === 'Work')!;
      expect(group, 'the gallery group').to.not.equal(undefined);
      expect(
        find(group, (node) => node.name === 'Show slide 2'),
        'a thumbnail in it',
      ).to.not.equal(undefined);
      await el.updateComplete;
      el.settings = { design: 'slideshow' };
      await el.updateComplete;
      expect(part(el, 'base').hasAttribute('aria-owns')).to.equal(false);
    });

    it('says a slide that opens the lightbox opens a dialog, while it does', async () => {
      const el = await galleryOf({ design: 'slideshow', lightbox: true }, slideMarkup(3));
      await lightboxOf(el);
      expect(el.slides[0]!.getAttribute('aria-haspopup')).to.equal('dialog');
      el.next();
      el.engine!.endMotion();
      expect(el.slides[1]!.getAttribute('aria-haspopup')).to.equal('dialog');
      el.settings = { design: 'slideshow' };
      await el.updateComplete;
      expect(el.slides.map((slide) => slide.hasAttribute('aria-haspopup'))).to.deep.equal([
        false,
        false,
        false,
      ]);
    });

    it('passes axe with two galleries named alike on one page: groups, not landmarks', async () => {
      const [first] = await settledGalleries(
        `<ss-gallery data-block-json='{"design":"slider"}'>${slideMarkup(3)}</ss-gallery>` +
          `<ss-gallery data-block-json='{"design":"slideshow"}'>${slideMarkup(3)}</ss-gallery>`,
      );
      await expect(first!.parentElement!).to.be.accessible();
    });
  });
});
