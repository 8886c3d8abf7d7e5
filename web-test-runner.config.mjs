import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { a11ySnapshotPlugin } from '@web/test-runner-commands/plugins';
import { findChromium, CHROMIUM_ARGS } from './test/support/find-chromium.mjs';
import { reactEsmPlugin } from './test/support/react-esm-plugin.mjs';
// Loaded through tsx (see the test:unit script): the dev API is TypeScript.
import { devApiMiddleware } from './test/support/dev-api-middleware.ts';

const folders = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
    : [];

/**
 * A test folder with an `import-map.json` runs its pages under that import map: how a test sees
 * an element's on-demand code fail to load (the map sends the module to an address with none).
 */
const withImportMap = (folder) => {
  const file = `${folder}/import-map.json`;
  if (!existsSync(file)) return {};
  const map = readFileSync(file, 'utf8');
  return {
    testRunnerHtml: (framework) =>
      `<!DOCTYPE html><html><head><script type="importmap">${map}</script></head>` +
      `<body><script type="module" src="${framework}"></script></body></html>`,
  };
};

// One group per element (and per core area), so `wtr --group accordion` runs one alone.
const groups = [
  ...folders('test/components').map((name) => ({
    name,
    files: `test/components/${name}/**/*.test.ts`,
    ...withImportMap(`test/components/${name}`),
  })),
  ...folders('test/core').map((name) => ({
    name: `core-${name}`,
    files: `test/core/${name}/**/*.test.ts`,
  })),
  { name: 'react', files: 'test/react/**/*.test.{ts,tsx}' },
];

export default {
  nodeResolve: { exportConditions: ['browser', 'development'] },
  groups,
  browsers: [
    chromeLauncher({
      launchOptions: { executablePath: findChromium(), headless: true, args: CHROMIUM_ARGS },
    }),
  ],
  middleware: [devApiMiddleware()],
  plugins: [
    // The accessibility tree as the browser exposes it: the names a screen reader hears.
    a11ySnapshotPlugin(),
    reactEsmPlugin(),
    esbuildPlugin({
      ts: true,
      tsx: true,
      jsx: true,
      tsconfig: './tsconfig.json',
      target: 'es2022',
    }),
  ],
  testFramework: { config: { timeout: 5000 } },
  coverageConfig: {
    include: ['core/**/*.ts', 'components/**/*.ts', 'react/**/*.ts'],
    threshold: { statements: 80, branches: 70, functions: 80, lines: 80 },
  },
  filterBrowserLogs: ({ args }) => !String(args[0]).includes('Lit is in dev mode'),
  testsFinishTimeout: 180000,
};
