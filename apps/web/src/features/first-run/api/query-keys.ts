/** Cache keys of the first-run guide. */
export const firstRunKeys = { state: ['first-run', 'state'] as const };
