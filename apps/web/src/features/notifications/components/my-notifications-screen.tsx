import { Anchor, Badge, Box, Container, Group, Pagination, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { isStaffRole, PAGE_SIZE } from '@ridedesk/domain/shared/constants';
import { IconBellOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
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
  useDocumentTitle(t('title'));
  const session = useSession();
  const role = session?.user.role ?? '';
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useReceivedNotifications({ role, page, locale: i18n.language });
  const rows = list.data?.notifications ?? [];
  const total = list.data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const from = total === 0 ? 0 : (page - 1) * PAGE_SIZE + 1;

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap={4} mb="lg">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('title')}
        </Title>
        <Text c="dimmed">{isStaffRole(role) ? t('leadStaff') : t('lead')}</Text>
      </Stack>
      <Paper withBorder radius="md" aria-busy={list.isFetching} style={{ overflow: 'hidden' }}>
        {list.isPending ? (
          <Stack p="md" gap="sm">
            {[1, 2, 3].map((n) => (
              <Skeleton key={n} h={64} />
            ))}
          </Stack>
        ) : list.isError ? (
          <Stack p="md" gap={4}>
            <Text fw={600}>{t('loadFailed')}</Text>
            <ErrorDisplay error={list.error} />
          </Stack>
        ) : rows.length === 0 ? (
          <Stack p="xl" gap="xs" align="center" ta="center">
            <IconBellOff size={36} stroke={1.5} aria-hidden color="var(--mantine-color-dimmed)" />
            <Text fw={600}>{t('empty')}</Text>
            <Text size="sm" c="dimmed">
              {t('emptyHint')}
            </Text>
          </Stack>
        ) : (
          <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('title')}>
            {rows.map((n, i) => (
              <Box
                component="li"
                key={n.id}
                p="md"
                style={{ borderTop: i === 0 ? undefined : '1px solid var(--mantine-color-default-border)' }}
                bg={n.readStatus ? undefined : 'var(--mantine-color-blue-light)'}
              >
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
              </Box>
            ))}
          </Stack>
        )}
      </Paper>
      {total > 0 && (
        <Group justify="space-between" mt="md" gap="sm">
          <Text size="sm" c="dimmed">
            {t('showing', { from, to: Math.min(total, page * PAGE_SIZE), total })}
          </Text>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={page}
              onChange={(p) => setParams(p > 1 ? { page: String(p) } : {}, { replace: true })}
              aria-label={t('pagination')}
              size="sm"
            />
          )}
        </Group>
      )}
    </Container>
  );
};
