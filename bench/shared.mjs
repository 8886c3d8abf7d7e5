/**
 * What every bench page shares: the same images (a data: GIF thumbnail, a local SVG full image,
 * no network), the same slide markup, and the helpers the runner calls through `window.bench`.
 */

/** A 1×1 transparent GIF: every thumbnail on every page. */
export const THUMB =
  'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** The full image, served by the bench's static server (1200×800). */
export const FULL = '/full.svg';

/** The slide count asked for in the address (`?n=1000`). */
export function slideCount() {
  return Number(new URLSearchParams(location.search).get('n') ?? '10');
}

/** `count` slides' markup, built from `one(i)`. */
export function repeat(count, one) {
  let out = '';
  for (let i = 0; i < count; i++) out += one(i);
  return out;
}

/** Elements under `root`, shadow roots included (the gallery's own nodes and its slides). */
export function countElements(root) {
  let count = 0;
  const walk = (node) => {
    for (let child = node.firstElementChild; child; child = child.nextElementSibling) {
      count++;
      walk(child);
    }
    if (node.shadowRoot) walk(node.shadowRoot);
  };
  count++;
  walk(root);
  return count;
}

/** Forces style and layout now, as the first paint would. */
export function layout() {
  return document.body.getBoundingClientRect().height;
}

/** Resolves on the next animation frame. */
export function frame() {
  return new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
}

/** Whether an image has loaded with pixels. */
export function loaded(img) {
  return Boolean(img && img.complete && img.naturalWidth > 0);
}

/**
 * Polls once per frame until `shown()` is true; gives the time then (a frame with the image is
 * being produced). Rejects after 10 s.
 */
export async function until(shown) {
  const start = performance.now();
  for (;;) {
    await frame();
    if (shown()) return performance.now();
    if (performance.now() - start > 10_000) throw new Error('not shown within 10 s');
  }
}

/**
 * Installs the page's hooks for the runner:
 * - `mount()`: builds the markup for `?n=` slides (not timed: the HTML a server would send),
 *   then times the library's set-up until ready, with a forced layout.
 * - `tenNext()` (galleries): ten moves without animation, each laid out; the time (and the first
 *   move's) and the index.
 * - `open()` (lightboxes): clicks the first item; the time to the full image shown, and the
 *   elements of the lightbox then.
 */
export function install(page) {
  const host = document.getElementById('app');
  window.bench = {
    async mount() {
      const n = slideCount();
      const prepared = page.prepare(n, host);
      const start = performance.now();
      await page.start(prepared, host);
      layout();
      const readyMs = performance.now() - start;
      return { start, readyMs, nodes: countElements(page.root()) };
    },
    async tenNext() {
      const ends = [performance.now()];
      for (let i = 0; i < 10; i++) {
        await page.next();
        layout();
        ends.push(performance.now());
      }
      // The first move pays for code run the first time (compiling it); the nine after it show
      // what each move costs.
      return { ms: ends[10] - ends[0], firstMs: ends[1] - ends[0], index: page.index() };
    },
    async open() {
      const start = performance.now();
      page.click();
      const end = await until(page.shown);
      const nodes = page.openRoots().reduce((sum, root) => sum + countElements(root), 0);
      return { openMs: end - start, nodes };
    },
  };
}

/** The hooks both `<ss-gallery>` pages share, for the gallery `current()` answers. */
export function galleryHooks(current) {
  return {
    root: current,
    async next() {
      current().next();
      await current().updateComplete;
    },
    index: () => current().currentIndex,
  };
}
