/** Fails when the line coverage of core/ in the last browser test run is under 95%. */
import { readFileSync } from 'node:fs';

const MINIMUM_PERCENT = 95;
const lcov = readFileSync('coverage/lcov.info', 'utf8');
const perArea = new Map<string, { found: number; hit: number }>();
let file = '';
for (const line of lcov.split('\n')) {
  if (line.startsWith('SF:')) file = line.slice(3).replace(`${process.cwd()}/`, '');
  const match = /^(LF|LH):(\d+)$/.exec(line);
  if (!match || !file.startsWith('core/')) continue;
  const area = file.split('/').slice(0, 2).join('/');
  const totals = perArea.get(area) ?? { found: 0, hit: 0 };
  if (match[1] === 'LF') totals.found += Number(match[2]);
  else totals.hit += Number(match[2]);
  perArea.set(area, totals);
}
let found = 0;
let hit = 0;
for (const [area, totals] of [...perArea].sort()) {
  found += totals.found;
  hit += totals.hit;
  console.log(
    `${area.padEnd(14)} ${((100 * totals.hit) / totals.found).toFixed(2)}% of ${totals.found} lines`,
  );
}
const percent = found === 0 ? 0 : (100 * hit) / found;
console.log(
  `core/          ${percent.toFixed(2)}% of ${found} lines (minimum ${MINIMUM_PERCENT}%)`,
);
if (percent < MINIMUM_PERCENT) process.exit(1);
