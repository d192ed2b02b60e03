import { describe, expect, it } from 'vitest';
import { MANTINE_USE_ID_MODULE, mantineStableUseId, STABLE_USE_ID_SOURCE } from './mantine-use-id.ts';

type Load = (id: string) => string | null;

describe('Mantine’s useId in the production build', () => {
  const plugin = mantineStableUseId();
  const load = plugin.load as unknown as Load;

  it('When the build loads @mantine/hooks’ use-id module, then it gets the stable useId instead, on POSIX and Windows paths', () => {
    expect(load('/work/node_modules/@mantine/hooks/esm/use-id/use-id.mjs')).toBe(STABLE_USE_ID_SOURCE);
    expect(load('C:\\app\\node_modules\\@mantine\\hooks\\esm\\use-id\\use-id.mjs')).toBe(STABLE_USE_ID_SOURCE);
  });

  it('When any other module loads, including Mantine’s own React-id helper, then the plugin leaves it alone', () => {
    for (const id of [
      '/work/node_modules/@mantine/hooks/esm/use-id/use-react-id.mjs',
      '/work/node_modules/@mantine/core/esm/core/Box/Box.mjs',
      '/work/node_modules/other/esm/use-id/use-id.mjs',
    ]) {
      expect(MANTINE_USE_ID_MODULE.test(id)).toBe(false);
      expect(load(id)).toBeNull();
    }
  });

  it('When the stable useId runs, then it takes the tree’s id once (no effect, no second render) and honours a given id', () => {
    expect(plugin.apply).toBe('build');
    expect(STABLE_USE_ID_SOURCE).toContain("import { useId as useTreeId } from 'react'");
    expect(STABLE_USE_ID_SOURCE).not.toMatch(/useEffect|useLayoutEffect|useState|Math\.random/);
    expect(STABLE_USE_ID_SOURCE).toContain("typeof staticId === 'string' ? staticId");
  });
});
