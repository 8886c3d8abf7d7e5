import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../../components/gallery/gallery.ts';
import '../../../components/gallery/designs/strip.ts';
import {
  missingGallery,
  SsGalleryControls,
} from '../../../components/gallery-controls/gallery-controls.ts';
import type { SsGallery } from '../../../components/gallery/gallery.ts';
import { slideMarkup } from '../gallery/helpers.ts';

/** A gallery and its outside controls, as a template writes them; motion off so moves end at once. */
let pages = 0;

async function page(settings: object, count = 3, galleryAttrs = 'loop="false"') {
  const id = `photos-${++pages}`;
  const root = await fixture<HTMLElement>(
    `<div>
      <ss-gallery id="${id}" data-block-json='${JSON.stringify(settings)}' ${galleryAttrs}>${slideMarkup(count)}</ss-gallery>
      <ss-gallery-controls for="${id}">
        <button type="button" data-gallery-action="previous">Previous photo</button>
        <span data-gallery-show="current-index"></span> of
        <span data-gallery-show="total-slides"></span>
        <button type="button" data-gallery-action="next">Next photo</button>
      </ss-gallery-controls>
    </div>`,
  );
  const gallery = root.querySelector<SsGallery>('ss-gallery')!;
  const controls = root.querySelector<SsGalleryControls>('ss-gallery-controls')!;
  await waitUntil(() => controls.gallery === gallery, 'the controls did not find the gallery');
  const button = (action: string) =>
    controls.querySelector<HTMLButtonElement>(`[data-gallery-action="${action}"]`)!;
  const counter = () =>
    [...controls.querySelectorAll('[data-gallery-show]')].map((element) => element.textContent);
  return { id, gallery, controls, button, counter };
}

describe('<ss-gallery-controls>', () => {
  let clock: sinon.SinonFakeTimers | undefined;
  afterEach(() => {
    clock?.restore();
    clock = undefined;
    sinon.restore();
  });

  it('shows the position from 1 and the total, and names the gallery it controls', async () => {
    const { id, controls, button, counter } = await page({ design: 'slider' });
    expect(controls).to.be.instanceOf(SsGalleryControls);
    expect(controls.hidden).to.equal(false);
    expect(counter()).to.deep.equal(['1', '3']);
    expect(button('next').getAttribute('aria-controls')).to.equal(id);
    expect(button('previous').getAttribute('aria-controls')).to.equal(id);
    // Without loop, the first slide is an end.
    expect(button('previous').getAttribute('aria-disabled')).to.equal('true');
    expect(button('next').getAttribute('aria-disabled')).to.equal('false');
    await expect(controls).to.be.accessible();
  });

  it('moves the gallery by click and by keyboard, and follows its moves', async () => {
    const { gallery, button, counter } = await page({ design: 'slider' });
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    button('next').click();
    expect(gallery.currentIndex).to.equal(1);
    expect(counter()).to.deep.equal(['2', '3']);
    expect(button('previous').getAttribute('aria-disabled')).to.equal('false');
    clock.tick(500);
    button('next').focus();
    await sendKeys({ press: 'Enter' });
    expect(gallery.currentIndex).to.equal(2);
    expect(counter()).to.deep.equal(['3', '3']);
    expect(button('next').getAttribute('aria-disabled')).to.equal('true');
    clock.tick(500);
    // Past the end without loop: the gallery stays, and says it reached the end (part 2 §4).
    const reached = sinon.spy();
    gallery.addEventListener('ss-reached-end', reached);
    button('next').click();
    expect(reached.callCount).to.equal(1);
    expect(gallery.currentIndex).to.equal(2);
    // The gallery's own controls move it too; the counter follows.
    gallery.previous();
    expect(counter()).to.deep.equal(['2', '3']);
  });

  it('stays enabled at the ends of a looping gallery', async () => {
    const { gallery, button } = await page({ design: 'slider' }, 3, '');
    expect(button('previous').getAttribute('aria-disabled')).to.equal('false');
    button('previous').click();
    expect(gallery.currentIndex).to.equal(2);
  });

  it('counts carousel groups', async () => {
    await import('../../../components/gallery/designs/carousel.ts');
    const { counter } = await page({ design: 'carousel', slidesPerRow: 3 }, 7);
    // Three per row at this width: 7 slides make 3 groups.
    expect(counter()).to.deep.equal(['1', '3']);
  });

  it('is hidden while the gallery has nothing to move', async () => {
    await import('../../../components/gallery/designs/grid.ts');
    const grid = await page({ design: 'grid' });
    expect(grid.controls.hidden).to.equal(true);
    const single = await page({ design: 'slider' }, 1);
    expect(single.controls.hidden).to.equal(true);
  });

  it('logs an error and hides for an id no gallery has', async () => {
    const error = sinon.stub(console, 'error');
    const controls = await fixture<SsGalleryControls>(
      html`<ss-gallery-controls for="nowhere"
        ><button data-gallery-action="next">Next</button></ss-gallery-controls
      >`,
    );
    await waitUntil(() => error.called, 'nothing was logged');
    expect(error).to.have.been.calledOnceWith(
      '<ss-gallery-controls>: no <ss-gallery id="nowhere"> on the page.',
    );
    expect(missingGallery('x')).to.equal(
      '<ss-gallery-controls>: no <ss-gallery id="x"> on the page.',
    );
    expect(controls.hidden).to.equal(true);
  });

  it('reads a removed `for` as no id, as before it was given', async () => {
    const { controls } = await page({ design: 'slider' });
    const error = sinon.stub(console, 'error');
    controls.removeAttribute('for');
    await waitUntil(() => error.called, 'nothing was logged');
    expect(controls.for).to.equal('');
    expect(error).to.have.been.calledOnceWith(missingGallery(''));
    expect([controls.gallery, controls.hidden]).to.deep.equal([undefined, true]);
  });

  it('binds to the gallery once it is put in the page after them', async () => {
    sinon.stub(console, 'error');
    const root = await fixture<HTMLElement>(
      `<div><ss-gallery-controls for="late"><span data-gallery-show="total-slides"></span>
      </ss-gallery-controls></div>`,
    );
    const controls = root.querySelector<SsGalleryControls>('ss-gallery-controls')!;
    await controls.updateComplete;
    expect(controls.hidden).to.equal(true);
    root.insertAdjacentHTML(
      'beforeend',
      `<ss-gallery id="late" data-block-json='{"design":"slider"}'>${slideMarkup(4)}</ss-gallery>`,
    );
    await waitUntil(() => controls.gallery !== undefined, 'the controls did not find the gallery');
    expect(controls.gallery === root.querySelector('ss-gallery')).to.equal(true);
    expect(controls.hidden).to.equal(false);
    expect(controls.querySelector('[data-gallery-show]')!.textContent).to.equal('4');
  });

  it('follows another gallery when `for` changes, and lets the first go', async () => {
    const first = await page({ design: 'slider' });
    const other = await fixture<SsGallery>(
      `<ss-gallery id="others" data-block-json='{"design":"slider"}'>${slideMarkup(5)}</ss-gallery>`,
    );
    await other.updateComplete;
    const letGo = sinon.spy(first.gallery, 'removeEventListener');
    first.controls.for = 'others';
    await waitUntil(() => first.controls.gallery === other, 'the controls did not move');
    expect(letGo.calledWith('ss-slide-change')).to.equal(true);
    expect(first.counter()).to.deep.equal(['1', '5']);
    first.gallery.next();
    expect(first.counter()).to.deep.equal(['1', '5']);
    first.button('next').click();
    expect(other.currentIndex).to.equal(1);
  });

  it('follows slides added and removed, and shows once there is something to move', async () => {
    const { gallery, controls, button, counter } = await page({ design: 'slider' }, 1);
    expect(controls.hidden).to.equal(true);
    gallery.insertAdjacentHTML('beforeend', slideMarkup(2));
    await waitUntil(() => counter()[1] === '3', 'the total did not follow the new slides');
    expect(controls.hidden).to.equal(false);
    expect(button('next').getAttribute('aria-disabled')).to.equal('false');
    gallery.lastElementChild!.remove();
    await waitUntil(() => counter()[1] === '2', 'the total did not follow the removed slide');
  });

  it('gives focus to the slide on show when a focused control is hidden', async () => {
    const { gallery, controls, button, counter } = await page({ design: 'slider' }, 3);
    button('next').focus();
    gallery.lastElementChild!.remove();
    gallery.lastElementChild!.remove();
    await waitUntil(() => controls.hidden, 'the controls were not hidden');
    expect(counter()[1]).to.equal('1');
    expect(document.activeElement === gallery.slides[0]).to.equal(true);
    // Focusable already (a click selects it): left as the gallery made it.
    expect(gallery.slides[0]!.getAttribute('tabindex')).to.equal('0');
  });

  it('leaves focus alone when the controls hide without it', async () => {
    const { gallery, controls } = await page({ design: 'slider' }, 2);
    const outside = document.createElement('button');
    gallery.after(outside);
    outside.focus();
    gallery.lastElementChild!.remove();
    await waitUntil(() => controls.hidden, 'the controls were not hidden');
    expect(document.activeElement === outside).to.equal(true);
    outside.remove();
  });

  it('leaves a gallery taken out of the page, and follows the one put in its place', async () => {
    const { id, gallery, controls, button, counter } = await page({ design: 'slider' });
    const error = sinon.stub(console, 'error');
    gallery.remove();
    await waitUntil(() => controls.gallery === undefined, 'the controls kept the gallery');
    expect(controls.hidden).to.equal(true);
    button('next').click();
    expect(gallery.currentIndex).to.equal(0);
    expect(error).to.have.been.calledOnceWith(missingGallery(id));
    // A template rendered again: a new gallery with the same id.
    controls.insertAdjacentHTML(
      'beforebegin',
      `<ss-gallery id="${id}" data-block-json='{"design":"slider"}'>${slideMarkup(6)}</ss-gallery>`,
    );
    const again = document.getElementById(id) as SsGallery;
    await waitUntil(() => controls.gallery === again, 'the controls did not follow the new one');
    expect(counter()).to.deep.equal(['1', '6']);
    // Replaced at once, in one change: the new one too.
    const third = again.cloneNode(true) as SsGallery;
    again.replaceWith(third);
    await waitUntil(() => controls.gallery === third, 'the controls did not follow the third');
    expect(controls.hidden).to.equal(false);
    button('next').click();
    expect(third.currentIndex).to.equal(1);
  });

  it('finds its gallery in its own tree, as a label its `for`: inside a shadow root too', async () => {
    const host = await fixture<HTMLElement>(html`<div></div>`);
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = `<ss-gallery id="shadowed" data-block-json='{"design":"slider"}'>${slideMarkup(4)}</ss-gallery>
      <ss-gallery-controls for="shadowed"><button type="button" data-gallery-action="next">Next</button>
      <span data-gallery-show="total-slides"></span></ss-gallery-controls>`;
    const gallery = root.querySelector<SsGallery>('ss-gallery')!;
    const controls = root.querySelector<SsGalleryControls>('ss-gallery-controls')!;
    const error = sinon.stub(console, 'error');
    await waitUntil(() => controls.gallery === gallery, 'the controls did not find the gallery');
    expect(error.called).to.equal(false);
    expect(controls.querySelector('[data-gallery-show]')!.textContent).to.equal('4');
    controls.querySelector('button')!.click();
    expect(gallery.currentIndex).to.equal(1);
    // Taken out of that tree: let go, and followed once one with its id is put back there.
    gallery.remove();
    await waitUntil(() => controls.gallery === undefined, 'the controls kept the gallery');
    root.prepend(gallery);
    await waitUntil(() => controls.gallery === gallery, 'the controls did not follow it back');
  });

  it('stays hidden until its gallery is set up', async () => {
    const root = await fixture<HTMLElement>(
      // The slideshow's code loads on demand: the gallery is set up a little later.
      `<div><ss-gallery id="slow" data-block-json='{"design":"slideshow"}'>${slideMarkup(3)}</ss-gallery>
      <ss-gallery-controls for="slow"><button data-gallery-action="next">Next</button></ss-gallery-controls></div>`,
    );
    const controls = root.querySelector<SsGalleryControls>('ss-gallery-controls')!;
    const gallery = root.querySelector<SsGallery>('ss-gallery')!;
    const seen: boolean[] = [];
    await controls.updateComplete;
    seen.push(controls.hasAttribute('hidden'));
    await waitUntil(() => controls.gallery === gallery, 'the controls did not find the gallery');
    seen.push(controls.hasAttribute('hidden'));
    expect(seen).to.deep.equal([true, false]);
  });

  it('binds again when moved in the page', async () => {
    const { gallery, controls, button, counter } = await page({ design: 'slider' });
    const parent = controls.parentElement!;
    controls.remove();
    expect(controls.gallery).to.equal(undefined);
    parent.append(controls);
    await waitUntil(() => controls.gallery === gallery, 'the controls did not bind again');
    button('next').click();
    expect(gallery.currentIndex).to.equal(1);
    expect(counter()).to.deep.equal(['2', '3']);
  });

  it('pauses an autoplaying gallery while the pointer is over them, as over the gallery', async () => {
    const { gallery, button, controls } = await page({ design: 'slider', autoplay: true }, 3, '');
    const liveRegion = gallery.shadowRoot!.querySelector('[part~="slides"]')!;
    const rotation = gallery.shadowRoot!.querySelector<HTMLElement>('[part~="rotation"]')!;
    try {
      clock = sinon.useFakeTimers({
        toFake: ['setTimeout', 'clearTimeout'],
        shouldClearNativeTimers: true,
      });
      // Stopped and started again under the fake clock: the next slide comes 5000 ms on.
      rotation.click();
      await gallery.updateComplete;
      rotation.click();
      await gallery.updateComplete;
      expect(gallery.autoplaying).to.equal(true);
      clock.tick(5000);
      expect(gallery.currentIndex).to.equal(1);
      gallery.engine!.endMotion();
      const box = button('next').getBoundingClientRect();
      await sendMouse({ type: 'move', position: [Math.round(box.x + 5), Math.round(box.y + 5)] });
      expect(controls.matches(':hover')).to.equal(true);
      await gallery.updateComplete;
      expect(liveRegion.getAttribute('aria-live')).to.equal('polite');
      clock.tick(15000);
      expect(gallery.currentIndex).to.equal(1);
      // Away from both: it goes on, 5000 ms later.
      await sendMouse({ type: 'move', position: [0, innerHeight - 1] });
      expect(controls.matches(':hover')).to.equal(false);
      clock.tick(5000);
      expect(gallery.currentIndex).to.equal(2);
    } finally {
      await resetMouse();
    }
  });

  it('pauses an autoplaying gallery while keyboard focus is on them, as in the gallery', async () => {
    // WAI-ARIA carousel pattern: rotation stops while focus is in the carousel's controls.
    const { gallery, controls, button } = await page({ design: 'slider', autoplay: true }, 3, '');
    const outside = document.createElement('button');
    outside.textContent = 'Before';
    controls.before(outside);
    try {
      expect(gallery.autoplaying).to.equal(true);
      outside.focus();
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement === button('previous')).to.equal(true);
      expect(gallery.autoplaying).to.equal(false);
      // From one control to the other: still paused.
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement === button('next')).to.equal(true);
      expect(gallery.autoplaying).to.equal(false);
      // The pointer coming over them and going: focus a key brought holds the pause on.
      const box = button('next').getBoundingClientRect();
      await sendMouse({ type: 'move', position: [Math.round(box.x + 5), Math.round(box.y + 5)] });
      await sendMouse({ type: 'move', position: [0, innerHeight - 1] });
      expect(controls.matches(':hover')).to.equal(false);
      expect(gallery.autoplaying).to.equal(false);
      // Focus gone from them: it goes on.
      outside.focus();
      expect(gallery.autoplaying).to.equal(true);
    } finally {
      outside.remove();
      await resetMouse();
    }
  });

  it('hands the pause of focus in them over when they change gallery', async () => {
    const first = await page({ design: 'slider', autoplay: true }, 3, '');
    const second = await page({ design: 'slider', autoplay: true }, 3, '');
    first.button('next').focus();
    expect(first.gallery.autoplaying).to.equal(false);
    first.controls.for = second.id;
    await waitUntil(() => first.controls.gallery === second.gallery, 'not bound again');
    // Focus is still in the controls: the gallery they now drive pauses, the other goes on.
    expect(first.gallery.autoplaying).to.equal(true);
    expect(second.gallery.autoplaying).to.equal(false);
    first.button('next').blur();
    expect(second.gallery.autoplaying).to.equal(true);
  });

  it('hands over the pause of focus a key brought, the pointer having come and gone', async () => {
    const first = await page({ design: 'slider', autoplay: true }, 3, '');
    const second = await page({ design: 'slider', autoplay: true }, 3, '');
    const outside = document.createElement('button');
    first.controls.before(outside);
    try {
      outside.focus();
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement === first.button('previous')).to.equal(true);
      const box = first.button('next').getBoundingClientRect();
      await sendMouse({ type: 'move', position: [Math.round(box.x + 5), Math.round(box.y + 5)] });
      await sendMouse({ type: 'move', position: [0, innerHeight - 1] });
      first.controls.for = second.id;
      await waitUntil(() => first.controls.gallery === second.gallery, 'not bound again');
      expect([first.gallery.autoplaying, second.gallery.autoplaying]).to.deep.equal([true, false]);
    } finally {
      outside.remove();
      await resetMouse();
    }
  });

  it('lets the gallery go on when they are taken away with the pointer over them', async () => {
    const { gallery, controls, button } = await page({ design: 'slider', autoplay: true }, 3, '');
    try {
      const box = button('next').getBoundingClientRect();
      await sendMouse({ type: 'move', position: [Math.round(box.x + 5), Math.round(box.y + 5)] });
      expect(gallery.autoplaying).to.equal(false);
      controls.remove();
      await sendMouse({ type: 'move', position: [0, innerHeight - 1] });
      expect(gallery.autoplaying).to.equal(true);
    } finally {
      await resetMouse();
    }
  });

  it('hands over no pause the pointer leaving has ended, focus a click left included', async () => {
    const first = await page({ design: 'slider', autoplay: true }, 3, '');
    const second = await page({ design: 'slider', autoplay: true }, 3, '');
    try {
      const box = first.button('next').getBoundingClientRect();
      await sendMouse({ type: 'click', position: [Math.round(box.x + 5), Math.round(box.y + 5)] });
      expect(document.activeElement === first.button('next')).to.equal(true);
      await sendMouse({ type: 'move', position: [0, innerHeight - 1] });
      expect(first.gallery.autoplaying).to.equal(true);
      first.controls.for = second.id;
      await waitUntil(() => first.controls.gallery === second.gallery, 'not bound again');
      expect(second.gallery.autoplaying).to.equal(true);
    } finally {
      await resetMouse();
    }
  });

  it('leaves the template markup as written: nothing rendered into it', async () => {
    const { controls } = await page({ design: 'slider' });
    const comments = [...controls.childNodes].filter((node) => node.nodeType === Node.COMMENT_NODE);
    expect(comments).to.deep.equal([]);
  });
});
