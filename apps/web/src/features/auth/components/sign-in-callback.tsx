import { Button, Loader, Paper, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { beginSession, readSignInClientId } from '../../../lib/session.ts';
import { useGetToken } from '../api/get-token.ts';
import { AUTH_NS } from '../i18n.ts';
import { clientIdOf, postLoginTarget, sessionFromTokens } from '../post-login.ts';

/**
 * The post-login redirect screen (/redirect and /admin/redirect): exchanges the code for
 * tokens, stores the session and goes to the portal's post-login target.
 */
export const SignInCallback = ({ portal }: { portal: 'customer' | 'admin' }) => {
  const { t } = useTranslation(AUTH_NS);
  const [params] = useSearchParams();
  const code = params.get('code');
  const navigate = useNavigate();
  const tokens = useGetToken(code);
  const loginPath = portal === 'admin' ? '/admin/login' : '/login';

  useEffect(() => {
    if (!tokens.data) return;
    const clientId = clientIdOf(tokens.data, portal, readSignInClientId());
    beginSession(sessionFromTokens(tokens.data, clientId, Date.now()));
    navigate(postLoginTarget(clientId, tokens.data.user), { replace: true });
  }, [tokens.data, portal, navigate]);

  const failed = !code || tokens.isError;
  return (
    <Paper withBorder radius="lg" p="xl" maw={440} mx="auto" my="xl">
      {failed ? (
        <Stack gap="md" align="flex-start">
          <Text fw={600}>{code ? t('callbackFailed') : t('callbackMissingCode')}</Text>
          <ErrorDisplay error={tokens.error} />
          <Button component={Link} to={loginPath} replace>
            {t('signInAgain')}
          </Button>
        </Stack>
      ) : (
        <Stack gap="md" align="center" role="status">
          <Loader />
          <Text>{t('redirecting')}</Text>
        </Stack>
      )}
    </Paper>
  );
};
