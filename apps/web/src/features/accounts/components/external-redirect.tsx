import { Alert, Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { CLIENT_IDS, type ClientId } from '@ridedesk/domain/shared/constants';
import { IconAlertTriangle, IconUserQuestion } from '@tabler/icons-react';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { errorText } from '../../../components/ui/error-display.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { readSignInClientId } from '../../../lib/session.ts';
import { readText, STORAGE_KEYS } from '../../../lib/storage.ts';
import { accountPaths, type Portal } from '../account-paths.ts';
import {
  type CallbackKind,
  type ExternalAnswer,
  type ExternalCallback,
  useCompleteExternalSignIn,
} from '../api/complete-external-sign-in.ts';
import { keepExternalRegistration } from '../external-registration.ts';
import { ACCOUNTS_NS } from '../i18n.ts';

/** The external-register page, carrying the names and address the identity provider confirmed. */
export const externalRegisterUrl = (portal: Portal, details: { firstName: string; lastName: string; email: string }) =>
  `${accountPaths(portal).externalRegister}?${new URLSearchParams(details).toString()}`;

/** Spec 01: a returned address that contains "home" means the account has another role. */
const isDifferentRole = (answer: ExternalAnswer) =>
  answer.differentRole === true || (answer.user_found && (answer.redirectUrl ?? '').includes('home'));

const portalClient = (portal: Portal, remembered: ClientId | null): ClientId => {
  const known = Object.values(CLIENT_IDS) as string[];
  if (remembered && known.includes(remembered)) return remembered;
  return portal === 'admin' ? CLIENT_IDS.admin : CLIENT_IDS.customer;
};

const Frame = ({ title, children }: { title: string; children: ReactNode }) => {
  useDocumentTitle(title);
  return (
    <Container size="lg" py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }} maw={520} mx="auto">
        <Stack gap="lg">
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
};

/**
 * The identity-provider redirect screen (spec 01): /googleredirect and /googleregisterredirect,
 * and their /admin twins. Without user_found it completes the external sign-in and follows the
 * answer; user_found=false asks whether to register (Continue, Cancel); an account of another
 * role is the invalid state (Close).
 */
export const ExternalRedirect = ({ portal, kind }: { portal: Portal; kind: CallbackKind }) => {
  const { t } = useTranslation(ACCOUNTS_NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const paths = accountPaths(portal);
  const userFound = params.get('user_found');
  const providerError = params.get('error');

  const callback = useMemo<ExternalCallback | null>(() => {
    const code = params.get('code');
    const state = params.get('state');
    if (userFound !== null || !code || !state) return null;
    return {
      code,
      state,
      iss: params.get('iss'),
      clientId: portalClient(portal, readSignInClientId()),
      customerSiteId: Number(readText(STORAGE_KEYS.signInCustomerSiteId)) || 0,
    };
  }, [params, userFound, portal]);
  const completion = useCompleteExternalSignIn(kind, callback);
  const answer = completion.data;
  const differentRole = !!answer && isDifferentRole(answer);

  useEffect(() => {
    if (!answer || !callback || isDifferentRole(answer)) return;
    if (answer.user_found) {
      if (answer.redirectUrl) navigate(answer.redirectUrl, { replace: true });
      return;
    }
    const details = {
      firstName: answer.firstName ?? '',
      lastName: answer.lastName ?? '',
      email: answer.userEmail ?? answer.email ?? '',
    };
    if (answer.registrationToken)
      keepExternalRegistration({
        token: answer.registrationToken,
        clientId: callback.clientId as ClientId,
        ...details,
      });
    // Sign-in asks first (the answered address carries user_found=false); registering goes straight on.
    if (kind === 'signin' && answer.redirectUrl) navigate(answer.redirectUrl, { replace: true });
    else navigate(externalRegisterUrl(portal, details), { replace: true });
  }, [answer, callback, kind, navigate, portal]);

  const toLogin = () => navigate(paths.login, { replace: true });

  if (userFound === 'false') {
    const details = {
      firstName: params.get('firstName') ?? '',
      lastName: params.get('lastName') ?? '',
      email: params.get('userEmail') ?? '',
    };
    return (
      <Frame title={t('notRegisteredTitle')}>
        <Alert color="blue" variant="light" icon={<IconUserQuestion size={20} aria-hidden />}>
          <Text size="sm">{t('notRegistered', { email: details.email })}</Text>
          <Text size="sm" mt="xs" fw={600}>
            {t('notRegisteredQuestion')}
          </Text>
        </Alert>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={toLogin}>
            {t('cancel')}
          </Button>
          <Button onClick={() => navigate(externalRegisterUrl(portal, details))} data-autofocus>
            {t('continueRegistration')}
          </Button>
        </Group>
      </Frame>
    );
  }

  if (differentRole)
    return (
      <Frame title={t('differentRoleTitle')}>
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} role="alert">
          {t('differentRole')}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={toLogin} data-autofocus>
            {t('close')}
          </Button>
        </Group>
      </Frame>
    );

  const failed = providerError || !callback || completion.isError;
  if (failed) {
    const reason = providerError
      ? t('externalRefused', { reason: params.get('error_description') || providerError })
      : callback
        ? errorText(completion.error, false)
        : t('externalIncomplete');
    return (
      <Frame title={t('externalFailedTitle')}>
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} role="alert">
          {reason}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={toLogin}>{t('backToSignIn')}</Button>
        </Group>
      </Frame>
    );
  }

  return (
    <Frame title={kind === 'register' ? t('externalRegisterWorking') : t('externalSignInWorking')}>
      <Stack align="center" gap="sm" py="md" role="status">
        <Loader />
        <Text>{t('externalWorking')}</Text>
      </Stack>
    </Frame>
  );
};
