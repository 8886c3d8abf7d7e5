import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startHarness, type Harness } from './harness.ts';

let harness: Harness;
before(async () => {
  harness = await startHarness();
});
after(() => harness?.close());

describe('the video block as its owner sets it up', () => {
  it('takes the layout mode, the thumbnail and forced autoplay saved through the dev API', async () => {
    const { page, base } = harness;
    await page.goto(`${base}/#/visitor`);
    // As published before: stretched (no mode), the thumbnail overlay first, no player yet.
    const block = page.locator('#video-one');
    await block.locator('[part~="overlay"]').waitFor();
    assert.equal(await block.locator('[part~="frame"]').getAttribute('data-mode'), 'none');
    assert.equal(await block.locator('iframe').count(), 0);

    await page.goto(`${base}/#/owner`);
    await page.getByLabel('Layout mode').selectOption('fill');
    await page.getByLabel('Show the thumbnail overlay first').uncheck();
    await page.getByLabel('Forced autoplay').check();
    const panel = page.locator('section', { has: page.getByText('Video block settings') });
    await panel.getByRole('button', { name: 'Save video settings' }).click();
    await panel.getByText('Saved. The published page shows the new settings.').waitFor();
    const stored = harness.db
      .prepare(`SELECT settings FROM blocks WHERE id = 'video-one'`)
      .get() as {
      settings: string;
    };
    assert.deepEqual(JSON.parse(stored.settings), {
      mode: 'fill',
      thumbnail: false,
      autoplay: true,
    });

    await page.goto(`${base}/#/visitor`);
    await page.reload();
    // Covering its block, with no overlay: the player is there at once, asked to play.
    await block.locator('iframe').waitFor();
    assert.equal(await block.locator('[part~="frame"]').getAttribute('data-mode'), 'fill');
    assert.equal(await block.locator('[part~="overlay"]').count(), 0);
    const src = await block.locator('iframe').getAttribute('src');
    assert.match(src!, /[?&]autoplay=1(&|$)/);
  });
});
