import { Alert, Group, Radio, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSubscriptionPlans } from '../api/get-subscription-plans.ts';
import { ACCOUNTS_NS } from '../i18n.ts';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * The plan a provider starts with. Until the platform lists plans (api/subscriptionPlan/get),
 * it says the plan is chosen after signing in, and the registration sends no plan.
 */
export const PlanChoice = ({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (planId: string | null) => void;
}) => {
  const { t } = useTranslation(ACCOUNTS_NS);
  const plans = useSubscriptionPlans();

  if (plans.isPending) return <Skeleton h={96} radius="md" aria-label={t('plansLoading')} />;
  if (plans.isError || !plans.data || plans.data.length === 0)
    return (
      <Alert variant="light" color="blue" icon={<IconInfoCircle size={20} aria-hidden />} title={t('planLaterTitle')}>
        {t('planLater')}
      </Alert>
    );

  return (
    <Radio.Group
      value={value ?? ''}
      onChange={(planId) => onChange(planId || null)}
      label={t('plan')}
      description={t('planHint')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
        {plans.data.map((plan) => (
          <Radio.Card key={plan.id} value={String(plan.id)} radius="md" p="md" withBorder>
            <Group wrap="nowrap" align="flex-start">
              <Radio.Indicator />
              <Stack gap={2}>
                <Text fw={700}>{plan.name}</Text>
                <Text size="sm">{t('planCost', { cost: dollars.format(Number(plan.cost)) })}</Text>
                <Text size="xs" c="dimmed">
                  {t('planLimits', { users: plan.noOfUsers, bookings: plan.noOfBookings })}
                </Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
        <Radio.Card value="" radius="md" p="md" withBorder>
          <Group wrap="nowrap" align="flex-start">
            <Radio.Indicator />
            <Stack gap={2}>
              <Text fw={700}>{t('planDecideLater')}</Text>
              <Text size="xs" c="dimmed">
                {t('planDecideLaterHint')}
              </Text>
            </Stack>
          </Group>
        </Radio.Card>
      </SimpleGrid>
    </Radio.Group>
  );
};
