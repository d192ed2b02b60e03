import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/render.tsx';
import { pathOf } from '../test/fixtures.ts';
import { searchFormAnswer } from '../test/search-form-api.ts';
import { prefetchSearchForm } from './prefetch-search-form.ts';
import { bookingKeys } from './query-keys.ts';

const fetchMock = vi.fn<typeof fetch>();
const pictures: string[] = [];

beforeEach(() => {
  pictures.length = 0;
  fetchMock.mockReset();
  fetchMock.mockImplementation(searchFormAnswer);
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal(
    'Image',
    class {
      set src(url: string) {
        pictures.push(url);
      }
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

const asked = () => fetchMock.mock.calls.map(([input]) => pathOf(input)).sort();

describe('the search form’s first data, asked for while the wizard downloads', () => {
  it('When the page is a provider’s host, then its settings, service types and vehicle types are cached under the form’s keys and the vehicle pictures are requested', async () => {
    const client = new QueryClient();
    prefetchSearchForm(client, Promise.resolve({ isProductSite: false }));
    await vi.waitFor(() => expect(pictures).toHaveLength(2));
    expect(asked()).toEqual([
      '/api/serviceType/getServiceTypeBySiteIdOrState',
      '/api/setting/getSettingsBySettingGroupName',
      '/api/vehicleType/getVehicleTypeBySiteIdOrState',
    ]);
    expect(client.getQueryData(bookingKeys.vehicleTypes('', 0))).toHaveLength(2);
    expect(client.getQueryData(bookingKeys.serviceTypes('', 0))).toEqual([{ id: 15, name: 'Airport Transfer' }]);
    expect(client.getQueryData(bookingKeys.settings)).toEqual({ payLaterEnabled: true, bookingHorizonDays: 365 });
    expect(pictures.every((url) => url.startsWith('/vehicles/'))).toBe(true);
  });

  it('When the page is the product site, then the three are asked for before the site is known, and no picture is fetched: its offer waits for the pickup’s state', async () => {
    const client = new QueryClient();
    let siteKnown: (site: { isProductSite: boolean }) => void = () => {};
    const done = prefetchSearchForm(client, new Promise((resolve) => (siteKnown = resolve)));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    siteKnown({ isProductSite: true });
    await done;
    expect(client.getQueryData(bookingKeys.settings)).toEqual({ payLaterEnabled: true, bookingHorizonDays: 365 });
    expect(pictures).toEqual([]);
  });

  it('When the vehicle types cannot be had, then nothing is thrown: the form asks again when it renders', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(500, { message: 'down' }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(prefetchSearchForm(client, Promise.resolve({ isProductSite: false }))).resolves.toBeUndefined();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(pictures).toEqual([]);
  });
});
