import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/**
 * A route whose screen loads with its first visit: `load` imports the screen's module and picks
 * the screen from it, so each screen stays in a chunk of its own.
 */
export const lazyScreen = (path: string, load: () => Promise<ComponentType>): RouteObject => ({
  path,
  lazy: async () => ({ Component: await load() }),
});
