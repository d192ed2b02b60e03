import { Alert, Badge, Button, Group, Pagination, Paper, Skeleton, Stack, Switch, Table, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { DEFAULT_SITE_ID, MOBILE_BREAKPOINT, PAGE_SIZE, ROLES } from '@ridedesk/domain/shared/constants';
import { IconPlus, IconSpeakerphone } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
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
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = usePostedNotifications({ page, locale: i18n.language });
  const catalogue = useLanguages();
  const site = useSiteLanguages(siteId);
  const update = useUpdateNotification();
  const [opened, { open, close }] = useDisclosure(false);
  const [notice, setNotice] = useState<string | null>(null);
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`);

  const offered = platform
    ? (catalogue.data ?? [])
    : (catalogue.data ?? []).filter(
        (l) => l.id === site.data?.preferredLanguageId || site.data?.otherLanguageIds.includes(l.id),
      );
  const rows = list.data?.notifications ?? [];
  const total = list.data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

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
        actions={
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={open}
            disabled={offered.length === 0 || !site.data}
          >
            {t('post')}
          </Button>
        }
      />
      {notice && (
        <Alert color="green" withCloseButton onClose={() => setNotice(null)} role="status" mb="md">
          {notice}
        </Alert>
      )}
      <ErrorDisplay error={update.error} />
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }} aria-busy={list.isFetching}>
        {list.isPending ? (
          <Stack p="md" gap="sm">
            {[1, 2, 3].map((n) => (
              <Skeleton key={n} h={44} />
            ))}
          </Stack>
        ) : list.isError ? (
          <Stack p="md">
            <ErrorDisplay error={list.error} />
          </Stack>
        ) : rows.length === 0 ? (
          <Stack p="xl" gap="xs" align="center" ta="center">
            <IconSpeakerphone size={36} stroke={1.5} aria-hidden color="var(--mantine-color-dimmed)" />
            <Text fw={600}>{t('noneposted')}</Text>
            <Text size="sm" c="dimmed">
              {t('nonepostedHint')}
            </Text>
          </Stack>
        ) : isMobile ? (
          <Stack gap={0}>
            {rows.map((n) => (
              <Stack
                key={n.id}
                gap={6}
                p="md"
                style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
              >
                <Text fw={600}>{n.title}</Text>
                <Text size="sm" c="dimmed">
                  {roles(n)}
                </Text>
                <Text size="xs" c="dimmed">
                  {postedAt(n.createdOn, i18n.language)} ·{' '}
                  {n.contentSiteLanguageMappings.map((c) => c.locale.toUpperCase()).join(' ')}
                </Text>
                {toggle(n)}
              </Stack>
            ))}
          </Stack>
        ) : (
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('col_title')}</Table.Th>
                <Table.Th>{t('col_roles')}</Table.Th>
                <Table.Th>{t('col_languages')}</Table.Th>
                <Table.Th>{t('col_posted')}</Table.Th>
                <Table.Th>{t('col_shown')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((n) => (
                <Table.Tr key={n.id}>
                  <Table.Td>
                    <Text fw={600} size="sm">
                      {n.title}
                    </Text>
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {n.message}
                    </Text>
                  </Table.Td>
                  <Table.Td>
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
                  </Table.Td>
                  <Table.Td>{n.contentSiteLanguageMappings.map((c) => c.locale.toUpperCase()).join(' ')}</Table.Td>
                  <Table.Td>{postedAt(n.createdOn, i18n.language)}</Table.Td>
                  <Table.Td>{toggle(n)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
      {pages > 1 && (
        <Group justify="flex-end" mt="md">
          <Pagination
            total={pages}
            value={page}
            onChange={(p) => setParams(p > 1 ? { page: String(p) } : {}, { replace: true })}
            size="sm"
          />
        </Group>
      )}
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
