import { Checkbox, MultiSelect, SimpleGrid, Text } from '@mantine/core';
import { areaStepSchema } from '@ridedesk/domain/setup/first-run';
import { US_STATES } from '@ridedesk/domain/shared/us-states';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { useSaveStep } from '../api/save-step.ts';
import type { FirstRunState, StepAnswer } from '../first-run-types.ts';
import { FIRST_RUN_NS } from '../i18n.ts';
import { issuesByPath, StepFrame } from './step-frame.tsx';

const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }));

export type StepProps = {
  state: FirstRunState;
  onSaved: (answer: StepAnswer) => void;
  onSkip: () => void;
  onBack?: () => void;
  skipping: boolean;
};

/** Step 1: the states the company serves and the catalogue's airports in them. */
export const AreaStep = ({ state, onSaved, onSkip, onBack, skipping }: StepProps) => {
  const { t } = useTranslation(FIRST_RUN_NS);
  const save = useSaveStep('area');
  const [states, setStates] = useState<string[]>(state.area.states);
  const [airportIds, setAirportIds] = useState<string[]>(
    state.area.airports.filter((a) => a.isServed).map((a) => String(a.id)),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const inStates = state.area.airports.filter((a) => states.includes(a.state));

  const submit = () => {
    const chosen = airportIds.filter((id) => inStates.some((a) => String(a.id) === id)).map(Number);
    const parsed = areaStepSchema.safeParse({ states, airportIds: chosen });
    if (!parsed.success) return setErrors(issuesByPath(parsed.error.issues));
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: onSaved,
      onError: (error) => {
        if (isApiError(error)) setErrors(error.fields);
      },
    });
  };

  return (
    <StepFrame
      title={t('areaTitle')}
      lead={t('areaLead')}
      onSubmit={submit}
      onBack={onBack}
      onSkip={onSkip}
      saving={save.isPending}
      skipping={skipping}
      invalid={Object.keys(errors).length > 0}
      error={save.error}
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
