/** Cache keys of the chauffeurs feature. */
export const chauffeurKeys = {
  all: ['chauffeurs'] as const,
  list: (filters: { siteId: number | null; search: string; page: number }) => ['chauffeurs', 'list', filters] as const,
  choices: (kind: 'licenceTypes' | 'vehicleTypes', siteId: number | undefined) =>
    ['chauffeurs', 'choices', kind, siteId ?? null] as const,
};
