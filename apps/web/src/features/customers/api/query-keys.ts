/** Cache keys of the customers feature. */
export const customerKeys = {
  all: ['customers'] as const,
  list: (filters: { siteId: number | null; search: string; page: number }) => ['customers', 'list', filters] as const,
};
