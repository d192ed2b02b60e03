import { Alert, Anchor, Button, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { isStaffRole } from '@ridedesk/domain/shared/constants';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { useSession } from '../../../lib/session.ts';
import { useNotification } from '../api/get-notification.ts';
import { useSetReadStatus } from '../api/mark-read.ts';
import { NOTIFICATIONS_NS } from '../i18n.ts';
import { bookingsPathFor, notificationPathsFor } from '../notification.ts';
import { postedAt } from './notification-date.ts';

/**
 * /mynotifications/view?id=: one notification in the reader's language. Opening it marks it
 * read (createnotificationstatus); it can be marked unread again.
 */
export const NotificationViewScreen = () => {
  const { pathname } = useLocation();
  const paths = notificationPathsFor(pathname);
  const bookingsPath = bookingsPathFor(pathname);
  const { t, i18n } = useTranslation(NOTIFICATIONS_NS);
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const session = useSession();
  const notification = useNotification(id, i18n.language);
  const mark = useSetReadStatus();
  const marked = useRef<number | null>(null);
  useDocumentTitle(notification.data?.title ?? t('title'));

  const n = notification.data;
  useEffect(() => {
    if (n?.readStatus !== false || marked.current === n.id) return;
    marked.current = n.id;
    mark.mutate({ notificationId: n.id, readStatus: true });
  }, [n, mark]);

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Anchor component={Link} to={paths.list} size="sm" mb="md" style={{ display: 'inline-flex', gap: 4 }}>
        <IconArrowLeft size={16} aria-hidden />
        {t('back')}
      </Anchor>
      {notification.isPending && id ? (
        <Skeleton h={160} />
      ) : !id || notification.isError ? (
        <Alert color="red" title={t('notFound')}>
          <ErrorDisplay error={notification.error} />
        </Alert>
      ) : n ? (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="sm">
            <Title order={1} fz={{ base: 22, sm: 26 }}>
              {n.title}
            </Title>
            <Text size="sm" c="dimmed">
              {t('postedOn', { date: postedAt(n.createdOn, i18n.language) })} ·{' '}
              {n.createdBy ? t('from', { name: n.createdBy.firstName }) : t('fromSystem')}
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{n.message}</Text>
            <Group gap="sm" mt="sm">
              {(mark.isSuccess || n.readStatus) && (
                <Text size="sm" c="green" role="status">
                  {t('markedRead')}
                </Text>
              )}
              {n.bookingId && (
                <Button component={Link} to={bookingsPath} variant="light" size="xs">
                  {isStaffRole(session?.user.role ?? '') ? t('bookingLinkStaff') : t('bookingLink')}
                </Button>
              )}
              {n.readStatus !== undefined && (
                <Button
                  variant="subtle"
                  size="xs"
                  onClick={() => mark.mutate({ notificationId: n.id, readStatus: false })}
                  disabled={mark.isPending}
                >
                  {t('markUnread')}
                </Button>
              )}
            </Group>
            <ErrorDisplay error={mark.error} />
          </Stack>
        </Paper>
      ) : null}
    </Container>
  );
};
