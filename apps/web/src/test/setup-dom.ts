/**
 * Browser pieces jsdom lacks, and cleanup between tests. Every web test imports this first
 * (the root vitest config's "web" project has no setup file of its own).
 */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

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
