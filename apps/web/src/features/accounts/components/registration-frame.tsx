import { Anchor, Button, Group, Paper, Stack, type StackProps, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { FormEventHandler, ReactNode } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { WorkingStatus } from '../../../components/ui/outcome-alert.tsx';
import { accountPaths, clientIdOf, type Portal } from '../account-paths.ts';
import { ACCOUNTS_NS } from '../i18n.ts';
import type { useRegistrationFlow } from '../use-registration-flow.ts';
import { AccountCreatedNotice } from './account-created-notice.tsx';
import { CardHeading } from './account-page.tsx';
import { EmailVerificationStep } from './email-verification-step.tsx';
import { ExternalSignInButton } from './external-sign-in-button.tsx';

type Flow = ReturnType<typeof useRegistrationFlow<{ email: string }>>;

/** What the frame needs of a registration page's state (useRegistrationPage's `frame`). */
export type RegistrationPageFrame = {
  flow: Pick<Flow, 'step' | 'sent' | 'verified' | 'resend' | 'sending' | 'resendError' | 'backToDetails'>;
  portal: Portal;
  customerSiteId: number;
  createdButNotSignedIn: boolean;
};

/**
 * The page of a registration: title, the two steps (details, with registering through the identity
 * provider above them, then the e-mail code), and the way back to sign-in for those who already
 * have an account. An account created but not signed in is told to sign in by hand.
 */
export const RegistrationFrame = ({
  page,
  title,
  lead,
  details,
}: {
  page: RegistrationPageFrame;
  title: string;
  lead: string;
  details: ReactNode;
}) => {
  const { t } = useTranslation(ACCOUNTS_NS);
  const { flow, portal, customerSiteId } = page;
  const { step, sent } = flow;
  const loginPath = accountPaths(portal).login;
  // On a phone the two steps fit on one line only without their descriptions.
  const narrow = useMediaQuery('(max-width: 575.98px)');
  if (page.createdButNotSignedIn) return <AccountCreatedNotice loginPath={loginPath} />;
  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }} w="100%" maw={760} mx="auto">
      <Stack gap="lg">
        <CardHeading title={title} lead={lead} />
        <Stepper active={step === 'details' ? 0 : 1} size={narrow ? 'xs' : 'sm'} allowNextStepsSelect={false}>
          <Stepper.Step label={t('stepDetails')} description={narrow ? undefined : t('stepDetailsHint')}>
            <Stack gap="md" pt="md">
              <ExternalSignInButton
                clientId={clientIdOf(portal)}
                customerSiteId={customerSiteId}
                purpose="register"
                dividerPosition="after"
              />
              {details}
            </Stack>
          </Stepper.Step>
          <Stepper.Step
            label={t('stepVerify')}
            description={narrow ? undefined : t('stepVerifyHint')}
            loading={step === 'creating'}
          >
            <Stack pt="md">
              {step === 'creating' && <WorkingStatus py="xl">{t('creating')}</WorkingStatus>}
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

/**
 * The details step's form: the registration's fields (they reach the form through FormProvider),
 * then what went wrong and Continue, busy while the code is sent.
 */
export const RegistrationDetails = <T extends FieldValues>({
  form,
  flow,
  label,
  onContinue,
  children,
  ...stack
}: {
  form: UseFormReturn<T>;
  flow: Pick<Flow, 'error' | 'sending'>;
  label: string;
  onContinue: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
} & Pick<StackProps, 'gap' | 'pt'>) => {
  const { t } = useTranslation(ACCOUNTS_NS);
  return (
    <FormProvider {...form}>
      <form onSubmit={onContinue} noValidate aria-label={label}>
        <Stack {...stack}>
          {children}
          <ErrorDisplay error={flow.error} />
          <Group justify="flex-end">
            <Button type="submit" size="md" loading={flow.sending || form.formState.isSubmitting}>
              {t('continue')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
};
