import { Anchor, Burger, Button, Divider, Drawer, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendarEvent, IconChevronDown, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COMMON_NS } from '../../../components/common-i18n.ts';
import { HeaderBar, layoutClasses } from '../../../components/layouts/header-bar.tsx';
import { LanguagePicker } from '../../../features/site-frame/components/language-picker.tsx';
import { SiteBrand } from '../../../features/site-frame/components/site-brand.tsx';
import { useSession } from '../../../lib/session.ts';
import { signOut } from '../../../lib/sign-out.ts';
import { CUSTOMER_HEADER_EXTRAS, HeaderExtras } from '../header-extras.tsx';

const ACCOUNT_LINKS = [
  { to: '/myaccount/profile', label: 'myAccount', icon: IconUserCircle },
  { to: '/mybookings/viewbookings', label: 'myBookings', icon: IconCalendarEvent },
] as const;

/** A button that reads well on the header's colour, whatever the site chose. */
const inverseButton = { root: { background: 'var(--rd-header-fg)', color: 'var(--rd-header-bg)' } };

/**
 * The customer portal's header: brand, language picker, and either the signed-in traveller's
 * greeting and account menu, or Sign in and the link for providers. Under 768 px the actions
 * move into a menu behind a burger.
 */
export const CustomerHeader = () => {
  const { t } = useTranslation(COMMON_NS);
  const session = useSession();
  const [opened, { toggle, close }] = useDisclosure(false);
  const firstName = session?.user.firstName;

  return (
    <>
      <HeaderBar
        start={<SiteBrand to="/" />}
        end={
          <>
            <LanguagePicker color="var(--rd-header-fg)" />
            <HeaderExtras extras={CUSTOMER_HEADER_EXTRAS} />
            {session ? (
              <Menu position="bottom-end" shadow="md" width={220}>
                <Menu.Target>
                  <UnstyledButton
                    className={layoutClasses.headerButton}
                    px="sm"
                    py={6}
                    style={{ borderRadius: 8 }}
                    visibleFrom="sm"
                  >
                    <Text
                      fw={600}
                      size="sm"
                      style={{ color: 'inherit', display: 'flex', alignItems: 'center', gap: 6 }}
                    >
                      {t('welcome', { name: firstName })}
                      <IconChevronDown size={14} aria-hidden />
                    </Text>
                  </UnstyledButton>
                </Menu.Target>
                <Menu.Dropdown>
                  {ACCOUNT_LINKS.map(({ to, label, icon: Icon }) => (
                    <Menu.Item key={to} component={Link} to={to} leftSection={<Icon size={16} aria-hidden />}>
                      {t(label)}
                    </Menu.Item>
                  ))}
                  <Menu.Divider />
                  <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void signOut()}>
                    SignOut
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            ) : (
              <>
                <Anchor
                  component={Link}
                  to="/admin/login"
                  size="sm"
                  fw={500}
                  visibleFrom="sm"
                  px="xs"
                  style={{ color: 'var(--rd-header-fg)' }}
                >
                  {t('forProviders')}
                </Anchor>
                <Button component={Link} to="/login" size="sm" visibleFrom="sm" styles={inverseButton}>
                  {t('signIn')}
                </Button>
              </>
            )}
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              color="var(--rd-header-fg)"
              aria-label={opened ? t('closeMenu') : t('openMenu')}
              aria-expanded={opened}
            />
          </>
        }
      />
      <Drawer
        opened={opened}
        onClose={close}
        position="right"
        size="xs"
        title={session ? t('welcome', { name: firstName }) : t('mainNavigation')}
        hiddenFrom="sm"
        closeButtonProps={{ 'aria-label': t('closeMenu') }}
      >
        <Stack gap="xs" component="nav" aria-label={t('mainNavigation')}>
          <Button component={Link} to="/systembooking" onClick={close} fullWidth>
            {t('bookARide')}
          </Button>
          {session ? (
            <>
              {ACCOUNT_LINKS.map(({ to, label, icon: Icon }) => (
                <Button
                  key={to}
                  component={Link}
                  to={to}
                  onClick={close}
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
              <Button component={Link} to="/login" onClick={close} variant="default" fullWidth>
                {t('signIn')}
              </Button>
              <Button component={Link} to="/admin/login" onClick={close} variant="subtle" fullWidth>
                {t('forProviders')}
              </Button>
            </>
          )}
        </Stack>
      </Drawer>
    </>
  );
};
