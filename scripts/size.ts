/** Prints each entry's minified and gzipped size and fails when one passes its budget. */
import { build, type Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { minifyCssLiterals } from './css-literals.ts';
import { gzipSync } from 'node:zlib';
import { SIZE_ENTRIES } from './budgets.ts';

const cssLiterals: Plugin = {
  name: 'css-literals',
  setup(build) {
    build.onLoad({ filter: /\/components\/.*\.ts$/ }, async ({ path }) => ({
      contents: minifyCssLiterals(await readFile(path, 'utf8')),
      loader: 'ts',
    }));
  },
};

/**
 * What a page pays at load: the entry chunk and every chunk it imports statically (each
 * gzipped on its own, as each is its own request). Code an element imports on demand (a
 * design not in use, the parts of consent a page without them never runs) lands in chunks
 * reached only by dynamic imports, and is not counted.
 */
export async function measure(imports: string): Promise<{ minified: number; gzipped: number }> {
  const result = await build({
    stdin: { contents: imports, resolveDir: process.cwd(), loader: 'ts', sourcefile: 'entry.ts' },
    bundle: true,
    splitting: true,
    outdir: 'size-out',
    entryNames: 'entry',
    minify: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    metafile: true,
    legalComments: 'none',
    conditions: ['production'],
    define: { 'process.env.NODE_ENV': '"production"' },
    tsconfig: 'tsconfig.json',
    plugins: [cssLiterals],
  });
  const files = new Map(
    result.outputFiles.map((file) => [relative(process.cwd(), file.path), file.contents]),
  );
  const loaded = new Set<string>();
  const visit = (path: string) => {
    if (loaded.has(path)) return;
    loaded.add(path);
    for (const imported of result.metafile.outputs[path]?.imports ?? []) {
      if (imported.kind === 'import-statement') visit(imported.path);
    }
  };
  visit('size-out/entry.js');
  let minified = 0;
  let gzipped = 0;
  for (const path of loaded) {
    const code = files.get(path)!;
    minified += code.length;
    gzipped += gzipSync(code, { level: 9 }).length;
  }
  return { minified, gzipped };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;
const rows: string[][] = [['entry', 'minified', 'gzipped', 'budget', '']];
let over = 0;
for (const { name, imports, budgetBytes, openIssue } of SIZE_ENTRIES) {
  const { minified, gzipped } = await measure(imports);
  const fits = gzipped <= budgetBytes;
  if (!fits && !openIssue) over++;
  const verdict = fits ? 'ok' : openIssue ? `OVER BUDGET (${openIssue} open)` : 'OVER BUDGET';
  rows.push([name, kb(minified), kb(gzipped), kb(budgetBytes), verdict]);
}
const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
for (const row of rows)
  console.log(
    row
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd(),
  );
if (over > 0) {
  console.error(`${over} entr${over === 1 ? 'y is' : 'ies are'} over budget.`);
  process.exit(1);
}
