import type { NotificationContent, NotificationRole } from '@ridedesk/domain/notifications/notification-form';
import { useQuery } from '@tanstack/react-query';
import { getPage, pagedQuery } from '../../../components/query-kit/paged-list.ts';
import { useRefreshingMutation } from '../../../components/query-kit/refreshing-mutation.ts';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import type { NotificationView } from '../notification.ts';
import { notificationKeys } from './query-keys.ts';

/** GET api/notification: what was posted (a provider's own site; the platform administrator's all). */
export const listPosted = ({ page, locale }: { page: number; locale: string }) =>
  getPage<NotificationView>('/api/notification', { page, locale, kind: 'announcement' });

export const usePostedNotifications = (filters: { page: number; locale: string }) =>
  useQuery(pagedQuery(notificationKeys.posted(filters.page, filters.locale), () => listPosted(filters)));

export type NotificationDraft = { siteId: number; roleNames: NotificationRole[]; contents: NotificationContent[] };

/** A refusal (not your site, 403; no such notification, 404) is shown, not a reason to end the session. */
const postNotification = async (path: string, body: object) =>
  firstResult(
    await http.post<Results<NotificationView>>(path, body, { keepMessageFor: [403, 404], signOutOnAuthFailure: false }),
  );

/** POST api/notification/create. */
export const createNotification = (draft: NotificationDraft) => postNotification('/api/notification/create', draft);

/** POST api/notification/update: roles, texts, shown or not. */
export const updateNotification = (change: {
  id: number;
  roleNames?: NotificationRole[];
  contents?: NotificationContent[];
  isEnabled?: boolean;
}) => postNotification('/api/notification/update', change);

export const useCreateNotification = () => useRefreshingMutation(createNotification, () => [notificationKeys.all]);
export const useUpdateNotification = () => useRefreshingMutation(updateNotification, () => [notificationKeys.all]);

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
