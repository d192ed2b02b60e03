import { afterEach, beforeEach } from 'vitest';

const originalMatchMedia = window.matchMedia;

/** Makes `(max-width: …)` media queries answer as a window of the given width would. */
export const setWindowWidth = (width: number) => {
  window.matchMedia = (query: string) => ({
    ...originalMatchMedia(query),
    matches: Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? Number.POSITIVE_INFINITY) >= width,
  });
};

/** Each test of the file starts in a window `width` wide (a desktop's unless said), and the media queries are put back after. */
export const useWindowWidth = (width = 1280) => {
  beforeEach(() => setWindowWidth(width));
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
  });
};
