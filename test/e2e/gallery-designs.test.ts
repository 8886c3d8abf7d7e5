import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { CDPSession } from 'playwright-core';
import { startHarness, type Harness } from './harness.ts';

let harness: Harness;
before(async () => {
  harness = await startHarness();
});
after(() => harness?.close());

/** The block designs an owner can pick, and the engine design each one runs as (part 2 §4). */
const MOVING = { slider: 'strip', slideshow: 'stacked', stacked: 'base', carousel: 'carousel' };
const STATIC = ['grid', 'autogrid', 'autocolumns', 'autorows', 'list'];

let visits = 0;

/** Saves the block with `design` (and its lightbox on) as the owner, then opens the published page. */
async function publish(design: string, engineDesign: string): Promise<void> {
  const { page, base } = harness;
  await page.goto(`${base}/?d=${++visits}#/owner`);
  await page.getByLabel('Design').selectOption(design);
  const lightbox = page.getByLabel('Open photos in a lightbox');
  if (!(await lightbox.isChecked())) await lightbox.check();
  await page.getByRole('button', { name: 'Save gallery settings' }).click();
  await page.getByText('Saved. The published page shows the new gallery.').waitFor();
  await page.goto(`${base}/?d=${++visits}#/visitor`);
  await page.waitForFunction((name) => {
    const gallery = document.querySelector('#block-gallery') as unknown as {
      design?: string;
      engine?: object;
    };
    return gallery?.design === name && gallery.engine !== undefined;
  }, engineDesign);
  await page.locator('#block-gallery').scrollIntoViewIfNeeded();
}

/** Waits until the block gallery shows position `index` and has stopped moving. */
const settledAt = (index: number) =>
  harness.page.waitForFunction((index) => {
    const gallery = document.querySelector('#block-gallery') as unknown as {
      currentIndex: number;
      engine: { inMotion: boolean };
    };
    return gallery.currentIndex === index && !gallery.engine.inMotion;
  }, index);

/** A one-finger touch on the page, through the browser's own touch input. */
async function touch(cdp: CDPSession, points: Array<[number, number]>): Promise<void> {
  const [first, ...rest] = points;
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [{ x: first![0], y: first![1] }],
  });
  for (const [x, y] of rest) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** Runs `use` with touch input on, and turns it off after. */
async function withTouch(use: (cdp: CDPSession) => Promise<void>): Promise<void> {
  const { page } = harness;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true });
  try {
    await use(cdp);
  } finally {
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: false });
    await cdp.detach();
  }
}

/** A one-finger swipe across the middle of `box`, between two fractions of its width. */
function swipeAcross(
  box: { x: number; y: number; width: number; height: number },
  from: number,
  to: number,
): Promise<void> {
  const y = Math.round(box.y + box.height / 2);
  const at = (fraction: number): [number, number] => [Math.round(box.x + box.width * fraction), y];
  return withTouch((cdp) => touch(cdp, [at(from), at((from + to) / 2), at(to)]));
}

/** The lightbox of the gallery `gallery` names (placed right after it) is open on item `index`. */
const lightboxOpenAt = (index: number, gallery = '#block-gallery') =>
  harness.page.waitForFunction(
    ([index, selector]) => {
      const lightbox = document.querySelector(selector) as unknown as {
        state: string;
        index: number;
      } | null;
      return lightbox?.state === 'content-visible' && lightbox.index === index;
    },
    [index, `${gallery} + ss-lightbox`] as const,
  );

/** Closes the gallery's lightbox with Escape and waits until it is gone. */
async function closeLightbox(gallery = '#block-gallery'): Promise<void> {
  const { page } = harness;
  await page.keyboard.press('Escape');
  await page.waitForFunction(
    (selector) => document.querySelector(selector)?.getAttribute('data-state') === 'hidden',
    `${gallery} + ss-lightbox`,
  );
}

describe('every gallery design on the published page, by mouse, keyboard and touch', () => {
  for (const [design, engineDesign] of Object.entries(MOVING)) {
    it(`${design}: the next control, the arrow keys and a swipe move it`, async () => {
      const { page } = harness;
      await publish(design, engineDesign);
      const gallery = page.locator('#block-gallery');
      await gallery.locator('[part~="next"]').click();
      await settledAt(1);
      await gallery.locator('[part~="next"]').focus();
      await page.keyboard.press('ArrowLeft');
      await settledAt(0);
      await swipeAcross((await gallery.boundingBox())!, 0.9, 0.1);
      await settledAt(1);
    });
  }

  for (const design of STATIC) {
    it(`${design}: a click, Enter and a tap on a photo open it in the lightbox`, async () => {
      const { page } = harness;
      await publish(design, design);
      const slides = page.locator('#block-gallery > [data-slide-id]');
      assert.equal(await slides.count(), 6);
      // Every photo of a static layout is shown: none is inert.
      const inert = await slides.evaluateAll((all) => all.filter((s) => s.hasAttribute('inert')));
      assert.equal(inert.length, 0);
      await slides.nth(1).click();
      await lightboxOpenAt(1);
      await closeLightbox();
      await slides.nth(2).focus();
      await page.keyboard.press('Enter');
      await lightboxOpenAt(2);
      await closeLightbox();
      // Focus is back on the photo the lightbox was opened from.
      assert.equal(
        await page.evaluate(() => document.activeElement?.getAttribute('data-slide-id')),
        'block-dunes',
      );
      await slides.nth(3).scrollIntoViewIfNeeded();
      const box = (await slides.nth(3).boundingBox())!;
      const at: [number, number] = [
        Math.round(box.x + box.width / 2),
        Math.round(box.y + box.height / 2),
      ];
      await withTouch((cdp) => touch(cdp, [at]));
      await lightboxOpenAt(3);
      await closeLightbox();
    });
  }
});

describe('a right-to-left gallery on the published page', () => {
  it('moves leftwards: the next control on the left, the left arrow and a swipe to the right go next', async () => {
    const { page, base } = harness;
    await page.goto(`${base}/?d=${++visits}`);
    const gallery = page.locator('#rtl-gallery');
    await gallery.scrollIntoViewIfNeeded();
    const at = (index: number) =>
      page.waitForFunction((index) => {
        const el = document.querySelector('#rtl-gallery') as unknown as {
          currentIndex: number;
          engine?: { inMotion: boolean };
        };
        return el.currentIndex === index && el.engine?.inMotion === false;
      }, index);
    await at(0);
    const box = (await gallery.boundingBox())!;
    const next = gallery.locator('[part~="next"]');
    assert.ok((await next.boundingBox())!.x < box.x + box.width / 2, 'next is not on the left');
    await next.click();
    await at(1);
    // The second photo is now centred, the first to its right.
    const [first, second] = await page.evaluate(() =>
      [0, 1].map((i) => {
        const slide = document.querySelectorAll('#rtl-gallery > *')[i]!.getBoundingClientRect();
        return slide.left + slide.width / 2;
      }),
    );
    assert.ok(Math.abs(second! - (box.x + box.width / 2)) < 2, `second photo at ${second}`);
    assert.ok(first! > second!, 'the first photo is not to the right of the second');
    await next.focus();
    await page.keyboard.press('ArrowLeft');
    await at(2);
    await page.keyboard.press('ArrowRight');
    await at(1);
    await swipeAcross(box, 0.1, 0.9);
    await at(2);
  });

  it('opens its lightbox right to left: the next photo on the left, the left arrow goes next', async () => {
    const { page, base } = harness;
    await page.goto(`${base}/?d=${++visits}`);
    const gallery = page.locator('#rtl-gallery');
    await gallery.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      () => (document.querySelector('#rtl-gallery') as unknown as { engine?: object }).engine,
    );
    await gallery.locator(':scope > [data-slide-id]').first().click();
    const lightbox = page.locator('#rtl-gallery + ss-lightbox');
    const openAt = (index: number) => lightboxOpenAt(index, '#rtl-gallery');
    await openAt(0);
    const next = lightbox.locator('[part~="next"]');
    const previous = lightbox.locator('[part~="previous"]');
    assert.ok((await next.boundingBox())!.x < (await previous.boundingBox())!.x);
    await page.keyboard.press('ArrowLeft');
    await openAt(1);
    // The photo shown sits in the window, the one before it a window's width to its right and
    // the one after it a window's width to its left.
    const lefts = await lightbox.evaluate(async (el) => {
      const track = el.shadowRoot!.querySelector('[part~="track"]')!;
      await Promise.all(track.getAnimations().map((animation) => animation.finished));
      const sources = (el as unknown as { itemSet: Array<{ content: { src: string } }> }).itemSet
        .slice(0, 3)
        .map((item) => item.content.src);
      const slides = [...el.shadowRoot!.querySelectorAll('[part~="slide"]')];
      return sources.map((src) => {
        const slide = slides.find((one) => one.querySelector('img')!.getAttribute('src') === src)!;
        return Math.round(slide.getBoundingClientRect().left);
      });
    });
    const width = page.viewportSize()!.width;
    assert.deepEqual(lefts, [width, 0, -width]);
    await next.click();
    await openAt(2);
    await closeLightbox('#rtl-gallery');
  });
});

describe("the owner's lightbox theme on the published page", () => {
  it('opens the light theme the owner saved, and the dark one by default', async () => {
    const { page, base } = harness;
    const overlayOf = async () => {
      // Clicked once its lightbox is there (before, a click on the current slide moves on).
      await page.locator('#block-gallery + ss-lightbox').waitFor({ state: 'attached' });
      await page.locator('#block-gallery > [data-slide-id]').first().click();
      await lightboxOpenAt(0);
      const colour = await page
        .locator('#block-gallery + ss-lightbox [part~="overlay"]')
        .evaluate((overlay) => getComputedStyle(overlay).backgroundColor);
      await closeLightbox();
      return colour;
    };
    await publish('slider', 'strip');
    assert.equal(await overlayOf(), 'rgb(0, 0, 0)');
    await page.goto(`${base}/?d=${++visits}#/owner`);
    await page.getByLabel('Lightbox theme').selectOption('light');
    await page.getByRole('button', { name: 'Save gallery settings' }).click();
    await page.getByText('Saved. The published page shows the new gallery.').waitFor();
    await page.goto(`${base}/?d=${++visits}#/visitor`);
    await page.waitForFunction(
      () =>
        (document.querySelector('#block-gallery') as unknown as { engine?: object } | null)?.engine,
    );
    assert.equal(await overlayOf(), 'rgb(255, 255, 255)');
    // The owner's choice goes back to the default, for whatever runs after.
    await page.goto(`${base}/?d=${++visits}#/owner`);
    await page.getByLabel('Lightbox theme').selectOption('dark');
    await page.getByRole('button', { name: 'Save gallery settings' }).click();
    await page.getByText('Saved. The published page shows the new gallery.').waitFor();
  });
});

describe("the owner's list and grid layout on the published page", () => {
  /**
   * Saves the design, the list photo width and the grid's photos per row and spacing as the
   * owner, then opens the page.
   */
  async function save(design: string, engineDesign: string, listSize: string, grid = ['4', '20']) {
    const { page, base } = harness;
    await page.goto(`${base}/?d=${++visits}#/owner`);
    await page.getByLabel('Design').selectOption(design);
    await page.getByLabel('List photo width').fill(listSize);
    await page.getByLabel('Grid photos per row').fill(grid[0]!);
    await page.getByLabel('Space between photos (px)').fill(grid[1]!);
    await page.getByRole('button', { name: 'Save gallery settings' }).click();
    await page.getByText('Saved. The published page shows the new gallery.').waitFor();
    await page.goto(`${base}/?d=${++visits}#/visitor`);
    await page.waitForFunction((name) => {
      const gallery = document.querySelector('#block-gallery') as unknown as { design?: string };
      return gallery?.design === name;
    }, engineDesign);
  }
  /** The gallery's width and left edge, and its first slide's box. */
  const boxes = () =>
    harness.page.locator('#block-gallery').evaluate((gallery) => ({
      width: gallery.getBoundingClientRect().width,
      left: gallery.getBoundingClientRect().left,
      slide: gallery.firstElementChild!.getBoundingClientRect(),
    }));

  it('shows the list photos as wide as the owner set, centred', async () => {
    await save('list', 'list', '50');
    const list = await boxes();
    assert.ok(Math.abs(list.slide.width - list.width * 0.5) < 1, JSON.stringify(list));
    assert.ok(Math.abs(list.slide.left - list.left - list.width * 0.25) < 1, JSON.stringify(list));
    // Back to the slider and full-width photos, for whatever runs after.
    await save('slider', 'strip', '100');
  });

  it('lays the grid photos as many per row and as far apart as the owner set', async () => {
    const { page } = harness;
    await save('grid', 'grid', '100', ['2', '30']);
    const rects = await page
      .locator('#block-gallery')
      .evaluate((gallery) =>
        [...gallery.children].slice(0, 3).map((slide) => slide.getBoundingClientRect().toJSON()),
      );
    const [first, second, third] = rects as DOMRect[];
    // Two in the first row, 30 px apart; the third starts the next row, 30 px below.
    assert.ok(Math.abs(second!.top - first!.top) < 1, JSON.stringify(rects));
    assert.ok(Math.abs(second!.left - first!.right - 30) < 1, JSON.stringify(rects));
    assert.ok(Math.abs(third!.left - first!.left) < 1, JSON.stringify(rects));
    assert.ok(third!.top - Math.max(first!.bottom, second!.bottom) > 29, JSON.stringify(rects));
    // Back to the defaults and the slider, for whatever runs after.
    await save('slider', 'strip', '100');
  });
});
