/** Cache keys of the reviews feature; any review change refreshes everything under 'reviews'. */
export const reviewKeys = {
  all: ['reviews'] as const,
  providerList: (filters: object) => ['reviews', 'provider', 'list', filters] as const,
  providerCounts: (siteId: number | null) => ['reviews', 'provider', 'counts', siteId ?? 0] as const,
  providerAverages: () => ['reviews', 'provider', 'averages'] as const,
  riderList: (filters: object) => ['reviews', 'rider', 'list', filters] as const,
  riderCounts: (siteId: number | null) => ['reviews', 'rider', 'counts', siteId ?? 0] as const,
  booking: (reference: string) => ['reviews', 'booking', reference] as const,
  completed: (page: number) => ['reviews', 'completed-bookings', page] as const,
};
