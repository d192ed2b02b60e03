import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pathOf } from '../test/fixtures.ts';
import { searchFormAnswer } from '../test/search-form-api.ts';
import { FIRST_SCREEN_DATA_WAIT_MS, isBookingPagePath, preloadBookingPage } from './preload-booking-page.ts';
import { bookingKeys } from './query-keys.ts';

// The wizard's code itself is not what these tests are about.
vi.mock('../components/booking-wizard.tsx', () => ({ BookingWizard: () => null }));

const fetchMock = vi.fn<typeof fetch>();
let hangVehicleTypes = false;

beforeEach(() => {
  hangVehicleTypes = false;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    if (hangVehicleTypes && pathOf(input) === '/api/vehicleType/getVehicleTypeBySiteIdOrState')
      return new Promise<Response>(() => {});
    return searchFormAnswer(input);
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal(
    'Image',
    class {
      src = '';
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

/** A query client on a provider's host (City Limo, site 5). */
const clientOnProviderHost = () => new QueryClient();
const providerHost = async () => ({ site_id: 5 });

describe('the booking page’s first screen, started as the page boots', () => {
  it('When the page is the booking page, then its path is recognised, with or without a closing slash', () => {
    expect(isBookingPagePath('/systembooking')).toBe(true);
    expect(isBookingPagePath('/SystemBooking/')).toBe(true);
    expect(isBookingPagePath('/systembooking/extra')).toBe(false);
    expect(isBookingPagePath('/')).toBe(false);
  });

  it('When it is started twice, then the form’s data is asked for once and both callers wait for the same answers', async () => {
    const client = clientOnProviderHost();
    const first = preloadBookingPage(client, providerHost);
    const second = preloadBookingPage(client, providerHost);
    expect(second).toBe(first);
    await first;
    expect(client.getQueryData(bookingKeys.vehicleTypes('', 0))).toHaveLength(2);
    expect(client.getQueryData(bookingKeys.serviceTypes('', 0))).toEqual([{ id: 15, name: 'Airport Transfer' }]);
    expect(client.getQueryData(bookingKeys.settings)).toEqual({ payLaterEnabled: true, bookingHorizonDays: 365 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('When an answer is slow, then the first screen waits for it no longer than its limit', async () => {
    hangVehicleTypes = true;
    // The limit on a fake clock: a busy machine's real clock would make this a timing test.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const client = clientOnProviderHost();
      let shown = false;
      const preload = preloadBookingPage(client, providerHost).then(() => {
        shown = true;
      });
      await vi.advanceTimersByTimeAsync(FIRST_SCREEN_DATA_WAIT_MS - 1);
      expect(shown).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await preload;
      expect(shown).toBe(true);
      expect(client.getQueryData(bookingKeys.settings)).toEqual({ payLaterEnabled: true, bookingHorizonDays: 365 });
      expect(client.getQueryData(bookingKeys.vehicleTypes('', 0))).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
