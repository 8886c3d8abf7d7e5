/**
 * Entries measured by `npm run size`, each as a page with only that entry pays: minified and
 * gzipped, with lit and its share of core bundled in. Budgets come from ARCHITECTURE.md where
 * it sets one; an element it does not name gets the smallest element budget there.
 */
export interface SizeEntry {
  name: string;
  entry: string;
  budgetBytes: number;
}

const KB = 1024;

export const SIZE_ENTRIES: SizeEntry[] = [
  { name: '<ss-accordion>', entry: 'components/accordion/accordion.ts', budgetBytes: 9 * KB },
];
