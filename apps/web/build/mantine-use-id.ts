import type { Plugin } from 'vite';

/**
 * Mantine's `useId` (from @mantine/hooks) takes React's id on the first render and then, in a
 * layout effect, always replaces it with a random one: every input, radio, stepper and label
 * that asks for an id renders a second time right after it mounts. On the booking page that is
 * about a fifth of the first screen's render work, before the first paint.
 *
 * The build gives Mantine this `useId` instead: the same id the first render had (React's
 * `useId`, stable and unique within the tree, prefixed as Mantine prefixes React's), or the id
 * the caller passed. Only the production build and the preview use it; tests and the dev
 * server keep Mantine's own, whose ids differ only in their letters.
 */
export const MANTINE_USE_ID_MODULE = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

export const STABLE_USE_ID_SOURCE = `import { useId as useTreeId } from 'react';
export function useId(staticId) {
  const id = useTreeId();
  return typeof staticId === 'string' ? staticId : 'mantine-' + String(id).replace(/:/g, '');
}
`;

export const mantineStableUseId = (): Plugin => ({
  name: 'ridedesk:mantine-stable-use-id',
  enforce: 'pre',
  apply: 'build',
  load: (id) => (MANTINE_USE_ID_MODULE.test(id) ? STABLE_USE_ID_SOURCE : null),
});
