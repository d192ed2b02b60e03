import { Button, Divider, Drawer, Stack } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COMMON_NS } from '../../../components/common-i18n.ts';
import { useClientSite } from '../../../features/site-frame/api/get-client-site.ts';
import { useSession } from '../../../lib/session.ts';
import { signOut } from '../../../lib/sign-out.ts';
import { ACCOUNT_LINKS } from './account-links.ts';

/**
 * The customer header's navigation under 768 px, in a drawer from the right. Loaded when the
 * burger is first pressed (customer-header.tsx): Mantine's Drawer brings its scroll area and
 * floating-ui, which a traveller on a wide screen never needs.
 */
const CustomerNavDrawer = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation(COMMON_NS);
  const session = useSession();
  const firstName = session?.user.firstName;
  // A site that takes no online bookings does not offer Book a ride (its page says why).
  const takesBookings = (useClientSite().data?.bookingState ?? 'open') === 'open';
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xs"
      title={session ? t('welcome', { name: firstName }) : t('mainNavigation')}
      hiddenFrom="sm"
      closeButtonProps={{ 'aria-label': t('closeMenu') }}
    >
      <Stack gap="xs" component="nav" aria-label={t('mainNavigation')}>
        {takesBookings && (
          <Button component={Link} to="/systembooking" onClick={onClose} fullWidth>
            {t('bookARide')}
          </Button>
        )}
        {session ? (
          <>
            {ACCOUNT_LINKS.map(({ to, label, icon: Icon }) => (
              <Button
                key={to}
                component={Link}
                to={to}
                onClick={onClose}
                variant="subtle"
                justify="flex-start"
                leftSection={<Icon size={18} aria-hidden />}
              >
                {t(label)}
              </Button>
            ))}
            <Divider />
            <Button
              variant="subtle"
              color="red"
              justify="flex-start"
              leftSection={<IconLogout size={18} aria-hidden />}
              onClick={() => void signOut()}
            >
              SignOut
            </Button>
          </>
        ) : (
          <>
            <Button component={Link} to="/login" onClick={onClose} variant="default" fullWidth>
              {t('signIn')}
            </Button>
            <Button component={Link} to="/admin/login" onClick={onClose} variant="subtle" fullWidth>
              {t('forProviders')}
            </Button>
          </>
        )}
      </Stack>
    </Drawer>
  );
};

export default CustomerNavDrawer;
