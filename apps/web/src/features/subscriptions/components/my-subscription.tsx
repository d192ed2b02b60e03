import { Alert, Button, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatUsd } from '@ridedesk/domain/booking/money';
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { formatDate } from '../../../lib/format.ts';
import { useSubscriptionStatus } from '../api/subscription-status.ts';
import { SUBSCRIPTIONS_NS } from '../i18n.ts';

/** A provider administrator's own subscription: plan, period, the next plan, and Change plan. */
export const MySubscription = ({ userName, onNavigate }: { userName: string; onNavigate: (to: string) => void }) => {
  const { t, i18n } = useTranslation(SUBSCRIPTIONS_NS);
  useDocumentTitle(t('mySubscriptionTitle'));
  const status = useSubscriptionStatus(userName);
  const plan = status.data?.currentPlan;
  const words: Record<string, string> = {
    Trial: t('statusTrial'),
    Active: t('statusActive'),
    Lapsed: t('statusLapsed'),
    Pending: t('statusPending'),
  };
  return (
    <Stack gap="md" maw={900}>
      <PageHeader
        title={t('mySubscriptionTitle')}
        description={t('mySubscriptionLead')}
        actions={<Button onClick={() => onNavigate('/admin/subscription/choose-plan')}>{t('changePlan')}</Button>}
      />
      {status.isPending && <Loader size="sm" />}
      <ErrorDisplay error={status.error} />
      {status.data && !plan && <Alert color="gray">{t('noSubscription')}</Alert>}
      {plan && (
        <Paper withBorder radius="md" p="lg">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
            <Fact label={t('colName')} value={plan.planName} />
            <Fact label={t('colCost')} value={formatUsd(Math.round(plan.cost * 100))} />
            <Fact label={t('colUsers')} value={String(plan.noOfUsers)} />
            <Fact label={t('colBookings')} value={String(plan.noOfBookings)} />
            <Fact label={t('statusLabel')} value={words[plan.status] ?? plan.status} />
            <Fact label={t('periodEnds')} value={formatDate(plan.periodEnd, i18n.language)} />
          </SimpleGrid>
          {status.data?.nextPlan && (
            <Text mt="md">
              {t('nextBody', {
                plan: status.data.nextPlan.planName,
                date: formatDate(status.data.nextPlan.startsOn, i18n.language),
              })}
            </Text>
          )}
        </Paper>
      )}
    </Stack>
  );
};

const Fact = ({ label, value }: { label: string; value: string }) => (
  <Stack gap={2}>
    <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
      {label}
    </Text>
    <Text fw={600}>{value}</Text>
  </Stack>
);
