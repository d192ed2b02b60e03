import { Button, Divider, Stack } from '@mantine/core';
import type { ClientId } from '@ridedesk/domain/shared/constants';
import { IconBrandGoogleFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { hardNavigate } from '../../../lib/navigation.ts';
import { rememberSignInIntent } from '../../../lib/session.ts';
import { useExternalSignInEnabled } from '../api/get-external-sign-in-settings.ts';
import { type ExternalPurpose, useStartExternalSignIn } from '../api/start-external-sign-in.ts';
import { ACCOUNTS_NS } from '../i18n.ts';

/**
 * "Sign in with Google" (or "Register with Google"), shown only when the server has external
 * sign-in configured. Remembers the portal and site for the redirect screen, then opens the
 * identity provider's page.
 */
export const ExternalSignInButton = ({
  clientId,
  customerSiteId,
  purpose,
  dividerPosition = 'before',
}: {
  clientId: ClientId;
  customerSiteId: number;
  purpose: ExternalPurpose;
  dividerPosition?: 'before' | 'after';
}) => {
  const { t } = useTranslation(ACCOUNTS_NS);
  const enabled = useExternalSignInEnabled();
  const start = useStartExternalSignIn();
  if (!enabled) return null;

  const go = async () => {
    const answer = await start.mutateAsync({ clientId, customerSiteId, purpose }).catch(() => null);
    if (!answer) return;
    rememberSignInIntent(clientId, customerSiteId);
    hardNavigate(answer.redirectUrl);
  };

  const divider = <Divider label={t('or')} labelPosition="center" />;
  return (
    <Stack gap="sm">
      {dividerPosition === 'before' && divider}
      <Button
        variant="default"
        size="md"
        fullWidth
        leftSection={<IconBrandGoogleFilled size={18} aria-hidden />}
        onClick={go}
        loading={start.isPending || (start.isSuccess && !start.error)}
      >
        {purpose === 'register' ? t('registerWithGoogle') : t('signInWithGoogle')}
      </Button>
      <ErrorDisplay error={start.error} showId={false} />
      {dividerPosition === 'after' && divider}
    </Stack>
  );
};
