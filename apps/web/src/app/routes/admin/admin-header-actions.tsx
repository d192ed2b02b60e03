import { ActionIcon, Button, type ButtonProps, Text, Tooltip } from '@mantine/core';
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
 * One of the signed-in header's actions, a link (`to`) or a button (`onClick`): labelled from
 * 576 px, under it an icon whose tooltip and name say the same.
 */
const HeaderAction = ({
  label,
  Icon,
  to,
  onClick,
  wide,
}: {
  label: string;
  Icon: typeof IconLogout;
  to?: string;
  onClick?: () => void;
  wide: Pick<ButtonProps, 'variant' | 'className' | 'styles'>;
}) => {
  // A link drawn as Mantine's button: its root props without the type="button" a button root takes.
  const root = to ? ({ type: _type, ...props }: Record<string, unknown>) => <Link {...props} to={to} /> : undefined;
  return (
    <>
      <Button
        renderRoot={root}
        onClick={onClick}
        visibleFrom="sm"
        leftSection={<Icon size={16} aria-hidden />}
        {...wide}
      >
        {label}
      </Button>
      <Tooltip label={label}>
        <ActionIcon
          renderRoot={root}
          onClick={onClick}
          variant="subtle"
          size="lg"
          hiddenFrom="sm"
          className={layoutClasses.headerButton}
          aria-label={label}
        >
          <Icon size={20} />
        </ActionIcon>
      </Tooltip>
    </>
  );
};

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
          <HeaderAction
            label="Dashboard"
            Icon={IconLayoutDashboard}
            to="/admin/dashboard"
            wide={{ variant: 'subtle', className: layoutClasses.headerButton }}
          />
          <HeaderAction
            label="SignOut"
            Icon={IconLogout}
            onClick={() => void signOut()}
            wide={{ styles: inverseButton }}
          />
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
