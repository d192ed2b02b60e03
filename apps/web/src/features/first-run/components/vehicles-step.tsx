import { Checkbox, SimpleGrid, Stack, Text } from '@mantine/core';
import { vehiclesStepSchema } from '@ridedesk/domain/setup/first-run';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FIRST_RUN_NS } from '../i18n.ts';
import { newVehicleDraft, type VehicleDraft, vehicleBody } from '../vehicle-draft.ts';
import { StepFrame, type StepProps, useStepSave } from './step-frame.tsx';
import { VehicleCard } from './vehicle-card.tsx';

/** The messages of one vehicle, by its own field paths ('vin', 'prices.0.perMileRate'). */
const errorsOfVehicle = (errors: Record<string, string>, index: number) =>
  Object.fromEntries(
    Object.entries(errors)
      .filter(([key]) => key.startsWith(`vehicles.${index}.`))
      .map(([key, message]) => [key.slice(`vehicles.${index}.`.length), message]),
  );

/**
 * Step 2: vehicle types from the shared catalogue; for each, one vehicle with the catalogue's
 * picture (or its own photo), seats and bags suggested by the type, and a starter price per service
 * type, shown and editable before anything is saved.
 */
export const VehiclesStep = (props: StepProps) => {
  const { state } = props;
  const { t } = useTranslation(FIRST_RUN_NS);
  const { errors, setErrors, submit, frame } = useStepSave('vehicles', vehiclesStepSchema, props);
  const { vehicleTypes, serviceTypes, fleets } = state.vehicles;
  const [drafts, setDrafts] = useState<VehicleDraft[]>([]);

  /** The chosen types: a new draft for each newly chosen one, the drafts of the others kept as typed. */
  const choose = (values: string[]) => {
    const ids = values.map(Number);
    setDrafts((current) => [
      ...current.filter((d) => ids.includes(d.vehicleTypeId)),
      ...ids
        .filter((id) => !current.some((d) => d.vehicleTypeId === id))
        .flatMap((id) => {
          const type = vehicleTypes.find((v) => v.id === id);
          const existing = fleets.filter((f) => f.vehicleTypeId === id).length;
          return type ? [newVehicleDraft(type, serviceTypes, existing)] : [];
        }),
    ]);
    setErrors({});
  };

  const have = fleets.map((f) => `${f.nickName} (${f.vehicleType ?? ''})`);

  return (
    <StepFrame
      title={t('vehiclesTitle')}
      lead={t('vehiclesLead')}
      onSubmit={() => submit({ vehicles: drafts.map(vehicleBody) })}
      {...frame}
    >
      {have.length > 0 && <Text size="sm">{t('alreadyHave', { names: have.join(', ') })}</Text>}
      <Checkbox.Group
        label={t('vehicleTypes')}
        value={drafts.map((d) => String(d.vehicleTypeId))}
        onChange={choose}
        error={errors.vehicles}
      >
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" mt="xs">
          {vehicleTypes.map((type) => (
            <Checkbox
              key={type.id}
              value={String(type.id)}
              label={type.name}
              description={`${t('seats')}: ${type.seats}`}
            />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      {drafts.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('chooseVehicle')}
        </Text>
      ) : (
        <Stack gap="md">
          {drafts.map((draft, i) => {
            const type = vehicleTypes.find((v) => v.id === draft.vehicleTypeId);
            return (
              <VehicleCard
                key={draft.vehicleTypeId}
                siteId={state.site.id}
                typeName={type?.name ?? ''}
                typeImage={type?.imageFileName ?? null}
                draft={draft}
                serviceTypes={serviceTypes}
                errors={errorsOfVehicle(errors, i)}
                onChange={(next) => setDrafts((all) => all.map((d, j) => (j === i ? next : d)))}
              />
            );
          })}
        </Stack>
      )}
    </StepFrame>
  );
};
