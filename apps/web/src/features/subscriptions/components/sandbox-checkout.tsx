import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Divider,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { formatUsd } from '@ridedesk/domain/booking/money';
import { type CheckoutCardForm, checkoutCardSchema } from '@ridedesk/domain/subscriptions/checkout-card';
import { IconLock } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { registered } from '../../../components/record-kit/form-fields.tsx';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { useCancelOrder } from '../api/orders.ts';
import { useCheckout, usePayCheckout } from '../api/sandbox-checkout.ts';
import { SUBSCRIPTIONS_NS } from '../i18n.ts';

/**
 * The product's own hosted checkout (used when Stripe is not configured): the plan as one line
 * item, a card form for test cards, Pay and Cancel. Paying returns to the success page with
 * transid, customervaultid, orderid and paymenttype=card; cancelling to the failure page.
 */
export const SandboxCheckout = ({ sessionId, onNavigate }: { sessionId: string; onNavigate: (to: string) => void }) => {
  const { t } = useTranslation(SUBSCRIPTIONS_NS);
  useDocumentTitle(t('checkoutTitle'));
  const checkout = useCheckout(sessionId);
  const pay = usePayCheckout();
  const cancel = useCancelOrder();
  const schema = useMemo(() => checkoutCardSchema(), []);
  const form = useForm<CheckoutCardForm>({
    resolver: zodResolver(schema),
    defaultValues: { nameOnCard: '', cardNumber: '', expiry: '', cvc: '' },
    mode: 'onTouched',
  });

  if (checkout.isPending)
    return (
      <Group justify="center" my="xl">
        <Loader size="sm" />
      </Group>
    );
  if (checkout.isError)
    return (
      <Stack maw={560} mx="auto" my="xl">
        <ErrorDisplay error={checkout.error} />
        <Anchor component="button" type="button" onClick={() => onNavigate('/admin/subscription/choose-plan')}>
          {t('backToChooser')}
        </Anchor>
      </Stack>
    );

  const order = checkout.data;
  const amount = formatUsd(Math.round(order.amount * 100));
  const open = order.status === 'Pending';

  const onSubmit = form.handleSubmit(async (card) => {
    const answer = await pay.mutateAsync({ sessionId, card }).catch(() => null);
    if (answer) onNavigate(answer.redirectUrl);
  });

  const onCancel = async () => {
    await cancel.mutateAsync(order.orderId).catch(() => null);
    onNavigate(`/admin/subscriptions/paymentfailure?orderid=${order.orderId}`);
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={880} mx="auto" my="lg" shadow="sm">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            <Group gap="xs" component="span">
              <IconLock size={22} aria-hidden />
              {t('checkoutTitle')}
            </Group>
          </Title>
          <Badge color="orange" variant="light">
            Sandbox
          </Badge>
        </Group>
        <Alert color="orange" variant="light" title={t('checkoutSandbox')}>
          {t('checkoutTestCards')}
        </Alert>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
          <Stack gap="xs" component="section" aria-label={t('orderSummary')}>
            <Title order={2} fz="lg">
              {t('orderSummary')}
            </Title>
            <Group justify="space-between" wrap="nowrap">
              <Text>{t('lineItem', { plan: order.planName })}</Text>
              <Text fw={600}>{amount}</Text>
            </Group>
            <Group justify="space-between">
              <Text c="dimmed">{t('quantity')}</Text>
              <Text>{order.quantity}</Text>
            </Group>
            <Divider />
            <Group justify="space-between">
              <Text fw={700}>{t('total')}</Text>
              <Text fw={700} fz="lg">
                {amount}
              </Text>
            </Group>
          </Stack>
          {open ? (
            <form onSubmit={onSubmit} noValidate>
              <Stack gap="sm">
                <TextInput label={t('nameOnCard')} autoComplete="cc-name" {...registered(form, 'nameOnCard')} />
                <TextInput
                  label={t('cardNumber')}
                  inputMode="numeric"
                  autoComplete="cc-number"
                  placeholder="4242 4242 4242 4242"
                  {...registered(form, 'cardNumber')}
                />
                <Group grow align="flex-start">
                  <TextInput
                    label={t('expiry')}
                    placeholder="MM/YY"
                    autoComplete="cc-exp"
                    {...registered(form, 'expiry')}
                  />
                  <TextInput
                    label={t('cvc')}
                    inputMode="numeric"
                    autoComplete="cc-csc"
                    maxLength={4}
                    {...registered(form, 'cvc')}
                  />
                </Group>
                <ErrorDisplay error={pay.error} />
                <Button type="submit" size="md" loading={pay.isPending}>
                  {t('pay', { amount })}
                </Button>
                <Button variant="subtle" onClick={() => void onCancel()} loading={cancel.isPending}>
                  {t('cancelCheckout')}
                </Button>
              </Stack>
            </form>
          ) : (
            <Stack gap="sm">
              <Text>{t('checkoutClosed')}</Text>
              <Button variant="default" onClick={() => onNavigate('/admin/subscription/choose-plan')}>
                {t('backToChooser')}
              </Button>
            </Stack>
          )}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
};
