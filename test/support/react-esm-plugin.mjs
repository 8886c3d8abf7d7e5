import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';

/**
 * React ships CommonJS only, which the test server cannot import. This plugin bundles react,
 * react-dom, react-dom/client and the JSX runtimes into one ES module (one React instance)
 * and serves a small module per id that re-exports that id's named exports.
 */
const IDS = {
  react: 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom/client',
  'react/jsx-runtime': 'react/jsx-runtime',
  'react/jsx-dev-runtime': 'react/jsx-dev-runtime',
};
const PREFIX = '/__react/';
const key = (id) => id.replaceAll('/', '__');

export function reactEsmPlugin() {
  let bundle;
  const names = {};
  async function ensureBundle() {
    if (bundle) return;
    const entries = Object.values(IDS);
    const contents = entries
      .map((id) => `import * as ${key(id).replaceAll('-', '_')} from '${id}';`)
      .concat(`export { ${entries.map((id) => key(id).replaceAll('-', '_')).join(', ')} };`)
      .join('\n');
    const result = await build({
      stdin: { contents, resolveDir: process.cwd(), loader: 'js' },
      bundle: true,
      format: 'esm',
      write: false,
      define: { 'process.env.NODE_ENV': '"development"' },
    });
    bundle = result.outputFiles[0].text;
    // Read the export names in a child process: React logs while loading, and the test
    // runner's console proxy in this process cannot take it.
    const script = `console.log(JSON.stringify(${JSON.stringify(entries)}.map((id) => Object.keys(require(id)))))`;
    const lists = JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
    entries.forEach((id, i) => (names[id] = lists[i].filter((name) => name !== 'default')));
  }
  return {
    name: 'react-esm',
    resolveImport({ source }) {
      if (source in IDS) return `${PREFIX}${key(source)}.js`;
    },
    async serve(context) {
      if (!context.path.startsWith(PREFIX)) return;
      await ensureBundle();
      if (context.path === `${PREFIX}bundle.js`) return { body: bundle, type: 'js' };
      const id = Object.values(IDS).find(
        (candidate) => context.path === `${PREFIX}${key(candidate)}.js`,
      );
      if (!id) return;
      const local = key(id).replaceAll('-', '_');
      const body = [
        `import { ${local} as m } from '${PREFIX}bundle.js';`,
        `export default m.default ?? m;`,
        ...names[id].map((name) => `export const ${name} = m.${name};`),
      ].join('\n');
      return { body, type: 'js' };
    },
  };
}
