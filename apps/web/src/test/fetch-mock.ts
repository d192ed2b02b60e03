import { afterEach, beforeEach, vi } from 'vitest';

/** A fetch mock that stands in for the browser's fetch during each test of the file, reset before each. */
export const stubFetchPerTest = () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());
  return fetchMock;
};
