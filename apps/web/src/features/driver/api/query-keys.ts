/** Cache keys of the chauffeur app. */
export const driverKeys = {
  all: ['driver'] as const,
  jobs: () => ['driver', 'jobs'] as const,
  job: (bookingId: number) => ['driver', 'job', bookingId] as const,
};

/**
 * The app's reads go out even when the browser says it is offline: the service worker answers
 * them with the last answer it kept (public/driver-sw.js), so the jobs stay readable.
 */
export const OFFLINE_READABLE = { networkMode: 'always' } as const;
