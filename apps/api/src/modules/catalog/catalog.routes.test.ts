import { CATALOG_KIND_META, CATALOG_KINDS, type CatalogKind } from '@ridedesk/domain/master-data/catalog-kinds';
import { duplicateNameMessage, sharedRecordMessage } from '@ridedesk/domain/master-data/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithDemoRoles, type DemoTokens } from '../../../test/demo-roles.ts';
import { createEmptySite, expectOnlyFirstCompletes, sampleMaster, uniqueName } from '../../../test/master-data.ts';
import type { TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let tokens: DemoTokens;

beforeAll(async () => ({ t, tokens } = await appWithDemoRoles()));
afterAll(() => t.close());

const NAME_MESSAGES: Record<CatalogKind, string> = {
  vehicleType: 'Please enter the vehicle type name',
  serviceType: 'Please enter the service type name',
  airport: 'Please enter the airport name',
  amenity: 'Please enter the amenity name',
  serviceUserType: 'Please enter the service user type name',
  priceType: 'Please enter the price type name',
  documentType: 'Please enter the license type name',
};

describe.each(CATALOG_KINDS)('the %s catalogue', (kind) => {
  const { apiBase, pascal, countKey, label } = CATALOG_KIND_META[kind];
  const url = (path = '') => `/api/${apiBase}${path}`;

  const call = (method: 'GET' | 'POST' | 'PUT', path: string, token?: string, payload?: unknown) =>
    t.app.inject({ method, url: path, headers: token ? t.bearer(token) : {}, payload: payload as object });

  const createMaster = async (body: Record<string, unknown> = {}) => {
    const res = await call('POST', url(), tokens.superadmin, { ...sampleMaster(kind), isPublished: true, ...body });
    expect(res.statusCode).toBe(201);
    return res.json().results[0];
  };

  const createMapping = async (token = tokens.provider, body: Record<string, unknown> = {}) => {
    const res = await call('POST', url(`/create${pascal}SiteMapping`), token, { ...sampleMaster(kind), ...body });
    expect(res.statusCode).toBe(201);
    return res.json().results[0];
  };

  const mappings = async (token = tokens.provider, query = '') =>
    (await call('GET', url(`/mappingBySiteId${query}`), token)).json().results as {
      id: number;
      [k: string]: unknown;
    }[];

  it('When the platform administrator publishes a new master, then it is published and available to other sites', async () => {
    const master = await createMaster();
    expect(master).toMatchObject({
      isPublished: true,
      isDraft: false,
      isAvailableForOtherSites: true,
      isEnabled: true,
      createdBy: { firstName: 'Sam' },
    });
    const list = (await call('GET', url(), tokens.superadmin)).json().results;
    expect(list.map((m: { id: number }) => m.id)).toContain(master.id);
  });

  it('When the administrator saves a draft, publishes it, then saves it as draft again, then the flags follow spec 02', async () => {
    const draft = await createMaster({ isPublished: false, isDraft: true });
    expect(draft).toMatchObject({ isDraft: true, isPublished: false });
    const unpublished = (await call('GET', url('?isPublished=false'), tokens.superadmin)).json().results;
    expect(unpublished.map((m: { id: number }) => m.id)).toContain(draft.id);

    const published = await call('PUT', url(), tokens.superadmin, {
      ...sampleMaster(kind, draft.name),
      id: draft.id,
      isDraft: false,
      isPublished: true,
    });
    expect(published.statusCode).toBe(200);
    expect(published.json().results[0]).toMatchObject({
      isDraft: false,
      isPublished: true,
      updatedBy: { firstName: 'Sam' },
    });

    const redrafted = await call('PUT', url(), tokens.superadmin, {
      ...sampleMaster(kind, draft.name),
      id: draft.id,
      isDraft: true,
    });
    expect(redrafted.json().results[0]).toMatchObject({ isDraft: true, isPublished: true });
  });

  it('When the administrator adds a master whose name the catalogue already has, then it answers 409', async () => {
    const first = await createMaster();
    const res = await call('POST', url(), tokens.superadmin, { ...sampleMaster(kind, first.name.toUpperCase()) });
    expect(res.statusCode).toBe(409);
  });

  it('When a provider tries the master calls, then it answers 403; without a token 401', async () => {
    expect((await call('POST', url(), tokens.provider, sampleMaster(kind))).statusCode).toBe(403);
    expect((await call('PUT', url(), tokens.provider, { ...sampleMaster(kind), id: 1 })).statusCode).toBe(403);
    expect((await call('POST', url(), undefined, sampleMaster(kind))).statusCode).toBe(401);
    expect((await call('GET', url())).statusCode).toBe(401);
    expect((await call('GET', url(), tokens.customer)).statusCode).toBe(403);
  });

  it('When a provider adds a new record as draft, then it is its own, not shared, and listed among its unpublished', async () => {
    const mapping = await createMapping(tokens.provider, { isDraft: true });
    expect(mapping).toMatchObject({
      isEnabled: true,
      isPrimarySiteMapping: true,
      isMappedToOtherSites: false,
      createdBy: { firstName: 'Olivia' },
      [kind]: { isDraft: true, isPublished: false, isAvailableForOtherSites: false },
    });
    expect((await mappings()).map((m) => m.id)).toContain(mapping.id);
    expect((await mappings(tokens.provider, '?isPublished=false')).map((m) => m.id)).toContain(mapping.id);
    expect((await mappings(tokens.provider, '?isPublished=true')).map((m) => m.id)).not.toContain(mapping.id);
    expect((await mappings(tokens.dispatcher)).map((m) => m.id)).toContain(mapping.id);
    expect((await mappings(tokens.provider2)).map((m) => m.id)).not.toContain(mapping.id);
  });

  it('When a provider edits its own record and publishes it, then the master changes and is published', async () => {
    const mapping = await createMapping();
    const name = uniqueName('Renamed');
    const res = await call('PUT', url(`/update${pascal}SiteMapping`), tokens.provider, {
      ...sampleMaster(kind, name),
      id: mapping.id,
      isDraft: false,
      isPublished: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0]).toMatchObject({
      id: mapping.id,
      updatedBy: { firstName: 'Olivia' },
      [kind]: { name, isPublished: true, isDraft: false, updatedBy: { firstName: 'Olivia' } },
    });
  });

  it('When the mapping is sent back as read, with the master nested and isEnabled false, then both are applied', async () => {
    const mapping = await createMapping();
    const name = uniqueName('Nested');
    const res = await call('PUT', url(`/update${pascal}SiteMapping`), tokens.provider, {
      ...mapping,
      isEnabled: false,
      [kind]: { ...mapping[kind], ...sampleMaster(kind, name), isDraft: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0]).toMatchObject({ isEnabled: false, [kind]: { name, isDraft: true } });
  });

  it('When a provider renames its record to a name the site already has, then it answers 409', async () => {
    const first = await createMapping();
    const second = await createMapping();
    const res = await call('PUT', url(`/update${pascal}SiteMapping`), tokens.provider, {
      ...sampleMaster(kind, ` ${first[kind].name.toLowerCase()} `),
      id: second.id,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(duplicateNameMessage(label, first[kind].name.toLowerCase()));
    const again = await call(
      'POST',
      url(`/create${pascal}SiteMapping`),
      tokens.provider,
      sampleMaster(kind, first[kind].name),
    );
    expect(again.statusCode).toBe(409);
  });

  it('When the form is empty, then it answers 400 with the name message and stores nothing', async () => {
    const before = (await mappings()).length;
    const res = await call('POST', url(`/create${pascal}SiteMapping`), tokens.provider, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.name).toBe(NAME_MESSAGES[kind]);
    expect((await mappings()).length).toBe(before);
    const update = await call('PUT', url(`/update${pascal}SiteMapping`), tokens.provider, sampleMaster(kind));
    expect(update.statusCode).toBe(400);
  });

  it('When a provider adds an existing published master, then it is mapped once and leaves the available list', async () => {
    const master = await createMaster();
    const available = (await call('GET', url(`/${apiBase}MastersNotMappedBySiteId`), tokens.provider)).json().results;
    expect(available.map((m: { id: number }) => m.id)).toContain(master.id);

    const res = await call('POST', url(`/createMappingForExistingMaster${pascal}`), tokens.provider, [master]);
    expect(res.statusCode).toBe(201);
    expect(res.json().results).toHaveLength(1);
    expect(res.json().results[0]).toMatchObject({
      isPrimarySiteMapping: false,
      isEnabled: true,
      [kind]: { id: master.id },
    });

    const after = (await call('GET', url(`/${apiBase}MastersNotMappedBySiteId`), tokens.provider)).json().results;
    expect(after.map((m: { id: number }) => m.id)).not.toContain(master.id);
    const twice = await call('POST', url(`/createMappingForExistingMaster${pascal}`), tokens.provider, [
      { id: master.id },
    ]);
    expect(twice.statusCode).toBe(409);
  });

  it('When a record is shared with other sites, then editing it at site level answers 422, and disabling still works', async () => {
    const master = await createMaster();
    const added = await call('POST', url(`/createMappingForExistingMaster${pascal}`), tokens.provider, {
      masters: [{ id: master.id }],
    });
    const mapping = added.json().results[0];
    const res = await call('PUT', url(`/update${pascal}SiteMapping`), tokens.provider, {
      ...sampleMaster(kind),
      id: mapping.id,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'BUSINESS_RULE', message: sharedRecordMessage(label) });
    const disabled = await call('POST', url(`/enableDisable${pascal}SiteMapping`), tokens.provider, {
      id: mapping.id,
      isEnabled: false,
    });
    expect(disabled.json().results[0].isEnabled).toBe(false);
  });

  it('When the chosen master is unpublished, another site’s own, or nothing is chosen, then add existing is refused', async () => {
    const draft = await createMaster({ isPublished: false, isDraft: true });
    const unpublished = await call('POST', url(`/createMappingForExistingMaster${pascal}`), tokens.provider, [
      { id: draft.id },
    ]);
    expect(unpublished.statusCode).toBe(422);

    const theirs = await createMapping(tokens.provider2, { isPublished: true });
    const foreign = await call('POST', url(`/createMappingForExistingMaster${pascal}`), tokens.provider, [
      { id: theirs[kind].id },
    ]);
    expect(foreign.statusCode).toBe(404);

    const empty = await call('POST', url(`/createMappingForExistingMaster${pascal}`), tokens.provider, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please select at least one item');
  });

  it('When the site already has a record of that name, then the master is not offered and adding it answers 409', async () => {
    const own = await createMapping(tokens.provider, { isPublished: true });
    const master = await createMaster({ ...sampleMaster(kind, own[kind].name.toUpperCase()) });
    const available = (await call('GET', url(`/${apiBase}MastersNotMappedBySiteId`), tokens.provider)).json().results;
    expect(available.map((m: { id: number }) => m.id)).not.toContain(master.id);
    const res = await call('POST', url(`/createMappingForExistingMaster${pascal}`), tokens.provider, [
      { id: master.id },
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(duplicateNameMessage(label, master.name));
  });

  it('When a provider disables and enables a mapping, then the flag follows; without a flag it toggles', async () => {
    const mapping = await createMapping();
    const toggle = (body: object) =>
      call('POST', url(`/enableDisable${pascal}SiteMapping`), tokens.provider, { id: mapping.id, ...body });
    expect((await toggle({ isEnabled: false })).json().results[0]).toMatchObject({
      isEnabled: false,
      updatedBy: { firstName: 'Olivia' },
    });
    expect((await toggle({ isEnabled: true })).json().results[0].isEnabled).toBe(true);
    expect((await toggle({})).json().results[0].isEnabled).toBe(false);
  });

  it('When another provider or a standard user touches the mapping, then it answers 404 or 403 and nothing changes', async () => {
    const mapping = await createMapping();
    const update = await call('PUT', url(`/update${pascal}SiteMapping`), tokens.provider2, {
      ...sampleMaster(kind),
      id: mapping.id,
    });
    expect(update.statusCode).toBe(404);
    const toggle = await call('POST', url(`/enableDisable${pascal}SiteMapping`), tokens.provider2, {
      id: mapping.id,
    });
    expect(toggle.statusCode).toBe(404);
    const named = await call('GET', url('/mappingBySiteId?siteId=5'), tokens.provider2);
    expect(named.statusCode).toBe(404);
    const byUser = await call('POST', url(`/enableDisable${pascal}SiteMapping`), tokens.dispatcher, {
      id: mapping.id,
    });
    expect(byUser.statusCode).toBe(403);
    expect(
      (await call('POST', url(`/create${pascal}SiteMapping`), tokens.dispatcher, sampleMaster(kind))).statusCode,
    ).toBe(403);
    expect((await call('GET', url('/mappingBySiteId'), tokens.customer)).statusCode).toBe(403);
    expect((await call('GET', url('/mappingBySiteId'))).statusCode).toBe(401);
    expect((await mappings()).find((m) => m.id === mapping.id)).toMatchObject({ isEnabled: true });
  });

  it('When a site gets its first record of the kind, then the answer says completed; the second does not', async () => {
    const siteId = await createEmptySite(t, tokens.superadmin);
    const first = await expectOnlyFirstCompletes(countKey, () =>
      call('POST', url(`/create${pascal}SiteMapping`), tokens.superadmin, { ...sampleMaster(kind), siteId }),
    );
    expect(first.json().results[0].siteId).toBe(siteId);

    const otherSite = await createEmptySite(t, tokens.superadmin);
    const master = await createMaster();
    const existing = await call('POST', url(`/createMappingForExistingMaster${pascal}`), tokens.superadmin, {
      siteId: otherSite,
      masters: [{ id: master.id }],
    });
    expect(existing.statusCode).toBe(201);
    expect(existing.json()).toMatchObject({ setupStatus: 'completed', countKey });
  });
});
