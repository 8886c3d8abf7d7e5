/**
 * Timing comparisons against peer libraries (ARCHITECTURE.md, "Budgets"): `<ss-gallery>` (slider
 * design) with its slides as light-DOM children against Swiper and Embla (as its users set it up,
 * and with the slides not shown made inert as ours are), with its slides as data
 * against Swiper Virtual, and `<ss-lightbox>`
 * against PhotoSwipe, in headless Chromium, medians of 5 runs, ratios printed (ours / peer).
 *
 * Each page script in `bench/` is bundled by esbuild (minified, split as a site would ship it) to
 * a temporary folder, served by a tiny static server, and driven by playwright-core through the
 * hooks `bench/shared.mjs` installs. Every run is a fresh browser context, with reduced motion
 * (our elements' no-animation path; Swiper moves with speed 0, PhotoSwipe opens without its
 * animation). The bench reports; it never fails the build (exit 0 unless it cannot run at all).
 *
 * Options: `--runs=5`, `--sizes=10,100,1000,5000`, `--cases=gallery|lightbox|all`.
 */
import { build } from 'esbuild';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createServer, type Server } from 'node:http';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import type { AddressInfo } from 'node:net';
// @ts-expect-error: a plain ES module shared with the test runner's config.
import { CHROMIUM_ARGS, findChromium } from '../test/support/find-chromium.mjs';

const option = (name: string, fallback: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;

const RUNS = Number(option('runs', '5'));
const SIZES = option('sizes', '10,100,1000,5000').split(',').map(Number);
/** The slide count of the 10 × next() case. */
const NEXT_AT = 1000;

type CaseName =
  | 'ours'
  | 'oursData'
  | 'swiper'
  | 'swiperVirtual'
  | 'embla'
  | 'emblaInert'
  | 'oursLightbox'
  | 'photoswipe';

const CASES: Record<CaseName, { label: string; script: string; kind: 'gallery' | 'lightbox' }> = {
  ours: { label: 'ss-gallery', script: 'ours-gallery', kind: 'gallery' },
  oursData: { label: 'ss-gallery data', script: 'ours-gallery-data', kind: 'gallery' },
  swiper: { label: 'Swiper', script: 'swiper', kind: 'gallery' },
  swiperVirtual: { label: 'Swiper Virtual', script: 'swiper-virtual', kind: 'gallery' },
  embla: { label: 'Embla', script: 'embla', kind: 'gallery' },
  // Embla doing the WAI-ARIA carousel pattern's work that ours does: hidden slides made inert.
  emblaInert: { label: 'Embla + inert', script: 'embla-inert', kind: 'gallery' },
  oursLightbox: { label: 'ss-lightbox', script: 'ours-lightbox', kind: 'lightbox' },
  photoswipe: { label: 'PhotoSwipe', script: 'photoswipe', kind: 'lightbox' },
};

/** One run's figures; a metric a case does not have stays undefined. */
interface Sample {
  readyMs: number;
  longTaskMs: number;
  nodes: number;
  heapMb: number;
  nextMs?: number;
  /** The first of the ten moves. */
  nextFirstMs?: number;
  /** The nine after it, each. */
  nextEachMs?: number;
  nextIndex?: number;
  openMs?: number;
  openNodes?: number;
}

const FULL_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800"><rect width="1200" height="800" fill="#3b6ea5"/><circle cx="600" cy="400" r="240" fill="#f2c14e"/></svg>`;

/** Records long tasks from the start, before any script of the page runs. */
const LONG_TASKS = `window.__longTasks=[];try{new PerformanceObserver(function(l){for(const e of l.getEntries())window.__longTasks.push([e.startTime,e.duration])}).observe({type:'longtask',buffered:true})}catch(e){}`;

const page = (script: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${script}</title>` +
  `<script>${LONG_TASKS}</script><style>body{margin:0;font:16px sans-serif}#app{width:960px}</style>` +
  `</head><body><div id="app"></div><script type="module" src="/${script}.js"></script></body></html>`;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

async function bundle(out: string): Promise<void> {
  const scripts = [...new Set(Object.values(CASES).map((c) => c.script))];
  await build({
    entryPoints: scripts.map((s) => `bench/${s}.mjs`),
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    outdir: out,
    tsconfig: 'tsconfig.json',
    loader: { '.css': 'text' },
    conditions: ['production'],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  await writeFile(join(out, 'full.svg'), FULL_SVG);
  for (const script of scripts) await writeFile(join(out, `${script}.html`), page(script));
}

function serve(root: string): Promise<Server> {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url!, 'http://x').pathname));
    try {
      const body = await readFile(join(root, path));
      // Cross-origin isolated, so that the page's clock reads to 5 µs rather than 100 µs: a
      // move takes well under a millisecond.
      response.writeHead(200, {
        'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-embedder-policy': 'require-corp',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

declare global {
  interface Window {
    __longTasks: [number, number][];
    bench: {
      mount(): Promise<{ start: number; readyMs: number; nodes: number }>;
      tenNext(): Promise<{ ms: number; firstMs: number; index: number }>;
      open(): Promise<{ openMs: number; nodes: number }>;
    };
  }
}

/** Long-task time from `start` on, once the tasks in flight are reported. */
async function longTaskMs(tab: Page, start: number): Promise<number> {
  await tab.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
  return tab.evaluate(
    (from) =>
      window.__longTasks
        .filter(([at, duration]) => at + duration > from)
        .reduce((sum, [, duration]) => sum + duration, 0),
    start,
  );
}

async function runOnce(browser: Browser, base: string, name: CaseName, n: number) {
  const { script, kind } = CASES[name];
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  });
  try {
    const tab = await context.newPage();
    const errors: string[] = [];
    tab.on('pageerror', (error) => errors.push(error.message));
    await tab.goto(`${base}/${script}.html?n=${n}`);
    await tab.waitForFunction(() => window.bench !== undefined);
    const mounted = await tab.evaluate(() => window.bench.mount());
    const sample: Sample = {
      readyMs: mounted.readyMs,
      longTaskMs: await longTaskMs(tab, mounted.start),
      nodes: mounted.nodes,
      heapMb: 0,
    };
    const cdp = await context.newCDPSession(tab);
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    sample.heapMb = usedSize / 2 ** 20;
    if (kind === 'gallery' && n === NEXT_AT) {
      const moved = await tab.evaluate(() => window.bench.tenNext());
      sample.nextMs = moved.ms;
      sample.nextFirstMs = moved.firstMs;
      sample.nextEachMs = (moved.ms - moved.firstMs) / 9;
      sample.nextIndex = moved.index;
    }
    if (kind === 'lightbox') {
      const opened = await tab.evaluate(() => window.bench.open());
      sample.openMs = opened.openMs;
      sample.openNodes = opened.nodes;
    }
    if (errors.length) throw new Error(`${script} at ${n}: ${errors.join('; ')}`);
    return sample;
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

type Results = Record<CaseName, Map<number, Sample[]>>;

function figure(results: Results, name: CaseName, n: number, metric: keyof Sample) {
  const values = (results[name].get(n) ?? [])
    .map((s) => s[metric])
    .filter((v): v is number => v !== undefined);
  return values.length ? median(values) : undefined;
}

const format = (value: number | undefined, digits: number) =>
  value === undefined ? '–' : value.toFixed(digits);

const ratio = (ours: number | undefined, peer: number | undefined) =>
  ours === undefined || peer === undefined
    ? '–'
    : peer === 0
      ? ours === 0
        ? '1.00x'
        : '∞'
      : `${(ours / peer).toFixed(2)}x`;

function table(title: string, head: string[], rows: string[][]): void {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(`\n${title}\n${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
}

/** One table per metric: ours, then each peer and the ratio ours / peer, a row per N. */
function report(
  results: Results,
  title: string,
  metric: keyof Sample,
  digits: number,
  ours: CaseName,
  peers: CaseName[],
  sizes = SIZES,
) {
  const head = ['N', CASES[ours].label];
  for (const peer of peers) head.push(CASES[peer].label, `ratio`);
  const rows = sizes.map((n) => {
    const mine = figure(results, ours, n, metric);
    const row = [String(n), format(mine, digits)];
    for (const peer of peers) {
      const theirs = figure(results, peer, n, metric);
      row.push(format(theirs, digits), ratio(mine, theirs));
    }
    return row;
  });
  table(title, head, rows);
}

async function main(): Promise<void> {
  const out = await mkdtemp(join(tmpdir(), 'ss-bench-'));
  let server: Server | undefined;
  let browser: Browser | undefined;
  try {
    await bundle(out);
    server = await serve(out);
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
    const only = option('cases', 'all');
    const names = (Object.keys(CASES) as CaseName[]).filter(
      (name) => only === 'all' || CASES[name].kind === only,
    );
    const results = Object.fromEntries(names.map((name) => [name, new Map()])) as Results;
    // A first page is slow whatever it runs (a cold browser): one warm-up run per case, not kept.
    for (const name of names) await runOnce(browser, base, name, SIZES[0]!);
    const started = performance.now();
    for (const n of SIZES) {
      // Runs interleave the cases, so that a slow moment of the machine hits them all.
      for (let run = 0; run < RUNS; run++) {
        for (const name of names) {
          const samples = results[name].get(n) ?? [];
          samples.push(await runOnce(browser, base, name, n));
          results[name].set(n, samples);
        }
      }
      process.stderr.write(
        `bench: ${n} slides done (${((performance.now() - started) / 1000).toFixed(0)} s)\n`,
      );
    }

    const version = browser.version();
    console.log(
      `ss-elements bench: Chromium ${version}, medians of ${RUNS} runs, ratio = ours / peer (below 1 is better for ours)`,
    );
    // Slides as children against the libraries that keep every slide in the DOM; slides as data
    // against Swiper Virtual, which keeps only those near the current one.
    const pairs: [CaseName, CaseName[], string][] = [
      ['ours', ['swiper', 'embla', 'emblaInert'], 'slides as children'],
      ['oursData', ['swiperVirtual'], 'slides as data'],
    ];
    for (const [ours, peers, how] of pairs) {
      if (!names.includes(ours)) continue;
      const title = (metric: string) => `Gallery, ${how}: ${metric}`;
      report(results, title('time to ready (ms)'), 'readyMs', 1, ours, peers);
      report(results, title('long-task time during set-up (ms)'), 'longTaskMs', 0, ours, peers);
      report(results, title('DOM elements (shadow roots included)'), 'nodes', 0, ours, peers);
      report(results, title('JS heap used after GC (MB)'), 'heapMb', 2, ours, peers);
      if (SIZES.includes(NEXT_AT)) {
        for (const [what, metric, digits] of [
          ['10 x next(), each laid out (ms)', 'nextMs', 2],
          ['10 x next(): the first move (ms)', 'nextFirstMs', 2],
          ['10 x next(): each of the nine after it (ms)', 'nextEachMs', 3],
        ] as const)
          report(results, title(what), metric, digits, ours, peers, [NEXT_AT]);
        const indexes = [ours, ...peers].map(
          (name) => `${CASES[name].label} ${figure(results, name, NEXT_AT, 'nextIndex')}`,
        );
        console.log(`(index after the 10 moves: ${indexes.join(', ')})`);
      }
    }
    const lightbox: CaseName[] = ['photoswipe'];
    if (names.includes('oursLightbox')) {
      report(
        results,
        'Lightbox: click to full image shown (ms)',
        'openMs',
        1,
        'oursLightbox',
        lightbox,
      );
      report(results, 'Lightbox: set-up on the page (ms)', 'readyMs', 1, 'oursLightbox', lightbox);
      report(results, 'Lightbox: DOM elements once open', 'openNodes', 0, 'oursLightbox', lightbox);
      report(
        results,
        'Lightbox: JS heap used after GC, closed (MB)',
        'heapMb',
        2,
        'oursLightbox',
        lightbox,
      );
    }
  } finally {
    await browser?.close();
    server?.close();
    await rm(out, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error('bench: could not run:', error);
  process.exitCode = 1;
});
