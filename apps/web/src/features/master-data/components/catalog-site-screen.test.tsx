import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sharedQueryKeys } from '../../../lib/query-keys.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { signInAs } from '../../../test/session.ts';
import { catalogMaster } from '../catalog-fixtures.ts';
import { CatalogSiteScreen } from './catalog-site-screen.tsx';

const serviceType = (id: number, name: string, shared: boolean) =>
  catalogMaster({ id, name, isAvailableForOtherSites: shared });

const mapping = (id: number, name: string, shared: boolean, isEnabled = true) => ({
  id,
  siteId: 5,
  isEnabled,
  isMappedToOtherSites: false,
  isPrimarySiteMapping: !shared,
  serviceType: serviceType(id, name, shared),
  createdBy: { firstName: 'Olivia' },
  createdOn: '2026-01-02T00:00:00Z',
  updatedBy: null,
  updatedOn: null,
});

const fetchMock = vi.fn<typeof fetch>();
let enabled = true;
beforeEach(() => {
  enabled = true;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (_url, init) => {
    if (init?.method === 'POST') {
      enabled = JSON.parse(String(init.body)).isEnabled;
      return jsonResponse(200, { results: [mapping(2, 'Architecture Tour', false, enabled)] });
    }
    return jsonResponse(200, {
      results: [mapping(1, 'Airport Transfer', true), mapping(2, 'Architecture Tour', false, enabled)],
    });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('a site catalogue list', { timeout: 20_000 }, () => {
  it('When a record is shared with other sites, then its Edit is disabled; the site’s own record can be edited', async () => {
    signInAs('SPAdmin');
    renderWithProviders(<CatalogSiteScreen kind="serviceType" />, { path: '/admin/master-data/service-types' });
    expect(screen.getByRole('heading', { name: 'Manage Service Types' })).toBeTruthy();
    // A locked action stays focusable, so a keyboard reaches its reason; pressing it opens nothing.
    const shared = await screen.findByRole('button', { name: 'Edit Airport Transfer' });
    expect(shared.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(shared);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit Architecture Tour' }).getAttribute('aria-disabled')).toBeNull();
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/serviceType/mappingBySiteId?isPublished=true');
    for (const header of [
      'Name',
      'Description',
      'CreatedBy',
      'CreatedOn',
      'UpdatedBy',
      'UpdatedOn',
      'Modify',
      'SetEnabled',
    ])
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
  });

  it('When Disable is pressed, then "Are you sure to Disable?" is asked first, and after it the mapping is disabled and the list reloads', async () => {
    signInAs('SPAdmin');
    renderWithProviders(<CatalogSiteScreen kind="serviceType" />, { path: '/admin/master-data/service-types' });
    fireEvent.click(await screen.findByRole('button', { name: 'Disable Architecture Tour' }));
    const prompt = await screen.findByRole('dialog', { name: 'Are you sure to Disable?' });
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
    fireEvent.click(within(prompt).getByRole('button', { name: 'Disable' }));

    expect(await screen.findByRole('button', { name: 'Enable Architecture Tour' })).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toBe('/api/serviceType/enableDisableServiceTypeSiteMapping');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ id: 2, isEnabled: false });
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method !== 'POST').length).toBeGreaterThanOrEqual(2);
  });

  it('When a standard user opens the list, then Add New and Add Existing are not offered and Edit and Disable are locked', async () => {
    signInAs('SPUser');
    renderWithProviders(<CatalogSiteScreen kind="serviceType" />, { path: '/admin/master-data/service-types' });
    const disable = await screen.findByRole('button', { name: 'Disable Architecture Tour' });
    expect(disable.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(disable);
    expect(screen.queryByRole('dialog', { name: 'Are you sure to Disable?' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add New' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Existing' })).toBeNull();
    expect(screen.getByText('Only an administrator of your company can change this.')).toBeTruthy();
  });

  it('When the first item is created and the answer says completed, then the setup checklist counts are refreshed', async () => {
    signInAs('SPAdmin');
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'POST'
        ? jsonResponse(201, {
            results: [mapping(9, 'Wine Tour', false)],
            setupStatus: 'completed',
            countKey: 'countServiceType',
          })
        : jsonResponse(200, { results: [] }),
    );
    const { queryClient } = renderWithProviders(<CatalogSiteScreen kind="serviceType" />, {
      path: '/admin/master-data/service-types?dialog=new',
    });
    queryClient.setQueryData(sharedQueryKeys.mappingCount, { counts: {}, available: true });
    const dialog = await screen.findByRole('dialog', { name: 'Add Service Type' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), { target: { value: 'Wine Tour' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Description/ }), {
      target: { value: 'Vineyards.' },
    });
    const publish = within(dialog).getByRole('button', { name: 'Publish' }) as HTMLButtonElement;
    await waitFor(() => expect(publish.disabled).toBe(false));
    fireEvent.click(publish);
    await waitFor(() => expect(queryClient.getQueryState(sharedQueryKeys.mappingCount)?.isInvalidated).toBe(true));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toBe('/api/serviceType/createServiceTypeSiteMapping');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      name: 'Wine Tour',
      description: 'Vineyards.',
      isDraft: false,
      isPublished: true,
    });
  });
});
