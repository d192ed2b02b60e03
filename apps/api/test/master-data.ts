import type { CatalogKind } from '@ridedesk/domain/master-data/catalog-kinds';
import { type TestApp, uniqueHost } from './test-app.ts';

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

/** A fresh provider site with nothing set up, made by the platform administrator. */
export const createEmptySite = async (t: TestApp, superToken: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/site',
    headers: t.bearer(superToken),
    payload: {
      name: 'Fresh Cars',
      host: uniqueHost('fresh'),
      typeId: 2,
      title: 'Fresh Cars',
      preferredLanguageId: 1,
      otherLanguageIds: [],
    },
  });
  if (res.statusCode !== 201) throw new Error(`site not created: ${res.body}`);
  return res.json().results[0].id as number;
};

/** Signs in the demo accounts every master-data test uses. */
