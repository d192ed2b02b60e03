import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';

const routerDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

export default defineConfig(({ mode }) => ({
  // The react plugin is hoisted to the root and typed against the root's Vite; the shapes agree at run time.
  plugins: [react() as unknown as PluginOption],
  resolve: {
    // react-router's package exports only its development build (dev warnings, extra checks);
    // production bundles use the production build it ships beside it.
    alias:
      mode === 'production'
        ? [
            { find: /^react-router$/, replacement: path.join(routerDir, 'dist/production/index.mjs') },
            { find: /^react-router\/dom$/, replacement: path.join(routerDir, 'dist/production/dom-export.mjs') },
          ]
        : [],
  },
  server: {
    port: 5173,
    // The API picks the tenant from the Host header, so the proxy must keep it (changeOrigin false).
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
  },
}));
