import { Alert, List, Stack, Text } from '@mantine/core';
import { PAYMENT_MESSAGES, PAYMENT_TEXTS, tokenizationFailedMessage } from '@ridedesk/domain/payments/payment-messages';
import { IconAlertTriangle, IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { PAYMENT_NS } from './i18n.ts';
import type { PayOutcome } from './use-pay-runner.ts';

/** What came of the last Pay: the spec's failure texts, a payment still pending, or the server's refusal. */
export const PaymentOutcome = ({ outcome }: { outcome: PayOutcome }) => {
  const { t } = useTranslation(PAYMENT_NS);
  if (outcome.kind === 'failed')
    return (
      <Alert
        color="red"
        role="alert"
        icon={<IconAlertTriangle size={18} aria-hidden />}
        title={PAYMENT_MESSAGES.failed}
      >
        <Stack gap={4}>
          {outcome.answer.error?.text && <Text size="sm">{outcome.answer.error.text}</Text>}
          <Text size="sm">{t('failedHelp')}</Text>
        </Stack>
      </Alert>
    );
  if (outcome.kind === 'pending')
    return (
      <Alert color="yellow" role="status" icon={<IconClockHour4 size={18} aria-hidden />}>
        {PAYMENT_TEXTS.pending}
      </Alert>
    );
  if (outcome.kind === 'tokenization')
    return (
      <Alert color="red" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
        <Text size="sm" fw={600}>
          {tokenizationFailedMessage(outcome.status)}
        </Text>
        {outcome.errors.length > 0 && (
          <List size="sm">
            {outcome.errors.map((e) => (
              <List.Item key={e}>{e}</List.Item>
            ))}
          </List>
        )}
      </Alert>
    );
  const explained = isApiError(outcome.error) && [400, 409, 422, 429, 503].includes(outcome.error.status);
  return (
    <Alert color="red" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
      <ErrorDisplay error={outcome.error} showId={!explained} />
    </Alert>
  );
};
