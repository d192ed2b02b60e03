import { Alert, Button, Stack } from '@mantine/core';
import { IconBrandPaypal } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { checkPaypal } from '../api/payment-types-api.ts';
import { PAYMENT_TYPES_NS } from '../i18n.ts';

/** Asks PayPal whether the stored credentials get a token (api/subscriptionplan/isAuthorizedSPPaypalAccount). */
export const PaypalCheck = () => {
  const { t } = useTranslation(PAYMENT_TYPES_NS);
  const check = useMutation({ mutationFn: checkPaypal });
  const answer = check.data;
  return (
    <Stack gap={6}>
      <Button
        variant="light"
        leftSection={<IconBrandPaypal size={18} aria-hidden />}
        onClick={() => check.mutate()}
        loading={check.isPending}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('checkPaypal')}
      </Button>
      {answer && (
        <Alert
          color={answer.isAuthorized ? 'green' : answer.hasCredentials ? 'red' : 'blue'}
          variant="light"
          p="xs"
          role="status"
        >
          {answer.isAuthorized ? t('paypalOk') : answer.hasCredentials ? t('paypalNo') : t('paypalNone')}
        </Alert>
      )}
      {check.error && <ErrorDisplay error={check.error} />}
    </Stack>
  );
};
