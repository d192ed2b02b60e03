import { describe, expect, it } from 'vitest';
import { ALL_SITES, oneSite, scopeSiteId } from './site-scope.ts';

describe('site scopes of repository queries', () => {
  it('When a scope is made from a whole positive site id, then it covers that site only', () => {
    expect(oneSite(5)).toEqual({ kind: 'site', siteId: 5 });
    expect(scopeSiteId(oneSite(5))).toBe(5);
    expect(scopeSiteId(ALL_SITES)).toBeNull();
  });

  it('When the site id is missing, NaN, zero, negative or fractional, then no scope is made (never "every site")', () => {
    for (const bad of [Number.NaN, 0, -5, 5.5, Number.POSITIVE_INFINITY, undefined as unknown as number])
      expect(() => oneSite(bad), String(bad)).toThrow('A site scope needs a site id');
  });
});
