import { describe, expect, it } from 'vitest';
import { distanceText, distanceUnitOfCountry, SITE_DISTANCE_UNIT } from './distance.ts';

describe('distances', () => {
  it('When a US site shows a ride of 10 km, then it reads 6.2 mi; a site outside the US would read km', () => {
    expect(SITE_DISTANCE_UNIT).toBe('mi');
    expect(distanceUnitOfCountry('us')).toBe('mi');
    expect(distanceUnitOfCountry('CA')).toBe('km');
    expect(distanceText(10)).toBe('6.2 mi');
    expect(distanceText('16.0934')).toBe('10.0 mi');
    expect(distanceText(10, 'km')).toBe('10.0 km');
  });

  it('When the distance is not known, then it reads a dash', () => {
    expect(distanceText(null)).toBe('—');
    expect(distanceText('abc')).toBe('—');
  });
});
