/** Cache keys of the sites feature, from one place so a save can refresh exactly what it changed. */
export const siteKeys = {
  all: ['sites'] as const,
  list: (filters: { host: string; page: number }) => ['sites', 'list', filters] as const,
  detail: (id: number) => ['sites', 'detail', id] as const,
  settings: (id: number) => ['sites', 'settings', id] as const,
};
