/** Cache keys of the service-areas feature, per site (the administrator may switch sites). */
export const serviceAreaKeys = {
  all: ['service-areas'] as const,
  list: (siteId: number | undefined) => ['service-areas', siteId ?? 0] as const,
};
