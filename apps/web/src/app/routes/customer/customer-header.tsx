import { Anchor, Burger, Button, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COMMON_NS } from '../../../components/common-i18n.ts';
import { HeaderBar, layoutClasses } from '../../../components/layouts/header-bar.tsx';
import { DeferredMenu } from '../../../components/ui/deferred-menu.tsx';
import { LanguagePicker } from '../../../features/site-frame/components/language-picker.tsx';
import { SiteBrand } from '../../../features/site-frame/components/site-brand.tsx';
import { useSession } from '../../../lib/session.ts';
import { signOut } from '../../../lib/sign-out.ts';
import { CUSTOMER_HEADER_EXTRAS, HeaderExtras } from '../header-extras.tsx';
import { ACCOUNT_LINKS } from './account-links.ts';

/** The small-screen navigation loads when the burger is first pressed. */
const CustomerNavDrawer = lazy(() => import('./customer-nav-drawer.tsx'));

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
  // Mounted from the first press on, so that closing keeps its transition.
  const [drawerWanted, setDrawerWanted] = useState(false);
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
              <DeferredMenu
                width={220}
                target={
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
                }
                items={[
                  ...ACCOUNT_LINKS.map(({ to, label, icon: Icon }) => ({
                    key: to,
                    to,
                    label: t(label),
                    leftSection: <Icon size={16} aria-hidden />,
                  })),
                  { key: 'divider', divider: true as const },
                  {
                    key: 'signout',
                    label: 'SignOut',
                    leftSection: <IconLogout size={16} aria-hidden />,
                    onClick: () => void signOut(),
                  },
                ]}
              />
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
              onClick={() => {
                setDrawerWanted(true);
                toggle();
              }}
              hiddenFrom="sm"
              size="sm"
              color="var(--rd-header-fg)"
              aria-label={opened ? t('closeMenu') : t('openMenu')}
              aria-expanded={opened}
            />
          </>
        }
      />
      {drawerWanted && (
        <Suspense fallback={null}>
          <CustomerNavDrawer opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
};
