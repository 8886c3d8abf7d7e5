import {
  aTimeout,
  expect,
  fixture,
  fixtureCleanup,
  html,
  oneEvent,
  waitUntil,
} from '@open-wc/testing';
import {
  a11ySnapshot,
  emulateMedia,
  findAccessibilityNode,
  resetMouse,
  sendKeys,
  sendMouse,
  setViewport,
} from '@web/test-runner-commands';
import sinon from 'sinon';
import {
  SsLightbox,
  SsLightboxChangeEvent,
  SsLightboxCloseEvent,
  SsLightboxOpenEvent,
  type LightboxItem,
} from '../../../components/lightbox/lightbox.ts';
import {
  LIGHTBOX_ARROW_THROTTLE_MS,
  LIGHTBOX_CLICK_MAX,
  LIGHTBOX_CLICK_MIN,
  LIGHTBOX_KEY_LEFT,
  LIGHTBOX_KEY_RIGHT,
  LIGHTBOX_NAVIGATION_FADE_MS,
  LIGHTBOX_OVERLAY_OPACITY,
  LIGHTBOX_OVERLAY_SPEED_MS,
  LIGHTBOX_PADDING_PX,
  LIGHTBOX_SLIDE_SPEED_MS,
  LIGHTBOX_SPEED_MS,
  LIGHTBOX_TEXT,
  LIGHTBOX_Z_INDEX,
} from '../../../components/lightbox/constants.ts';

/** A tiny image of the given natural size. */
const image = (width: number, height: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#888"/></svg>`,
  )}`;
const FULL_A = image(16, 12);
const FULL_C = image(10, 10);
const THUMB = image(4, 4);

/** Three items, each read from markup a different way. */
const THREE = `
  <div data-slide-id="a" data-src="${FULL_A}" data-image-dimensions="1600x1200" data-caption="Dawn on the beach">
    <img src="${THUMB}" alt="Beach">
  </div>
  <figure data-slide-id="b" data-image-dimensions="800x1200">
    <img src="${THUMB}" alt="Harbour"><figcaption> Harbour at noon </figcaption>
  </figure>
  <div data-slide-id="c"><img src="${THUMB}" data-src="${FULL_C}" alt="Hills"></div>
  <p>Not an item.</p>`;

const ORIGINAL_URL = location.href;

/** The states of an open lightbox: every one but `hidden` and `hiding` (closing). */
const OPEN_STATES = ['shown', 'overlay-visible', 'content-visible'];

async function lightbox(attrs = '', children = THREE): Promise<SsLightbox> {
  const element = await fixture<SsLightbox>(`<ss-lightbox ${attrs}>${children}</ss-lightbox>`);
  await element.updateComplete;
  return element;
}

const inShadow = <T extends Element = HTMLElement>(element: SsLightbox, selector: string) =>
  element.shadowRoot!.querySelector<T & Element>(selector);
const partOf = (element: SsLightbox, name: string) =>
  inShadow<HTMLElement>(element, `[part~="${name}"]`);
const items = (element: SsLightbox) => [...element.children] as HTMLElement[];

/** The names of the page's buttons, as the browser exposes them to a screen reader. */
async function buttonNames(): Promise<string[]> {
  type Node = { role: string; name: string; children: Node[] };
  const tree = (await a11ySnapshot({})) as unknown as Node;
  const names: string[] = [];
  findAccessibilityNode(tree, (node) => (node.role === 'button' && names.push(node.name), false));
  return names;
}
/** What a visitor focuses to open each item. */
const triggers = (element: SsLightbox) => [
  ...element.querySelectorAll<HTMLElement>('[aria-haspopup="dialog"]'),
];
const shiftTab = async () => {
  await sendKeys({ down: 'Shift' });
  await sendKeys({ press: 'Tab' });
  await sendKeys({ up: 'Shift' });
};
const focusedInside = (element: SsLightbox) => element.shadowRoot!.activeElement;
const images = (element: SsLightbox) => [
  ...element.shadowRoot!.querySelectorAll<HTMLImageElement>('[part~="image"]'),
];

/** Opens on `index` and lets the opening render and its first step run. */
async function openAt(element: SsLightbox, index = 0): Promise<void> {
  element.open(index);
  await element.updateComplete;
  await element.updateComplete;
}

/**
 * Shows item b (800x1200: 266.67x400 centred, from x 266.67 to 533.33, middle 400), clicks its
 * image at `x`, and answers the index then.
 */
async function clickOnB(element: SsLightbox, x: number): Promise<number> {
  element.goTo(1);
  await element.updateComplete;
  await sendMouse({ type: 'click', position: [x, 200] });
  return element.index;
}

/** Jumps every running CSS transition of `node` to its end. */
const finishTransitions = (node: Element) =>
  node.getAnimations().forEach((animation) => animation.finish());

/** A touch on `target` moving from `from` to `to` (x, y), within a few milliseconds. */
function swipe(target: Element, from: [number, number], to: [number, number]): void {
  const at = ([x, y]: [number, number]) =>
    new Touch({ identifier: 1, target, clientX: x, clientY: y });
  target.dispatchEvent(
    new TouchEvent('touchstart', {
      bubbles: true,
      composed: true,
      touches: [at(from)],
      changedTouches: [at(from)],
    }),
  );
  target.dispatchEvent(
    new TouchEvent('touchend', {
      bubbles: true,
      composed: true,
      touches: [],
      changedTouches: [at(to)],
    }),
  );
}

/**
 * Clicks `target` (with `init`'s modifier keys) and answers whether the click was cancelled when
 * it left the lightbox. It is cancelled then, so that no link is followed.
 */
function clickCancelled(target: Element, init: MouseEventInit = {}): boolean {
  let cancelled: boolean | undefined;
  const after = (event: Event) => {
    cancelled = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', after, { once: true });
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
  return cancelled!;
}

/** Waits for the Back navigation a close by the visitor starts, so it ends in its own test. */
const popped = () => oneEvent(window, 'popstate');

/** Goes Back over an entry a test pushed, to the address the file started at. */
async function backToOriginal(): Promise<void> {
  const back = popped();
  history.back();
  await back;
  expect(location.href).to.equal(ORIGINAL_URL);
}

/** Closes, and waits for the Back that returns to the address before opening. */
async function closeToOriginal(element: SsLightbox): Promise<void> {
  const back = popped();
  element.close();
  await back;
  expect(location.href).to.equal(ORIGINAL_URL);
}

describe('<ss-lightbox>', () => {
  let clock: sinon.SinonFakeTimers | undefined;

  before(() => setViewport({ width: 800, height: 600 }));
  afterEach(async () => {
    // Removed first: a lightbox a test left open writes no address into the next test.
    fixtureCleanup();
    clock?.restore();
    clock = undefined;
    await resetMouse();
    await emulateMedia({ reducedMotion: 'no-preference' });
    history.replaceState(null, '', ORIGINAL_URL);
  });

  describe('constants', () => {
    it('has the spec values', () => {
      expect(LIGHTBOX_OVERLAY_OPACITY).to.equal(0.95);
      expect(LIGHTBOX_OVERLAY_SPEED_MS).to.equal(300);
      expect(LIGHTBOX_PADDING_PX).to.equal(100);
      expect(LIGHTBOX_SPEED_MS).to.equal(600);
      expect(LIGHTBOX_SLIDE_SPEED_MS).to.equal(600);
      expect(LIGHTBOX_NAVIGATION_FADE_MS).to.equal(500);
      expect(LIGHTBOX_ARROW_THROTTLE_MS).to.equal(200);
      expect(LIGHTBOX_Z_INDEX).to.equal(10000000);
      expect(LIGHTBOX_KEY_LEFT).to.equal(37);
      expect(LIGHTBOX_KEY_RIGHT).to.equal(39);
      expect(LIGHTBOX_CLICK_MIN).to.equal(0.02);
      expect(LIGHTBOX_CLICK_MAX).to.equal(0.98);
      expect(LIGHTBOX_TEXT.title).to.equal('Gallery');
      expect(LIGHTBOX_TEXT.status(2, 5)).to.equal('Image 2 of 5');
    });
  });

  describe('items', () => {
    it('reads each item as a set item with content and meta, markup first', async () => {
      const element = await lightbox();
      expect(element.itemSet.map(({ content, meta }) => ({ content, meta }))).to.deep.equal([
        {
          content: { src: FULL_A, width: 1600, height: 1200, alt: 'Beach' },
          meta: { id: 'a', caption: 'Dawn on the beach' },
        },
        {
          content: { src: THUMB, width: 800, height: 1200, alt: 'Harbour' },
          meta: { id: 'b', caption: 'Harbour at noon' },
        },
        { content: { src: FULL_C, alt: 'Hills' }, meta: { id: 'c', caption: 'Hills' } },
      ]);
      expect(element.itemSet.map((item) => item.trigger)).to.deep.equal(items(element).slice(0, 3));
    });

    it('makes each item’s image a focusable button that opens a dialog, and leaves other children alone', async () => {
      const element = await lightbox();
      const [a, b, c, other] = items(element);
      const shown = [a!, b!, c!].map((item) => item.querySelector('img')!);
      expect(triggers(element)).to.deep.equal(shown);
      for (const trigger of shown) {
        expect(trigger.tabIndex).to.equal(0);
        expect(trigger.getAttribute('role')).to.equal('button');
        expect(trigger.getAttribute('aria-haspopup')).to.equal('dialog');
      }
      for (const node of [a!, b!, c!, other!]) {
        expect(node.hasAttribute('tabindex')).to.equal(false);
        expect(node.hasAttribute('role')).to.equal(false);
      }
    });

    it('makes an item without an image the button itself, and keeps a focusable one as it is', async () => {
      const element = await lightbox(
        '',
        `<div data-slide-id="x" data-src="${FULL_A}" aria-label="Sea"></div>
         <div data-slide-id="y" data-src="${FULL_A}" tabindex="-1" role="link"><img src="${THUMB}" alt="Y"></div>`,
      );
      const [x, y] = items(element);
      expect(x!.tabIndex).to.equal(0);
      expect(x!.getAttribute('role')).to.equal('button');
      expect(y!.tabIndex).to.equal(-1);
      expect(y!.getAttribute('role')).to.equal('link');
      expect(y!.getAttribute('aria-haspopup')).to.equal('dialog');
      expect(y!.querySelector('img')!.hasAttribute('role')).to.equal(false);
    });

    it('names an item image without alt text by its place, leaving named ones alone', async () => {
      const element = await lightbox(
        '',
        `<img src="${THUMB}" alt=""><img src="${THUMB}"><img src="${THUMB}" alt="" aria-label="Sea">
         <img src="${THUMB}" alt="Hills"><a href="${FULL_A}"><img src="${THUMB}" alt=""></a>`,
      );
      const [empty, missing, labelled, described, link] = items(element);
      expect(empty!.getAttribute('aria-label')).to.equal('Image 1 of 5');
      expect(missing!.getAttribute('aria-label')).to.equal('Image 2 of 5');
      expect(labelled!.getAttribute('aria-label')).to.equal('Sea');
      // Alt text names an image itself; a link is named by what it holds, never by us.
      expect(described!.hasAttribute('aria-label')).to.equal(false);
      expect(link!.hasAttribute('aria-label')).to.equal(false);
      expect(await buttonNames()).to.deep.equal(['Image 1 of 5', 'Image 2 of 5', 'Sea', 'Hills']);
      // Chromium names the image buttons so (each is a button with its label). The page's own
      // alt="" on a focusable image stays, which axe's best practice calls a role conflict, and
      // the link holding only such an image is the page's unnamed link: neither is ours to change.
      await expect(element).to.be.accessible({
        ignoredRules: ['link-name', 'presentation-role-conflict'],
      });
    });

    it('renames the images it named by place as items come and go, never a name the page gave', async () => {
      const element = await lightbox(
        '',
        `<img src="${THUMB}" alt=""><img src="${THUMB}" alt="" aria-label="Sea"><img src="${THUMB}">`,
      );
      const [first, named, third] = items(element);
      expect(first!.ariaLabel).to.equal('Image 1 of 3');
      expect(third!.ariaLabel).to.equal('Image 3 of 3');
      const added = document.createElement('img');
      added.src = THUMB;
      element.prepend(added);
      await oneEvent(element.shadowRoot!.querySelector('slot')!, 'slotchange');
      expect(items(element).map((item) => item.ariaLabel)).to.deep.equal([
        'Image 1 of 4',
        'Image 2 of 4',
        'Sea',
        'Image 4 of 4',
      ]);
      named!.remove();
      first!.remove();
      await oneEvent(element.shadowRoot!.querySelector('slot')!, 'slotchange');
      expect(added.ariaLabel).to.equal('Image 1 of 2');
      expect(third!.ariaLabel).to.equal('Image 2 of 2');
      expect(named!.ariaLabel).to.equal('Sea');
    });

    it('names an image without alt text by its title, and follows the names the page gives', async () => {
      const element = await lightbox(
        '',
        `<img src="${THUMB}" alt="" title="Harbour"><img src="${THUMB}" alt=""><img src="${THUMB}">`,
      );
      const [titled, second, third] = items(element);
      expect(titled!.ariaLabel).to.equal('Harbour');
      expect(second!.ariaLabel).to.equal('Image 2 of 3');
      expect(third!.ariaLabel).to.equal('Image 3 of 3');
      // Named by the page later: the name follows at the next change of the set.
      (second as HTMLImageElement).alt = 'Boats';
      third!.title = 'Pier';
      const added = document.createElement('img');
      added.src = THUMB;
      element.append(added);
      await oneEvent(element.shadowRoot!.querySelector('slot')!, 'slotchange');
      expect(second!.hasAttribute('aria-label')).to.equal(false);
      expect(third!.ariaLabel).to.equal('Pier');
      expect(added.ariaLabel).to.equal('Image 4 of 4');
      expect(await buttonNames()).to.deep.equal(['Harbour', 'Boats', 'Pier', 'Image 4 of 4']);
    });

    it('keeps a link item a link, and numbers items without an id from 1', async () => {
      const element = await lightbox(
        '',
        `<a href="${FULL_A}"><img src="${THUMB}" alt="One"></a><img src="${FULL_C}" alt="Two">`,
      );
      const [link, img] = items(element);
      expect(link!.hasAttribute('role')).to.equal(false);
      expect(link!.hasAttribute('tabindex')).to.equal(false);
      expect(img!.getAttribute('role')).to.equal('button');
      expect(element.itemSet.map((item) => item.meta.id)).to.deep.equal(['1', '2']);
      expect(element.itemSet[1]!.content.src).to.equal(FULL_C);
    });

    it('ignores malformed dimensions', async () => {
      const element = await lightbox(
        '',
        `<div data-slide-id="x" data-src="${FULL_A}" data-image-dimensions="wide"></div>
         <div data-slide-id="y" data-src="${FULL_A}" data-image-dimensions="0x10"></div>`,
      );
      expect(element.itemSet.map((item) => item.content.width)).to.deep.equal([
        undefined,
        undefined,
      ]);
    });

    it('shows an entry of the items property that is no object as an item without an image', async () => {
      const given = [{ id: 'a', src: FULL_A }, null, { id: 'c', src: FULL_C }, 5];
      const element = await fixture<SsLightbox>(
        html`<ss-lightbox .items=${given as unknown as LightboxItem[]}></ss-lightbox>`,
      );
      expect(element.itemSet[1]).to.deep.equal({
        content: { src: '', alt: '' },
        meta: { id: '2', caption: '' },
      });
      element.open(0);
      await element.updateComplete;
      // Open with its dialog: the page behind is locked only under a dialog on show.
      expect(partOf(element, 'dialog') === null, 'no dialog').to.equal(false);
      expect(document.documentElement.style.overflow).to.equal('hidden');
      element.next();
      await element.updateComplete;
      expect(partOf(element, 'current')!.querySelector('img')!.hasAttribute('src')).to.equal(true);
      expect(partOf(element, 'current')!.querySelector('img')!.getAttribute('src')).to.equal('');
      element.close();
      await popped();
    });

    it('takes the items property, which replaces the children as the set', async () => {
      const given: LightboxItem[] = [
        { id: 'p', src: FULL_A, width: 1600, height: 1200, caption: 'Pier', alt: 'A pier' },
        { id: 'q', src: FULL_C },
      ];
      const element = await fixture<SsLightbox>(
        html`<ss-lightbox .items=${given}><div data-slide-id="z"></div></ss-lightbox>`,
      );
      expect(element.itemSet.map(({ content, meta }) => ({ content, meta }))).to.deep.equal([
        {
          content: { src: FULL_A, width: 1600, height: 1200, alt: 'A pier' },
          meta: { id: 'p', caption: 'Pier' },
        },
        { content: { src: FULL_C, alt: '' }, meta: { id: 'q', caption: '' } },
      ]);
      // A click on a child does not open: the children are not the set.
      items(element)[0]!.click();
      expect(element.state).to.equal('hidden');
      await openAt(element, 1);
      expect(images(element).map((img) => img.src)).to.deep.equal([FULL_A, FULL_C]);
      expect(element.openById('z')).to.equal(false);
    });
  });

  describe('states and events', () => {
    it('runs shown, overlay visible (300 ms), content visible, hiding (300 ms), hidden', async () => {
      const element = await lightbox();
      clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      expect(element.state).to.equal('hidden');
      expect(element.dataset.state).to.equal('hidden');
      expect(partOf(element, 'dialog')).to.equal(null);

      const opened = oneEvent(element, 'ss-lightbox-open');
      element.open(1);
      expect(element.state).to.equal('shown');
      expect(element.dataset.state).to.equal('shown');
      const event = (await opened) as SsLightboxOpenEvent;
      expect(event).to.be.instanceOf(SsLightboxOpenEvent);
      expect(event.detail).to.deep.equal({ index: 1, id: 'b' });
      expect(event.bubbles && event.composed).to.equal(true);

      await element.updateComplete;
      expect(element.state).to.equal('overlay-visible');
      await element.updateComplete;
      expect(partOf(element, 'dialog')!.className).to.equal('overlay-visible');
      clock.tick(299);
      expect(element.state).to.equal('overlay-visible');
      clock.tick(1);
      expect(element.state).to.equal('content-visible');
      expect(element.dataset.state).to.equal('content-visible');

      const closed = oneEvent(element, 'ss-lightbox-close');
      const back = popped();
      element.close();
      expect(element.state).to.equal('hiding');
      expect(((await closed) as SsLightboxCloseEvent).detail).to.deep.equal({ index: 1, id: 'b' });
      await element.updateComplete;
      expect(partOf(element, 'dialog')!.className).to.equal('hiding');
      clock.tick(299);
      expect(element.state).to.equal('hiding');
      clock.tick(1);
      expect(element.state).to.equal('hidden');
      await element.updateComplete;
      expect(partOf(element, 'dialog')).to.equal(null);
      await back;
    });

    it('exposes the state and index read-only', async () => {
      const element = await lightbox();
      expect(() => ((element as unknown as { state: string }).state = 'shown')).to.throw();
      expect(() => ((element as unknown as { index: number }).index = 2)).to.throw();
    });

    it('fades the overlay to 0.95 in 0.3 s over everything, at z-index 10000000', async () => {
      const element = await lightbox();
      await openAt(element);
      const dialog = partOf(element, 'dialog')!;
      const overlay = partOf(element, 'overlay')!;
      const style = getComputedStyle(overlay);
      expect(style.transitionDuration).to.equal('0.3s');
      expect(overlay.getAnimations()).to.have.length(1);
      finishTransitions(overlay);
      expect(getComputedStyle(overlay).opacity).to.equal(String(LIGHTBOX_OVERLAY_OPACITY));
      expect(getComputedStyle(dialog).position).to.equal('fixed');
      expect(getComputedStyle(dialog).zIndex).to.equal(String(LIGHTBOX_Z_INDEX));
      expect(dialog.getBoundingClientRect()).to.include({
        left: 0,
        top: 0,
        width: 800,
        height: 600,
      });
      element.close();
      await popped();
    });

    it('covers the whole window from inside a transformed box, over a fixed header above it', async () => {
      const page = await fixture<HTMLElement>(`
        <div>
          <header style="position: fixed; inset: 0 0 auto; height: 80px; z-index: 100; background: red"></header>
          <section style="position: relative; z-index: 1; transform: translateY(0); width: 300px; height: 200px; overflow: hidden">
            <ss-lightbox>${THREE}</ss-lightbox>
          </section>
        </div>`);
      const element = page.querySelector('ss-lightbox')!;
      await element.updateComplete;
      await openAt(element);
      const dialog = partOf(element, 'dialog')!;
      expect(dialog.matches(':popover-open')).to.equal(true);
      expect(dialog.getBoundingClientRect()).to.include({
        left: 0,
        top: 0,
        width: 800,
        height: 600,
      });
      // The close button, at the top, is what the window shows there: not the header.
      const close = partOf(element, 'close')!.getBoundingClientRect();
      const hit = element.shadowRoot!.elementFromPoint(close.x + 10, close.y + 10);
      expect(hit === partOf(element, 'close')).to.equal(true);
      element.close();
      await popped();
    });

    it('fades the content in over 0.6 s, slides over 0.6 s and fades the controls over 500 ms', async () => {
      const element = await lightbox();
      clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      await openAt(element);
      clock.tick(300);
      await element.updateComplete;
      const track = partOf(element, 'track')!;
      expect(getComputedStyle(track).transitionProperty).to.equal('translate, opacity');
      expect(getComputedStyle(track).transitionDuration).to.equal('0.6s, 0.6s');
      finishTransitions(track);
      expect(getComputedStyle(track).opacity).to.equal('1');
      element.next();
      await element.updateComplete;
      expect(getComputedStyle(track).transitionDuration).to.equal('0.6s, 0.6s');
      expect(track.style.translate).to.equal('-100%');
      for (const name of ['close', 'previous', 'next']) {
        expect(getComputedStyle(partOf(element, name)!).transitionDuration).to.equal('0.5s, 0s');
      }
      // Wrapping round jumps instead of sliding across every item.
      element.goTo(0);
      element.previous();
      await element.updateComplete;
      expect(element.index).to.equal(2);
      expect(getComputedStyle(track).transitionDuration).to.equal('0s, 0.6s');
      expect(track.style.translate).to.equal('-200%');
    });

    it('fades the caption in with the image (0.6 s) and out with the overlay (0.3 s)', async () => {
      const element = await lightbox();
      clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      await openAt(element);
      const caption = partOf(element, 'caption')!;
      /** The caption's opacity, and how long its fade to that opacity takes (ms). */
      const fade = () => {
        const transition = caption
          .getAnimations()
          .find((animation) => (animation as CSSTransition).transitionProperty === 'opacity');
        finishTransitions(caption);
        return [getComputedStyle(caption).opacity, transition?.effect?.getTiming().duration];
      };
      expect(element.state).to.equal('overlay-visible');
      expect(fade()).to.deep.equal(['0', undefined]);
      clock.tick(LIGHTBOX_OVERLAY_SPEED_MS);
      await element.updateComplete;
      expect(fade()).to.deep.equal(['1', LIGHTBOX_SPEED_MS]);
      const back = popped();
      element.close();
      await element.updateComplete;
      expect(fade()).to.deep.equal(['0', LIGHTBOX_OVERLAY_SPEED_MS]);
      await back;
    });

    it('keeps 100 px of padding round the image', async () => {
      const element = await lightbox();
      await openAt(element);
      const slide = partOf(element, 'current')!;
      expect(getComputedStyle(slide).padding).to.equal(`${LIGHTBOX_PADDING_PX}px`);
      element.close();
      await popped();
    });

    it('makes every duration 0 when motion is reduced', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const element = await lightbox();
      const opened = oneEvent(element, 'ss-lightbox-open');
      element.open(0);
      await opened;
      await element.updateComplete;
      expect(element.state).to.equal('content-visible');
      await element.updateComplete;
      const track = partOf(element, 'track')!;
      // Each duration listed (one, or one a property) is 0.
      const durations = (part: string) =>
        getComputedStyle(partOf(element, part)!).transitionDuration.split(', ');
      const zero = (part: string) => durations(part).every((duration) => duration === '0s');
      expect(durations('overlay')).to.include('0s');
      expect(['overlay', 'track', 'close', 'next'].filter((part) => !zero(part))).to.deep.equal([]);
      element.next();
      await element.updateComplete;
      expect(['track', 'caption', 'previous'].filter((part) => !zero(part))).to.deep.equal([]);
      // Nothing runs: the move is made at once.
      expect(track.getAnimations()).to.have.length(0);
      expect(track.style.translate).to.equal('-100%');
      const back = popped();
      element.close();
      expect(element.state).to.equal('hidden');
      await back;
    });

    it('fires ss-lightbox-change for a visitor, not for changes made in code', async () => {
      const element = await lightbox();
      await openAt(element);
      const seen: unknown[] = [];
      element.addEventListener('ss-lightbox-change', (event) => {
        expect(event).to.be.instanceOf(SsLightboxChangeEvent);
        seen.push(event.detail);
      });
      element.next();
      element.goTo(2);
      element.previous();
      expect(element.index).to.equal(1);
      expect(seen).to.deep.equal([]);
      partOf(element, 'next')!.click();
      partOf(element, 'next')!.click();
      partOf(element, 'previous')!.click();
      expect(seen).to.deep.equal([
        { index: 2, id: 'c' },
        { index: 0, id: 'a' },
        { index: 2, id: 'c' },
      ]);
      element.close();
      await popped();
    });
  });

  describe('opening', () => {
    it('opens with open(index), wrapping round, and with openById(id)', async () => {
      const element = await lightbox();
      element.open(-1);
      expect(element.index).to.equal(2);
      element.open(4);
      expect(element.index).to.equal(1);
      expect(element.openById('a')).to.equal(true);
      expect(element.index).to.equal(0);
      expect(element.openById('nope')).to.equal(false);
      expect(element.index).to.equal(0);
      await element.updateComplete;
      element.close();
      await popped();
      const empty = await lightbox('', '');
      empty.open(0);
      expect(empty.state).to.equal('hidden');
    });

    it('opens on the item clicked, and on Enter or Space on a focused item', async () => {
      const element = await lightbox();
      items(element)[2]!.querySelector('img')!.click();
      expect(element.state).to.equal('shown');
      expect(element.index).to.equal(2);
      await element.updateComplete;
      element.close();
      await popped();

      triggers(element)[1]!.focus();
      await sendKeys({ press: 'Enter' });
      expect(element.index).to.equal(1);
      expect(element.state).to.be.oneOf(OPEN_STATES);
      await element.updateComplete;
      element.close();
      await popped();
      triggers(element)[0]!.focus();
      await sendKeys({ press: 'Space' });
      expect(element.index).to.equal(0);
      expect(element.state).to.be.oneOf(OPEN_STATES);
      await element.updateComplete;
      element.close();
      await popped();
    });

    it('does not open from a child that is not an item, nor on other keys', async () => {
      const element = await lightbox();
      items(element)[3]!.click();
      expect(element.state).to.equal('hidden');
      triggers(element)[0]!.focus();
      await sendKeys({ press: 'a' });
      expect(element.state).to.equal('hidden');
    });

    it('opens a link item instead of following the link', async () => {
      const element = await lightbox('', `<a href="#elsewhere"><img src="${THUMB}" alt="One"></a>`);
      const link = items(element)[0]!;
      link.focus();
      await sendKeys({ press: 'Enter' });
      expect(element.state).to.be.oneOf(OPEN_STATES);
      await element.updateComplete;
      expect(location.hash).to.equal('#itemId=1');
      element.close();
      await popped();
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      link.dispatchEvent(click);
      expect(click.defaultPrevented).to.equal(true);
      expect(element.state).to.equal('shown');
      await element.updateComplete;
      element.close();
      await popped();
    });

    it('leaves a link or a control in an item to itself, and opens from the rest of the item', async () => {
      const element = await lightbox(
        '',
        `<figure data-slide-id="a" data-src="${FULL_A}">
           <img src="${THUMB}" alt="Beach">
           <figcaption>Beach, by <a href="#credit">Ann Lee</a> <button type="button">Like</button>
             <input aria-label="Note"><select aria-label="Size"><option>S</option></select>
             <textarea aria-label="Say"></textarea><details><summary>More</summary></details>
           </figcaption>
         </figure>
         <figure data-slide-id="b"><a href="#wrapped"><img src="${THUMB}" alt="Harbour"></a></figure>`,
      );
      const [first, second] = items(element);
      const credit = first!.querySelector('a')!;
      const controls = first!.querySelectorAll('button, input, select, textarea, summary');
      expect(controls.length).to.equal(5);
      for (const control of [credit, ...controls]) {
        expect(clickCancelled(control), control.localName).to.equal(false);
        expect(element.state).to.equal('hidden');
      }
      // The photographer's credit is followed, by a click as by Enter.
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      credit.dispatchEvent(click);
      expect(click.defaultPrevented).to.equal(false);
      expect(element.state).to.equal('hidden');
      await waitUntil(() => location.hash === '#credit');
      await backToOriginal();
      credit.focus();
      await sendKeys({ press: 'Enter' });
      expect(element.state).to.equal('hidden');
      await waitUntil(() => location.hash === '#credit');
      await backToOriginal();
      // The caption's text is the item's, as its image is.
      expect(clickCancelled(first!.querySelector('figcaption')!)).to.equal(true);
      expect(element.state).to.equal('shown');
      expect(element.index).to.equal(0);
      await element.updateComplete;
      element.close();
      await popped();
      // A link round the item's image holds what opens it: it opens the lightbox.
      expect(clickCancelled(second!.querySelector('img')!)).to.equal(true);
      expect(element.state).to.equal('shown');
      expect(element.index).to.equal(1);
      await element.updateComplete;
      element.close();
      await popped();
    });

    it('leaves a click or Enter with a modifier key on a link item to the browser', async () => {
      const element = await lightbox('', `<a href="#elsewhere"><img src="${THUMB}" alt="One"></a>`);
      const link = items(element)[0]!;
      for (const key of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey']) {
        expect(clickCancelled(link.querySelector('img')!, { [key]: true }), key).to.equal(false);
        expect(element.state).to.equal('hidden');
      }
      // Ctrl+Enter opens a link in a new tab.
      const enter = new KeyboardEvent('keydown', {
        key: 'Enter',
        ctrlKey: true,
        bubbles: true,
        cancelable: true,
      });
      link.dispatchEvent(enter);
      expect(enter.defaultPrevented).to.equal(false);
      expect(element.state).to.equal('hidden');
      // A plain click opens it.
      expect(clickCancelled(link)).to.equal(true);
      expect(element.state).to.equal('shown');
      await element.updateComplete;
      element.close();
      await popped();
    });

    it('is named by its title, "Gallery" by default', async () => {
      const element = await lightbox();
      await openAt(element);
      const dialog = partOf(element, 'dialog')!;
      expect(dialog.getAttribute('role')).to.equal('dialog');
      expect(dialog.getAttribute('aria-modal')).to.equal('true');
      const title = inShadow(element, `#${dialog.getAttribute('aria-labelledby')}`)!;
      expect(title.textContent).to.equal('Gallery');
      element.label = 'Holiday';
      await element.updateComplete;
      expect(title.textContent).to.equal('Holiday');
      element.label = '';
      await element.updateComplete;
      expect(title.textContent).to.equal('Gallery');
      element.close();
      await popped();
    });

    it('moves to the item when opened again while open', async () => {
      const element = await lightbox();
      await openAt(element, 0);
      element.open(2);
      expect(element.state).to.equal('overlay-visible');
      expect(element.index).to.equal(2);
      element.close();
      await popped();
    });
  });

  describe('closing', () => {
    it('closes on the close button', async () => {
      const element = await lightbox();
      await openAt(element);
      const back = popped();
      partOf(element, 'close')!.click();
      expect(element.state).to.equal('hiding');
      await back;
    });

    /** A button of the page under the dialog's middle (at 400, 300), before `element`. */
    const buttonUnder = (element: HTMLElement) => {
      const under = document.createElement('button');
      under.style.cssText = 'position: fixed; left: 300px; top: 250px; width: 200px; height: 100px';
      element.before(under);
      const clicks = sinon.spy();
      under.addEventListener('click', clicks);
      return { under, clicks };
    };

    it('closes when every item is taken away while open, leaving the page as it was', async () => {
      const element = await lightbox();
      await openAt(element);
      await element.updateComplete;
      expect(document.documentElement.style.overflow).to.equal('hidden');
      const back = popped();
      for (const item of items(element)) item.remove();
      await element.updateComplete;
      expect(element.state).to.equal('hiding');
      expect(partOf(element, 'dialog') === null).to.equal(true);
      expect(document.documentElement.style.overflow).to.equal('');
      expect([...document.body.children].some((child) => (child as HTMLElement).inert)).to.equal(
        false,
      );
      await back;
      expect(location.href).to.equal(ORIGINAL_URL);
    });

    it('closed before it reached the top layer (in its open listener), leaves the page as it was', async () => {
      const element = await lightbox();
      const { under, clicks } = buttonUnder(element);
      element.addEventListener('ss-lightbox-open', () => element.close(), { once: true });
      element.open(0);
      await element.updateComplete;
      expect(element.state).to.equal('hiding');
      const dialog = partOf(element, 'dialog')!;
      expect(dialog.matches(':popover-open')).to.equal(false);
      // Not shown: neither over the page nor in the way of a click.
      expect(getComputedStyle(dialog).display).to.equal('none');
      await sendMouse({ type: 'click', position: [400, 300] });
      expect(clicks.callCount).to.equal(1);
      under.remove();
    });

    it('takes no click while it hides: the page under it does', async () => {
      const element = await lightbox();
      const { under, clicks } = buttonUnder(element);
      clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      await openAt(element);
      const back = popped();
      element.close();
      await element.updateComplete;
      expect(partOf(element, 'dialog')!.className).to.equal('hiding');
      await sendMouse({ type: 'click', position: [400, 300] });
      expect(clicks.callCount).to.equal(1);
      expect(element.state).to.equal('hiding');
      clock.tick(LIGHTBOX_OVERLAY_SPEED_MS);
      expect(element.state).to.equal('hidden');
      under.remove();
      await back;
    });

    it('closes on Escape', async () => {
      const element = await lightbox();
      await openAt(element);
      const back = popped();
      await sendKeys({ press: 'Escape' });
      expect(element.state).to.equal('hiding');
      await back;
    });

    it('closes on a click outside the image, not on the image or the caption', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const element = await lightbox();
      await openAt(element);
      // The image of item a: 1600x1200 in the 600x400 box inside the padding, so 533x400 at
      // (133, 100). The caption sits in the bottom padding.
      await sendMouse({ type: 'click', position: [300, 300] });
      expect(element.state).to.equal('content-visible');
      const caption = partOf(element, 'caption')!.getBoundingClientRect();
      await sendMouse({ type: 'click', position: [400, Math.round(caption.top + 4)] });
      expect(element.state).to.equal('content-visible');
      const back = popped();
      await sendMouse({ type: 'click', position: [100, 50] });
      // Motion is reduced, so hiding takes no time.
      expect(element.state).to.equal('hidden');
      await back;
    });

    it('closes on a click on the overlay itself', async () => {
      const element = await lightbox();
      await openAt(element);
      const back = popped();
      partOf(element, 'overlay')!.click();
      expect(element.state).to.equal('hiding');
      await back;
    });

    it('cleans up when removed while open', async () => {
      const element = await lightbox();
      await openAt(element);
      const others = [...document.body.children].filter((child) => !child.contains(element));
      expect(others.every((child) => (child as HTMLElement).inert)).to.equal(true);
      element.remove();
      expect(element.state).to.equal('hidden');
      expect(element.dataset.state).to.equal('hidden');
      expect(others.some((child) => (child as HTMLElement).inert)).to.equal(false);
      expect(document.documentElement.style.overflow).to.equal('');
    });
  });

  describe('navigation', () => {
    it('navigates with Right (39) and Left (37), dropping presses within 200 ms of the last accepted one', async () => {
      const element = await lightbox();
      await openAt(element);
      clock = sinon.useFakeTimers({ toFake: ['Date'], now: 10_000 });
      await sendKeys({ press: 'ArrowRight' });
      expect(element.index).to.equal(1);
      await sendKeys({ press: 'ArrowRight' });
      expect(element.index).to.equal(1);
      clock.tick(199);
      await sendKeys({ press: 'ArrowLeft' });
      expect(element.index).to.equal(1);
      clock.tick(1);
      await sendKeys({ press: 'ArrowLeft' });
      expect(element.index).to.equal(0);
      // A dropped press does not restart the wait.
      clock.tick(150);
      await sendKeys({ press: 'ArrowRight' });
      clock.tick(50);
      await sendKeys({ press: 'ArrowRight' });
      expect(element.index).to.equal(1);
      element.close();
      await popped();
    });

    it('starts the 200 ms wait afresh on each opening', async () => {
      const element = await lightbox();
      await openAt(element);
      clock = sinon.useFakeTimers({ toFake: ['Date'], now: 10_000 });
      await sendKeys({ press: 'ArrowRight' });
      expect(element.index).to.equal(1);
      element.close();
      await popped();
      await openAt(element, 0);
      clock.tick(50);
      await sendKeys({ press: 'ArrowRight' });
      expect(element.index).to.equal(1);
      element.close();
      await popped();
    });

    it('reads the key codes 37 and 39, and leaves Alt+Left to the browser', async () => {
      const element = await lightbox();
      await openAt(element);
      clock = sinon.useFakeTimers({ toFake: ['Date'], now: 10_000 });
      const press = (keyCode: number, init: KeyboardEventInit = {}) => {
        const event = new KeyboardEvent('keydown', {
          keyCode,
          bubbles: true,
          cancelable: true,
          ...init,
        });
        document.dispatchEvent(event);
        clock!.tick(200);
        return event;
      };
      expect(press(39).defaultPrevented).to.equal(true);
      expect(element.index).to.equal(1);
      press(37);
      expect(element.index).to.equal(0);
      expect(press(37, { altKey: true }).defaultPrevented).to.equal(false);
      expect(element.index).to.equal(0);
      element.close();
      await popped();
    });

    it('does not open out of the document, leaving the page as it was', async () => {
      // A set given in code; and one read from children, of a lightbox taken out of the page.
      const element = document.createElement('ss-lightbox');
      element.items = [
        { id: 'a', src: FULL_A },
        { id: 'c', src: FULL_C },
      ];
      element.open(1);
      element.openById('c');
      expect(element.state).to.equal('hidden');
      const removed = await lightbox();
      removed.remove();
      removed.open(1);
      expect(removed.state).to.equal('hidden');
      await new Promise((resolve) => setTimeout(resolve, LIGHTBOX_OVERLAY_SPEED_MS + 50));
      expect(location.href).to.equal(ORIGINAL_URL);
      expect(document.documentElement.style.overflow).to.equal('');
      // Keys are the page's: no handler of the lightbox takes them.
      const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
      document.dispatchEvent(tab);
      expect(tab.defaultPrevented).to.equal(false);
    });

    it('takes a fractional index by its whole part, and NaN as the first item, never throwing', async () => {
      const element = await lightbox();
      expect(() => element.open(1.5)).not.to.throw();
      await element.updateComplete;
      expect(element.index).to.equal(1);
      element.goTo(-0.5);
      expect(element.index).to.equal(0);
      element.goTo(2.9);
      expect(element.index).to.equal(2);
      element.goTo(Number.NaN);
      expect(element.index).to.equal(0);
      expect(location.hash).to.equal('#itemId=a');
      element.close();
      await popped();
    });

    it('loops through the ends', async () => {
      const element = await lightbox();
      await openAt(element, 2);
      element.next();
      expect(element.index).to.equal(0);
      element.previous();
      expect(element.index).to.equal(2);
      await element.updateComplete;
      expect(partOf(element, 'next')!.hasAttribute('disabled')).to.equal(false);
      element.close();
      await popped();
    });

    it('goes next on a click on the right half of the image and previous on the left half', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const element = await lightbox();
      await openAt(element, 1);
      expect(await clickOnB(element, 401)).to.equal(2);
      expect(await clickOnB(element, 399)).to.equal(0);
      element.close();
      await popped();
    });

    it('navigates by click only between 2% (16 px) and 98% (784 px) of the window width', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      // No padding and a wide image: the image spans the whole 800 px window, 200 px high.
      const element = await lightbox(
        'style="--ss-lightbox-padding: 0"',
        `<div data-slide-id="a" data-src="${FULL_A}" data-image-dimensions="4000x1000"></div>
         <div data-slide-id="b" data-src="${FULL_A}" data-image-dimensions="4000x1000"></div>
         <div data-slide-id="c" data-src="${FULL_A}" data-image-dimensions="4000x1000"></div>`,
      );
      await openAt(element, 1);
      const box = partOf(element, 'current')!.querySelector('img')!.getBoundingClientRect();
      expect(box).to.include({ left: 0, width: 800, top: 200, height: 200 });
      const clickAt = async (x: number) => {
        element.goTo(1);
        await element.updateComplete;
        await sendMouse({ type: 'click', position: [x, 220] });
        return element.index;
      };
      expect(await clickAt(15)).to.equal(1);
      expect(await clickAt(16)).to.equal(0);
      expect(await clickAt(784)).to.equal(2);
      expect(await clickAt(785)).to.equal(1);
      expect(element.state).to.not.equal('hiding');
      element.close();
      await popped();
    });

    it('takes no click of the double click that opened it, and every click of a later one', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      // No padding and wide images: each spans the 800 px window, 200 px high from y 200.
      const wide = (id: string) =>
        `<div data-slide-id="${id}" data-src="${FULL_A}" data-image-dimensions="4000x1000">${id}</div>`;
      const element = await lightbox(
        'style="--ss-lightbox-padding: 0"',
        ['a', 'b', 'c', 'd'].map(wide).join(''),
      );
      // The second click of a double click, where the first landed: its count (detail) is 2.
      const secondClick = ([x, y]: [number, number]) =>
        element.shadowRoot!.elementFromPoint(x, y)!.dispatchEvent(
          new MouseEvent('click', {
            detail: 2,
            clientX: x,
            clientY: y,
            bubbles: true,
            composed: true,
          }),
        );
      const box = items(element)[1]!.getBoundingClientRect();
      const at: [number, number] = [Math.round(box.x + 2), Math.round(box.y + box.height / 2)];
      await sendMouse({ type: 'click', position: at });
      await element.updateComplete;
      secondClick(at);
      await element.updateComplete;
      expect([element.state, element.index]).to.deep.equal(['content-visible', 1]);
      // A double click of the visitor's own, on the image's right half: two steps.
      await sendMouse({ type: 'click', position: [600, 300] });
      await element.updateComplete;
      secondClick([600, 300]);
      expect(element.index).to.equal(3);
      element.close();
      await popped();
    });

    it('takes the first click after an opening by a click with no count (a script, a keyboard on a link)', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const element = await lightbox();
      // A click made in code counts 0 clicks (as one a link gets from Enter does).
      triggers(element)[0]!.click();
      await element.updateComplete;
      expect(element.state).to.equal('content-visible');
      const closed = oneEvent(element, 'ss-lightbox-close');
      // Its Back lands while the click is made.
      const back = popped();
      // Above the image, in the slide's padding.
      await sendMouse({ type: 'click', position: [400, 2] });
      await closed;
      expect(element.state).to.equal('hidden');
      await back;
    });

    it('steps on with a click made while the images slide, where it closes at rest', async () => {
      await emulateMedia({ reducedMotion: 'no-preference' });
      // No padding and wide images: each spans the 800 px window, 200 px high from y 200.
      const wide = (id: string) =>
        `<div data-slide-id="${id}" data-src="${FULL_A}" data-image-dimensions="4000x1000"></div>`;
      const element = await lightbox(
        'style="--ss-lightbox-padding: 0"',
        ['a', 'b', 'c', 'd'].map(wide).join(''),
      );
      await openAt(element, 0);
      await element.updateComplete;
      await sendMouse({ type: 'click', position: [500, 220] });
      expect(element.index).to.equal(1);
      await element.updateComplete;
      // The image clicked on is sliding away (inert), the next one not there yet: the click
      // lands on the track, and goes by its half of the window.
      await sendMouse({ type: 'click', position: [500, 220] });
      expect(element.index).to.equal(2);
      expect(element.state).to.not.equal('hiding');
      // Out of the 2-98% band it does nothing, not even close.
      await element.updateComplete;
      await sendMouse({ type: 'click', position: [5, 220] });
      expect(element.index).to.equal(2);
      expect(element.state).to.not.equal('hiding');
      // Once the slide is over, a click outside the image closes.
      await aTimeout(LIGHTBOX_SLIDE_SPEED_MS + 50);
      const back = popped();
      await sendMouse({ type: 'click', position: [500, 100] });
      expect(element.state).to.equal('hiding');
      await back;
    });

    it('opened again just after a move, closes on a click outside the image: no slide runs then', async () => {
      await emulateMedia({ reducedMotion: 'no-preference' });
      const element = await lightbox();
      await openAt(element, 0);
      element.next();
      const back = popped();
      element.close();
      await back;
      await openAt(element, 0);
      const closed = popped();
      await sendMouse({ type: 'click', position: [100, 50] });
      expect(element.state).to.equal('hiding');
      await closed;
    });

    it('closes at once on a click outside the image after a move when motion is reduced', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const element = await lightbox();
      await openAt(element, 0);
      element.next();
      await element.updateComplete;
      const back = popped();
      await sendMouse({ type: 'click', position: [100, 50] });
      expect(element.state).to.equal('hidden');
      await back;
    });

    it('navigates on a horizontal swipe', async () => {
      const element = await lightbox();
      await openAt(element, 1);
      const dialog = partOf(element, 'dialog')!;
      swipe(dialog, [500, 300], [400, 310]);
      expect(element.index).to.equal(2);
      swipe(dialog, [300, 300], [400, 300]);
      expect(element.index).to.equal(1);
      // Under 50 px, or vertical, is not a swipe to the side.
      swipe(dialog, [300, 300], [251, 300]);
      swipe(dialog, [300, 300], [300, 400]);
      expect(element.index).to.equal(1);
      // Its swipes are its own: the browser takes no pan from them (a swipe to the right on a
      // touch screen went Back, closing it), only the pinch that zooms the image. (What is in the
      // dialog can allow no more than the dialog does.)
      expect(getComputedStyle(dialog).touchAction).to.equal('pinch-zoom');
      element.close();
      await popped();
    });

    it('right to left: the next item lies to the left, for arrows, keys, clicks and swipes', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const element = await lightbox('dir="rtl"');
      await openAt(element, 1);
      const track = partOf(element, 'track')!;
      // Each slide's left edge, by its image: the current one in view, the next (c) a window's
      // width to its left, the previous (a) to its right.
      const slideLefts = () =>
        images(element).map((image) => [
          image.getAttribute('src'),
          image.closest('figure')!.getBoundingClientRect().left,
        ]);
      expect(track.style.translate).to.equal('100%');
      expect(slideLefts()).to.have.deep.members([
        [FULL_A, 800],
        [THUMB, 0],
        [FULL_C, -800],
      ]);
      // The arrows trade sides and point outwards: previous on the right, next on the left.
      const previous = partOf(element, 'previous')!;
      const next = partOf(element, 'next')!;
      expect(previous.getBoundingClientRect().right).to.equal(800 - 16);
      expect(next.getBoundingClientRect().left).to.equal(16);
      // The glyphs stay ‹ and ›, in right-to-left text, which draws mirrored characters the
      // other way round: both point outwards.
      expect([previous.textContent, next.textContent]).to.deep.equal(['‹', '›']);
      expect(getComputedStyle(next).direction).to.equal('rtl');
      expect(partOf(element, 'close')!.getBoundingClientRect().left).to.equal(16);
      // Item b's left half (x under 400) goes next, its right half previous.
      expect(await clickOnB(element, 399)).to.equal(2);
      expect(await clickOnB(element, 401)).to.equal(0);
      element.goTo(1);
      await element.updateComplete;
      clock = sinon.useFakeTimers({ toFake: ['Date'], now: 10_000 });
      await sendKeys({ press: 'ArrowLeft' });
      expect(element.index).to.equal(2);
      clock.tick(200);
      await sendKeys({ press: 'ArrowRight' });
      expect(element.index).to.equal(1);
      const dialog = partOf(element, 'dialog')!;
      // A finger moving right brings what lies on the left: the next item.
      swipe(dialog, [300, 300], [400, 300]);
      expect(element.index).to.equal(2);
      swipe(dialog, [500, 300], [400, 310]);
      expect(element.index).to.equal(1);
      next.click();
      await element.updateComplete;
      expect(element.index).to.equal(2);
      expect(track.style.translate).to.equal('200%');
      element.close();
      await popped();
    });

    it('takes its direction from the page, as the page has it when it opens', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      clock = sinon.useFakeTimers({ toFake: ['Date'], now: 10_000 });
      const element = await lightbox();
      // Opens with the page in `dir`, and checks the side of the next arrow and the key there.
      const nextGoes = async (dir: string, side: 'left' | 'right', key: string) => {
        document.documentElement.dir = dir;
        clock!.tick(200);
        await openAt(element, 0);
        const box = partOf(element, 'next')!.getBoundingClientRect();
        expect(box.left < innerWidth / 2 ? 'left' : 'right', dir).to.equal(side);
        await sendKeys({ press: key });
        expect(element.index, dir).to.equal(1);
        element.close();
        await popped();
      };
      try {
        await nextGoes('rtl', 'left', 'ArrowLeft');
        await nextGoes('', 'right', 'ArrowRight');
      } finally {
        document.documentElement.dir = '';
      }
    });

    it('does not navigate with a single item', async () => {
      const element = await lightbox('', `<div data-slide-id="a" data-src="${FULL_A}"></div>`);
      await openAt(element);
      element.next();
      swipe(partOf(element, 'dialog')!, [500, 300], [400, 300]);
      expect(element.index).to.equal(0);
      expect(partOf(element, 'arrow')).to.equal(null);
      element.close();
      await popped();
    });
  });

  describe('on mobile', () => {
    // An own property on navigator shadows the real user agent until it is deleted.
    const fakeUserAgent = (value: string) =>
      Object.defineProperty(navigator, 'userAgent', { value, configurable: true });
    afterEach(() => delete (navigator as { userAgent?: string }).userAgent);

    it('is mobile when the user agent says "mobile" in any case, or the property is set', async () => {
      const element = await lightbox();
      expect(element.isMobile).to.equal(false);
      fakeUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148');
      expect(element.isMobile).to.equal(true);
      fakeUserAgent('SOMEBROWSER MOBILE');
      expect(element.isMobile).to.equal(true);
      fakeUserAgent('Mozilla/5.0 (X11; Linux x86_64)');
      expect(element.isMobile).to.equal(false);
      element.mobile = true;
      expect(element.isMobile).to.equal(true);
    });

    it('is mobile where the window knows its orientation, whatever the user agent', async () => {
      const element = await lightbox();
      expect('orientation' in window, 'a desktop window').to.equal(false);
      expect(element.isMobile).to.equal(false);
      Object.defineProperty(window, 'orientation', { value: 0, configurable: true });
      try {
        expect(element.isMobile).to.equal(true);
        await openAt(element);
        await element.updateComplete;
        // Mobile: no looping past the first item, and the caption starts behind its toggle.
        element.previous();
        expect(element.index).to.equal(0);
        expect(partOf(element, 'caption-toggle') !== null).to.equal(true);
        element.close();
        await popped();
      } finally {
        delete (window as { orientation?: number }).orientation;
      }
      expect(element.isMobile).to.equal(false);
    });

    it('does not loop, and hides the arrow at each end, moving its focus to the other', async () => {
      const element = await lightbox('mobile');
      await openAt(element);
      await element.updateComplete;
      element.previous();
      expect(element.index).to.equal(0);
      const previous = partOf(element, 'previous') as HTMLButtonElement;
      const next = partOf(element, 'next') as HTMLButtonElement;
      expect(previous.disabled).to.equal(true);
      expect(getComputedStyle(previous).visibility).to.equal('hidden');
      next.focus();
      next.click();
      next.click();
      await element.updateComplete;
      expect(element.index).to.equal(2);
      expect(next.disabled).to.equal(true);
      expect(focusedInside(element)).to.equal(previous);
      element.next();
      swipe(partOf(element, 'dialog')!, [500, 300], [400, 300]);
      expect(element.index).to.equal(2);
      element.close();
      await popped();
    });

    it('keeps focus in the dialog when the caption toggle goes with its caption', async () => {
      // The second item has no caption (and no alt text to stand in for one).
      const element = await lightbox(
        'mobile',
        `<img src="${THUMB}" alt="Beach at dawn"><img src="${THUMB}" alt="">`,
      );
      await openAt(element);
      expect(partOf(element, 'caption-toggle') !== null).to.equal(true);
      partOf(element, 'caption-toggle')!.focus();
      await sendKeys({ press: 'ArrowRight' });
      await element.updateComplete;
      expect(element.index).to.equal(1);
      expect(partOf(element, 'caption-toggle') === null).to.equal(true);
      // Mobile does not loop: next is disabled at the last item, previous takes focus.
      expect(focusedInside(element)?.getAttribute('part')).to.equal('arrow previous');
      element.close();
      await popped();
    });

    it('hides the caption behind a toggle', async () => {
      const element = await lightbox('mobile');
      await openAt(element);
      const caption = partOf(element, 'caption')!;
      const toggle = partOf(element, 'caption-toggle')!;
      expect(caption.hidden).to.equal(true);
      expect(toggle.textContent).to.equal('Caption');
      expect(toggle.getAttribute('aria-controls')).to.equal(caption.id);
      expect(toggle.getAttribute('aria-expanded')).to.equal('false');
      toggle.click();
      await element.updateComplete;
      expect(caption.hidden).to.equal(false);
      expect(caption.textContent).to.equal('Dawn on the beach');
      expect(toggle.getAttribute('aria-expanded')).to.equal('true');
      // Readable over the image (a small window's padding leaves it on the image), on the
      // overlay's colour, and clear of the toggle.
      expect(getComputedStyle(caption).backgroundColor).to.equal('rgb(0, 0, 0)');
      const [text, button] = [caption, toggle].map((node) => node.getBoundingClientRect());
      expect(button!.bottom <= text!.top || button!.top >= text!.bottom).to.equal(true);
      element.close();
      await popped();
      const desktop = await lightbox();
      await openAt(desktop);
      expect(partOf(desktop, 'caption')!.hidden).to.equal(false);
      expect(partOf(desktop, 'caption-toggle')).to.equal(null);
      desktop.close();
      await popped();
    });
  });

  describe('deep link and history', () => {
    it('opens the item named by #itemId on connect, and clears it on close', async () => {
      history.replaceState(null, '', `${ORIGINAL_URL}#itemId=b`);
      const element = await lightbox();
      expect(element.state).to.be.oneOf(OPEN_STATES);
      expect(element.index).to.equal(1);
      // Nothing was pushed: the entry is still the page's own.
      expect(history.state).to.equal(null);
      element.close();
      expect(location.hash).to.equal('');
      expect(location.href).to.equal(ORIGINAL_URL);
    });

    it('tries the path’s last segment after #itemId, unless hash-only', async () => {
      const path = `/photos/c${location.search}`;
      try {
        history.replaceState(null, '', path);
        const hashOnly = await lightbox('hash-only');
        expect(hashOnly.state).to.equal('hidden');
        const linked = await lightbox();
        expect(linked.index).to.equal(2);
        expect(linked.state).to.be.oneOf(OPEN_STATES);
        expect(location.hash).to.equal('#itemId=c');
        linked.close();
        expect(location.hash).to.equal('');
        history.replaceState(null, '', `${path}#itemId=a`);
        const hashWins = await lightbox();
        expect(hashWins.index).to.equal(0);
        hashWins.close();
      } finally {
        history.replaceState(null, '', ORIGINAL_URL);
      }
    });

    it('takes no path segment for a position standing in for an id', async () => {
      const path = `/blog/2${location.search}`;
      try {
        history.replaceState(null, '', path);
        const unnamed = await lightbox('', '<img src="/a.jpg" alt="A"><img src="/b.jpg" alt="B">');
        expect(unnamed.state).to.equal('hidden');
        // The position still names the item in a hash: that link is explicit.
        history.replaceState(null, '', `${path}#itemId=2`);
        const hashed = await lightbox('', '<img src="/a.jpg" alt="A"><img src="/b.jpg" alt="B">');
        expect(hashed.index).to.equal(1);
        expect(hashed.state).to.be.oneOf(OPEN_STATES);
        hashed.close();
      } finally {
        history.replaceState(null, '', ORIGINAL_URL);
      }
    });

    it('opens a set given in code by its deep link', async () => {
      history.replaceState(null, '', `${ORIGINAL_URL}#itemId=q`);
      const element = await fixture<SsLightbox>(html`<ss-lightbox></ss-lightbox>`);
      element.items = [
        { id: 'p', src: FULL_A },
        { id: 'q', src: FULL_C },
      ];
      await element.updateComplete;
      expect(element.index).to.equal(1);
      expect(element.state).to.be.oneOf(OPEN_STATES);
      element.close();
    });

    it('decodes the id in the address, and takes a malformed one as it stands', async () => {
      const two = `<div data-slide-id="sea view" data-src="${FULL_A}"></div>
        <div data-slide-id="%E0%A4%A" data-src="${FULL_A}"></div>`;
      history.replaceState(null, '', `${ORIGINAL_URL}#itemId=sea%20view`);
      const element = await lightbox('', two);
      expect(element.index).to.equal(0);
      expect(element.state).to.be.oneOf(OPEN_STATES);
      element.next();
      expect(location.hash).to.equal('#itemId=%25E0%25A4%25A');
      element.close();
      history.replaceState(null, '', `${ORIGINAL_URL}#itemId=%E0%A4%A`);
      const malformed = await lightbox('', two);
      expect(malformed.index).to.equal(1);
      expect(malformed.state).to.be.oneOf(OPEN_STATES);
      malformed.close();
    });

    it('opens one lightbox only from a link two of them answer, and gives the page back on closing', async () => {
      const plain = `<img src="${THUMB}" alt="One"><img src="${THUMB}" alt="Two">`;
      history.replaceState(null, '', `${ORIGINAL_URL}#itemId=2`);
      const wrapper = await fixture<HTMLDivElement>(
        `<div><ss-lightbox>${plain}</ss-lightbox><ss-lightbox>${plain}</ss-lightbox></div>`,
      );
      const [first, second] = [...wrapper.querySelectorAll('ss-lightbox')];
      await first!.updateComplete;
      await second!.updateComplete;
      expect(first!.state).to.be.oneOf(OPEN_STATES);
      expect(first!.index).to.equal(1);
      expect(second!.state).to.equal('hidden');
      expect(first!.inert).to.equal(false);
      first!.close();
      await first!.updateComplete;
      expect(document.documentElement.style.overflow).to.equal('');
      expect(second!.inert).to.equal(false);
    });

    it('ignores an #itemId that names no item', async () => {
      history.replaceState(null, '', `${ORIGINAL_URL}#itemId=zzz`);
      const element = await lightbox();
      expect(element.state).to.equal('hidden');
    });

    it('pushes #itemId=<id> on opening, replaces it on moving, and goes back on closing', async () => {
      const element = await lightbox();
      expect(history.state).to.equal(null);
      element.open(0);
      // Written with the page lock, once the image is on screen: `updateComplete` waits for it.
      expect(location.hash).to.equal('');
      await element.updateComplete;
      expect(location.hash).to.equal('#itemId=a');
      expect(history.state).to.deep.equal({ ssLightbox: 'a' });
      element.next();
      element.next();
      expect(location.hash).to.equal('#itemId=c');
      // One step back (what closing does) is the address before opening: moving replaced.
      await closeToOriginal(element);
      expect(history.state).to.equal(null);
    });

    it('writes the address of the item on show when the page locks, after moves before it', async () => {
      const element = await lightbox();
      element.open(0);
      element.next();
      expect(location.hash).to.equal('');
      await element.updateComplete;
      expect(location.hash).to.equal('#itemId=b');
      expect(history.state).to.deep.equal({ ssLightbox: 'b' });
      element.next();
      expect(location.hash).to.equal('#itemId=c');
      await closeToOriginal(element);
    });

    it('goes Back over no entry when closed before it wrote its address', async () => {
      const element = await lightbox();
      // An entry of ours already current, as one a removed lightbox left behind.
      history.pushState({ ssLightbox: 'x' }, '', '#itemId=x');
      let pops = 0;
      const count = () => pops++;
      addEventListener('popstate', count);
      try {
        element.open(0);
        element.close();
        await new Promise((resolve) => setTimeout(resolve, 350));
        expect(pops).to.equal(0);
        expect(location.hash).to.equal('#itemId=x');
        expect(history.state).to.deep.equal({ ssLightbox: 'x' });
      } finally {
        removeEventListener('popstate', count);
      }
      await backToOriginal();
    });

    it('writes the address back at once when taken out of the page while open', async () => {
      const element = await lightbox();
      element.open(1);
      await element.updateComplete;
      expect(location.hash).to.equal('#itemId=b');
      expect(document.documentElement.style.overflow).to.equal('hidden');
      element.remove();
      expect(location.href).to.equal(ORIGINAL_URL);
      expect(document.documentElement.style.overflow).to.equal('');
      // The entry it pushed stays, at the same address: Back over it changes nothing shown.
      await backToOriginal();
    });

    it('lets a lightbox put in its place stay closed (a remount)', async () => {
      const element = await lightbox();
      element.open(1);
      await element.updateComplete;
      const parent = element.parentElement!;
      const replacement = document.createElement('ss-lightbox');
      replacement.innerHTML = THREE;
      element.replaceWith(replacement);
      await replacement.updateComplete;
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(replacement.state).to.equal('hidden');
      expect(location.href).to.equal(ORIGINAL_URL);
      expect(parent.contains(replacement)).to.equal(true);
      await backToOriginal();
    });

    it("hears the visitor's Back after it was taken out while its own Back was landing", async () => {
      const element = await lightbox();
      element.open(0);
      await element.updateComplete;
      const parent = element.parentElement!;
      const back = popped();
      element.close();
      element.remove();
      await back;
      parent.append(element);
      element.open(2);
      await element.updateComplete;
      expect(location.hash).to.equal('#itemId=c');
      const closed = oneEvent(element, 'ss-lightbox-close');
      history.back();
      await closed;
      expect(location.href).to.equal(ORIGINAL_URL);
    });

    it('leaves an address the page moved to while open as it is, on closing', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const element = await lightbox();
      element.open(0);
      await element.updateComplete;
      expect(location.hash).to.equal('#itemId=a');
      // An app's router, told of the opening, goes to a route of its own.
      const route = `/app/route-2${location.search}`;
      history.pushState({ app: 1 }, '', route);
      let pops = 0;
      const count = () => pops++;
      addEventListener('popstate', count);
      try {
        element.close();
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(element.state).to.equal('hidden');
        expect(pops).to.equal(0);
        expect(location.href).to.equal(new URL(route, location.href).href);
        expect(history.state).to.deep.equal({ app: 1 });
      } finally {
        removeEventListener('popstate', count);
      }
      // Out of the page, so that Back onto its entry does not open it again.
      element.remove();
      const first = popped();
      history.back();
      await first;
      await backToOriginal();
    });

    it('leaves the address alone when taken out after the page moved on (an app router)', async () => {
      const element = await lightbox();
      element.open(0);
      await element.updateComplete;
      // Another page, whose address names an item with the same id.
      const next = `/elsewhere${location.search}#itemId=a`;
      history.pushState({ route: 'next' }, '', next);
      let pops = 0;
      const count = () => pops++;
      addEventListener('popstate', count);
      try {
        element.remove();
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(pops).to.equal(0);
        expect(location.href).to.equal(new URL(next, location.href).href);
        expect(history.state).to.deep.equal({ route: 'next' });
      } finally {
        removeEventListener('popstate', count);
      }
      // Back over the app's entry and the lightbox's, to where the file started.
      const first = popped();
      history.back();
      await first;
      await backToOriginal();
    });

    it('stays open when opened again before the Back of its closing lands', async () => {
      const element = await lightbox();
      element.open(0);
      await element.updateComplete;
      const back = popped();
      element.close();
      element.open(2);
      await back;
      await element.updateComplete;
      await new Promise((resolve) => setTimeout(resolve, 350));
      expect(element.state).to.equal('content-visible');
      expect(location.hash).to.equal('#itemId=c');
      expect(history.state).to.deep.equal({ ssLightbox: 'c' });
      await closeToOriginal(element);
    });

    /** Closes the lightbox and opens it on 'c' before the Back of that closing lands. */
    async function reopenBeforeBackLands(element: SsLightbox): Promise<void> {
      element.open(0);
      await element.updateComplete;
      // The browser's Back is held until the lightbox, opened again, has written its address.
      const back = history.back;
      let landBack: (() => void) | undefined;
      history.back = () => (landBack = () => back.call(history));
      try {
        element.close();
        element.open(2);
        await element.updateComplete;
      } finally {
        history.back = back;
      }
      expect(landBack).to.be.a('function');
      const landed = popped();
      landBack!();
      await landed;
    }

    it('keeps the address of the item it opened again on when the Back of its closing lands late', async () => {
      const element = await lightbox();
      await reopenBeforeBackLands(element);
      expect(element.state).to.be.oneOf(['overlay-visible', 'content-visible']);
      expect(location.hash).to.equal('#itemId=c');
      expect(history.state).to.deep.equal({ ssLightbox: 'c' });
      await closeToOriginal(element);
    });

    it('restores the page address when taken out after the Back of its closing landed late', async () => {
      const element = await lightbox();
      await reopenBeforeBackLands(element);
      element.remove();
      expect(location.href).to.equal(ORIGINAL_URL);
      await backToOriginal();
    });

    it('closes on the Back button, restoring the page and focus', async () => {
      const element = await lightbox();
      const opener = triggers(element)[1]!;
      opener.focus();
      await sendKeys({ press: 'Enter' });
      await element.updateComplete;
      expect(location.hash).to.equal('#itemId=b');
      const closed = oneEvent(element, 'ss-lightbox-close');
      history.back();
      await closed;
      expect(element.state).to.equal('hiding');
      expect(location.href).to.equal(ORIGINAL_URL);
      expect(document.activeElement).to.equal(opener);
      expect(opener.inert).to.equal(false);
    });

    it('opens again on Forward after a Back closed it, and goes Back over the same entry', async () => {
      const element = await lightbox();
      element.open(1);
      await element.updateComplete;
      const entries = history.length;
      const closed = oneEvent(element, 'ss-lightbox-close');
      history.back();
      await closed;
      expect(location.href).to.equal(ORIGINAL_URL);
      const opened = oneEvent(element, 'ss-lightbox-open');
      history.forward();
      expect((await opened).detail).to.deep.equal({ index: 1, id: 'b' });
      await element.updateComplete;
      // The entry it came Forward to is its address: written in place, none pushed.
      expect(location.hash).to.equal('#itemId=b');
      expect(history.state).to.deep.equal({ ssLightbox: 'b' });
      expect(history.length).to.equal(entries);
      element.next();
      expect(location.hash).to.equal('#itemId=c');
      await closeToOriginal(element);
      expect(history.length).to.equal(entries);
    });

    it('stays closed on an entry no lightbox pushed, or one naming no item of its', async () => {
      const element = await lightbox();
      history.pushState({ other: 1 }, '', '#itemId=b');
      history.pushState({ ssLightbox: 'zz' }, '', '#itemId=zz');
      history.pushState(null, '', ORIGINAL_URL);
      // Back to each of them, then to the page's own entry.
      for (let i = 0; i < 3; i++) {
        const back = popped();
        history.back();
        await back;
        expect(element.state, location.hash).to.equal('hidden');
      }
      expect(location.href).to.equal(ORIGINAL_URL);
    });

    it('follows the address when it names another item while open', async () => {
      const element = await lightbox();
      element.open(0);
      const changed = oneEvent(element, 'ss-lightbox-change');
      location.hash = '#itemId=c';
      expect((await changed).detail).to.deep.equal({ index: 2, id: 'c' });
      expect(element.state).to.not.equal('hiding');
    });

    it('opens again on Forward the lightbox whose entry it is, where another set shares its ids', async () => {
      const wrapper = await fixture<HTMLDivElement>(
        `<div><ss-lightbox>${THREE}</ss-lightbox><ss-lightbox>${THREE}</ss-lightbox></div>`,
      );
      const [first, second] = [...wrapper.querySelectorAll('ss-lightbox')];
      await first!.updateComplete;
      second!.open(1);
      await second!.updateComplete;
      const closed = oneEvent(second!, 'ss-lightbox-close');
      history.back();
      await closed;
      const forward = popped();
      history.forward();
      await forward;
      expect(first!.state).to.equal('hidden');
      expect(second!.state).to.be.oneOf(OPEN_STATES);
      expect(second!.index).to.equal(1);
      await second!.updateComplete;
      expect(location.hash).to.equal('#itemId=b');
      await closeToOriginal(second!);
    });

    it('gives focus on closing to the item on show, opened from the address with focus nowhere', async () => {
      const path = `/photos/a${location.search}`;
      try {
        for (const address of [`${ORIGINAL_URL}#itemId=b`, path]) {
          (document.activeElement as HTMLElement | null)?.blur();
          history.replaceState(null, '', address);
          const element = await lightbox();
          await element.updateComplete;
          expect(focusedInside(element) === partOf(element, 'close')).to.equal(true);
          element.next();
          element.close();
          const trigger = triggers(element)[element.index]!;
          expect(document.activeElement === trigger).to.equal(true);
          // Still there once the dialog has gone.
          await waitUntil(() => element.state === 'hidden');
          await element.updateComplete;
          expect(partOf(element, 'dialog') === null).to.equal(true);
          expect(document.activeElement === trigger).to.equal(true);
        }
      } finally {
        history.replaceState(null, '', ORIGINAL_URL);
      }
    });
  });

  describe('as a modal dialog', () => {
    it('moves focus to the close button, traps Tab and Shift+Tab, and returns focus on close', async () => {
      const element = await lightbox();
      const opener = triggers(element)[1]!;
      opener.focus();
      await sendKeys({ press: 'Space' });
      await element.updateComplete;
      const [close, previous, next] = ['close', 'previous', 'next'].map((name) =>
        partOf(element, name),
      );
      expect(focusedInside(element)).to.equal(close);
      await sendKeys({ press: 'Tab' });
      expect(focusedInside(element)).to.equal(previous);
      await sendKeys({ press: 'Tab' });
      expect(focusedInside(element)).to.equal(next);
      await sendKeys({ press: 'Tab' });
      expect(focusedInside(element)).to.equal(close);
      await shiftTab();
      expect(focusedInside(element)).to.equal(next);
      await shiftTab();
      await shiftTab();
      expect(focusedInside(element)).to.equal(close);
      await shiftTab();
      expect(focusedInside(element)).to.equal(next);
      // From the dialog itself (after a click on the image), Tab goes to the first control.
      partOf(element, 'dialog')!.focus();
      await sendKeys({ press: 'Tab' });
      expect(focusedInside(element)).to.equal(close);
      partOf(element, 'dialog')!.focus();
      await shiftTab();
      expect(focusedInside(element)).to.equal(next);
      const back = popped();
      await sendKeys({ press: 'Enter' });
      await element.updateComplete;
      expect(element.index).to.equal(2);
      await sendKeys({ press: 'Escape' });
      expect(document.activeElement).to.equal(opener);
      await back;
    });

    it('makes the rest of the page inert while open and restores exactly what was there', async () => {
      const before = document.createElement('div');
      before.innerHTML = '<button>Before</button>';
      const alreadyInert = document.createElement('div');
      alreadyInert.inert = true;
      document.body.prepend(before, alreadyInert);
      try {
        const wrapper = await fixture<HTMLElement>(
          `<main><p>Intro</p><section><ss-lightbox>${THREE}</ss-lightbox></section><aside>Side</aside></main>`,
        );
        const element = wrapper.querySelector('ss-lightbox')!;
        await element.updateComplete;
        const outside = [
          before,
          wrapper.querySelector('p')!,
          wrapper.querySelector('aside')!,
          ...items(element),
        ];
        const bodyChildren = [...document.body.children] as HTMLElement[];
        const inertBefore = bodyChildren.map((child) => child.inert);
        await openAt(element);
        for (const node of outside) expect(node.inert, node.outerHTML).to.equal(true);
        for (const child of bodyChildren) {
          expect(child.inert).to.equal(!child.contains(element));
        }
        expect(wrapper.inert).to.equal(false);
        expect(wrapper.querySelector('section')!.inert).to.equal(false);
        expect(element.inert).to.equal(false);
        expect(document.documentElement.style.overflow).to.equal('hidden');
        const back = popped();
        element.close();
        expect(bodyChildren.map((child) => child.inert)).to.deep.equal(inertBefore);
        expect(alreadyInert.inert).to.equal(true);
        for (const node of outside) expect(node.inert).to.equal(false);
        expect(document.documentElement.style.overflow).to.equal('');
        await back;
      } finally {
        before.remove();
        alreadyInert.remove();
      }
    });

    it('makes the page around a host inside a shadow root inert too', async () => {
      const outer = await fixture<HTMLElement>('<div><span>Before</span><div></div></div>');
      const root = outer.lastElementChild!.attachShadow({ mode: 'open' });
      root.innerHTML = `<p>Inside</p><ss-lightbox>${THREE}</ss-lightbox>`;
      const element = root.querySelector('ss-lightbox')!;
      await element.updateComplete;
      await aTimeout(0);
      await openAt(element);
      expect(root.querySelector('p')!.inert).to.equal(true);
      expect(outer.querySelector('span')!.inert).to.equal(true);
      element.close();
      expect(root.querySelector('p')!.inert).to.equal(false);
      await popped();
    });

    it('says "Image n of N" in a polite live region', async () => {
      const element = await lightbox();
      element.open(0);
      // Rendered empty with the dialog, and filled once the image is on screen: a live region
      // is heard when its text changes, not when it comes with its text.
      await new Promise((resolve) => setTimeout(resolve));
      const status = partOf(element, 'status')!;
      expect(status.textContent).to.equal('');
      await element.updateComplete;
      expect(partOf(element, 'status')).to.equal(status);
      // A status role is a polite live region of itself.
      expect(status.getAttribute('role')).to.equal('status');
      expect(status.textContent).to.equal('Image 1 of 3');
      element.next();
      await element.updateComplete;
      expect(status.textContent).to.equal('Image 2 of 3');
      element.close();
      await popped();
    });

    it('shows a visible focus ring on the controls', async () => {
      const element = await lightbox();
      triggers(element)[0]!.focus();
      await sendKeys({ press: 'Enter' });
      await element.updateComplete;
      const close = partOf(element, 'close')!;
      expect(focusedInside(element)).to.equal(close);
      expect(close.matches(':focus-visible')).to.equal(true);
      expect(getComputedStyle(close).outlineStyle).to.equal('solid');
      expect(getComputedStyle(close).outlineWidth).to.equal('2px');
      element.close();
      await popped();
    });
  });

  describe('images', () => {
    it('reserves each image’s space from its dimensions, before and after it loads', async () => {
      const element = await lightbox();
      await openAt(element);
      const [a, b, c] = images(element);
      expect([a!.getAttribute('width'), a!.getAttribute('height')]).to.deep.equal(['1600', '1200']);
      // 1600x1200 fitted into 600x400 (800x600 less 100 px all round), though the file is 16x12.
      const box = a!.getBoundingClientRect();
      expect(box.width).to.be.closeTo(533.33, 0.05);
      expect(box.height).to.be.closeTo(400, 0.05);
      expect(box.top).to.be.closeTo(100, 0.05);
      expect(a!.style.aspectRatio).to.equal('1600 / 1200');
      element.next();
      await element.updateComplete;
      const tall = b!.getBoundingClientRect();
      expect(tall.width).to.be.closeTo(266.67, 0.05);
      expect(tall.height).to.be.closeTo(400, 0.05);
      expect(c!.hasAttribute('width')).to.equal(false);
      element.close();
      await popped();
    });

    it('fits an image without dimensions into the window, centred, once it loads', async () => {
      const element = await lightbox('', `<img src="${image(800, 1200)}" alt="Tall">`);
      await openAt(element);
      const img = images(element)[0]!;
      await img.decode();
      // 800x1200 fitted into 600x400 (800x600 less 100 px all round).
      const box = img.getBoundingClientRect();
      expect(box.height).to.be.closeTo(400, 0.05);
      expect(box.width).to.be.closeTo(266.67, 0.05);
      expect(box.top).to.be.closeTo(100, 0.05);
      expect(box.left).to.be.closeTo((innerWidth - box.width) / 2, 0.05);
      element.close();
      await popped();
    });

    it('never enlarges an image past its own size', async () => {
      const element = await lightbox(
        '',
        `<div data-slide-id="s" data-src="${FULL_A}" data-image-dimensions="300x200"></div>`,
      );
      await openAt(element);
      const box = images(element)[0]!.getBoundingClientRect();
      expect([box.width, box.height]).to.deep.equal([300, 200]);
      element.close();
      await popped();
    });

    it('loads the current item and its neighbours only, rendering no other item', async () => {
      // Each item's full image is told apart by its size: item i is (i + 1) x 1.
      const srcs = [1, 2, 3, 4, 5].map((width) => image(width, 1));
      const five = srcs
        .map((src, i) => `<div data-slide-id="${'abcde'[i]}" data-src="${src}"></div>`)
        .join('');
      const element = await lightbox('', five);
      const shown = () =>
        images(element)
          .map((img) => srcs.indexOf(img.src))
          .sort((x, y) => x - y);
      // The item opened comes alone first: its image loads with no other ahead of it.
      element.open(0);
      await new Promise((resolve) => setTimeout(resolve));
      expect(element.state).to.be.oneOf(OPEN_STATES);
      expect(shown()).to.deep.equal([0]);
      await element.updateComplete;
      // Looping, the last item is the first's previous neighbour.
      expect(shown()).to.deep.equal([0, 1, 4]);
      expect(images(element).every((img) => img.loading !== 'lazy')).to.equal(true);
      element.goTo(2);
      await element.updateComplete;
      expect(shown()).to.deep.equal([1, 2, 3]);
      expect(images(element).every((img) => img.loading !== 'lazy')).to.equal(true);
      element.close();
      await popped();
      // Without looping, the last item is no neighbour of the first.
      element.mobile = true;
      await openAt(element, 0);
      expect(shown()).to.deep.equal([0, 1]);
      element.close();
      await popped();
    });

    it('shows only the current slide to assistive technology', async () => {
      const element = await lightbox();
      await openAt(element, 1);
      const slides = [...element.shadowRoot!.querySelectorAll<HTMLElement>('[part~="slide"]')];
      expect(slides.map((slide) => slide.inert)).to.deep.equal([true, false, true]);
      element.close();
      await popped();
    });

    it('keeps the index within the set when items go away while open', async () => {
      const element = await lightbox();
      await openAt(element, 2);
      items(element)[2]!.remove();
      await aTimeout(0);
      await element.updateComplete;
      expect(element.index).to.equal(1);
      element.close();
      await popped();
    });

    /** What the open lightbox shows: its index, its current image, its status and address. */
    const showing = (element: SsLightbox) => [
      element.index,
      partOf(element, 'current')!.querySelector('img')!.src,
      partOf(element, 'status')!.textContent,
      location.hash,
    ];

    it('stays on the item on show as items come and go around it, without a change event', async () => {
      const element = await lightbox();
      await openAt(element, 1);
      const changes = sinon.spy();
      element.addEventListener('ss-lightbox-change', changes);
      const item = (id: string) => {
        const added = document.createElement('div');
        Object.assign(added.dataset, { slideId: id, src: FULL_C });
        return added;
      };
      element.prepend(item('y'), item('z'));
      await aTimeout(0);
      await element.updateComplete;
      expect(showing(element)).to.deep.equal([3, THUMB, LIGHTBOX_TEXT.status(4, 5), '#itemId=b']);
      // Coming before it shifted the track at once: no slide across the items.
      expect(getComputedStyle(partOf(element, 'track')!).transitionDuration).to.equal('0s, 0.6s');
      items(element)[0]!.remove();
      element.append(item('w'));
      await aTimeout(0);
      await element.updateComplete;
      expect(showing(element)).to.deep.equal([2, THUMB, LIGHTBOX_TEXT.status(3, 5), '#itemId=b']);
      expect(changes.callCount).to.equal(0);
      element.close();
      await popped();
    });

    it('shows the item in the place of the one on show when that goes, and says so', async () => {
      const element = await lightbox();
      await openAt(element, 1);
      const changes: unknown[] = [];
      element.addEventListener('ss-lightbox-change', (event) => changes.push(event.detail));
      items(element)[1]!.remove();
      await aTimeout(0);
      await element.updateComplete;
      expect(showing(element)).to.deep.equal([1, FULL_C, LIGHTBOX_TEXT.status(2, 2), '#itemId=c']);
      expect(changes).to.deep.equal([{ index: 1, id: 'c' }]);
      // The last one gone, the one before it comes.
      items(element)[1]!.remove();
      await aTimeout(0);
      await element.updateComplete;
      expect(showing(element)).to.deep.equal([0, FULL_A, LIGHTBOX_TEXT.status(1, 1), '#itemId=a']);
      expect(changes).to.deep.equal([
        { index: 1, id: 'c' },
        { index: 0, id: 'a' },
      ]);
      element.close();
      await popped();
    });

    it('finds the item on show by its id in a set given again in code', async () => {
      const element = await fixture<SsLightbox>(html`<ss-lightbox></ss-lightbox>`);
      const set = (...ids: string[]) =>
        ids.map((id) => ({ id, src: { o: FULL_C, p: FULL_A, q: THUMB }[id]! }));
      element.items = set('p', 'q');
      await openAt(element, 1);
      const changes: unknown[] = [];
      element.addEventListener('ss-lightbox-change', (event) => changes.push(event.detail));
      element.items = set('o', 'p', 'q');
      await element.updateComplete;
      expect(showing(element)).to.deep.equal([2, THUMB, LIGHTBOX_TEXT.status(3, 3), '#itemId=q']);
      expect(changes).to.deep.equal([]);
      element.items = set('o', 'p');
      await element.updateComplete;
      expect(showing(element)).to.deep.equal([1, FULL_A, LIGHTBOX_TEXT.status(2, 2), '#itemId=p']);
      expect(changes).to.deep.equal([{ index: 1, id: 'p' }]);
      element.close();
      await popped();
    });

    it('knows an item without an id by its place: the same set given again announces nothing', async () => {
      const element = await fixture<SsLightbox>(html`<ss-lightbox></ss-lightbox>`);
      // As a framework gives them on each render: new objects, the same photos, no ids.
      const photos = () => [FULL_A, THUMB, FULL_C].map((src) => ({ src }));
      element.items = photos();
      await openAt(element, 1);
      const changes = sinon.spy();
      element.addEventListener('ss-lightbox-change', changes);
      element.items = photos();
      await element.updateComplete;
      element.items = photos();
      await element.updateComplete;
      expect(showing(element)).to.deep.equal([1, THUMB, LIGHTBOX_TEXT.status(2, 3), '#itemId=2']);
      expect(changes.callCount).to.equal(0);
      element.close();
      await popped();
    });

    it('gives focus on closing to the trigger of the item on show when the opener left with its item', async () => {
      const element = await lightbox();
      const [, opener] = triggers(element);
      opener!.focus();
      opener!.click();
      await element.updateComplete;
      items(element)[1]!.remove();
      await aTimeout(0);
      await element.updateComplete;
      expect(element.itemSet[element.index]!.meta.id).to.equal('c');
      element.close();
      await popped();
      expect(document.activeElement === triggers(element)[1]).to.equal(true);
    });
  });

  describe('accessibility', () => {
    it('has no axe violations closed', async () => {
      const element = await lightbox();
      await expect(element).to.be.accessible();
    });

    for (const [name, index] of [
      ['first', 0],
      ['middle', 1],
      ['last', 2],
    ] as const) {
      it(`has no axe violations open on the ${name} item`, async () => {
        await emulateMedia({ reducedMotion: 'reduce' });
        const element = await lightbox();
        await openAt(element, index);
        expect(element.state).to.equal('content-visible');
        await expect(element).to.be.accessible();
        element.close();
        await popped();
      });
    }

    for (const [name, attributes] of [
      ['on mobile', 'mobile'],
      ['right to left, on mobile', 'dir="rtl" mobile'],
    ]) {
      it(`has no axe violations open ${name}, its caption shown`, async () => {
        await emulateMedia({ reducedMotion: 'reduce' });
        const element = await lightbox(attributes);
        await openAt(element, 2);
        partOf(element, 'caption-toggle')!.click();
        await element.updateComplete;
        await expect(element).to.be.accessible();
        element.close();
        await popped();
      });
    }
  });
});
