import { Alert, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { approveRegistration, cancelOrder } from '../api/orders.ts';
import { useSubscriptionStatus } from '../api/subscription-status.ts';
import { SUBSCRIPTIONS_NS } from '../i18n.ts';
import { rememberPaymentStatus } from '../subscription.ts';

const POLL_MS = 2000;

/** Runs `act` once, the first time `ready` holds (a payment's approval or cancellation is asked once). */
const useOnceWhen = (ready: boolean, act: () => void) => {
  const done = useRef(false);
  useEffect(() => {
    if (ready && !done.current) {
      done.current = true;
      act();
    }
  }, [ready, act]);
};

/** The page the hosted checkout returns to: its title, then what happened and what to do next. */
const ResultCard = ({ title, children }: { title: string; children: ReactNode }) => {
  useDocumentTitle(title);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={680} mx="auto" my="xl" shadow="xs">
      <Title order={1} fz={{ base: 24, sm: 28 }} mb="md">
        {title}
      </Title>
      <Stack gap="md">{children}</Stack>
    </Paper>
  );
};

/**
 * /admin/subscriptions/paymentsuccess (transid, customervaultid, orderid, paymenttype=card): reads
 * the transaction status; once the payment is in, the registration becomes Approved
 * (ChangeServiceProviderRegistrationStatus) and the provider goes on to the dashboard.
 */
export const PaymentSuccess = ({
  userName,
  query,
  onNavigate,
}: {
  userName: string;
  query: { transid: string | null; customervaultid: string | null; orderid: string | null };
  onNavigate: (to: string) => void;
}) => {
  const { t } = useTranslation(SUBSCRIPTIONS_NS);
  const status = useSubscriptionStatus(userName, {
    refetchInterval: (s) => (s && s.transaction_status === 'pending' ? POLL_MS : false),
  });
  const approve = useMutation({
    mutationFn: approveRegistration,
    onSuccess: (answer) => rememberPaymentStatus(answer.subscription_status),
  });
  useOnceWhen(status.data?.transaction_status === 'success', approve.mutate);

  const answer = approve.data ?? status.data;
  const order = answer?.order;
  const done = approve.isSuccess;
  return (
    <ResultCard title={t('successTitle')}>
      {!done && !approve.isError && !status.isError && (
        <Group gap="sm" aria-live="polite">
          <Loader size="sm" />
          <Text>{status.data?.transaction_status === 'pending' ? t('successWaiting') : t('successChecking')}</Text>
        </Group>
      )}
      {done && answer && (
        <Alert
          color="green"
          variant="light"
          icon={<IconCircleCheck size={22} aria-hidden />}
          title={answer.subscription_status ?? ''}
        >
          {t('successBody', {
            plan: answer.currentPlan?.planName ?? answer.subscription_name,
            status: answer.subscription_status,
          })}
        </Alert>
      )}
      <ErrorDisplay error={status.error ?? approve.error} />
      <Table variant="vertical" withTableBorder fz="sm">
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={160}>{t('orderId')}</Table.Th>
            <Table.Td>{order?.id ?? query.orderid}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('transactionId')}</Table.Th>
            <Table.Td style={{ wordBreak: 'break-all' }}>{order?.transactionId ?? query.transid}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('customerVault')}</Table.Th>
            <Table.Td style={{ wordBreak: 'break-all' }}>{order?.customerVaultId ?? query.customervaultid}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Group>
        <Button onClick={() => onNavigate('/admin/dashboard')} disabled={!done}>
          {t('toDashboard')}
        </Button>
      </Group>
    </ResultCard>
  );
};

/** /admin/subscriptions/paymentfailure: the checkout was cancelled or failed; nothing was charged. */
export const PaymentFailure = ({
  orderId,
  onNavigate,
}: {
  orderId: number | null;
  onNavigate: (to: string) => void;
}) => {
  const { t } = useTranslation(SUBSCRIPTIONS_NS);
  const cancel = useMutation({ mutationFn: cancelOrder });
  useOnceWhen(Boolean(orderId), () => orderId && cancel.mutate(orderId));
  return (
    <ResultCard title={t('failurePageTitle')}>
      <Alert color="red" variant="light" icon={<IconCircleX size={22} aria-hidden />} title={t('failureTitle')}>
        {t('failurePageBody')}
      </Alert>
      <ErrorDisplay error={cancel.error} />
      <Group>
        <Button onClick={() => onNavigate('/admin/subscription/choose-plan')} loading={cancel.isPending}>
          {t('tryAgain')}
        </Button>
      </Group>
    </ResultCard>
  );
};
