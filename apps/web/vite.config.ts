import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import * as vite from 'vite';
import { defineConfig, type Plugin, type PluginOption } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { firstScreenBundle } from './build/first-screen-bundle.ts';
import { mantineComponentCss } from './build/mantine-component-css.ts';
import { mantineStableUseId } from './build/mantine-use-id.ts';

const routerDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

/**
 * The react plugin is hoisted to the workspace root, where it sees the root's rolldown-based
 * Vite and adds a native refresh wrapper that this app's Vite (7, rollup) cannot run. Under a
 * rollup Vite that wrapper is left out: JSX still compiles (esbuild, tsconfig "react-jsx") and
 * an edited component reloads the page instead of hot-swapping.
 */
const reactPlugins = () =>
  ([react()] as unknown as (Plugin | Plugin[])[])
    .flat()
    .filter((plugin) => 'rolldownVersion' in vite || plugin.name !== 'vite:react:refresh-wrapper') as PluginOption[];

export default defineConfig(({ mode }) => ({
  plugins: [
    ...reactPlugins(),
    mantineStableUseId(),
    mantineComponentCss(),
    // Every text file of the build also as .br (quality 11) and .gz (level 9): the server sends the
    // one the browser accepts (apps/api/src/plugins/web.ts), nothing is compressed per request.
    // (Typed against the workspace root's Vite, like the react plugin above.)
    compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' }) as unknown as PluginOption,
    // The server's first screen (the shell it inlines into the page).
    firstScreenBundle(),
  ],
  resolve: {
    alias: [
      // react-router's package exports only its development build (dev warnings, extra checks);
      // production bundles use the production build it ships beside it.
      ...(mode === 'production'
        ? [
            { find: /^react-router$/, replacement: path.join(routerDir, 'dist/production/index.mjs') },
            { find: /^react-router\/dom$/, replacement: path.join(routerDir, 'dist/production/dom-export.mjs') },
          ]
        : []),
    ],
  },
  server: {
    port: 5173,
    // The API picks the tenant from the Host header, so the proxy must keep it (changeOrigin false).
    proxy: { '/api': { target: process.env.API_TARGET ?? 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
  },
}));
