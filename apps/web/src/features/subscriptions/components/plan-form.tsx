import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  PLAN_FEATURES,
  type SubscriptionPlanForm,
  type SubscriptionPlanFormInput,
  subscriptionPlanFormSchema,
} from '@ridedesk/domain/subscriptions/subscription-plans';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { registered } from '../../../components/record-kit/form-fields.tsx';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { SUBSCRIPTIONS_NS } from '../i18n.ts';
import type { Plan } from '../subscription.ts';

/** The plan form: name, monthly cost, users, bookings per month and the spec's features. */
export const PlanForm = ({
  plan,
  onSubmit,
  onCancel,
  saving,
  error,
}: {
  plan: Plan | null;
  onSubmit: (form: SubscriptionPlanForm) => void;
  onCancel: () => void;
  saving: boolean;
  error: unknown;
}) => {
  const { t } = useTranslation(SUBSCRIPTIONS_NS);
  const form = useForm<SubscriptionPlanFormInput, unknown, SubscriptionPlanForm>({
    resolver: zodResolver(subscriptionPlanFormSchema),
    defaultValues: plan
      ? {
          name: plan.name,
          cost: String(plan.cost),
          noOfUsers: String(plan.noOfUsers),
          noOfBookings: String(plan.noOfBookings),
          features: plan.features,
        }
      : { name: '', cost: '', noOfUsers: '', noOfBookings: '', features: [] },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const serverFields = isApiError(error) ? (error.fields ?? {}) : {};
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('planName')}
          description={t('planNameHint')}
          withAsterisk
          maxLength={50}
          {...form.register('name')}
          error={errors.name?.message ?? serverFields.name}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <TextInput label={t('planCost')} inputMode="decimal" withAsterisk {...registered(form, 'cost')} />
          <TextInput label={t('planUsers')} inputMode="numeric" withAsterisk {...registered(form, 'noOfUsers')} />
          <TextInput label={t('planBookings')} inputMode="numeric" withAsterisk {...registered(form, 'noOfBookings')} />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="features"
          render={({ field }) => (
            <Checkbox.Group label={t('planFeatures')} value={field.value ?? []} onChange={field.onChange}>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={6} mt="xs">
                {PLAN_FEATURES.map((f) => (
                  <Checkbox key={f.key} value={f.key} label={f.label} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          )}
        />
        <ErrorDisplay error={error} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
