/** Cache keys of the staff feature. */
export const staffKeys = {
  all: ['staff'] as const,
  list: (filters: { siteId: number | null; search: string; page: number }) => ['staff', 'list', filters] as const,
};
