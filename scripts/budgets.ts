/**
 * Entries measured by `npm run size`, each as a page with only that entry pays: minified and
 * gzipped, with lit and its share of core bundled in. Budgets come from ARCHITECTURE.md where
 * it sets one; a single element it does not name gets the lightbox's 10 KB, the budget there of
 * the nearest kind (one element, lit included), except the accordion, held to 9 KB.
 */
export interface SizeEntry {
  name: string;
  /** What a page imports: `export { x } from './core/…'`, resolved from the repository root. */
  imports: string;
  budgetBytes: number;
  /**
   * Set while the entry's issue is open and the entry is still over its budget: the row is
   * printed, marked with this text, and does not fail the run. Remove it to close the issue.
   */
  openIssue?: string;
}

const KB = 1024;

export const SIZE_ENTRIES: SizeEntry[] = [
  {
    name: '<ss-accordion>',
    imports: `import './components/accordion/accordion.ts';`,
    budgetBytes: 9 * KB,
  },
  {
    name: '<ss-cookie-banner> + consent core',
    imports: `import './components/cookie-banner/cookie-banner.ts';`,
    budgetBytes: 9 * KB,
  },
  {
    name: 'trackers + error reporter (web-vitals apart)',
    imports: [
      `export { startErrorReporting } from './core/errors/start.ts';`,
      `export { sendTrackBeacon, TraceLog, recordLegacyEvent, SchemaTracker } from './core/tracking/index.ts';`,
      `export { startPageSpeed } from './core/tracking/page-speed/index.ts';`,
      `export { recordVisit } from './core/visits/index.ts';`,
    ].join('\n'),
    budgetBytes: 4 * KB,
    openIssue: 'issue 6',
  },
  {
    name: '<ss-lightbox>',
    imports: `import './components/lightbox/lightbox.ts';`,
    budgetBytes: 10 * KB,
  },
  {
    // As a page loads it: the engine and the design in use (here the slider's strip).
    name: '<ss-gallery> as loaded (strip)',
    imports: [
      `import './components/gallery/gallery.ts';`,
      `import './components/gallery/designs/strip.ts';`,
    ].join('\n'),
    budgetBytes: 14 * KB,
  },
  {
    name: '<ss-gallery>, every design',
    imports: [
      `import './components/gallery/gallery.ts';`,
      ...['strip', 'grid', 'auto', 'carousel', 'stacked'].map(
        (design) => `import './components/gallery/designs/${design}.ts';`,
      ),
    ].join('\n'),
    budgetBytes: 24 * KB,
  },
  {
    // On a page with a gallery it shares lit with it; alone, it pays for lit as every row does.
    name: '<ss-gallery-controls>',
    imports: `import './components/gallery-controls/gallery-controls.ts';`,
    budgetBytes: 10 * KB,
  },
  {
    name: '<ss-video>',
    imports: `import './components/video/video.ts';`,
    budgetBytes: 10 * KB,
  },
  // Core pieces that elements share, measured alone so their cost stays visible.
  {
    name: 'core/data DataClient',
    imports: `export { DataClient } from './core/data/index.ts';`,
    budgetBytes: 3 * KB,
  },
  {
    name: 'core/money formatMoney',
    imports: `export { formatMoney, createMoney } from './core/money/index.ts';`,
    budgetBytes: 2 * KB,
  },
];
