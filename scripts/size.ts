/** Prints each entry's minified and gzipped size and fails when one passes its budget. */
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { SIZE_ENTRIES } from './budgets.ts';

export async function measure(imports: string): Promise<{ minified: number; gzipped: number }> {
  const result = await build({
    stdin: { contents: imports, resolveDir: process.cwd(), loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    legalComments: 'none',
    conditions: ['production'],
    define: { 'process.env.NODE_ENV': '"production"' },
    tsconfig: 'tsconfig.json',
  });
  const code = result.outputFiles[0]!.contents;
  return { minified: code.length, gzipped: gzipSync(code, { level: 9 }).length };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;
const rows: string[][] = [['entry', 'minified', 'gzipped', 'budget', '']];
let over = 0;
for (const { name, imports, budgetBytes } of SIZE_ENTRIES) {
  const { minified, gzipped } = await measure(imports);
  const fits = gzipped <= budgetBytes;
  if (!fits) over++;
  rows.push([name, kb(minified), kb(gzipped), kb(budgetBytes), fits ? 'ok' : 'OVER BUDGET']);
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
