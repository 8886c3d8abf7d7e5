import { readdirSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import { minifyCssLiterals } from './scripts/css-literals.ts';

const coreEntries = Object.fromEntries(
  readdirSync('core').map((area) => [`core/${area}/index`, `core/${area}/index.ts`]),
);

/** The library: one ES module per source module, dependencies left to the consumer's bundler. */
const cssLiterals: Plugin = {
  name: 'css-literals',
  transform: (code, id) => (/\/components\/.*\.ts$/.test(id) ? minifyCssLiterals(code) : null),
};

export default defineConfig({
  plugins: [cssLiterals],
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
        'components/cookie-banner/cookie-banner': 'components/cookie-banner/cookie-banner.ts',
        'components/form/form': 'components/form/form.ts',
        'components/gallery/gallery': 'components/gallery/gallery.ts',
        'components/gallery-controls/gallery-controls':
          'components/gallery-controls/gallery-controls.ts',
        'components/lightbox/lightbox': 'components/lightbox/lightbox.ts',
        'components/video/video': 'components/video/video.ts',
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
