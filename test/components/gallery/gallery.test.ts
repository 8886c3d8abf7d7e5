import { aTimeout, expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import { SsGallery, SsSlideChangeEvent } from '../../../components/gallery/gallery.ts';
import { RESIZE_DEBOUNCE_MS } from '../../../components/gallery/designs/relayout.ts';
import { slideType, dimensionsRatio } from '../../../components/gallery/slides.ts';
import { isVideo } from '../../../components/gallery/parts.ts';
import { navigation } from '../../../components/gallery/click-through.ts';
import { aspectRatio } from '../../../components/gallery/settings.ts';
import { resetPageContext, setPageContext } from '../../../core/site/read-context.ts';
import {
  gallery,
  galleryOf,
  part,
  restoreAfterEach,
  settledGalleries,
  slideMarkup,
  swipe,
} from './helpers.ts';

describe('<ss-gallery>', () => {
  // A fake clock, when a test makes one; `restoreAfterEach` puts the real one back.
  let clock: sinon.SinonFakeTimers | undefined;
  restoreAfterEach();

  describe('settings', () => {
    it('logs undecodable block data and stays inert', async () => {
      const error = sinon.stub(console, 'error');
      const el = await fixture<SsGallery>(
        `<ss-gallery data-block-json="{nope">${slideMarkup(3)}</ss-gallery>`,
      );
      expect(error).to.have.been.calledWith('Error decoding gallery block data.');
      expect(el.engine).to.equal(undefined);
      expect(part(el, 'base').hasAttribute('role')).to.equal(false);
      expect(el.children[0]!.hasAttribute('role')).to.equal(false);
      expect(el.next()).to.equal(false);
    });

    it('logs block data that is JSON but not settings as not evaluable, and stays inert', async () => {
      const error = sinon.stub(console, 'error');
      for (const json of ['[1,2]', '5', 'null']) {
        const el = await fixture<SsGallery>(
          `<ss-gallery data-block-json='${json}'>${slideMarkup(3)}</ss-gallery>`,
        );
        expect(el.engine).to.equal(undefined, json);
      }
      expect(error.args).to.deep.equal(Array(3).fill(['Error evaluating gallery block data.']));
    });

    it("reads an ancestor's data-block-json", async () => {
      const holder = await fixture(
        `<div data-block-json='{"design":"grid"}'><ss-gallery>${slideMarkup(3)}</ss-gallery></div>`,
      );
      const el = holder.querySelector('ss-gallery')!;
      await el.updateComplete;
      expect(el.design).to.equal('grid');
    });

    it('takes the typed settings property over the attribute', async () => {
      const el = await fixture<SsGallery>(
        html`<ss-gallery .settings=${{ design: 'Slider' }} data-block-json='{"design":"grid"}'
          ><div></div>
          <div></div
        ></ss-gallery>`,
      );
      expect(el.design).to.equal('strip');
    });

    it('maps the block designs to engine designs', async () => {
      const names: Record<string, string> = {
        slider: 'strip',
        slideshow: 'stacked',
        stacked: 'base',
        carousel: 'carousel',
        list: 'list',
        autocolumns: 'autocolumns',
        autogrid: 'autogrid',
        whatever: 'base',
      };
      for (const [design, engine] of Object.entries(names)) {
        const el = await gallery({ design }, 2);
        expect(el.design, design).to.equal(engine);
      }
    });

    it('logs a gallery without slides, stays inert and refuses to move', async () => {
      const error = sinon.stub(console, 'error');
      const el = await fixture<SsGallery>(`<ss-gallery data-block-json='{}'></ss-gallery>`);
      expect(error).to.have.been.calledWith('A gallery needs at least one slide.');
      expect(part(el, 'base').hasAttribute('role')).to.equal(false);
      expect(el.next()).to.equal(false);
      expect(el.goTo(1)).to.equal(false);
    });

    it('parses aspect ratios; Auto has none', () => {
      expect(aspectRatio('Auto')).to.equal(undefined);
      expect(aspectRatio('4:3')).to.equal(4 / 3);
      expect(aspectRatio('16x9')).to.equal(16 / 9);
      expect(aspectRatio(1.5)).to.equal(1.5);
    });
  });

  describe('slides', () => {
    it('leaves a captioned figure its own role, labelled as a slide, with no axe violation', async () => {
      const el = await fixture<SsGallery>(
        `<ss-gallery data-block-json='{"design":"slider"}'>${[1, 2, 3]
          .map(
            (i) =>
              `<figure><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="Photo ${i}"><figcaption>Caption ${i}</figcaption></figure>`,
          )
          .join('')}<figure><p>No caption</p></figure></ss-gallery>`,
      );
      await el.updateComplete;
      expect(el.slides.map((slide) => slide.getAttribute('role'))).to.deep.equal([
        null,
        null,
        null,
        'group',
      ]);
      expect(el.slides[0]!.getAttribute('aria-roledescription')).to.equal('slide');
      expect(el.slides[0]!.getAttribute('aria-label')).to.equal('1 of 4');
      await expect(el).to.be.accessible({ ignoredRules: [] });
      // A caption given later: the figure gives up the group role when the slides are read again.
      el.slides[3]!.append(
        Object.assign(document.createElement('figcaption'), { textContent: 'Late' }),
      );
      el.append(Object.assign(document.createElement('div'), { textContent: 'Fifth' }));
      await waitUntil(() => el.slides.length === 5, 'the new slide was not taken in');
      expect(el.slides.map((slide) => slide.getAttribute('role'))).to.deep.equal([
        null,
        null,
        null,
        null,
        'group',
      ]);
    });

    it('names an image slide by its alt text and its place, and a decorative one only when a click on it acts', async () => {
      const GIF = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
      const el = await fixture<SsGallery>(
        `<ss-gallery data-block-json='{"design":"grid"}'><img src="${GIF}" alt="Harbour at dawn"><img src="${GIF}" alt=""><p>Text</p></ss-gallery>`,
      );
      await el.updateComplete;
      const attributes = (name: string) => el.slides.map((slide) => slide.getAttribute(name));
      expect(attributes('aria-label')).to.deep.equal(['Harbour at dawn, 1 of 3', null, '3 of 3']);
      // A click on a grid photo does nothing: alt="" makes the image presentational, and HTML
      // allows it no name and no role description, nor a place in the Tab order.
      expect(attributes('aria-roledescription')).to.deep.equal(['slide', null, 'slide']);
      expect(attributes('tabindex')).to.deep.equal([null, null, null]);
      await expect(el).to.be.accessible();
      // With the lightbox a click opens it: the decorative image is a control then, and named.
      el.settings = { design: 'grid', lightbox: true };
      await el.updateComplete;
      expect(attributes('aria-label')).to.deep.equal([
        'Harbour at dawn, 1 of 3',
        '2 of 3',
        '3 of 3',
      ]);
      expect(attributes('tabindex')).to.deep.equal(['0', '0', '0']);
      // Without it again, and with an alt text taken away: nothing of the earlier names stays.
      el.slides[0]!.setAttribute('alt', '');
      el.settings = { design: 'grid' };
      await el.updateComplete;
      expect(attributes('aria-label')).to.deep.equal([null, null, '3 of 3']);
      expect(attributes('aria-roledescription')).to.deep.equal([null, null, 'slide']);
      expect(attributes('tabindex')).to.deep.equal([null, null, null]);
    });

    it('selects a strip slide by a click in it, or by Enter or Space on it', async () => {
      const el = await gallery({ design: 'slider' }, 3);
      // A click made as a plain event is a click too.
      el.slides[1]!.dispatchEvent(new Event('click', { bubbles: true }));
      expect(el.currentIndex).to.equal(1);
      el.engine!.endMotion();
      // Enter on something inside a slide is that thing's; on the slide, it selects it.
      const key = (target: Element, name: string) =>
        target.dispatchEvent(
          new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }),
        );
      el.slides[2]!.append(document.createElement('span'));
      expect(key(el.slides[2]!.lastElementChild!, 'Enter')).to.equal(true);
      expect(el.currentIndex).to.equal(1);
      expect(key(el.slides[2]!, 'Tab')).to.equal(true);
      expect(el.currentIndex).to.equal(1);
      expect(key(el.slides[2]!, 'Enter')).to.equal(false);
      expect(el.currentIndex).to.equal(2);
      el.engine!.endMotion();
      expect(key(el.slides[0]!, ' ')).to.equal(false);
      expect(el.currentIndex).to.equal(0);
    });

    it("leaves a click in a gallery inside a slide to that gallery, and a link's click to the link", async () => {
      const wrapper = await fixture<HTMLElement>(
        `<a href="#wrapped"><ss-gallery id="outer" data-block-json='{"design":"slider"}'><div><ss-gallery id="inner" data-block-json='{"design":"slider"}'><div>A</div><div>B</div><div>C</div></ss-gallery></div><div>Two</div><div>Three</div></ss-gallery></a>`,
      );
      const outer = wrapper.querySelector<SsGallery>('#outer')!;
      const inner = wrapper.querySelector<SsGallery>('#inner')!;
      await outer.updateComplete;
      await inner.updateComplete;
      wrapper.addEventListener('click', (event) => event.preventDefault());
      // The inner gallery's next button, and then its current slide: the outer one stays.
      part(inner, 'next').click();
      expect([outer.currentIndex, inner.currentIndex]).to.deep.equal([0, 1]);
      inner.engine!.endMotion();
      inner.slides[1]!.click();
      expect([outer.currentIndex, inner.currentIndex]).to.deep.equal([0, 2]);
      // A click on the outer gallery's current slide itself (inside a link around the whole
      // gallery) is the gallery's: it goes next.
      outer.slides[0]!.click();
      expect(outer.currentIndex).to.equal(1);
      // A link inside a slide keeps its click.
      outer.engine!.endMotion();
      outer.slides[1]!.append(Object.assign(document.createElement('a'), { href: '#in' }));
      outer.slides[1]!.querySelector('a')!.click();
      expect(outer.currentIndex).to.equal(1);
    });

    it('labels each slide n of N as a group, in place, and reserves its space', async () => {
      const el = await gallery({ design: 'slider' }, 5);
      expect(el.slides).to.have.length(5);
      expect(el.slides.every((slide) => slide.parentElement === el)).to.equal(true);
      expect(el.slides[0]!.getAttribute('role')).to.equal('group');
      expect(el.slides[0]!.getAttribute('aria-roledescription')).to.equal('slide');
      expect(el.slides.map((s) => s.getAttribute('aria-label'))).to.deep.equal([
        '1 of 5',
        '2 of 5',
        '3 of 5',
        '4 of 5',
        '5 of 5',
      ]);
      expect(el.slides[0]!.style.aspectRatio).to.equal('1600 / 900');
      expect(dimensionsRatio('12x')).to.equal(undefined);
    });

    it('reads data-type, else infers video from a video wrapper', async () => {
      const el = await fixture(
        `<div><p data-type="video"></p><p><span class="sqs-video-wrapper"></span></p><p><ss-video></ss-video></p><p></p><div><ss-gallery><p><ss-video></ss-video></p></ss-gallery></div></div>`,
      );
      // The last holds a gallery whose slide is a video: that one is the inner gallery's.
      const slides = [...(el.children as HTMLCollectionOf<HTMLElement>)];
      expect(slides.map(slideType)).to.deep.equal(['video', 'video', 'video', 'image', 'image']);
      expect(slides.map(isVideo)).to.deep.equal([true, true, true, false, false]);
    });

    it('follows guarded click-through addresses only', async () => {
      const assign = sinon.stub(navigation, 'assign');
      const el = await gallery({ design: 'grid' }, 3, '', (i) =>
        i === 0
          ? 'data-click-through-url="javascript:alert(1)"'
          : i === 1
            ? 'data-click-through-url="/shop/item"'
            : '',
      );
      el.slides[0]!.click();
      expect(assign.callCount).to.equal(0);
      el.slides[1]!.click();
      expect(assign).to.have.been.calledOnceWith(`${location.origin}/shop/item`);
    });

    it('fires ss-click-through in the editor instead of navigating', async () => {
      const assign = sinon.stub(navigation, 'assign');
      const el = await gallery({ design: 'grid' }, 2, 'editing', (i) =>
        i === 1 ? 'data-click-through-url="/shop/item"' : '',
      );
      const heard = sinon.spy();
      el.addEventListener('ss-click-through', (event) => heard(event.detail));
      el.slides[1]!.click();
      expect(assign.callCount).to.equal(0);
      expect(heard).to.have.been.calledOnceWith({ url: `${location.origin}/shop/item`, index: 1 });
      el.slides[0]!.click();
      expect(heard.callCount).to.equal(1, 'a slide without a click-through address fires nothing');
    });

    it('leaves a click on a link inside a slide to the link', async () => {
      const slides = [1, 2, 3]
        .map((i) => `<div><p>Slide ${i} <a href="#x"><span>more</span></a></p></div>`)
        .join('');
      for (const [design, slide] of [
        ['slideshow', 0],
        ['slider', 1],
      ] as const) {
        const el = await galleryOf({ design }, slides);
        const link = el.slides[slide]!.querySelector('a')!;
        link.addEventListener('click', (event) => event.preventDefault());
        link.querySelector('span')!.click();
        expect(el.currentIndex, design).to.equal(0);
        // The same click beside the link moves the gallery.
        el.slides[slide]!.querySelector('p')!.click();
        expect(el.currentIndex, design).to.equal(1);
      }
    });

    it('leaves a click on a field, a button or editable text inside a slide to it', async () => {
      const controls = [
        '<input>',
        '<button type="button"><span>go</span></button>',
        '<select><option>A</option></select>',
        '<textarea></textarea>',
        '<label><input type="checkbox"> Agree</label>',
        '<details><summary>More</summary></details>',
        '<div contenteditable><b>Edit</b></div>',
        '<div contenteditable="plaintext-only">Edit</div>',
        '<span contenteditable="false">Fixed</span>',
      ].join('');
      const slides = [1, 2, 3].map((i) => `<div><p>Slide ${i}</p>${controls}</div>`).join('');
      for (const design of ['slideshow', 'slider']) {
        const el = await galleryOf({ design }, slides);
        const slide = el.slides[0]!;
        for (const target of slide.querySelectorAll<HTMLElement>(
          'input,button span,select,textarea,label,summary,b,[contenteditable=plaintext-only]',
        ))
          target.click();
        expect(el.currentIndex, design).to.equal(0);
        // Typed into, the field takes the text, and the gallery stays.
        const input = slide.querySelector('input')!;
        input.focus();
        await sendKeys({ type: 'ab' });
        expect([input.value, el.currentIndex], design).to.deep.equal(['ab', 0]);
        // Enter and Space on a button in a slide press the button, not the slide.
        const button = slide.querySelector('button')!;
        const pressed = sinon.spy();
        button.addEventListener('click', pressed);
        button.focus();
        await sendKeys({ press: 'Enter' });
        await sendKeys({ press: 'Space' });
        expect([pressed.callCount, el.currentIndex], design).to.deep.equal([2, 0]);
        // Text made not editable, and the slide's own text, are the slide's.
        slide.querySelector<HTMLElement>('[contenteditable=false]')!.click();
        expect(el.currentIndex, design).to.equal(1);
        el.engine!.endMotion();
        el.slides[1]!.querySelector('p')!.click();
        expect(el.currentIndex, design).to.equal(2);
      }
    });

    it('acts on a slide that is itself a button or a label', async () => {
      const el = await galleryOf(
        { design: 'slider' },
        '<button type="button">One</button><button type="button">Two</button><label>Three</label>',
      );
      el.slides[1]!.click();
      expect(el.currentIndex).to.equal(1);
      el.engine!.endMotion();
      el.slides[2]!.click();
      expect(el.currentIndex).to.equal(2);
    });

    it('keeps focus on the focused slide when slides are added or taken away', async () => {
      const el = await gallery({ design: 'slider' }, 3);
      el.slides[0]!.focus();
      el.insertAdjacentHTML('beforeend', slideMarkup(1));
      await waitUntil(() => el.slides.length === 4, 'the slide was not taken in');
      expect(document.activeElement === el.slides[0]).to.equal(true);
      el.slides[2]!.remove();
      await waitUntil(() => el.slides.length === 3, 'the slide was not taken out');
      expect(document.activeElement === el.slides[0]).to.equal(true);
      // The strip shows the slide on show alone: its neighbours peek, inert.
      expect(el.slides.map((slide) => slide.inert)).to.deep.equal([false, true, true]);
    });

    it('starts on a current index set before it was set up, as a framework sets it', async () => {
      const changes: unknown[] = [];
      const el = document.createElement('ss-gallery') as SsGallery;
      el.dataset.blockJson = JSON.stringify({ design: 'slider' });
      el.innerHTML = slideMarkup(5);
      el.addEventListener('ss-slide-change', (event) => changes.push(event));
      el.currentIndex = 3;
      await fixture(html`<div>${el}</div>`);
      await el.updateComplete;
      expect(el.currentIndex).to.equal(3);
      expect(el.slides[3]!.inert).to.equal(false);
      expect(el.slides[0]!.inert).to.equal(true);
      // Where it starts is no change.
      expect(changes).to.have.length(0);
      // Once set up, setting it moves, as goTo does.
      el.currentIndex = 1;
      expect(el.currentIndex).to.equal(1);
    });

    it('shows the new last slide when the current last one is taken away', async () => {
      const el = await gallery({ design: 'slider', loop: false }, 5);
      el.goTo(4);
      el.engine!.endMotion();
      el.slides[4]!.remove();
      await waitUntil(() => el.slides.length === 4, 'the slide was not taken out');
      expect(el.currentIndex).to.equal(3);
      expect(el.slides[3]!.inert).to.equal(false);
    });

    it('fires ss-slide-change when slides taken away or added move the current position', async () => {
      const el = await gallery({ design: 'slider', loop: false }, 6);
      el.goTo(3);
      el.engine!.endMotion();
      const changes: Array<{ index: number; previous: number; direction: string; shown: boolean }> =
        [];
      el.addEventListener('ss-slide-change', (e) =>
        changes.push({ ...e.detail, shown: !el.slides[e.detail.index]!.inert }),
      );
      const current = el.slides[3]!;
      // A slide before the current one: the same slide, one place earlier, already shown.
      el.slides[0]!.remove();
      await waitUntil(() => el.slides.length === 5, 'the slide was not taken out');
      expect(el.slides[el.currentIndex] === current).to.equal(true);
      expect(changes).to.deep.equal([{ index: 2, previous: 3, direction: 'reverse', shown: true }]);
      // One added before it moves it back.
      el.prepend(current.cloneNode(true));
      await waitUntil(() => el.slides.length === 6, 'the slide was not taken in');
      expect(changes.at(-1)).to.deep.equal({
        index: 3,
        previous: 2,
        direction: 'forward',
        shown: true,
      });
      // The current slide itself, or one after it: the position stays, and so no event.
      current.remove();
      await waitUntil(() => el.slides.length === 5, 'the slide was not taken out');
      el.slides[4]!.remove();
      await waitUntil(() => el.slides.length === 4, 'the slide was not taken out');
      expect(changes).to.have.length(2);
      // The current last slide: the new last one is current.
      el.slides[3]!.remove();
      await waitUntil(() => el.slides.length === 3, 'the slide was not taken out');
      expect(changes.at(-1)).to.deep.equal({
        index: 2,
        previous: 3,
        direction: 'reverse',
        shown: true,
      });
    });

    it('fires no ss-slide-change when a carousel keeps its group', async () => {
      const el = await gallery({ design: 'carousel' }, 9);
      el.goTo(1);
      el.engine!.endMotion();
      const changes: unknown[] = [];
      el.addEventListener('ss-slide-change', (e) => changes.push(e.detail));
      // The first slide of the current group (three per row) goes: the group stays current.
      el.slides[3]!.remove();
      await waitUntil(() => el.slides.length === 8, 'the slide was not taken out');
      expect(el.currentIndex).to.equal(1);
      expect(changes).to.deep.equal([]);
    });

    it('refuses to move when its slides are removed', async () => {
      sinon.stub(console, 'error');
      const el = await gallery({ design: 'slider' }, 3);
      el.replaceChildren();
      await aTimeout(0);
      expect(el.engine!.count).to.equal(0);
      expect(el.next()).to.equal(false);
    });
  });

  describe('engine wiring', () => {
    it('moves with the controls and fires ss-slide-change with index, previous and direction', async () => {
      const el = await gallery({ design: 'slideshow' }, 5);
      const events: SsSlideChangeEvent[] = [];
      el.addEventListener('ss-slide-change', (e) => events.push(e));
      part(el, 'next').click();
      expect(el.currentIndex).to.equal(1);
      expect(events[0]!.detail).to.deep.equal({ index: 1, previous: 0, direction: 'forward' });
      expect(events[0]!.bubbles && events[0]!.composed).to.equal(true);
    });

    it('tells the way of a move that wraps: next from the last slide goes forward', async () => {
      const el = await gallery({ design: 'slider' }, 3);
      const details: unknown[] = [];
      el.addEventListener('ss-slide-change', (e) => details.push(e.detail));
      el.previous();
      el.engine!.endMotion();
      el.next();
      el.engine!.endMotion();
      el.goTo(1);
      expect(details).to.deep.equal([
        { index: 2, previous: 0, direction: 'reverse' },
        { index: 0, previous: 2, direction: 'forward' },
        { index: 1, previous: 0, direction: 'forward' },
      ]);
    });

    it('names its controls and loops by default', async () => {
      const el = await gallery({ design: 'stacked' }, 3);
      expect(part(el, 'previous').getAttribute('aria-label')).to.equal('Previous slide');
      expect(part(el, 'next').getAttribute('aria-label')).to.equal('Next slide');
      part(el, 'previous').click();
      expect(el.currentIndex).to.equal(2);
      el.next();
      expect(el.currentIndex).to.equal(0);
      el.currentIndex = 12;
      expect(el.currentIndex).to.equal(0);
      el.currentIndex = -1;
      expect(el.currentIndex).to.equal(2);
    });

    it('draws each control a chevron in SVG, hidden from assistive technology', async () => {
      const el = await gallery({ design: 'stacked' }, 3);
      for (const [name, d] of [
        ['previous', 'M10 3L5 8l5 5'],
        ['next', 'M6 3l5 5-5 5'],
      ] as const) {
        const icon = part(el, name).querySelector('svg')!;
        expect(icon instanceof SVGSVGElement, name).to.equal(true);
        expect(icon.getAttribute('aria-hidden')).to.equal('true');
        const path = icon.querySelector('path')!;
        expect(path instanceof SVGPathElement).to.equal(true);
        expect(path.getAttribute('d')).to.equal(d);
        // 1.25em of the button's text, drawn: a path in the HTML namespace would have no box.
        const em = parseFloat(getComputedStyle(part(el, name)).fontSize);
        expect(icon.getBoundingClientRect().width).to.be.closeTo(1.25 * em, 1 / 32);
        expect(path.getBBox().width).to.equal(5);
      }
    });

    it('without loop, disables the controls at the ends and fires reached events', async () => {
      const el = await gallery({ design: 'stacked' }, 3, 'loop="false"');
      const previous = part(el, 'previous');
      expect(previous.getAttribute('part')).to.equal('previous disabled');
      expect(previous.getAttribute('aria-disabled')).to.equal('true');
      setTimeout(() => previous.click());
      await oneEvent(el, 'ss-reached-beginning');
      expect(el.currentIndex).to.equal(0);
      el.goTo(2);
      await el.updateComplete;
      const next = part(el, 'next');
      expect(next.getAttribute('part')).to.equal('next disabled');
      setTimeout(() => next.click());
      await oneEvent(el, 'ss-reached-end');
      expect(el.currentIndex).to.equal(2);
      expect(part(el, 'previous').getAttribute('aria-disabled')).to.equal('false');
    });

    it('goes next on a swipe left and previous on a swipe right', async () => {
      const el = await gallery({ design: 'stacked' }, 4);
      swipe(el.slides[0]!, 200, 100);
      expect(el.currentIndex).to.equal(1);
      swipe(el.slides[1]!, 100, 200);
      expect(el.currentIndex).to.equal(0);
      swipe(el.slides[0]!, 100, 60); // 40 px: below the 50 px swipe
      expect(el.currentIndex).to.equal(0);
    });

    it('moves with the arrow keys while in view and no field has focus', async () => {
      const el = await gallery({ design: 'stacked' }, 4);
      await aTimeout(50);
      await sendKeys({ press: 'ArrowRight' });
      expect(el.currentIndex).to.equal(1);
      await sendKeys({ press: 'ArrowLeft' });
      expect(el.currentIndex).to.equal(0);
      const input = document.createElement('input');
      el.after(input);
      input.focus();
      await sendKeys({ press: 'ArrowRight' });
      expect(el.currentIndex).to.equal(0);
      input.remove();
    });

    it('leaves the arrow keys alone with keyboard="false", and takes them again when set on', async () => {
      const el = await gallery({ design: 'stacked' }, 4, 'keyboard="false"');
      await aTimeout(50);
      expect(el.keyboard).to.equal(false);
      await sendKeys({ press: 'ArrowRight' });
      expect(el.currentIndex).to.equal(0);
      el.keyboard = true;
      await sendKeys({ press: 'ArrowRight' });
      expect(el.currentIndex).to.equal(1);
    });

    it('moves with the keys given in keys, previous then next, and no longer with the arrows', async () => {
      const el = await gallery({ design: 'stacked' }, 4, 'keys="ArrowUp ArrowDown"');
      await aTimeout(50);
      expect(el.keys).to.equal('ArrowUp ArrowDown');
      await sendKeys({ press: 'ArrowDown' });
      expect(el.currentIndex).to.equal(1);
      await sendKeys({ press: 'ArrowUp' });
      expect(el.currentIndex).to.equal(0);
      await sendKeys({ press: 'ArrowRight' });
      expect(el.currentIndex).to.equal(0);
      // Set as a property, with extra spaces; a name missing leaves its move without a key.
      el.keys = '  d ';
      await sendKeys({ press: 'd' });
      expect(el.currentIndex).to.equal(3);
      await sendKeys({ press: 'ArrowDown' });
      expect(el.currentIndex).to.equal(3);
      // Not while a field has focus, whatever the keys.
      const input = document.createElement('input');
      el.after(input);
      input.focus();
      await sendKeys({ press: 'd' });
      expect(el.currentIndex).to.equal(3);
      expect(input.value).to.equal('d');
      input.remove();
      // The attribute taken away, or the property left undefined: the arrows again.
      el.setAttribute('keys', 'a d');
      el.removeAttribute('keys');
      await sendKeys({ press: 'ArrowRight' });
      expect(el.currentIndex).to.equal(0);
      el.keys = undefined as unknown as string;
      await sendKeys({ press: 'ArrowLeft' });
      expect(el.currentIndex).to.equal(3);
    });

    it('leaves the arrow keys to an open modal dialog that has focus', async () => {
      const el = await gallery({ design: 'stacked' }, 4);
      await aTimeout(50);
      const dialog = document.createElement('div');
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-modal', 'true');
      dialog.innerHTML = '<button>Close</button>';
      el.after(dialog);
      dialog.querySelector('button')!.focus();
      await sendKeys({ press: 'ArrowRight' });
      expect(el.currentIndex).to.equal(0);
      dialog.remove();
      await sendKeys({ press: 'ArrowRight' });
      expect(el.currentIndex).to.equal(1);
    });

    it('takes one slide per arrow key with a linked gallery, and none a handler took first', async () => {
      const both = await settledGalleries(
        `<ss-gallery id="hero" data-block-json='{"design":"stacked"}'>${slideMarkup(4)}</ss-gallery>
        <ss-gallery linked="hero" data-block-json='{"design":"stacked"}'>${slideMarkup(4)}</ss-gallery>`,
      );
      await aTimeout(50);
      const event = sinon.spy();
      document.addEventListener('keydown', event);
      await sendKeys({ press: 'ArrowRight' });
      expect(both.map((gallery) => gallery.currentIndex)).to.deep.equal([1, 1]);
      // The page did not also scroll with the key the gallery took.
      expect(event.firstCall.args[0].defaultPrevented).to.equal(true);
      document.removeEventListener('keydown', event);
      const first = (key: KeyboardEvent) => key.preventDefault();
      document.addEventListener('keydown', first, { capture: true });
      await sendKeys({ press: 'ArrowRight' });
      document.removeEventListener('keydown', first, { capture: true });
      expect(both.map((gallery) => gallery.currentIndex)).to.deep.equal([1, 1]);
    });

    it('moves every gallery in view on an arrow key, each linked one once', async () => {
      const all = await settledGalleries(
        `<ss-gallery id="first" data-block-json='{"design":"stacked"}'>${slideMarkup(4)}</ss-gallery>
        <ss-gallery data-block-json='{"design":"stacked"}'>${slideMarkup(4)}</ss-gallery>
        <ss-gallery linked="first" data-block-json='{"design":"stacked"}'>${slideMarkup(4)}</ss-gallery>`,
      );
      await aTimeout(50);
      await sendKeys({ press: 'ArrowRight' });
      expect(all.map((gallery) => gallery.currentIndex)).to.deep.equal([1, 1, 1]);
      await sendKeys({ press: 'ArrowLeft' });
      expect(all.map((gallery) => gallery.currentIndex)).to.deep.equal([0, 0, 0]);
      // The one out of view stays; those in view still move.
      all[1]!.style.marginTop = '5000px';
      await aTimeout(50);
      await sendKeys({ press: 'ArrowLeft' });
      expect(all.map((gallery) => gallery.currentIndex)).to.deep.equal([3, 0, 3]);
    });

    it('ignores the arrow keys outside the viewport', async () => {
      const el = await gallery({ design: 'stacked' }, 4, 'style="margin-top: 5000px"');
      await aTimeout(50);
      await sendKeys({ press: 'ArrowRight' });
      expect(el.currentIndex).to.equal(0);
    });

    it('leaves the arrow keys and swipes to the page when it cannot move: one slide, or all fitting', async () => {
      for (const [settings, count, attrs] of [
        [{ design: 'slideshow' }, 1, ''],
        [{ design: 'slideshow' }, 1, 'loop="false"'],
        [{ design: 'carousel' }, 3, ''],
      ] as const) {
        const el = await gallery(settings, count, attrs);
        await aTimeout(50);
        const name = `${settings.design} of ${count} ${attrs}`;
        expect(part(el, 'controls').hidden, name).to.equal(true);
        const heard = sinon.spy();
        for (const type of ['ss-reached-end', 'ss-reached-beginning', 'ss-slide-change'])
          el.addEventListener(type, heard);
        const keys: KeyboardEvent[] = [];
        const hear = (event: KeyboardEvent) => keys.push(event);
        document.addEventListener('keydown', hear);
        await sendKeys({ press: 'ArrowRight' });
        await sendKeys({ press: 'ArrowLeft' });
        document.removeEventListener('keydown', hear);
        // The page scrolls with them, as without a gallery.
        expect(
          keys.map((key) => key.defaultPrevented),
          name,
        ).to.deep.equal([false, false]);
        swipe(el.slides[0]!, 200, 100);
        swipe(el.slides[0]!, 100, 200);
        expect([heard.callCount, el.currentIndex], name).to.deep.equal([0, 0]);
      }
    });

    it('keeps linked galleries on the same index both ways', async () => {
      const [main, thumbs] = await settledGalleries(
        `<ss-gallery id="main" data-block-json='{"design":"slideshow"}'>${slideMarkup(4)}</ss-gallery>
        <ss-gallery linked="main" data-block-json='{"design":"slideshow"}'>${slideMarkup(4)}</ss-gallery>`,
      );
      main!.goTo(2);
      expect(thumbs!.currentIndex).to.equal(2);
      await aTimeout(1300);
      thumbs!.goTo(3);
      expect(main!.currentIndex).to.equal(3);
    });
  });

  describe('linked galleries', () => {
    it('link whichever is set up first, and a strip linked to the main one moves with a third', async () => {
      // The linking gallery comes first in the page: the one it names is set up after it.
      const all = await settledGalleries(
        `<ss-gallery id="strip" linked="hero" data-block-json='{"design":"slideshow"}'>${slideMarkup(4)}</ss-gallery>
        <ss-gallery id="hero" data-block-json='{"design":"slideshow"}'>${slideMarkup(4)}</ss-gallery>
        <ss-gallery linked="hero" data-block-json='{"design":"slideshow"}'>${slideMarkup(4)}</ss-gallery>`,
      );
      all[0]!.goTo(2);
      expect(all.map((gallery) => gallery.currentIndex)).to.deep.equal([2, 2, 2]);
      all[0]!.engine!.endMotion();
      all[1]!.engine!.endMotion();
      all[2]!.engine!.endMotion();
      all[2]!.goTo(1);
      expect(all.map((gallery) => gallery.currentIndex)).to.deep.equal([1, 1, 1]);
    });

    it('follow a gallery put in the place of the one named, and leave the one taken away', async () => {
      const [old, strip] = await settledGalleries(
        `<ss-gallery id="hero" data-block-json='{"design":"stacked"}'>${slideMarkup(4)}</ss-gallery>
        <ss-gallery linked="hero" data-block-json='{"design":"stacked"}'>${slideMarkup(4)}</ss-gallery>`,
      );
      // A new gallery with the same id takes the place of the first (as a template renders again).
      const replacement = document.createElement('ss-gallery');
      replacement.id = 'hero';
      replacement.dataset.blockJson = '{"design":"stacked"}';
      replacement.innerHTML = slideMarkup(4);
      old!.replaceWith(replacement);
      await replacement.updateComplete;
      await waitUntil(() => replacement.goTo(2) && strip!.currentIndex === 2, 'not followed');
      strip!.goTo(3);
      expect(replacement.currentIndex).to.equal(3);
      // The gallery taken away moves alone.
      old!.goTo(1);
      expect(strip!.currentIndex).to.equal(3);
      // Taken out of the page, the linked gallery lets go: it follows no more, nor is followed.
      strip!.remove();
      await waitUntil(() => !replacement.engine!.inMotion && replacement.goTo(1), 'refused');
      expect(strip!.currentIndex).to.equal(3);
      strip!.engine!.endMotion();
      strip!.goTo(0);
      expect(replacement.currentIndex).to.equal(1);
      // Put back, it links again.
      replacement.after(strip!);
      await waitUntil(() => {
        replacement.engine!.endMotion();
        return replacement.goTo(2) && strip!.currentIndex === 2;
      }, 'not linked again');
    });

    it('put back in the page, follow the gallery named to where it went meanwhile', async () => {
      const [hero, strip] = await settledGalleries(
        `<ss-gallery id="hero" data-block-json='{"design":"slideshow"}'>${slideMarkup(6)}</ss-gallery>
        <ss-gallery linked="hero" data-block-json='{"design":"slideshow"}'>${slideMarkup(6)}</ss-gallery>`,
      );
      strip!.goTo(2);
      strip!.engine!.endMotion();
      hero!.engine!.endMotion();
      expect(hero!.currentIndex).to.equal(2);
      strip!.remove();
      hero!.goTo(4);
      hero!.engine!.endMotion();
      hero!.after(strip!);
      await waitUntil(() => strip!.currentIndex === 4, 'did not follow the gallery named');
      expect(hero!.currentIndex).to.equal(4);
      // Linked again, both ways.
      strip!.engine!.endMotion();
      strip!.goTo(5);
      expect(hero!.currentIndex).to.equal(5);
    });

    it('link to the gallery named once its first slides come, when it had none', async () => {
      const [hero, strip] = await settledGalleries(
        `<ss-gallery id="hero" data-block-json='{"design":"stacked"}'></ss-gallery>
        <ss-gallery linked="hero" data-block-json='{"design":"stacked"}'>${slideMarkup(4)}</ss-gallery>`,
      );
      expect(hero!.engine).to.equal(undefined);
      hero!.innerHTML = slideMarkup(4);
      await waitUntil(
        () => hero!.engine && hero!.goTo(2) && strip!.currentIndex === 2,
        'not linked',
      );
    });

    it('follow a gallery whose last slides taken away leave it on its new last one', async () => {
      const [hero, strip] = await settledGalleries(
        `<ss-gallery id="hero" data-block-json='{"design":"slideshow"}'>${slideMarkup(5)}</ss-gallery>
        <ss-gallery linked="hero" data-block-json='{"design":"slideshow"}'>${slideMarkup(5)}</ss-gallery>`,
      );
      hero!.goTo(4);
      hero!.engine!.endMotion();
      const followed: Array<{
        index: number;
        previous: number;
        direction: string;
        shown: boolean;
      }> = [];
      strip!.addEventListener('ss-slide-change', (e) =>
        followed.push({ ...e.detail, shown: !strip!.slides[e.detail.index]!.inert }),
      );
      hero!.slides[4]!.remove();
      hero!.slides[3]!.remove();
      await waitUntil(() => hero!.slides.length === 3, 'the slides were not taken out');
      expect([hero!.currentIndex, strip!.currentIndex]).to.deep.equal([2, 2]);
      expect(followed).to.deep.equal([
        { index: 2, previous: 4, direction: 'reverse', shown: true },
      ]);
    });

    it('follow a gallery whose slide on show moved, once, and stay when it is emptied', async () => {
      const [hero, strip] = await settledGalleries(
        `<ss-gallery id="hero" data-block-json='{"design":"slideshow"}'>${slideMarkup(10)}</ss-gallery>
        <ss-gallery linked="hero" data-block-json='{"design":"slideshow"}'>${slideMarkup(10)}</ss-gallery>`,
      );
      hero!.goTo(8);
      hero!.engine!.endMotion();
      const followed: Array<[number, number]> = [];
      strip!.addEventListener('ss-slide-change', (e) =>
        followed.push([e.detail.index, e.detail.previous]),
      );
      // Six slides before the one on show (and so fewer than its old index) go at once.
      for (const slide of hero!.slides.slice(0, 6)) slide.remove();
      await waitUntil(() => hero!.slides.length === 4, 'the slides were not taken out');
      expect([hero!.currentIndex, strip!.currentIndex]).to.deep.equal([2, 2]);
      expect(followed).to.deep.equal([[2, 8]]);
      // No slide left: nothing to follow.
      const logged = sinon.stub(console, 'error');
      hero!.replaceChildren();
      await waitUntil(() => hero!.slides.length === 0, 'the slides were not taken out');
      logged.restore();
      expect(strip!.currentIndex).to.equal(2);
      expect(followed).to.have.length(1);
    });

    it('shows on a linked gallery the slide the address selected', async () => {
      history.replaceState(null, '', '/gallery/slide-3');
      const [hero, strip] = await settledGalleries(
        `<ss-gallery id="hero" history-hash collection-url="/gallery/" data-block-json='{"design":"slideshow"}'>${slideMarkup(5)}</ss-gallery>
        <ss-gallery linked="hero" data-block-json='{"design":"slideshow"}'>${slideMarkup(5)}</ss-gallery>`,
      );
      expect([hero!.currentIndex, strip!.currentIndex]).to.deep.equal([3, 3]);
    });
  });

  describe('history', () => {
    it('selects the slide named in the address on load, then writes each move', async () => {
      history.replaceState(null, '', '/gallery/slide-2?x=1#reviews');
      const changes = sinon.spy();
      const el = await gallery(
        { design: 'slideshow' },
        5,
        'history-hash collection-url="/gallery/"',
      );
      el.addEventListener('ss-slide-change', changes);
      expect(el.currentIndex).to.equal(2);
      el.next();
      expect(location.pathname).to.equal('/gallery/slide-3');
      expect(location.search).to.equal('?x=1');
      // The path is the gallery's; the hash is the page's, kept.
      expect(location.hash).to.equal('#reviews');
      expect(changes.callCount).to.equal(1);
    });

    describe('without a collection URL, reading the collection from the path,', () => {
      it('names the slide that takes the place of the one the address named, after the collection', async () => {
        history.replaceState(null, '', '/portfolio');
        const el = await gallery({ design: 'slideshow' }, 5, 'history-hash loop="false"');
        el.goTo(1);
        el.engine!.endMotion();
        expect(location.pathname).to.equal('/portfolio/slide-1');
        el.slides[1]!.remove();
        await waitUntil(() => el.slides.length === 4, 'the slide was not taken out');
        expect(location.pathname).to.equal('/portfolio/slide-2');
      });

      it("takes an item page of another gallery's slide as an item page", async () => {
        history.replaceState(null, '', '/portfolio/b-2');
        const make = (prefix: string) =>
          `<ss-gallery history-hash data-block-json='{"design":"slideshow"}'>${[0, 1, 2, 3]
            .map(
              (i) => `<div data-slide-id="${prefix}${i}" data-slide-url="${prefix}-${i}">x</div>`,
            )
            .join('')}</ss-gallery>`;
        const [a, b] = await settledGalleries(make('a') + make('b'));
        expect([a!.currentIndex, b!.currentIndex]).to.deep.equal([0, 2]);
        a!.goTo(1);
        a!.engine!.endMotion();
        expect(location.pathname).to.equal('/portfolio/a-1');
        b!.goTo(3);
        expect(location.pathname).to.equal('/portfolio/b-3');
      });
    });

    it('leaves the address alone when slides are added or settings change and the slide on show stays', async () => {
      history.replaceState(null, '', '/gallery/');
      const el = await gallery(
        { design: 'slideshow' },
        3,
        'history-hash collection-url="/gallery/"',
      );
      el.append(Object.assign(document.createElement('div'), { textContent: 'Fourth' }));
      await waitUntil(() => el.slides.length === 4, 'the new slide was not taken in');
      expect(location.pathname).to.equal('/gallery/');
      el.settings = { design: 'slider' };
      await el.updateComplete;
      expect([el.currentIndex, location.pathname]).to.deep.equal([0, '/gallery/']);
      // The slide on show taken away: the address names the one that takes its place.
      el.goTo(1);
      el.engine!.endMotion();
      el.slides[1]!.remove();
      await waitUntil(() => el.slides.length === 3, 'the slide was not taken out');
      expect(location.pathname).to.equal('/gallery/slide-2');
    });

    it("writes after the collection's own page when no collection URL is given", async () => {
      history.replaceState(null, '', '/portfolio');
      const el = await gallery({ design: 'grid' }, 5, 'history-hash');
      el.goTo(1);
      expect(location.pathname).to.equal('/portfolio/slide-1');
      // Now on an item's page, the collection is the path up to its last slash.
      el.goTo(2);
      expect(location.pathname).to.equal('/portfolio/slide-2');
    });

    it("selects from an item's page, and writes after the page context's collection URL", async () => {
      setPageContext({ collection: { fullUrl: '/work/' } });
      try {
        // With a final slash, the path alone would not name the item: the context's URL does.
        history.replaceState(null, '', '/work/slide-3/');
        const el = await gallery({ design: 'grid' }, 5, 'history-hash');
        expect(el.currentIndex).to.equal(3);
        el.goTo(4);
        expect(location.pathname).to.equal('/work/slide-4');
      } finally {
        resetPageContext();
      }
    });

    it('takes a collection URL given as a full address, and leaves one on another origin alone', async () => {
      setPageContext({ collection: { fullUrl: `${location.origin}/gallery/` } });
      try {
        history.replaceState(null, '', '/gallery/slide-3');
        const el = await gallery({ design: 'slideshow' }, 5, 'history-hash');
        expect(el.currentIndex).to.equal(3);
        el.goTo(4);
        expect(location.pathname).to.equal('/gallery/slide-4');
        // Another origin's collection: the address cannot name its slides, and is not written.
        const changes: unknown[] = [];
        const other = await gallery(
          { design: 'slideshow' },
          5,
          'history-hash collection-url="https://elsewhere.example/gallery/"',
        );
        other.addEventListener('ss-slide-change', (event) => changes.push(event));
        expect(other.currentIndex).to.equal(0);
        expect(other.next()).to.equal(true);
        expect(changes).to.have.length(1);
        expect(location.pathname).to.equal('/gallery/slide-4');
      } finally {
        resetPageContext();
      }
    });

    it('leaves the address alone for a collection URL that is no address, told once', async () => {
      history.replaceState(null, '', '/gallery/slide-3');
      const errors = sinon.stub(console, 'error');
      try {
        const el = await gallery(
          { design: 'slideshow' },
          5,
          'history-hash collection-url="http://"',
        );
        expect(el.engine).to.not.equal(undefined);
        expect(el.currentIndex).to.equal(0);
        expect(el.next()).to.equal(true);
        el.engine!.endMotion();
        expect(el.next()).to.equal(true);
        expect(location.pathname).to.equal('/gallery/slide-3');
        expect(errors.args.map(([message]) => message)).to.deep.equal([
          'The collection URL "http://" is not an address: slides are neither read from the address nor written to it.',
        ]);
      } finally {
        errors.restore();
      }
    });

    it('reads the address once, on set-up: a later address is written over, not followed', async () => {
      history.replaceState(null, '', '/gallery/slide-2');
      const el = await gallery(
        { design: 'slideshow' },
        5,
        'history-hash collection-url="/gallery/"',
      );
      expect(el.currentIndex).to.equal(2);
      history.replaceState(null, '', '/gallery/slide-4');
      // Whatever could make the gallery look at the address again: Back, new slides, an update.
      dispatchEvent(new PopStateEvent('popstate'));
      el.append(Object.assign(document.createElement('div'), { textContent: 'Sixth' }));
      await waitUntil(() => el.slides.length === 6, 'the new slide was not taken in');
      el.label = 'Moved';
      await el.updateComplete;
      expect(el.currentIndex).to.equal(2);
      el.next();
      expect(el.currentIndex).to.equal(3);
      expect(location.pathname).to.equal('/gallery/slide-3');
    });

    it('writes the address of the slide made current when the current one is taken away', async () => {
      history.replaceState(null, '', '/gallery/slide-0');
      const el = await gallery(
        { design: 'slideshow' },
        5,
        'history-hash collection-url="/gallery/" loop="false"',
      );
      el.goTo(4);
      el.engine!.endMotion();
      expect(location.pathname).to.equal('/gallery/slide-4');
      el.slides[4]!.remove();
      await waitUntil(() => el.slides.length === 4, 'the slide was not taken out');
      expect(el.currentIndex).to.equal(3);
      expect(location.pathname).to.equal('/gallery/slide-3');
      // The current slide taken away from the middle: the next one takes its place, and name.
      el.goTo(1);
      el.engine!.endMotion();
      expect(location.pathname).to.equal('/gallery/slide-1');
      el.slides[1]!.remove();
      await waitUntil(() => el.slides.length === 3, 'the slide was not taken out');
      expect(el.currentIndex).to.equal(1);
      expect(location.pathname).to.equal('/gallery/slide-2');
    });

    it('leaves the address alone without history-hash', async () => {
      history.replaceState(null, '', '/gallery/slide-2');
      const el = await gallery({ design: 'slideshow' }, 5, 'collection-url="/gallery/"');
      expect(el.currentIndex).to.equal(0);
      el.next();
      expect(location.pathname).to.equal('/gallery/slide-2');
    });
  });

  describe('autoplay', () => {
    it('advances every autoplay-duration seconds, with the live region off', async () => {
      clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const el = await gallery({ design: 'slideshow', autoplay: true, 'autoplay-duration': 2 }, 3);
      expect(el.autoplaying).to.equal(true);
      expect(part(el, 'slides').getAttribute('aria-live')).to.equal('off');
      clock.tick(1999);
      expect(el.currentIndex).to.equal(0);
      clock.tick(1);
      expect(el.currentIndex).to.equal(1);
    });

    it('moves in motion, as the visitor does: no other move cuts in until it has ended', async () => {
      clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const el = await gallery({ design: 'slider', autoplay: true, 'autoplay-duration': 2 }, 4);
      clock.tick(2000);
      expect(el.currentIndex).to.equal(1);
      expect(el.engine!.inMotion).to.equal(true);
      // The strip moves for 500 ms: the controls' moves are refused until then.
      expect(el.next()).to.equal(false);
      clock.tick(499);
      expect(el.previous()).to.equal(false);
      clock.tick(1);
      expect(el.engine!.inMotion).to.equal(false);
      expect(el.next()).to.equal(true);
      expect(el.currentIndex).to.equal(2);
      // Each move of the visitor's starts autoplay's wait again: its next turn is a whole
      // duration after the last one (3899 + 2000 ms).
      clock.tick(1399);
      expect(el.next()).to.equal(true);
      expect(el.currentIndex).to.equal(3);
      clock.tick(1999);
      expect(el.currentIndex).to.equal(3);
      clock.tick(1);
      expect(el.currentIndex).to.equal(0);
    });

    it('defaults to 5000 ms, pauses under the pointer and turns the arrow keys off', async () => {
      clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const el = await gallery({ design: 'slideshow', autoplay: 'true' }, 3);
      clock.tick(5000);
      expect(el.currentIndex).to.equal(1);
      el.dispatchEvent(new PointerEvent('pointerenter'));
      await el.updateComplete;
      expect(part(el, 'slides').getAttribute('aria-live')).to.equal('polite');
      clock.tick(10000);
      expect(el.currentIndex).to.equal(1);
      el.dispatchEvent(new PointerEvent('pointerleave'));
      el.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
      expect(el.currentIndex).to.equal(1);
      clock.tick(5000);
      expect(el.currentIndex).to.equal(2);
    });

    it('gives the arrow keys back while a video shows (autoplay is off then), its control as it was', async () => {
      const el = await gallery({ design: 'slideshow', autoplay: true }, 3);
      await aTimeout(50);
      const arrowRight = () =>
        el.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
      const video = (type: string) =>
        el.slides[el.currentIndex]!.dispatchEvent(
          new Event(type, { bubbles: true, composed: true }),
        );
      arrowRight();
      expect(el.currentIndex).to.equal(0);
      video('ss-video-play');
      await el.updateComplete;
      arrowRight();
      expect(el.currentIndex).to.equal(1);
      // Switched off for the video only: the control still offers to stop it.
      expect(part(el, 'rotation').getAttribute('aria-label')).to.equal('Stop automatic slide show');
      await waitUntil(() => !el.engine!.inMotion, 'still moving', { timeout: 3000 });
      video('ss-video-hide');
      await el.updateComplete;
      arrowRight();
      expect(el.currentIndex).to.equal(1);
    });

    it('waits while out of the page and goes on when put back, unless stopped', async () => {
      clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const el = await gallery({ design: 'slideshow', autoplay: true }, 3);
      const home = el.parentElement!;
      el.remove();
      clock.tick(10000);
      expect(el.currentIndex).to.equal(0);
      // Moved elsewhere in the page: it goes on, 5000 ms on.
      document.body.append(el);
      await el.updateComplete;
      expect(el.autoplaying).to.equal(true);
      clock.tick(5000);
      expect(el.currentIndex).to.equal(1);
      // Stopped by the visitor, it stays stopped through a move.
      part(el, 'rotation').click();
      home.append(el);
      await el.updateComplete;
      expect(el.autoplaying).to.equal(false);
      clock.tick(10000);
      expect(el.currentIndex).to.equal(1);
    });

    it('gives focus to the slide on show when the rotation control with focus goes', async () => {
      const el = await gallery({ design: 'slideshow', autoplay: true }, 3);
      part(el, 'rotation').focus();
      el.settings = { design: 'slideshow', autoplay: false };
      await el.updateComplete;
      expect(part(el, 'rotation')).to.equal(null);
      expect(document.activeElement === el.slides[el.currentIndex]).to.equal(true);
    });

    it('stops and starts with its rotation control', async () => {
      clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const el = await gallery({ design: 'slideshow', autoplay: true }, 3);
      const rotation = part(el, 'rotation');
      expect(rotation.getAttribute('aria-label')).to.equal('Stop automatic slide show');
      // At the top left, half its font's size in from either edge; a page's ::part() rule wins.
      const inset = () => {
        const [box, button] = [el, rotation].map((e) => e.getBoundingClientRect());
        return [button!.top - box!.top, button!.left - box!.left];
      };
      const half = parseFloat(getComputedStyle(rotation).fontSize) / 2;
      const near = ([top, left]: number[], [y, x]: number[]) => {
        expect(top).to.be.closeTo(y!, 0.05);
        expect(left).to.be.closeTo(x!, 0.05);
      };
      near(inset(), [half, half]);
      const theme = document.createElement('style');
      theme.textContent = 'ss-gallery::part(rotation) { top: 40px }';
      document.head.append(theme);
      try {
        near(inset(), [40, half]);
      } finally {
        theme.remove();
      }
      rotation.click();
      await el.updateComplete;
      expect(rotation.getAttribute('aria-label')).to.equal('Start automatic slide show');
      expect(part(el, 'slides').getAttribute('aria-live')).to.equal('polite');
      clock.tick(10000);
      expect(el.currentIndex).to.equal(0);
    });

    it('does not start with nomotion=true', async () => {
      history.replaceState(null, '', `${location.pathname}?nomotion=true`);
      const el = await gallery({ design: 'slideshow', autoplay: true }, 3);
      expect(el.autoplaying).to.equal(false);
      expect(el.shadowRoot!.querySelector('[part~="rotation"]')).to.equal(null);
    });

    it('stops, and moves without transitions, once the visitor asks for reduced motion', async () => {
      const el = await gallery(
        { design: 'slideshow', autoplay: true, 'autoplay-duration': 0.05 },
        3,
      );
      await waitUntil(() => el.currentIndex === 1, 'autoplay did not move');
      el.engine!.endMotion();
      await emulateMedia({ reducedMotion: 'reduce' });
      try {
        expect(el.autoplaying).to.equal(false);
        const at = el.currentIndex;
        await aTimeout(200);
        expect(el.currentIndex).to.equal(at);
        // Nor offered, the slides a polite live region again: shown at its next turn.
        await waitUntil(
          () => !el.shadowRoot!.querySelector('[part~="rotation"]'),
          'the button stayed',
        );
        expect(part(el, 'slides').getAttribute('aria-live')).to.equal('polite');
        el.next();
        expect(el.engine!.inMotion).to.equal(false);
        // The preference gone, it goes on by itself, its button back.
        await emulateMedia({ reducedMotion: 'no-preference' });
        const now = el.currentIndex;
        await waitUntil(() => el.currentIndex !== now, 'autoplay did not go on', { timeout: 3000 });
        await el.updateComplete;
        expect(part(el, 'rotation').getAttribute('aria-label')).to.equal(
          'Stop automatic slide show',
        );
        expect(part(el, 'slides').getAttribute('aria-live')).to.equal('off');
      } finally {
        await emulateMedia({ reducedMotion: 'no-preference' });
      }
    });

    it('shows the preference for reduced motion at once, not at its next turn', async () => {
      const el = await gallery({ design: 'slideshow', autoplay: true, 'autoplay-duration': 60 }, 3);
      expect(part(el, 'slides').getAttribute('aria-live')).to.equal('off');
      await emulateMedia({ reducedMotion: 'reduce' });
      try {
        await waitUntil(
          () => !el.shadowRoot!.querySelector('[part~="rotation"]'),
          'the button stayed',
          { timeout: 1000 },
        );
        expect(part(el, 'slides').getAttribute('aria-live')).to.equal('polite');
        await emulateMedia({ reducedMotion: 'no-preference' });
        await waitUntil(
          () => el.shadowRoot!.querySelector('[part~="rotation"]'),
          'the button did not come back',
          { timeout: 1000 },
        );
        expect(part(el, 'slides').getAttribute('aria-live')).to.equal('off');
      } finally {
        await emulateMedia({ reducedMotion: 'no-preference' });
      }
    });

    it('does not start with reduced motion, and moves without transitions', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      try {
        const el = await gallery({ design: 'slideshow', autoplay: true }, 3);
        expect(el.autoplaying).to.equal(false);
        expect(getComputedStyle(el.slides[0]!).transitionDuration).to.equal('0s');
        el.next();
        expect(el.engine!.inMotion).to.equal(false);
      } finally {
        await emulateMedia({ reducedMotion: 'no-preference' });
      }
    });
  });

  describe('track position', () => {
    beforeEach(() => emulateMedia({ reducedMotion: 'reduce' }));
    afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));
    const box = (element: Element) => element.getBoundingClientRect();

    it("puts the strip's current slide at the middle, the start or the end", async () => {
      for (const [alignment, at] of [
        ['center', 0.5],
        ['left', 0],
        ['right', 1],
      ] as const) {
        const el = await gallery(
          { design: 'slider', 'active-alignment': alignment, gutter: 10 },
          6,
          'style="width:500px"',
        );
        el.goTo(3);
        await el.updateComplete;
        const viewport = box(part(el, 'viewport'));
        const slide = box(el.slides[3]!);
        expect(slide.width).to.be.closeTo(400, 0.5);
        const expected = viewport.left + at * (viewport.width - slide.width);
        expect(slide.left, alignment).to.be.closeTo(expected, 0.5);
        expect(box(el.slides[4]!).left - slide.right).to.be.closeTo(10, 0.5);
      }
    });

    it("puts the carousel's current group at the start, the last group ending at the end", async () => {
      const el = await gallery(
        { design: 'carousel', slidesPerRow: 3, gutter: 0 },
        7,
        'style="width:600px"',
      );
      el.goTo(1);
      await el.updateComplete;
      const viewport = box(part(el, 'viewport'));
      expect(box(el.slides[3]!).left).to.be.closeTo(viewport.left, 0.5);
      el.goTo(2);
      await el.updateComplete;
      expect(box(el.slides[6]!).right).to.be.closeTo(viewport.right, 0.5);
    });

    it("puts the swipe slideshow's current slide in view", async () => {
      const el = await gallery(
        { design: 'slideshow', transition: 'swipe' },
        4,
        'style="width:400px"',
      );
      el.goTo(2);
      await el.updateComplete;
      expect(box(el.slides[2]!).left).to.be.closeTo(box(part(el, 'viewport')).left, 0.5);
    });
  });

  describe('accessibility', () => {
    describe('keeps focus in the gallery, on the slide on show,', () => {
      const onSlide = (el: SsGallery, index: number) =>
        expect(document.activeElement === el.slides[index], `focus on slide ${index}`).to.equal(
          true,
        );

      for (const transition of ['fade', 'new-swipe', 'scroll']) {
        it(`when an arrow key moves a ${transition} slideshow away from the link with focus`, async () => {
          const linked = slideMarkup(3).replace(/<p>/g, '<p><a href="#x">Read</a> ');
          const el = await galleryOf({ design: 'slideshow', transition }, linked);
          await aTimeout(50);
          el.slides[0]!.querySelector('a')!.focus();
          await sendKeys({ press: 'ArrowRight' });
          expect(el.currentIndex).to.equal(1);
          onSlide(el, 1);
          // Focusable for that only: out of the Tab order.
          expect(el.slides[1]!.tabIndex).to.equal(-1);
        });
      }

      it('when the control with focus is hidden: slides taken away leave one', async () => {
        const el = await gallery({ design: 'slideshow' }, 2);
        part(el, 'next').focus();
        el.slides[1]!.remove();
        await waitUntil(() => el.slides.length === 1, 'the slide was not taken out');
        await el.updateComplete;
        expect(part(el, 'controls').hidden).to.equal(true);
        onSlide(el, 0);
      });

      it('when the control with focus is hidden: new settings give a design without controls', async () => {
        const el = await gallery({ design: 'slider' }, 4);
        part(el, 'next').click();
        part(el, 'next').focus();
        el.settings = { design: 'grid' };
        await el.updateComplete;
        expect(part(el, 'controls').hidden).to.equal(true);
        onSlide(el, 1);
      });
    });

    it('is a labelled carousel group with polite live slides', async () => {
      const el = await gallery({ design: 'slider' }, 5, 'label="Our work"');
      const base = part(el, 'base');
      // A group, not a landmark: a page holds many galleries, most named alike.
      expect(base.getAttribute('role')).to.equal('group');
      expect(base.getAttribute('aria-roledescription')).to.equal('carousel');
      expect(base.getAttribute('aria-label')).to.equal('Our work');
      expect(part(el, 'slides').getAttribute('aria-live')).to.equal('polite');
    });

    for (const [name, index] of [
      ['first', 0],
      ['middle', 2],
      ['last', 4],
    ] as const) {
      it(`has no axe violations on the ${name} slide`, async () => {
        const el = await gallery({ design: 'slider' }, 5);
        el.goTo(index);
        await el.updateComplete;
        await expect(el).to.be.accessible();
      });
    }

    it('has no axe violations as a grid', async () => {
      const el = await gallery({ design: 'grid' }, 5);
      await expect(el).to.be.accessible();
    });
  });

  it('waits 100 ms after a resize', () => {
    expect(RESIZE_DEBOUNCE_MS).to.equal(100);
  });
});
