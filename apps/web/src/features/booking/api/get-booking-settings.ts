import { bookingHorizonDays } from '@ridedesk/domain/booking/booking-horizon';
import { SETTING_NAMES } from '@ridedesk/domain/shared/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http, type Results } from '../../../lib/http.ts';
import { bookingKeys } from './query-keys.ts';

type Setting = { name: string; defaultValue: string | null; value: string | null };

/**
 * GET api/setting/getSettingsBySettingGroupName?settingGroupName=Booking: whether pay later is on,
 * and how many days ahead the site takes rides (BookingHorizonDays, 365 by default).
 */
export const getBookingSettings = async () => {
  const answer = await http.get<Results<Setting>>('/api/setting/getSettingsBySettingGroupName', {
    query: { settingGroupName: 'Booking' },
  });
  const payLater = answer.results.find((s) => s.name === SETTING_NAMES.payLaterEnabled);
  const horizon = answer.results.find((s) => s.name === SETTING_NAMES.bookingHorizonDays);
  return {
    payLaterEnabled: (payLater?.value ?? payLater?.defaultValue ?? 'false') === 'true',
    bookingHorizonDays: bookingHorizonDays(horizon?.value ?? horizon?.defaultValue),
  };
};

export const bookingSettingsQuery = queryOptions({
  queryKey: bookingKeys.settings,
  queryFn: getBookingSettings,
  staleTime: 5 * 60_000,
});

export const useBookingSettings = () => useQuery(bookingSettingsQuery);
