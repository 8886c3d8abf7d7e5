import { aTimeout, expect, fixture, fixtureCleanup, html, oneEvent } from '@open-wc/testing';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import sinon from 'sinon';
import { SsLightbox, type LightboxItem } from '../../../components/lightbox/lightbox.ts';
import { LIGHTBOX_ARROW_THROTTLE_MS } from '../../../components/lightbox/constants.ts';

/** A tiny image of the given natural size. */
const image = (width: number, height: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#888"/></svg>`,
  )}`;
const THUMB = image(4, 4);
/** Item i's full image, told apart from the others by its width. */
const full = (i: number) => image(i + 1, 1);

const ORIGINAL_URL = location.href;
/** The states of an open lightbox: every one but `hidden` and `hiding` (closing). */
const OPEN_STATES = ['shown', 'overlay-visible', 'content-visible'];
const N = 500;

/** `count` items as the spec's slides carry them: s0, s1, … with 'Slide 1', 'Slide 2', … */
const markup = (count: number) =>
  Array.from(
    { length: count },
    (_, i) =>
      `<figure data-slide-id="s${i}" data-src="${full(i)}" data-image-dimensions="1200x800"><img src="${THUMB}" alt="Slide ${i + 1}"></figure>`,
  ).join('');

async function lightbox(count = N, attrs = ''): Promise<SsLightbox> {
  const element = await fixture<SsLightbox>(`<ss-lightbox ${attrs}>${markup(count)}</ss-lightbox>`);
  await element.updateComplete;
  return element;
}

const root = (element: SsLightbox) => element.shadowRoot!;
const slides = (element: SsLightbox) => [
  ...root(element).querySelectorAll<HTMLElement>('[part~="slide"]'),
];
const images = (element: SsLightbox) => [
  ...root(element).querySelectorAll<HTMLImageElement>('[part~="image"]'),
];
const partOf = (element: SsLightbox, name: string) =>
  root(element).querySelector<HTMLElement>(`[part~="${name}"]`);
/** Every element in the shadow root. */
const shadowSize = (element: SsLightbox) => root(element).querySelectorAll('*').length;

/** Opens on `index` and lets the opening render and its first step run. */
async function openAt(element: SsLightbox, index = 0): Promise<void> {
  element.open(index);
  await element.updateComplete;
  await element.updateComplete;
}

/** Waits for the Back navigation a close starts, so it ends in its own test. */
const popped = () => oneEvent(window, 'popstate');

/**
 * What the open lightbox shows for item `i`: at most three slides (the item and its
 * neighbours), the current one in view holding item i's full image, and 'Image i+1 of N'.
 */
function expectShowing(element: SsLightbox, i: number, count = N): void {
  expect(element.index).to.equal(i);
  expect(slides(element).length).to.be.at.most(3);
  expect(images(element).length).to.be.at.most(3);
  const current = partOf(element, 'current')!;
  const img = current.querySelector('img')!;
  expect(img.src).to.equal(full(i));
  expect(img.alt).to.equal(`Slide ${i + 1}`);
  expect(current.getBoundingClientRect()).to.include({ left: 0, width: 800 });
  expect(partOf(element, 'status')!.textContent).to.equal(`Image ${i + 1} of ${count}`);
  expect(location.hash).to.equal(`#itemId=s${i}`);
  // Every other slide is a neighbour, out of view on either side.
  for (const slide of slides(element)) {
    if (slide === current) continue;
    expect(Math.abs(slide.getBoundingClientRect().left)).to.equal(800);
    expect(slide.inert).to.equal(true);
  }
}

describe('<ss-lightbox> over a large set', () => {
  let clock: sinon.SinonFakeTimers | undefined;

  before(() => setViewport({ width: 800, height: 600 }));
  // Motion reduced: every move lands at once, so positions can be read.
  beforeEach(() => emulateMedia({ reducedMotion: 'reduce' }));
  afterEach(async () => {
    // Removed first: a lightbox a test left open writes no address into the next test.
    fixtureCleanup();
    clock?.restore();
    clock = undefined;
    sinon.restore();
    await emulateMedia({ reducedMotion: 'no-preference' });
    history.replaceState(null, '', ORIGINAL_URL);
  });

  it('renders the same few elements open on 500 items as on 3', async () => {
    const small = await lightbox(3);
    await openAt(small, 1);
    const size = shadowSize(small);
    small.close();
    await popped();

    const element = await lightbox();
    await openAt(element, 0);
    expect(element.state).to.equal('content-visible');
    expect(slides(element)).to.have.length(3);
    expect(shadowSize(element)).to.equal(size);
    expectShowing(element, 0);
    // The set is still every item, read on demand.
    expect(element.itemSet).to.have.length(N);
    element.close();
    await popped();
  });

  it('stays bounded and shows the right item and counter on every kind of move', async () => {
    const element = await lightbox();
    await openAt(element, 0);
    const size = shadowSize(element);
    const check = async (i: number) => {
      await element.updateComplete;
      expectShowing(element, i);
      expect(shadowSize(element)).to.equal(size);
    };
    element.next();
    await check(1);
    element.next();
    await check(2);
    element.previous();
    await check(1);
    element.goTo(250);
    await check(250);
    partOf(element, 'next')!.click();
    await check(251);
    partOf(element, 'previous')!.click();
    partOf(element, 'previous')!.click();
    await check(249);
    clock = sinon.useFakeTimers({ toFake: ['Date'], now: 10_000 });
    await sendKeys({ press: 'ArrowRight' });
    await check(250);
    clock.tick(LIGHTBOX_ARROW_THROTTLE_MS);
    await sendKeys({ press: 'ArrowLeft' });
    await check(249);
    // Through the ends, both ways.
    element.goTo(N - 1);
    await check(N - 1);
    element.next();
    await check(0);
    element.previous();
    await check(N - 1);
    element.close();
    await popped();
  });

  it('re-renders one slide on a move, the other two keeping their images', async () => {
    const element = await lightbox();
    await openAt(element, 10);
    const srcOf = (slide: HTMLElement) => slide.querySelector('img')!.src;
    const before = new Map(slides(element).map((slide) => [slide, srcOf(slide)]));
    element.next();
    await element.updateComplete;
    const after = slides(element);
    const kept = after.filter((slide) => before.get(slide) === srcOf(slide));
    expect(kept.map(srcOf).sort()).to.deep.equal([full(10), full(11)].sort());
    expect(after.map(srcOf).sort()).to.deep.equal([full(10), full(11), full(12)].sort());
    element.close();
    await popped();
  });

  it('reads only the items it shows, when it opens and on each move', async () => {
    const element = await lightbox();
    const children = new Set(element.children);
    const read = sinon.spy(Element.prototype, 'matches');
    /** The positions of the items read since the last call. */
    const itemsRead = () => {
      const positions = new Set(
        read.thisValues
          .filter((node) => children.has(node as Element))
          .map((node) => [...children].indexOf(node as Element)),
      );
      read.resetHistory();
      return [...positions].sort((x, y) => x - y);
    };
    (element.children[300]!.querySelector('img') as HTMLElement).click();
    await element.updateComplete;
    await element.updateComplete;
    expect(element.index).to.equal(300);
    expect(itemsRead()).to.deep.equal([299, 300, 301]);
    element.next();
    await element.updateComplete;
    expect(itemsRead()).to.deep.equal([300, 301, 302]);
    element.goTo(0);
    await element.updateComplete;
    expect(itemsRead()).to.deep.equal([0, 1, N - 1]);
    read.restore();
    element.close();
    await popped();
  });

  it('opens the item a deep link names, bounded', async () => {
    history.replaceState(null, '', `${ORIGINAL_URL}#itemId=s400`);
    const element = await lightbox();
    await element.updateComplete;
    await element.updateComplete;
    expect(element.state).to.be.oneOf(OPEN_STATES);
    expectShowing(element, 400);
    element.close();
  });

  it('stops at the ends on mobile, with one neighbour there', async () => {
    const element = await lightbox(N, 'mobile');
    await openAt(element, N - 1);
    expectShowing(element, N - 1);
    expect(slides(element)).to.have.length(2);
    expect((partOf(element, 'next') as HTMLButtonElement).disabled).to.equal(true);
    element.next();
    await element.updateComplete;
    expectShowing(element, N - 1);
    element.goTo(0);
    await element.updateComplete;
    expectShowing(element, 0);
    expect(slides(element)).to.have.length(2);
    element.close();
    await popped();
  });

  it('restyles the page (inert, no scrolling) only once the full image is on screen', async () => {
    const element = await lightbox();
    const items = [...element.children] as HTMLElement[];
    element.open(7);
    await aTimeout(0);
    // Open and drawn, the page behind it not locked yet: that would delay the image.
    expect(element.state).to.equal('content-visible');
    expect(partOf(element, 'current')).to.not.equal(null);
    expect(items.some((item) => item.inert)).to.equal(false);
    expect(document.documentElement.style.overflow).to.equal('');
    // `updateComplete` waits for the lock, which waits for the image.
    await element.updateComplete;
    expect(partOf(element, 'current')!.querySelector('img')!.complete).to.equal(true);
    expect(items.every((item) => item.inert)).to.equal(true);
    expect(document.documentElement.style.overflow).to.equal('hidden');
    const back = popped();
    element.close();
    expect(items.some((item) => item.inert)).to.equal(false);
    expect(document.documentElement.style.overflow).to.equal('');
    await back;
  });

  it("names none of the host's attributes in its rules: its state changes restyle no item", () => {
    // Invalidation is keyed by attribute name across every style sheet of the page: a rule of
    // the dialog keyed on `data-state` over all its children made each change of the host's
    // `data-state` restyle every item of the set (10,000 elements at 5,000 items, 15 ms).
    const rules = SsLightbox.elementStyles
      .map((style) => ('cssText' in style ? style.cssText : ''))
      .join('');
    expect(rules).to.contain('opacity');
    expect(rules).not.to.match(/\[data-/);
  });

  it('leaves the page as it was when closed before the page was locked', async () => {
    const element = await lightbox(5);
    const items = [...element.children] as HTMLElement[];
    const address = location.href;
    const length = history.length;
    element.open(0);
    element.close();
    // Waits for the lock that opening scheduled: it finds the lightbox closed, and writes
    // neither the lock nor the address (no entry was pushed, so none is gone Back over).
    await element.updateComplete;
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(items.some((item) => item.inert)).to.equal(false);
    expect(document.documentElement.style.overflow).to.equal('');
    expect(location.href).to.equal(address);
    expect(history.length).to.equal(length);
    // Opened again, it locks the page, and unlocks it exactly.
    element.open(2);
    await element.updateComplete;
    expect(items.every((item) => item.inert)).to.equal(true);
    element.close();
    expect(items.some((item) => item.inert)).to.equal(false);
    expect(document.documentElement.style.overflow).to.equal('');
    await popped();
  });

  it('stays bounded over a set given in code', async () => {
    const given: LightboxItem[] = Array.from({ length: N }, (_, i) => ({
      id: `s${i}`,
      src: full(i),
      width: 1200,
      height: 800,
      alt: `Slide ${i + 1}`,
    }));
    const element = await fixture<SsLightbox>(html`<ss-lightbox .items=${given}></ss-lightbox>`);
    await openAt(element, 123);
    expectShowing(element, 123);
    element.next();
    await element.updateComplete;
    expectShowing(element, 124);
    element.close();
    await popped();
  });
});
