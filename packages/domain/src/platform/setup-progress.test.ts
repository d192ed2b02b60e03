import { describe, expect, it } from 'vitest';
import { PROGRESS_KEYS, SETUP_CHECKLIST, setupProgress } from './setup-progress.ts';

describe('setup progress', () => {
  it('is round(sum / 12 * 100) over the twelve kinds, ignoring airports', () => {
    expect(setupProgress({})).toBe(0);
    expect(setupProgress({ countAmenity: 1 })).toBe(8);
    expect(setupProgress({ countAmenity: 1, countFleet: 3, countAirport: 5 })).toBe(17);
    expect(setupProgress(Object.fromEntries(PROGRESS_KEYS.map((k) => [k, 1])))).toBe(100);
  });

  it('lists the twelve checklist items in the spec order with their routes', () => {
    expect(SETUP_CHECKLIST.map((i) => i.route)).toEqual([
      '/location',
      '/master-data/amenities',
      '/master-data/vehicle-types',
      '/master-data/service-types',
      '/master-data/service-user-types',
      '/master-data/price-types',
      '/garagelocation',
      '/fleet',
      '/discount',
      '/price-definitions',
      '/master-data/document-types',
      '/master-data/paymenttypes',
    ]);
  });
});
