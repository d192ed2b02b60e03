/** Cache keys of the notifications feature; any change refreshes everything under 'notifications'. */
export const notificationKeys = {
  all: ['notifications'] as const,
  received: (role: string, page: number, locale: string) => ['notifications', 'received', role, page, locale] as const,
  unread: (role: string, locale: string) => ['notifications', 'unread', role, locale] as const,
  one: (id: number, locale: string) => ['notifications', 'one', id, locale] as const,
  posted: (page: number, locale: string) => ['notifications', 'posted', page, locale] as const,
  site: (siteId: number) => ['notifications', 'site', siteId] as const,
};
