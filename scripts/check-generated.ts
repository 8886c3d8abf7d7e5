/** Fails when custom-elements.json or react/ is not what the sources generate now. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { analyzeFresh, type Manifest } from './manifest.ts';
import { generateReact, HAND_WRITTEN } from './make-react.ts';

const stale: string[] = [];
const manifestText = await analyzeFresh();
if (
  !existsSync('custom-elements.json') ||
  readFileSync('custom-elements.json', 'utf8') !== manifestText
) {
  stale.push('custom-elements.json (run `npm run analyze`)');
}
const react = await generateReact(JSON.parse(manifestText) as Manifest);
for (const [path, text] of react) {
  if (!existsSync(path) || readFileSync(path, 'utf8') !== text)
    stale.push(`${path} (run \`npm run react\`)`);
}
for (const file of existsSync('react') ? readdirSync('react') : []) {
  if (!react.has(`react/${file}`) && !HAND_WRITTEN.has(file))
    stale.push(`react/${file} is not generated (run \`npm run react\`)`);
}
if (stale.length > 0) {
  console.error(`Generated files are stale:\n  ${stale.join('\n  ')}`);
  process.exit(1);
}
console.log('custom-elements.json and react/ are fresh.');
