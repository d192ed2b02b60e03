import type { NotificationContent, NotificationRole } from '@ridedesk/domain/notifications/notification-form';
import { PAGE_SIZE } from '@ridedesk/domain/shared/constants';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { firstResult, http, type PagedResults, type Results } from '../../../lib/http.ts';
import type { NotificationView } from '../notification.ts';
import { notificationKeys } from './query-keys.ts';

/** GET api/notification: what was posted (a provider's own site; the platform administrator's all). */
export const listPosted = async ({ page, locale }: { page: number; locale: string }) => {
  const answer = await http.get<PagedResults<NotificationView>>('/api/notification', {
    query: { page, pageSize: PAGE_SIZE, locale, kind: 'announcement' },
  });
  return { notifications: answer.results, totalCount: answer.totalCount ?? answer.results.length };
};

export const usePostedNotifications = (filters: { page: number; locale: string }) =>
  useQuery({
    queryKey: notificationKeys.posted(filters.page, filters.locale),
    queryFn: () => listPosted(filters),
    placeholderData: keepPreviousData,
  });

export type NotificationDraft = { siteId: number; roleNames: NotificationRole[]; contents: NotificationContent[] };

/** POST api/notification/create. */
export const createNotification = async (draft: NotificationDraft) =>
  firstResult(
    await http.post<Results<NotificationView>>('/api/notification/create', draft, {
      keepMessageFor: [403, 404],
      signOutOnAuthFailure: false,
    }),
  );

/** POST api/notification/update: roles, texts, shown or not. */
export const updateNotification = async (change: {
  id: number;
  roleNames?: NotificationRole[];
  contents?: NotificationContent[];
  isEnabled?: boolean;
}) =>
  firstResult(
    await http.post<Results<NotificationView>>('/api/notification/update', change, {
      keepMessageFor: [403, 404],
      signOutOnAuthFailure: false,
    }),
  );

const useRefreshing = <T, A>(fn: (arg: A) => Promise<T>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
};

export const useCreateNotification = () => useRefreshing(createNotification);
export const useUpdateNotification = () => useRefreshing(updateNotification);

/** The languages a site offers (GET api/site/{id}): its preferred one and the others. */
export const getSiteLanguages = async (siteId: number) => {
  const site = firstResult(
    await http.get<Results<{ id: number; preferredLanguageId: number; otherLanguageIds: number[] }>>(
      `/api/site/${siteId}`,
    ),
  );
  return { preferredLanguageId: site.preferredLanguageId, otherLanguageIds: site.otherLanguageIds ?? [] };
};

export const useSiteLanguages = (siteId: number) =>
  useQuery({ queryKey: notificationKeys.site(siteId), queryFn: () => getSiteLanguages(siteId), enabled: siteId > 0 });
