import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startHarness, type Harness } from './harness.ts';

let harness: Harness;
before(async () => {
  harness = await startHarness();
});
after(() => harness?.close());

const currentSlide = (selector: string) =>
  harness.page.evaluate(
    (selector) =>
      (document.querySelector(selector) as HTMLElement & { currentIndex: number }).currentIndex,
    selector,
  );

describe('gallery, lightbox and video on the demo site', () => {
  it('moves the slider by keyboard and its controls, wrapping at the ends', async () => {
    const { page, base } = harness;
    await page.goto(`${base}/?g=1#/visitor`);
    const gallery = page.locator('#block-gallery');
    await gallery.locator('[part~="next"]').waitFor();
    assert.equal(await currentSlide('#block-gallery'), 0);
    await gallery.locator('[part~="next"]').click();
    await page.waitForFunction(
      () =>
        (document.querySelector('#block-gallery') as unknown as { currentIndex: number })
          .currentIndex === 1,
    );
    await page.waitForTimeout(600);
    await gallery.locator('[part~="previous"]').click();
    await page.waitForTimeout(600);
    await gallery.locator('[part~="previous"]').click();
    await page.waitForFunction(
      () =>
        (document.querySelector('#block-gallery') as unknown as { currentIndex: number })
          .currentIndex === 5,
    );
    await page.waitForTimeout(600);
    await gallery.locator('[part~="next"]').focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(
      () =>
        (document.querySelector('#block-gallery') as unknown as { currentIndex: number })
          .currentIndex === 0,
    );
    const labels = await gallery
      .locator('figure')
      .evaluateAll((slides) =>
        slides.map(
          (slide) =>
            `${slide.getAttribute('aria-label')}${slide.hasAttribute('inert') ? ' inert' : ''}`,
        ),
      );
    assert.equal(labels[0], '1 of 6');
  });

  it("moves the slider from the template's own controls outside it, which count the photos", async () => {
    const { page, base } = harness;
    await page.goto(`${base}/?g=outside#/visitor`);
    const outside = page.locator('ss-gallery-controls.outside-controls');
    const counter = () => outside.locator('span').first().textContent();
    await outside.getByText('Photo 1 of 6').waitFor();
    assert.equal(
      await outside.getByRole('button', { name: 'Previous photo' }).getAttribute('aria-controls'),
      'block-gallery',
    );
    await outside.getByRole('button', { name: 'Next photo' }).click();
    await outside.getByText('Photo 2 of 6').waitFor();
    assert.equal(await currentSlide('#block-gallery'), 1);
    // The gallery's own controls move the counter too.
    await page.waitForTimeout(600);
    await page.locator('#block-gallery [part~="previous"]').click();
    await outside.getByText('Photo 1 of 6').waitFor();
    assert.match((await counter()) ?? '', /^Photo 1 of\s*6$/);
  });

  it('keeps a thousand slides given as data down to a handful in the page', async () => {
    const { page, base } = harness;
    await page.goto(`${base}/?many=1#/visitor`);
    const gallery = page.locator('#many-gallery');
    await gallery.locator('[part~="next"]').waitFor();
    const rendered = () =>
      page.evaluate(() =>
        [...document.querySelector('#many-gallery')!.children].map((slide) =>
          slide.getAttribute('aria-label'),
        ),
      );
    // The slide shown and its neighbour (the one before it, round the end, is not in the row).
    assert.deepEqual(await rendered(), ['1 of 1000', '2 of 1000']);
    // Each slide's metadata is placed over it, the slides that come with a move included.
    const metadata = (slide: number) =>
      page.evaluate((label) => {
        const caption = document
          .querySelector(`#many-gallery > [aria-label="${label}"]`)
          ?.querySelector<HTMLElement>('figcaption');
        return caption && [caption.textContent, caption.dataset.metadataPosition];
      }, `${slide} of 1000`);
    await page.waitForFunction(() =>
      document.querySelector('#many-gallery [data-metadata-position="bottom-left"]'),
    );
    assert.deepEqual(await metadata(1), ['Harbour\nSlide 1 of 1000', 'bottom-left']);
    await gallery.locator('[part~="previous"]').click();
    await page.waitForFunction(
      () =>
        (document.querySelector('#many-gallery') as unknown as { currentIndex: number })
          .currentIndex === 999,
    );
    await page.waitForFunction(
      () => document.querySelector('#many-gallery')!.children.length === 2,
    );
    assert.deepEqual(await rendered(), ['999 of 1000', '1000 of 1000']);
    await page.waitForFunction(() =>
      document.querySelector('#many-gallery > [aria-label="999 of 1000"] [data-metadata-position]'),
    );
    assert.deepEqual(await metadata(999), ['Dunes\nSlide 999 of 1000', 'bottom-left']);
    // A thumbnail for every slide: the fifth's takes the gallery to its video slide, once the
    // move above has ended (a gallery in motion refuses another).
    await page.waitForFunction(
      () =>
        !(document.querySelector('#many-gallery') as unknown as { engine: { inMotion: boolean } })
          .engine.inMotion,
    );
    const thumbnails = gallery.locator('[part~="thumbnail"]');
    assert.equal(await thumbnails.count(), 1000);
    await thumbnails.nth(4).click();
    await gallery.locator('ss-video').waitFor({ state: 'attached' });
    assert.equal(await thumbnails.nth(4).getAttribute('aria-current'), 'true');
    await page.waitForFunction(() => document.querySelector('#many-gallery')!.children.length <= 5);
  });

  it('opens the lightbox from a photo with the keyboard, and closes it with Escape, focus returned', async () => {
    const { page, base } = harness;
    await page.goto(`${base}/?g=2#/visitor`);
    const lightbox = page.locator('#photo-lightbox');
    const trigger = lightbox.locator('figure img').nth(1);
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = lightbox.locator('[role="dialog"]');
    await dialog.waitFor();
    assert.equal(await dialog.getAttribute('aria-modal'), 'true');
    await lightbox.getByText('Image 2 of 4').waitFor({ state: 'attached' });
    // The address is written once the image is on screen, with the page lock.
    await page.waitForURL(/#itemId=lagoon$/);
    await page.keyboard.press('ArrowRight');
    await lightbox.getByText('Image 3 of 4').waitFor({ state: 'attached' });
    await page.keyboard.press('Escape');
    await page.waitForFunction(
      () => document.querySelector('#photo-lightbox')?.getAttribute('data-state') === 'hidden',
    );
    assert.equal(
      await page.evaluate(() =>
        (document.activeElement as HTMLElement | null)?.getAttribute('alt'),
      ),
      'Lagoon',
    );
  });

  it("opens a gallery's own lightbox from its deep link, not one of another set of photos", async () => {
    const { page, base } = harness;
    await page.goto(`${base}/?g=7#itemId=rtl-lagoon`);
    const dialog = page.locator('#rtl-gallery + ss-lightbox [role="dialog"]');
    await dialog.waitFor();
    assert.equal(
      await page.locator('#photo-lightbox').getAttribute('data-state'),
      'hidden',
      'the lightbox of another set opened',
    );
    await page.keyboard.press('Escape');
  });

  it('moves through the lightbox by swipes on a touch screen, both ways, without going Back', async () => {
    const { browser, base } = harness;
    const context = await browser.newContext({
      viewport: { width: 375, height: 740 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    try {
      await page.goto(`${base}/?g=9#/visitor`);
      const lightbox = page.locator('#photo-lightbox');
      const photo = lightbox.locator('figure img').first();
      await photo.scrollIntoViewIfNeeded();
      const box = (await photo.boundingBox())!;
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      await lightbox.getByText('Image 1 of 4').waitFor({ state: 'attached' });
      await page.waitForTimeout(700);
      const cdp = await context.newCDPSession(page);
      const swipe = async (from: number, to: number) => {
        const y = 370;
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchStart',
          touchPoints: [{ x: from, y }],
        });
        // A swipe is 250 ms at most: the moves go without waits, so that a busy machine's slower
        // steps still fit.
        for (let step = 1; step <= 4; step++) {
          await cdp.send('Input.dispatchTouchEvent', {
            type: 'touchMove',
            touchPoints: [{ x: from + ((to - from) * step) / 4, y }],
          });
        }
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
        await page.waitForTimeout(800);
      };
      await swipe(300, 60);
      await lightbox.getByText('Image 2 of 4').waitFor({ state: 'attached' });
      await swipe(60, 300);
      await lightbox.getByText('Image 1 of 4').waitFor({ state: 'attached' });
      assert.notEqual(await lightbox.getAttribute('data-state'), 'hidden');
      assert.match(page.url(), /#itemId=harbour$/);
    } finally {
      await context.close();
    }
  });

  it("keeps the owner view through a lightbox's address, Back, Forward and a reload", async () => {
    const { page, base } = harness;
    await page.goto(`${base}/?g=8#/owner`);
    await page.getByRole('heading', { level: 1, name: 'Owner view' }).waitFor();
    // A lightbox writes its item over the route: the view stays, on Forward and reload too.
    await page.evaluate(() => history.pushState(null, '', '#itemId=editor-lagoon'));
    await page.evaluate(() => dispatchEvent(new HashChangeEvent('hashchange')));
    await page.goBack();
    await page.goForward();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Owner view' }).waitFor();
    await page.goto(`${base}/?g=8#/visitor`);
    await page.getByRole('heading', { level: 1, name: 'Visitor view' }).waitFor();
  });

  it("drives the owner's editor preview from outside controls, hidden for a static layout", async () => {
    const { page, base } = harness;
    await page.goto(`${base}/?g=preview#/owner`);
    const outside = page.locator('ss-gallery-controls').filter({ hasText: 'Previous' });
    await outside.getByText('1 / 6').waitFor();
    await outside.getByRole('button', { name: 'Next' }).click();
    await outside.getByText('2 / 6').waitFor();
    assert.equal(await currentSlide('#editor-gallery'), 1);
    // An unsaved design change sets the preview up again; a grid has nothing to move.
    await page.getByLabel('Design').selectOption('grid');
    await page.waitForFunction(
      () =>
        (document.querySelector('#editor-gallery') as unknown as { design: string }).design ===
        'grid',
    );
    await page.waitForFunction(
      () => (document.querySelector('#editor-gallery + ss-gallery-controls') as HTMLElement).hidden,
    );
  });

  it('takes the design the owner saves', async () => {
    const { page, base } = harness;
    await page.goto(`${base}/?g=3#/owner`);
    await page.getByLabel('Design').selectOption('grid');
    await page.getByRole('button', { name: 'Save gallery settings' }).click();
    await page.getByText('Saved. The published page shows the new gallery.').waitFor();
    await page.goto(`${base}/?g=4#/visitor`);
    await page.locator('#block-gallery').locator('figure').first().waitFor();
    await page.waitForFunction(
      () =>
        (document.querySelector('#block-gallery') as unknown as { design: string }).design ===
        'grid',
    );
  });

  it("reports a slide's click-through in the owner's editor preview instead of leaving", async () => {
    const { page, base } = harness;
    await page.goto(`${base}/?g=9#/owner`);
    const first = page.locator('#editor-gallery figure').first();
    await first.waitFor();
    await page.waitForFunction(
      () => (document.querySelector('#editor-gallery') as unknown as { engine?: object }).engine,
    );
    await first.click();
    await page
      .getByTestId('editor-link')
      .getByText(`Photo 1 links to ${base}/shop; the editor stays.`)
      .waitFor();
    assert.match(page.url(), /#\/owner$/);
  });

  it('follows a finger with the swipe transition the owner saves', async () => {
    const { page, base } = harness;
    await page.goto(`${base}/?g=5#/owner`);
    await page.getByLabel('Design').selectOption('slideshow');
    await page.getByLabel('Slideshow transition').selectOption('swipe');
    await page.getByRole('button', { name: 'Save gallery settings' }).click();
    await page.getByText('Saved. The published page shows the new gallery.').waitFor();
    await page.goto(`${base}/?g=6#/visitor`);
    const gallery = page.locator('#block-gallery');
    await gallery.locator('[part~="next"]').waitFor();
    await page.waitForFunction(
      () =>
        (document.querySelector('#block-gallery') as unknown as { design: string }).design ===
        'stacked',
    );
    await gallery.scrollIntoViewIfNeeded();
    const box = (await gallery.boundingBox())!;
    const y = box.y + box.height / 2;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true });
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
      });
    // A quick swipe left across most of the gallery: one slide on.
    await touch('touchStart', box.x + box.width * 0.9);
    await touch('touchMove', box.x + box.width * 0.5);
    await touch('touchMove', box.x + box.width * 0.1);
    await touch('touchEnd', box.x + box.width * 0.1);
    await page.waitForFunction(
      () =>
        (document.querySelector('#block-gallery') as unknown as { currentIndex: number })
          .currentIndex === 1,
    );
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: false });
    await cdp.detach();
  });

  it("records a visitor's video plays and lightbox use, and shows each video mode", async () => {
    const { base, db } = harness;
    db.exec('DELETE FROM events;');
    // A browser of its own: the visitor accepts cookies (the demo's policy is restrictive).
    const context = await harness.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}/?g=6#/visitor`);
    await page.locator('ss-cookie-banner [part~="accept-button"]').click();
    const stored = (event: string) =>
      (
        db.prepare(`SELECT data FROM events WHERE event = ?`).all(event) as Array<{ data: string }>
      ).map(({ data }) => JSON.parse(data) as Record<string, unknown>);
    const waitFor = async (event: string) => {
      const deadline = Date.now() + 5000;
      while (stored(event).length === 0 && Date.now() < deadline) await page.waitForTimeout(50);
      return stored(event);
    };
    await page.locator('#video-two [part~="overlay"]').click();
    await page.locator('#video-two iframe').waitFor();
    const [play] = await waitFor('video_play');
    assert.equal(play!.video, 'video-two');
    assert.equal(play!.pagePath, '/');
    // The fit-mode block is square; the block whose embed is no video says so.
    const frame = await page.locator('#video-three [part~="frame"]').boundingBox();
    assert.equal(Math.round(frame!.width), Math.round(frame!.height));
    assert.equal(
      (await page.locator('#video-invalid [part~="error"]').textContent())?.trim(),
      'Invalid video embed.',
    );
    await page.locator('#photo-lightbox img').first().click();
    const [open] = await waitFor('lightbox_open');
    assert.deepEqual([open!.index, open!.id], [0, 'harbour']);
    await page.keyboard.press('Escape');
    const [close] = await waitFor('lightbox_close');
    assert.equal(close!.index, 0);
    await context.close();
  });

  it('plays one video at a time from its thumbnail overlay', async () => {
    const { page, base } = harness;
    await page.goto(`${base}/?g=5#/visitor`);
    const first = page.locator('#video-one');
    const second = page.locator('#video-two');
    await first.locator('[part~="overlay"]').click();
    await first.locator('iframe').waitFor();
    await page.waitForFunction(() =>
      (document.querySelector('#video-one') as HTMLElement)
        .shadowRoot!.querySelector('[part~="overlay"]')!
        .hasAttribute('hidden'),
    );
    await second.locator('[part~="overlay"]').focus();
    await page.keyboard.press('Enter');
    await second.locator('iframe').waitFor();
    await first.locator('[part~="overlay"]').waitFor();
    assert.equal(await first.locator('[part~="overlay"]').isVisible(), true);
  });
});
