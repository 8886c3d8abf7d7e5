import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { devApiPlugin } from './demo/server/vite-plugin.ts';

/** The demo: a published site and the owner's view, with the dev API on the same origin. */
export default defineConfig({
  root: 'demo',
  plugins: [react(), devApiPlugin()],
  build: { outDir: '../demo-dist', emptyOutDir: true },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
});
