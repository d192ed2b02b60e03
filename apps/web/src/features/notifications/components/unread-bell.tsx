import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session.ts';
import { useUnreadNotifications } from '../api/list-unread.ts';
import { NOTIFICATIONS_NS } from '../i18n.ts';

/**
 * The header's unread notification count (spec 01 "Header"): a bell leading to the user's
 * notifications, with the number of unread ones; nothing when nobody is signed in.
 */
export const UnreadBell = ({ to }: { to: string }) => {
  const { t, i18n } = useTranslation(NOTIFICATIONS_NS);
  const session = useSession();
  const unread = useUnreadNotifications(session?.user.role, i18n.language);
  if (!session) return null;
  const count = unread.data?.totalCount ?? 0;
  const label = count > 0 ? t('bellUnread', { count }) : t('bell');
  return (
    <Indicator
      label={count > 99 ? '99+' : count}
      size={18}
      offset={6}
      color="red"
      disabled={count === 0}
      data-testid="unread-count"
      data-count={count}
      aria-busy={unread.isPending}
    >
      <ActionIcon
        component={Link}
        to={to}
        variant="subtle"
        size="lg"
        radius="xl"
        aria-label={label}
        title={label}
        style={{ color: 'var(--rd-header-fg)' }}
      >
        <IconBell size={20} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
};
