import path from 'node:path';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/** The first screen's renderer (src/app/first-screen/render-first-screen.ts), built for the server. */
export const FIRST_SCREEN_ENTRY = 'src/app/first-screen/render-first-screen.ts';
/** Where it goes, under the build's output folder: the server loads it from there and never serves it. */
export const FIRST_SCREEN_MODULE = 'server/first-screen.mjs';

/**
 * After the browser build, builds the first screen's renderer as one self-contained ES module for
 * Node (its texts, the site's look and their libraries bundled in), beside the build it describes:
 * the server (apps/api/src/plugins/web.ts) puts the shell it renders into the page it sends.
 */
export const firstScreenBundle = (): Plugin => {
  let config: ResolvedConfig;
  return {
    name: 'ridedesk:first-screen-bundle',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        resolve: { alias: config.resolve.alias },
        ssr: { noExternal: true, target: 'node' },
        build: {
          ssr: FIRST_SCREEN_ENTRY,
          outDir: path.join(config.build.outDir, path.dirname(FIRST_SCREEN_MODULE)),
          emptyOutDir: true,
          copyPublicDir: false,
          minify: false,
          rollupOptions: {
            output: { format: 'es', entryFileNames: path.basename(FIRST_SCREEN_MODULE) },
            // Mantine marks its modules 'use client' for React Server Components; bundled for Node
            // here, each would print a line that says nothing about this build.
            onwarn: (warning, warn) => {
              if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
            },
          },
        },
      });
    },
  };
};
