/**
 * Test helpers shared by the price definition, discount and service location route tests:
 * the demo catalogue ids of a site, read through the API as a provider would.
 */
import type { TestApp } from '../../../test/test-app.ts';
import { uniqueHost } from '../../../test/test-app.ts';

export type Named = { id: number; name: string };

/** The site's catalogue choices of a kind, by master name. */
export const catalogChoices = async (t: TestApp, token: string, apiBase: string, kind: string) => {
  const res = await t.app.inject({ url: `/api/${apiBase}/mappingBySiteId`, headers: t.bearer(token) });
  if (res.statusCode !== 200) throw new Error(`${apiBase}: ${res.statusCode} ${res.body}`);
  const rows = res.json().results as Record<string, { id: number; name: string }>[];
  return new Map(rows.map((row) => [row[kind].name, row[kind].id]));
};

/** Ids of the demo catalogue of the signed-in provider's site. */
export const demoCatalog = async (t: TestApp, token: string) => ({
  vehicleTypes: await catalogChoices(t, token, 'vehicleType', 'vehicleType'),
  serviceTypes: await catalogChoices(t, token, 'serviceType', 'serviceType'),
  serviceUserTypes: await catalogChoices(t, token, 'serviceUserType', 'serviceUserType'),
  priceTypes: await catalogChoices(t, token, 'priceType', 'priceType'),
});

/** The provider's fleets with their vehicle type. */
export const siteFleets = async (t: TestApp, token: string) => {
  const res = await t.app.inject({ url: '/api/fleet/mappingBySiteId', headers: t.bearer(token) });
  if (res.statusCode !== 200) throw new Error(`fleets: ${res.statusCode} ${res.body}`);
  return res.json().results as { id: number; nickName: string; vehicleTypeId: number; siteId: number }[];
};

/** A new provider site made by the platform administrator (no data of its own yet). */
export const newProviderSite = async (t: TestApp, superToken: string) => {
  const host = uniqueHost('pricing');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/site',
    headers: t.bearer(superToken),
    payload: {
      name: 'Fresh Rides',
      host,
      typeId: 2,
      title: 'Fresh Rides',
      headerColor: '#112233',
      bodyColor: '#FFFFFF',
      preferredLanguageId: 1,
      otherLanguageIds: [],
    },
  });
  if (res.statusCode !== 201) throw new Error(`site: ${res.statusCode} ${res.body}`);
  return { siteId: res.json().results[0].id as number, host };
};

/** Maps published shared masters to a site, as the administrator's Add Existing does. */
export const addExisting = async (
  t: TestApp,
  superToken: string,
  pascal: string,
  apiBase: string,
  siteId: number,
  masterIds: number[],
) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/${apiBase}/createMappingForExistingMaster${pascal}`,
    headers: t.bearer(superToken),
    payload: { siteId, masters: masterIds.map((id) => ({ id })) },
  });
  if (res.statusCode !== 201) throw new Error(`${apiBase}: ${res.statusCode} ${res.body}`);
};
