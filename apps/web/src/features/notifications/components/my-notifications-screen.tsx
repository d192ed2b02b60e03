import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { isStaffRole } from '@ridedesk/domain/shared/constants';
import { IconBellOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { TravellerPage } from '../../../components/page-kit/traveller-page.tsx';
import { pageRowsAt } from '../../../components/query-kit/paged-list.ts';
import { DataTable } from '../../../components/ui/list-kit/data-table.tsx';
import { useAddressList } from '../../../components/ui/list-kit/use-address-list.ts';
import { useSession } from '../../../lib/session.ts';
import { useReceivedNotifications } from '../api/list-received.ts';
import { NOTIFICATIONS_NS } from '../i18n.ts';
import { notificationPathsFor } from '../notification.ts';
import { postedAt } from './notification-date.ts';

/**
 * /mynotifications: the signed-in user's notifications, newest first, 10 a page, the unread
 * ones marked; each opens /mynotifications/view, which marks it read.
 */
export const MyNotificationsScreen = () => {
  const paths = notificationPathsFor(useLocation().pathname);
  const { t, i18n } = useTranslation(NOTIFICATIONS_NS);
  const session = useSession();
  const role = session?.user.role ?? '';
  const paging = useAddressList();
  const list = useReceivedNotifications({ role, page: paging.page, locale: i18n.language });

  return (
    <TravellerPage title={t('title')} lead={isStaffRole(role) ? t('leadStaff') : t('lead')}>
      <DataTable
        cardsOnly
        label={t('title')}
        card={(n) => (
          <Paper withBorder radius="md" p="md" bg={n.readStatus ? undefined : 'var(--mantine-color-blue-light)'}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Group gap="xs" wrap="wrap">
                  {!n.readStatus && (
                    <Badge size="sm" color="blue" variant="filled">
                      {t('unread')}
                    </Badge>
                  )}
                  <Anchor
                    component={Link}
                    to={paths.view(n.id)}
                    fw={n.readStatus ? 500 : 700}
                    c="inherit"
                    aria-label={t('openNamed', { title: n.title })}
                  >
                    {n.title}
                  </Anchor>
                </Group>
                <Text size="sm" c="dimmed" lineClamp={2}>
                  {n.message}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('postedOn', { date: postedAt(n.createdOn, i18n.language) })}
                </Text>
              </Stack>
            </Group>
          </Paper>
        )}
        {...pageRowsAt(list, paging)}
        rowKey={(n) => n.id}
        columns={[]}
        expandLabel={(n) => n.title}
        summary={(n) => n.title}
        paginationLabel={t('pagination')}
        loadFailed={t('loadFailed')}
        loadingRows={3}
        empty={{ icon: IconBellOff, title: t('empty'), hint: t('emptyHint') }}
      />
    </TravellerPage>
  );
};
