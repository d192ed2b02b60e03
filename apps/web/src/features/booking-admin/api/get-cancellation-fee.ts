import { cancellationFeeCents } from '@ridedesk/domain/booking/cancellation-refund';
import { toDollars } from '@ridedesk/domain/booking/money';
import { SETTING_NAMES } from '@ridedesk/domain/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { http, type Results } from '../../../lib/http.ts';
import { requestedSiteId } from '../../../lib/site-scope.ts';
import { siteBookingKeys } from './query-keys.ts';

/** GET api/sitesetting/mappingBySiteId: the site's CancellationFee in dollars (0 when not set). */
export const getCancellationFee = async (siteId = requestedSiteId()) => {
  const settings = (
    await http.get<Results<{ name: string; value: string }>>('/api/sitesetting/mappingBySiteId', { query: { siteId } })
  ).results;
  return toDollars(cancellationFeeCents(settings.find((s) => s.name === SETTING_NAMES.cancellationFee)?.value));
};

export const useCancellationFee = (enabled: boolean) => {
  const siteId = requestedSiteId();
  return useQuery({
    queryKey: siteBookingKeys.cancellationFee(siteId),
    queryFn: () => getCancellationFee(siteId),
    staleTime: 60_000,
    enabled,
  });
};
