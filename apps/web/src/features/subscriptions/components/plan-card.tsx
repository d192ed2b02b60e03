import { Badge, Button, Card, List, Stack, Text, Title } from '@mantine/core';
import { formatUsd } from '@ridedesk/domain/booking/money';
import { PLAN_FEATURES } from '@ridedesk/domain/subscriptions/subscription-plans';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SUBSCRIPTIONS_NS } from '../i18n.ts';
import type { Plan } from '../subscription.ts';

/** One plan of the chooser: name, monthly cost plus taxes, users, bookings, features and CHOOSE. */
export const PlanCard = ({
  plan,
  chosen,
  current,
  disabled,
  onChoose,
}: {
  plan: Plan;
  chosen: boolean;
  current: boolean;
  disabled: boolean;
  onChoose: () => void;
}) => {
  const { t } = useTranslation(SUBSCRIPTIONS_NS);
  const labels = new Map<string, string>(PLAN_FEATURES.map((f) => [f.key, f.label]));
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      shadow={chosen ? 'md' : 'xs'}
      style={{ borderColor: chosen ? 'var(--mantine-primary-color-filled)' : undefined, borderWidth: chosen ? 2 : 1 }}
      aria-label={plan.name}
      component="section"
    >
      <Stack gap="sm" h="100%">
        <Stack gap={2}>
          <Title order={2} fz="xl">
            {plan.name} {current && <Badge variant="light">{t('currentPlanBadge')}</Badge>}
          </Title>
          <Text fz={26} fw={700} lh={1.2}>
            {formatUsd(Math.round(plan.cost * 100))}{' '}
            <Text span fz="sm" fw={500} c="dimmed">
              {t('perMonthSuffix')}
            </Text>
          </Text>
        </Stack>
        <List spacing={4} size="sm" icon={<IconCheck size={16} aria-hidden />}>
          <List.Item>{t('users', { count: plan.noOfUsers })}</List.Item>
          <List.Item>{t('bookings', { count: plan.noOfBookings })}</List.Item>
          {plan.features.map((key) => (
            <List.Item key={key}>{labels.get(key) ?? key}</List.Item>
          ))}
        </List>
        <Text size="xs" c="dimmed">
          {t('overage')}
        </Text>
        <Button
          mt="auto"
          variant={chosen ? 'filled' : 'outline'}
          disabled={disabled}
          onClick={onChoose}
          aria-pressed={chosen}
          aria-label={`${chosen ? t('chosen') : t('choose')} ${plan.name}`}
        >
          {chosen ? t('chosen') : t('choose')}
        </Button>
      </Stack>
    </Card>
  );
};
