/**
 * Browser pieces jsdom lacks, the wait budget of Testing Library's findBy/waitFor, and cleanup
 * between tests. The root vitest config's "web" project runs this before every test file.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The default 1 s wait is shorter than a first Mantine render on a loaded CI machine, where a
// screen that is right on a quiet machine failed for lack of time. 10 s keeps a real failure
// quick to report and leaves a slow machine room.
configure({ asyncUtilTimeout: 10_000 });

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

Object.defineProperty(document, 'fonts', { value: { ready: Promise.resolve() }, configurable: true });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
