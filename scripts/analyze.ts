/** Writes custom-elements.json from the elements' JSDoc. */
import { writeFileSync } from 'node:fs';
import { analyzeFresh } from './manifest.ts';

writeFileSync('custom-elements.json', await analyzeFresh());
console.log('Wrote custom-elements.json.');
