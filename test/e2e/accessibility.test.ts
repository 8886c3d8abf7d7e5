import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';
import { startHarness, type Harness } from './harness.ts';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

let harness: Harness;
before(async () => {
  harness = await startHarness();
});
after(() => harness?.close());

interface Violation {
  id: string;
  nodes: string[];
}

/**
 * Runs axe-core over the whole demo page of `view` once its elements are set up (and once
 * `shown` resolves, for a state to audit).
 */
async function audit(
  view: 'visitor' | 'owner',
  search = '',
  shown: () => Promise<unknown> = async () => undefined,
): Promise<Violation[]> {
  const { page, base } = harness;
  await page.goto(`${base}/?axe=${view}${search}#/${view}`);
  await page.locator('#block-gallery, #editor-gallery').first().waitFor();
  await shown();
  // Every element set up, the parts galleries load on demand (thumbnails, lightbox) included.
  await page.evaluate(() =>
    Promise.all(
      [
        ...document.querySelectorAll('ss-gallery, ss-lightbox, ss-video, ss-accordion, ss-form'),
      ].map(
        (element) => (element as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete,
      ),
    ),
  );
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            node: Node,
          ): Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }>;
        };
      }
    ).axe;
    const { violations } = await axe.run(document);
    return violations.map(({ id, nodes }) => ({
      id,
      nodes: nodes.map((node) => node.target.join(' ')),
    }));
  });
}

describe('accessibility of the demo site', () => {
  it('has no axe-core violations on the visitor page, every element set up', async () => {
    assert.deepEqual(await audit('visitor'), []);
  });

  it("has no axe-core violations on the owner's page", async () => {
    assert.deepEqual(await audit('owner'), []);
  });

  it('has no axe-core violations on the visitor page signed in as the admin', async () => {
    assert.deepEqual(await audit('visitor', '&as=admin'), []);
  });

  it('has no axe-core violations with the full-screen error shown', async () => {
    const { page } = harness;
    await page.route('**/api/dev/stored*', (route) => route.abort('connectionrefused'));
    try {
      await page.goto('about:blank');
      assert.deepEqual(await audit('owner', '', () => page.getByRole('alertdialog').waitFor()), []);
    } finally {
      await page.unroute('**/api/dev/stored*');
    }
  });
});
