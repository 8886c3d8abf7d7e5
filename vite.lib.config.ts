import { readdirSync } from 'node:fs';
import { defineConfig } from 'vite';

const coreEntries = Object.fromEntries(
  readdirSync('core').map((area) => [`core/${area}/index`, `core/${area}/index.ts`]),
);

/** The library: one ES module per source module, dependencies left to the consumer's bundler. */
export default defineConfig({
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    minify: false,
    sourcemap: true,
    target: 'es2022',
    lib: {
      entry: {
        index: 'index.ts',
        'components/accordion/accordion': 'components/accordion/accordion.ts',
        'react/index': 'react/index.ts',
        ...coreEntries,
      },
      formats: ['es'],
    },
    rolldownOptions: {
      external: [
        /^lit($|\/)/,
        /^@lit\//,
        /^react($|\/)/,
        /^react-dom($|\/)/,
        /^leaflet($|\/)/,
        'js-cookie',
        'web-vitals',
      ],
      output: { preserveModules: true, preserveModulesRoot: '.', entryFileNames: '[name].js' },
    },
  },
});
