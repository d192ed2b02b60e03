/** Cache keys of the subscriptions feature. */
export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  plans: (filters: { all: boolean; name?: string; page?: number }) => ['subscriptions', 'plans', filters] as const,
  status: (userName: string) => ['subscriptions', 'status', userName] as const,
  checkout: (sessionId: string) => ['subscriptions', 'checkout', sessionId] as const,
};
