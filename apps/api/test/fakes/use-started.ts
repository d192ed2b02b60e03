/**
 * A local server (or anything that starts and closes) for one test file: started before its
 * tests, closed after them. `const server = useStarted(startSquareTestServer)`, then `server()`
 * inside the tests.
 */
import { afterAll, beforeAll } from 'vitest';

export const useStarted = <S extends { close: () => Promise<unknown> }>(start: () => Promise<S>) => {
  let started: S | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(() => started?.close());
  return (): S => {
    if (!started) throw new Error('useStarted: the server starts in beforeAll; call server() inside a test');
    return started;
  };
};
