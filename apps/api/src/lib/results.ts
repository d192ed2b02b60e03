/** Lists answer { results: [...] }; single objects and actions answer { results: [object] }. */
export const results = <T>(items: T[] | T, extra?: Record<string, unknown>) => ({
  results: Array.isArray(items) ? items : [items],
  ...extra,
});
