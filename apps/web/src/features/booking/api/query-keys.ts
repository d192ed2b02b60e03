import type { FleetSort, SearchCriteria } from '../booking-types.ts';

/** Cache keys of the booking wizard, from one place. */
export const bookingKeys = {
  all: ['booking'] as const,
  suggestions: (input: string) => ['booking', 'address-suggestions', input] as const,
  vehicleTypes: (state: string, siteId: number) => ['booking', 'vehicle-types', state, siteId] as const,
  serviceTypes: (state: string, siteId: number) => ['booking', 'service-types', state, siteId] as const,
  providers: (state: string) => ['booking', 'providers', state] as const,
  fleets: (criteria: SearchCriteria, sort: FleetSort, page: number) =>
    ['booking', 'fleets', criteria, sort, page] as const,
  fleetSearches: ['booking', 'fleets'] as const,
  settings: ['booking', 'settings'] as const,
};
