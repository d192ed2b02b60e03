import { Alert, Button, Group, Loader, Paper, Radio, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { ACCOUNT_MESSAGES, einSchema } from '@ridedesk/domain/auth/account-forms';
import { CREDIT_CARD, ONE_MONTH_TRIAL } from '@ridedesk/domain/subscriptions/subscription-plans';
import { IconAlertTriangle, IconClockHour4, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { usePlans } from '../api/list-plans.ts';
import { useCancelOrder, useCreateOrder } from '../api/orders.ts';
import { useSubscriptionStatus } from '../api/subscription-status.ts';
import { chooserError, type PaymentMode, plansLocked, rememberedChoice, trialOffered } from '../chooser-rules.ts';
import { SUBSCRIPTIONS_NS } from '../i18n.ts';
import { rememberPaymentStatus } from '../subscription.ts';
import { PlanCard as PlanCardSlot } from './plan-card.tsx';

const formatDate = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

/**
 * The subscription plan chooser (spec 01 "Subscription plan chooser", sections 4 and 5): plan
 * cards with CHOOSE, the Credit Card option, the One Month Trial while unused, GO TO PAYMENT or
 * PROCEED. The trial starts at once and goes to the dashboard; a card plan goes to the hosted
 * checkout.
 */
export const PlanChooser = ({
  userName,
  onNavigate,
  onSignOut,
}: {
  userName: string;
  /** In-app paths go through the router; the hosted checkout's own address loads the page. */
  onNavigate: (to: string) => void;
  onSignOut: () => void;
}) => {
  const { t, i18n } = useTranslation(SUBSCRIPTIONS_NS);
  useDocumentTitle(t('chooserTitle'));
  const plans = usePlans();
  const status = useSubscriptionStatus(userName);
  const createOrder = useCreateOrder();
  const cancelOrder = useCancelOrder();
  const [planId, setPlanId] = useState<number | null>(null);
  const [pickedMode, setMode] = useState<PaymentMode | null>(null);
  const [ein, setEin] = useState('');
  const [einError, setEinError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [retrying, setRetrying] = useState(false);

  if (plans.isPending || status.isPending)
    return (
      <Group justify="center" my="xl" aria-live="polite">
        <Loader size="sm" />
        <Text>{t('loading')}</Text>
      </Group>
    );
  if (plans.isError || status.isError)
    return (
      <Stack maw={680} mx="auto" my="xl">
        <Text>{t('loadFailed')}</Text>
        <ErrorDisplay error={plans.error ?? status.error} />
      </Stack>
    );

  const all = plans.data.rows;
  const paid = all.filter((p) => !p.isTrial);
  const trialPlan = all.find((p) => p.isTrial);
  const s = status.data;
  const locked = plansLocked(s, retrying);
  const offerTrial = trialOffered(s, all);
  const current = s.currentPlan;

  // The plan named at registration (or last ordered) comes chosen, the trial as the One Month Trial.
  const remembered = rememberedChoice(s, all, locked);
  const chosenPlanId = planId ?? remembered.planId;
  const mode = pickedMode ?? remembered.mode;
  // The EIN is asked once, before the first paid plan (a trial needs none).
  const askEin = mode === CREDIT_CARD && !s.einOnFile;

  const submit = async () => {
    const problem = chooserError({ planId: chosenPlanId, mode });
    setMessage(problem);
    if (problem) return;
    const chosen = mode === ONE_MONTH_TRIAL ? trialPlan?.id : chosenPlanId;
    if (!chosen || !mode) return;
    let EIN: string | undefined;
    if (askEin) {
      const parsed = einSchema.safeParse(ein);
      const einProblem = parsed.success
        ? parsed.data
          ? null
          : ACCOUNT_MESSAGES.einRequired
        : ACCOUNT_MESSAGES.einInvalid;
      setEinError(einProblem);
      if (einProblem) return;
      EIN = parsed.data ?? undefined;
    }
    const answer = await createOrder
      .mutateAsync({ subscriptionPlanId: chosen, orderId: 0, paymentType: mode, EIN })
      .catch(() => null);
    if (!answer) return;
    if (mode === ONE_MONTH_TRIAL) rememberPaymentStatus('Trial');
    onNavigate(answer.redirectUrl);
  };

  const resume = async () => {
    if (!s.order) return;
    if (s.order.checkoutUrl) return onNavigate(s.order.checkoutUrl);
    const answer = await createOrder
      .mutateAsync({ subscriptionPlanId: s.order.planId, orderId: s.order.id, paymentType: CREDIT_CARD })
      .catch(() => null);
    if (answer) onNavigate(answer.redirectUrl);
  };

  const statusWord = (value: string) =>
    ({ Trial: t('statusTrial'), Active: t('statusActive'), Lapsed: t('statusLapsed'), Pending: t('statusPending') })[
      value
    ] ?? value;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={1180} mx="auto" my="lg" shadow="xs">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t('chooserTitle')}
          </Title>
          <Text c="dimmed">{t('chooserLead')}</Text>
        </Stack>

        {current?.status === 'Lapsed' && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={20} aria-hidden />}
            title={t('lapsedTitle')}
          >
            {t('lapsedBody', { date: formatDate(current.periodEnd, i18n.language) })}
          </Alert>
        )}
        {current && current.status !== 'Lapsed' && current.status !== 'Pending' && (
          <Alert
            color="blue"
            variant="light"
            icon={<IconInfoCircle size={20} aria-hidden />}
            title={t('currentTitle', { plan: current.planName })}
          >
            {t('currentBody', {
              status: statusWord(current.status),
              date: formatDate(current.periodEnd, i18n.language),
            })}
            {s.nextPlan &&
              ` ${t('nextBody', { plan: s.nextPlan.planName, date: formatDate(s.nextPlan.startsOn, i18n.language) })}`}
          </Alert>
        )}
        {s.transaction_status === 'pending' && s.order && (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconClockHour4 size={20} aria-hidden />}
            title={t('pendingTitle')}
          >
            <Stack gap="sm">
              <Text size="sm">{t('pendingBody', { plan: s.order.planName })}</Text>
              <Group gap="sm">
                <Button size="xs" onClick={() => void resume()} loading={createOrder.isPending}>
                  {t('resumePayment')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  loading={cancelOrder.isPending}
                  onClick={() => s.order && cancelOrder.mutate(s.order.id, { onSuccess: () => setRetrying(false) })}
                >
                  {t('cancelPayment')}
                </Button>
              </Group>
              <ErrorDisplay error={cancelOrder.error} />
            </Stack>
          </Alert>
        )}
        {locked && s.transaction_status === 'failure' && (
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle size={20} aria-hidden />}
            title={t('failureTitle')}
          >
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('failureBody')}</Text>
              <Button size="xs" onClick={() => setRetrying(true)}>
                {t('tryAgain')}
              </Button>
            </Stack>
          </Alert>
        )}

        {paid.length === 0 ? (
          <Text>{t('noPlans')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: Math.min(paid.length, 3) }} spacing="md">
            {paid.map((plan) => (
              <PlanCardSlot
                key={plan.id}
                plan={plan}
                chosen={chosenPlanId === plan.id && mode !== ONE_MONTH_TRIAL}
                current={current?.planId === plan.id && current.status === 'Active'}
                disabled={locked}
                onChoose={() => {
                  setPlanId(plan.id);
                  if (mode === ONE_MONTH_TRIAL) setMode(null);
                  setMessage(null);
                }}
              />
            ))}
          </SimpleGrid>
        )}

        <Radio.Group
          label={t('paymentMode')}
          value={mode ?? ''}
          onChange={(value) => {
            setMode(value as PaymentMode);
            setMessage(null);
          }}
        >
          <Stack gap="sm" mt="xs">
            <Radio value={CREDIT_CARD} label={t('creditCard')} description={t('creditCardHint')} disabled={locked} />
            {offerTrial && trialPlan && (
              <Radio
                value={ONE_MONTH_TRIAL}
                label={t('trial')}
                description={t('trialHint', { users: trialPlan.noOfUsers, bookings: trialPlan.noOfBookings })}
                disabled={locked}
              />
            )}
          </Stack>
        </Radio.Group>

        {askEin && (
          <TextInput
            label={t('ein')}
            description={t('einHint')}
            required
            inputMode="numeric"
            maxLength={10}
            placeholder="12-3456789"
            maw={360}
            value={ein}
            error={einError}
            onChange={(event) => {
              setEin(event.currentTarget.value);
              setEinError(null);
            }}
          />
        )}

        {message && (
          <Text role="alert" c="red" fw={600}>
            {message}
          </Text>
        )}
        <ErrorDisplay error={createOrder.error} />

        <Group justify="space-between" gap="sm">
          <Button variant="default" onClick={onSignOut}>
            {t('signOut')}
          </Button>
          <Button size="md" onClick={() => void submit()} loading={createOrder.isPending} disabled={locked}>
            {mode === ONE_MONTH_TRIAL ? t('proceed') : t('goToPayment')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
};
