import { Checkbox, MultiSelect, SimpleGrid, Text } from '@mantine/core';
import { areaStepSchema } from '@ridedesk/domain/setup/first-run';
import { US_STATES } from '@ridedesk/domain/shared/us-states';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FIRST_RUN_NS } from '../i18n.ts';
import { StepFrame, type StepProps, useStepSave } from './step-frame.tsx';

const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }));

/** Step 1: the states the company serves and the catalogue's airports in them. */
export const AreaStep = (props: StepProps) => {
  const { state } = props;
  const { t } = useTranslation(FIRST_RUN_NS);
  const { errors, submit, frame } = useStepSave('area', areaStepSchema, props);
  const [states, setStates] = useState<string[]>(state.area.states);
  const [airportIds, setAirportIds] = useState<string[]>(
    state.area.airports.filter((a) => a.isServed).map((a) => String(a.id)),
  );
  const inStates = state.area.airports.filter((a) => states.includes(a.state));
  // Airports of states no longer chosen stay ticked in the list but are not saved.
  const chosenAirports = airportIds.filter((id) => inStates.some((a) => String(a.id) === id)).map(Number);

  return (
    <StepFrame
      title={t('areaTitle')}
      lead={t('areaLead')}
      onSubmit={() => submit({ states, airportIds: chosenAirports })}
      {...frame}
    >
      <MultiSelect
        label={t('states')}
        description={t('statesHint')}
        data={STATE_OPTIONS}
        value={states}
        onChange={setStates}
        searchable
        clearable
        required
        error={errors.states ?? Object.entries(errors).find(([k]) => k.startsWith('states.'))?.[1]}
        maxDropdownHeight={240}
        comboboxProps={{ withinPortal: true }}
      />
      {states.length > 0 && (
        <Checkbox.Group
          label={t('airports')}
          description={inStates.length > 0 ? t('airportsHint') : undefined}
          value={airportIds}
          onChange={setAirportIds}
          error={errors.airportIds}
        >
          {inStates.length === 0 ? (
            <Text size="sm" c="dimmed" mt="xs">
              {t('airportsNone')}
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
              {inStates.map((a) => (
                <Checkbox key={a.id} value={String(a.id)} label={`${a.name} (${a.code})`} />
              ))}
            </SimpleGrid>
          )}
        </Checkbox.Group>
      )}
    </StepFrame>
  );
};
