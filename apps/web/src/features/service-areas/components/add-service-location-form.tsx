import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ServiceLocationForm, serviceLocationFormSchema } from '@ridedesk/domain/pricing/service-location-form';
import { US_STATES } from '@ridedesk/domain/shared/us-states';
import { IconMapPinPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/record-kit/form-fields.tsx';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useCreateServiceLocation } from '../api/create-service-location.ts';
import { SERVICE_AREAS_NS } from '../i18n.ts';

type Values = { state: string | null; city: string };

const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }));
const resolver = zodResolver(serviceLocationFormSchema) as unknown as Resolver<Values, unknown, ServiceLocationForm>;

/** Adds a served area: one of the 50 states, and optionally one city of it. */
export const AddServiceLocationForm = () => {
  const { t } = useTranslation(SERVICE_AREAS_NS);
  const create = useCreateServiceLocation();
  const [saveError, setSaveError] = useState<unknown>(null);
  const form = useForm<Values, unknown, ServiceLocationForm>({
    resolver,
    defaultValues: { state: null, city: '' },
    mode: 'onChange',
  });
  const { errors, isValid, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setSaveError(null);
    try {
      const { location } = await create.mutateAsync(values);
      notifications.show({
        color: 'green',
        message: location.city
          ? t('addedCity', { city: location.city, state: location.stateName })
          : t('addedState', { state: location.stateName }),
      });
      form.reset({ state: null, city: '' });
    } catch (error) {
      if (isApiError(error)) {
        if (error.fields.state) form.setError('state', { type: 'server', message: error.fields.state });
        if (error.fields.city) form.setError('city', { type: 'server', message: error.fields.city });
      }
      setSaveError(error);
    }
  });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="add-area-title">
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <Text fw={600} id="add-area-title">
            {t('addTitle')}
          </Text>
          <ErrorDisplay error={saveError} />
          <Group align="flex-start" gap="sm" wrap="wrap">
            <SelectField
              control={form.control}
              name="state"
              label={t('state')}
              description={t('stateHint')}
              placeholder={t('statePlaceholder')}
              required
              searchable
              data={STATE_OPTIONS}
              afterChange={() => setSaveError(null)}
              nothingFoundMessage={t('noStateMatches')}
              style={{ flex: '1 1 220px' }}
              comboboxProps={{ withinPortal: true }}
            />
            <TextInput
              label={t('city')}
              description={t('cityHint')}
              maxLength={100}
              {...form.register('city', { onChange: () => setSaveError(null) })}
              error={errors.city?.message}
              style={{ flex: '1 1 220px' }}
            />
          </Group>
          <Group justify="flex-end">
            <Button
              type="submit"
              leftSection={<IconMapPinPlus size={18} aria-hidden />}
              disabled={!isValid}
              loading={isSubmitting}
            >
              {t('add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
};
