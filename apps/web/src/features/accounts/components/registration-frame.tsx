import { Anchor, Loader, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ACCOUNTS_NS } from '../i18n.ts';
import type { useRegistrationFlow } from '../use-registration-flow.ts';
import { EmailVerificationStep } from './email-verification-step.tsx';

type Flow = ReturnType<typeof useRegistrationFlow<{ email: string }>>;

/**
 * The page of a registration: title, the two steps (details, then the e-mail code), and the
 * way back to sign-in for those who already have an account.
 */
export const RegistrationFrame = ({
  flow,
  title,
  lead,
  details,
  loginPath,
  aside,
}: {
  flow: Pick<Flow, 'step' | 'sent' | 'verified' | 'resend' | 'sending' | 'resendError' | 'backToDetails'>;
  title: string;
  lead: string;
  details: ReactNode;
  loginPath: string;
  aside?: ReactNode;
}) => {
  const { t } = useTranslation(ACCOUNTS_NS);
  const { step, sent } = flow;
  // On a phone the two steps fit on one line only without their descriptions.
  const narrow = useMediaQuery('(max-width: 575.98px)');
  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }} w="100%" maw={760} mx="auto">
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            {lead}
          </Text>
        </Stack>
        <Stepper active={step === 'details' ? 0 : 1} size={narrow ? 'xs' : 'sm'} allowNextStepsSelect={false}>
          <Stepper.Step label={t('stepDetails')} description={narrow ? undefined : t('stepDetailsHint')}>
            <Stack gap="md" pt="md">
              {aside}
              {details}
            </Stack>
          </Stepper.Step>
          <Stepper.Step
            label={t('stepVerify')}
            description={narrow ? undefined : t('stepVerifyHint')}
            loading={step === 'creating'}
          >
            <Stack pt="md">
              {step === 'creating' && (
                <Stack align="center" gap="sm" py="xl" role="status">
                  <Loader />
                  <Text>{t('creating')}</Text>
                </Stack>
              )}
              {step === 'verify' && sent && (
                <EmailVerificationStep
                  key={sent.sentAt}
                  sent={sent}
                  onVerified={flow.verified}
                  onResend={flow.resend}
                  resending={flow.sending}
                  resendError={flow.resendError}
                  onChangeEmail={flow.backToDetails}
                />
              )}
            </Stack>
          </Stepper.Step>
        </Stepper>
        <Text size="sm" ta="center">
          {t('haveAccount')}{' '}
          <Anchor component={Link} to={loginPath} fw={500}>
            {t('signInLink')}
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  );
};
