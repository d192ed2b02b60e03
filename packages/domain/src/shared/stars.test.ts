import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { averageRating, starsFor } from './stars.ts';

describe('star display', () => {
  it('shows floor stars full, a half star for a fraction, and fills up to five', () => {
    expect(starsFor(3.5)).toEqual({ full: 3, half: true, empty: 1 });
    expect(starsFor(4)).toEqual({ full: 4, half: false, empty: 1 });
    expect(starsFor(0)).toEqual({ full: 0, half: false, empty: 5 });
    expect(starsFor(5)).toEqual({ full: 5, half: false, empty: 0 });
  });

  it('shows no stars for an invalid or negative rating', () => {
    for (const bad of [-1, Number.NaN, null, undefined, Number.POSITIVE_INFINITY])
      expect(starsFor(bad)).toEqual({ full: 0, half: false, empty: 0 });
  });

  it('never shows more than five stars in all', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 5, noNaN: true }), (rating) => {
        const s = starsFor(rating);
        expect(s.full + (s.half ? 1 : 0) + s.empty).toBe(5);
      }),
    );
  });

  it('averages to one decimal', () => {
    expect(averageRating([5, 4, 4])).toBe(4.3);
    expect(averageRating([])).toBe(0);
  });
});
