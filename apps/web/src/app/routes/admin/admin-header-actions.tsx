import { ActionIcon, Button, Text, Tooltip } from '@mantine/core';
import { IconLayoutDashboard, IconLogin, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { COMMON_NS } from '../../../components/common-i18n.ts';
import { layoutClasses } from '../../../components/layouts/header-bar.tsx';
import { LanguagePicker } from '../../../features/site-frame/components/language-picker.tsx';
import { useSession } from '../../../lib/session.ts';
import { signOut } from '../../../lib/sign-out.ts';
import { isBackOfficeSession } from '../guards.tsx';
import { ADMIN_HEADER_EXTRAS, HeaderExtras } from '../header-extras.tsx';

const inverseButton = { root: { background: 'var(--rd-header-fg)', color: 'var(--rd-header-bg)' } };

/**
 * The right side of the back office header: language, the greeting, and Dashboard and SignOut
 * when signed in, a sign-in button otherwise. Under 768 px the buttons shrink to icons.
 */
export const AdminHeaderActions = () => {
  const { t } = useTranslation(COMMON_NS);
  const session = useSession();
  const signedIn = isBackOfficeSession(session);
  const onSignInPage = /^\/admin\/login\/?$/i.test(useLocation().pathname);

  return (
    <>
      <LanguagePicker color="var(--rd-header-fg)" />
      {signedIn ? (
        <>
          <HeaderExtras extras={ADMIN_HEADER_EXTRAS} />
          <Text size="sm" fw={600} visibleFrom="md" px="xs" style={{ color: 'var(--rd-header-fg)' }}>
            {t('welcome', { name: session?.user.firstName })}
          </Text>
          <Button
            component={Link}
            to="/admin/dashboard"
            variant="subtle"
            className={layoutClasses.headerButton}
            visibleFrom="sm"
            leftSection={<IconLayoutDashboard size={16} aria-hidden />}
          >
            Dashboard
          </Button>
          <Button
            onClick={() => void signOut()}
            visibleFrom="sm"
            styles={inverseButton}
            leftSection={<IconLogout size={16} aria-hidden />}
          >
            SignOut
          </Button>
          <Tooltip label="Dashboard">
            <ActionIcon
              component={Link}
              to="/admin/dashboard"
              variant="subtle"
              size="lg"
              hiddenFrom="sm"
              className={layoutClasses.headerButton}
              aria-label="Dashboard"
            >
              <IconLayoutDashboard size={20} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="SignOut">
            <ActionIcon
              onClick={() => void signOut()}
              variant="subtle"
              size="lg"
              hiddenFrom="sm"
              className={layoutClasses.headerButton}
              aria-label="SignOut"
            >
              <IconLogout size={20} />
            </ActionIcon>
          </Tooltip>
        </>
      ) : onSignInPage ? null : (
        <Button
          component={Link}
          to="/admin/login"
          styles={inverseButton}
          leftSection={<IconLogin size={16} aria-hidden />}
        >
          {t('signIn')}
        </Button>
      )}
    </>
  );
};
