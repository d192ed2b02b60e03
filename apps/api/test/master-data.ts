import type { CatalogKind } from '@ridedesk/domain/master-data/catalog-kinds';
import { expect } from 'vitest';
import { newProviderSite } from './fixtures/pricing-catalog.ts';
import type { TestApp } from './test-app.ts';

let counter = 0;
/** A name no other test uses. */
export const uniqueName = (prefix: string) => `${prefix} ${++counter}${Math.random().toString(36).slice(2, 6)}`;

/** A valid form body for each catalogue kind. */
export const sampleMaster = (kind: CatalogKind, name = uniqueName(kind)): Record<string, unknown> => {
  switch (kind) {
    case 'vehicleType':
      return { name, description: 'Seats four in comfort', imageFileName: 'Premium Sedan' };
    case 'airport':
      return {
        name,
        code: String.fromCharCode(65 + (counter % 26), 65 + ((counter >> 3) % 26), 90),
        address: '1 Airport Rd',
        city: 'Springfield',
        state: 'IL',
        country: 'USA',
        zipCode: '62707',
      };
    case 'priceType':
      return { name, description: 'Charged by the hour', basis: 'per hour' };
    default:
      return { name, description: `About ${name}` };
  }
};

/** A fresh provider site with nothing set up, made by the platform administrator; answers its id. */
export const createEmptySite = async (t: TestApp, superToken: string) => (await newProviderSite(t, superToken)).siteId;

/** A site's count of a kind on the setup checklist (fleet/mappingCount's countFleet, countDiscount...). */
export const setupCount = async (t: TestApp, superToken: string, siteId: number, countKey: string) =>
  (await t.send('GET', `/api/fleet/mappingCount?siteId=${siteId}`, superToken)).json().results[0][countKey] as number;

/**
 * A site's first record of a kind completes its step of the setup checklist: the answer says
 * completed and names the count; the second record's answer says nothing. `create` makes one
 * record (called twice); answers the first's response.
 */
export const expectOnlyFirstCompletes = async (
  countKey: string,
  create: (nth: 1 | 2) => Promise<Awaited<ReturnType<TestApp['send']>>>,
) => {
  const first = await create(1);
  expect(first.statusCode, first.body).toBe(201);
  expect(first.json()).toMatchObject({ setupStatus: 'completed', countKey });
  const second = await create(2);
  expect(second.json().setupStatus).toBeUndefined();
  return first;
};
