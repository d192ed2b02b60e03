import { Alert, Badge, Group, Switch, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { DEFAULT_SITE_ID, ROLES } from '@ridedesk/domain/shared/constants';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { pageRowsAt } from '../../../components/query-kit/paged-list.ts';
import { AddButton } from '../../../components/record-kit/add-button.tsx';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { DataTable } from '../../../components/ui/list-kit/data-table.tsx';
import { RowSummary } from '../../../components/ui/list-kit/list-rows.tsx';
import { useAddressList } from '../../../components/ui/list-kit/use-address-list.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { useLanguages } from '../../../lib/languages.ts';
import { useSession } from '../../../lib/session.ts';
import { usePostedNotifications, useSiteLanguages, useUpdateNotification } from '../api/posted-notifications.ts';
import { NOTIFICATIONS_NS } from '../i18n.ts';
import { ADMIN_NOTIFICATION_PATHS, type NotificationView } from '../notification.ts';
import { postedAt } from './notification-date.ts';
import { PostNotificationDialog } from './post-notification-dialog.tsx';

/**
 * /admin/notifications: what the provider administrator (its site) or the platform
 * administrator (every site) posted, and posting a new one to roles in each language.
 */
const ManageNotifications = () => {
  const { t, i18n } = useTranslation(NOTIFICATIONS_NS);
  useDocumentTitle(t('manageTitle'));
  const session = useSession();
  const platform = session?.user.role === ROLES.superAdmin;
  const siteId = platform ? DEFAULT_SITE_ID : (session?.user.siteId ?? 0);
  const paging = useAddressList();
  const list = usePostedNotifications({ page: paging.page, locale: i18n.language });
  const catalogue = useLanguages();
  const site = useSiteLanguages(siteId);
  const update = useUpdateNotification();
  const [opened, { open, close }] = useDisclosure(false);
  const [notice, setNotice] = useState<string | null>(null);

  const offered = platform
    ? (catalogue.data ?? [])
    : (catalogue.data ?? []).filter(
        (l) => l.id === site.data?.preferredLanguageId || site.data?.otherLanguageIds.includes(l.id),
      );

  const roles = (n: NotificationView) => n.roleNames.map((r) => t(`role_${r}`)).join(', ');
  const toggle = (n: NotificationView) => (
    <Switch
      checked={n.isEnabled}
      onChange={(e) => update.mutate({ id: n.id, isEnabled: e.currentTarget.checked })}
      label={n.isEnabled ? t('shown') : t('hidden')}
      aria-label={n.isEnabled ? t('hideNamed', { title: n.title }) : t('showNamed', { title: n.title })}
    />
  );

  return (
    <>
      <PageHeader
        title={t('manageTitle')}
        description={platform ? t('manageLeadPlatform') : t('manageLead')}
        actions={<AddButton label={t('post')} onClick={open} disabled={offered.length === 0 || !site.data} />}
      />
      {notice && (
        <Alert color="green" withCloseButton onClose={() => setNotice(null)} role="status" mb="md">
          {notice}
        </Alert>
      )}
      <ErrorDisplay error={update.error} />
      <DataTable
        {...pageRowsAt(list, paging)}
        rowKey={(n) => n.id}
        columns={[
          {
            key: 'title',
            header: t('col_title'),
            cell: (n) => (
              <>
                <Text fw={600} size="sm">
                  {n.title}
                </Text>
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {n.message}
                </Text>
              </>
            ),
          },
          {
            key: 'roles',
            header: t('col_roles'),
            cell: (n) => (
              <Group gap={4}>
                {n.roleNames.map((r) => (
                  <Badge key={r} variant="light" size="sm">
                    {t(`role_${r}`)}
                  </Badge>
                ))}
                {n.allSites && (
                  <Badge variant="outline" size="sm">
                    {t('everySite')}
                  </Badge>
                )}
              </Group>
            ),
          },
          {
            key: 'languages',
            header: t('col_languages'),
            cell: (n) => n.contentSiteLanguageMappings.map((c) => c.locale.toUpperCase()).join(' '),
          },
          { key: 'posted', header: t('col_posted'), cell: (n) => postedAt(n.createdOn, i18n.language) },
          { key: 'shown', header: t('col_shown'), action: true, cell: toggle },
        ]}
        minWidth={760}
        expandLabel={(n) => t('detailsOf', { title: n.title })}
        summary={(n) => <RowSummary title={n.title} subtitle={roles(n)} />}
        paginationLabel={t('postedPages')}
        loadFailed={t('postedLoadFailed')}
        loadingRows={3}
        empty={{ icon: IconSpeakerphone, title: t('noneposted'), hint: t('nonepostedHint') }}
      />
      {site.data && (
        <PostNotificationDialog
          opened={opened}
          onClose={close}
          onPosted={() => {
            close();
            setNotice(t('posted'));
          }}
          languages={offered}
          preferredLanguageId={site.data.preferredLanguageId}
          platform={platform}
        />
      )}
    </>
  );
};

/** Posting is for the platform and provider administrators; a standard user goes to their own notifications. */
export const ManageNotificationsScreen = () => {
  const role = useSession()?.user.role;
  if (role !== ROLES.superAdmin && role !== ROLES.spAdmin)
    return <Navigate to={ADMIN_NOTIFICATION_PATHS.list} replace />;
  return <ManageNotifications />;
};
