import { FLEET_PAGE_SIZE } from '@ridedesk/domain/shared/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http, type PagedResults } from '../../../lib/http.ts';
import type { FleetOffer, FleetSort, SearchCriteria } from '../booking-types.ts';
import { bookingKeys } from './query-keys.ts';

const segment = (value: string | number) => encodeURIComponent(String(value));

/** The path of api/fleet/searchavailablefleet with every parameter of spec 03, in its order. */
export const fleetSearchPath = (c: SearchCriteria) =>
  [
    '/api/fleet/searchavailablefleet',
    c.estimatedduration,
    c.estimateddurationintraffic,
    c.serviceTypeId,
    c.vehicleTypeId,
    c.noofpassengers,
    c.noofluggages,
    c.pickupdate,
    c.pickuptime,
    c.pickuplocation,
    c.dropofflocation,
    c.pickupstate,
    c.pickuplatitude,
    c.pickuplongitude,
    c.pickupoffset,
    c.estimateddistance,
  ]
    .map((part, index) => (index === 0 ? part : segment(part)))
    .join('/');

/** One page of the fleets that can take the ride, priced and sorted on the server. */
export const searchFleets = async (criteria: SearchCriteria, sort: FleetSort, page: number) => {
  const answer = await http.get<PagedResults<FleetOffer>>(fleetSearchPath(criteria), {
    query: { siteId: criteria.siteId || undefined, sort, page, pageSize: FLEET_PAGE_SIZE },
    // 422: the provider takes no online bookings now (a lapsed plan); its message says what to do.
    keepMessageFor: [422],
  });
  return { offers: answer.results, totalCount: answer.totalCount ?? answer.results.length };
};

export const fleetSearchQuery = (criteria: SearchCriteria, sort: FleetSort, page: number) =>
  queryOptions({
    queryKey: bookingKeys.fleets(criteria, sort, page),
    queryFn: () => searchFleets(criteria, sort, page),
    placeholderData: keepPreviousData,
    // Availability changes as others book; a list older than a minute is searched again.
    staleTime: 60_000,
  });

export const useFleetSearch = (criteria: SearchCriteria, sort: FleetSort, page: number) =>
  useQuery(fleetSearchQuery(criteria, sort, page));
