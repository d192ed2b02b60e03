import { Button, Checkbox, CloseButton, Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { type Control, Controller, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ChauffeurFormValues } from '../chauffeur-form.ts';
import { CHAUFFEURS_NS } from '../i18n.ts';

/** Working hours: a row per weekday (Monday first), a check for working and its start and end. */
export const WorkingHoursField = ({
  control,
  register,
  errors,
  hours,
}: {
  control: Control<ChauffeurFormValues, unknown, unknown>;
  register: UseFormRegister<ChauffeurFormValues>;
  errors: FieldErrors<ChauffeurFormValues>;
  hours: ChauffeurFormValues['hours'];
}) => {
  const { t } = useTranslation(CHAUFFEURS_NS);
  return (
    <Stack gap={4}>
      <Table withRowBorders={false} verticalSpacing={4} horizontalSpacing={6}>
        <Table.Tbody>
          {hours.map((day, index) => {
            const name = t(`weekday_${day.weekday}`);
            const rowErrors = errors.hours?.[index];
            return (
              <Table.Tr key={day.weekday}>
                <Table.Td w={150}>
                  <Controller
                    control={control}
                    name={`hours.${index}.works`}
                    render={({ field }) => (
                      <Checkbox
                        label={name.charAt(0).toUpperCase() + name.slice(1)}
                        aria-label={t('works', { day: name })}
                        checked={field.value}
                        onChange={(event) => field.onChange(event.currentTarget.checked)}
                        onBlur={field.onBlur}
                        ref={field.ref}
                      />
                    )}
                  />
                </Table.Td>
                {day.works ? (
                  (['start', 'end'] as const).map((edge) => (
                    <Table.Td key={edge}>
                      <TextInput
                        type="time"
                        size="xs"
                        aria-label={t(`${edge}Of`, { day: name })}
                        {...register(`hours.${index}.${edge}`)}
                        error={rowErrors?.[edge]?.message}
                      />
                    </Table.Td>
                  ))
                ) : (
                  <Table.Td colSpan={2}>
                    <Text size="sm" c="dimmed">
                      {t('off')}
                    </Text>
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {errors.hours?.message && (
        <Text size="xs" c="red.8" role="alert">
          {errors.hours.message}
        </Text>
      )}
    </Stack>
  );
};

/** Days off: single dates added one by one and removable. */
export const DaysOffField = ({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (dates: string[]) => void;
  error?: string;
}) => {
  const { t, i18n } = useTranslation(CHAUFFEURS_NS);
  const [draft, setDraft] = useState('');
  const add = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(draft)) return;
    onChange([...new Set([...value, draft])].sort());
    setDraft('');
  };
  const label = (date: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${date}T12:00:00Z`),
    );
  return (
    <Stack gap="xs">
      <Group gap="xs" align="flex-end">
        <TextInput
          type="date"
          label={t('dayOffDate')}
          description={t('daysOffHint')}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          error={error}
          w={200}
        />
        <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={add} disabled={!draft}>
          {t('addDayOff')}
        </Button>
      </Group>
      {value.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('noDaysOff')}
        </Text>
      ) : (
        <Group gap={6}>
          {value.map((date) => (
            <Paper key={date} withBorder radius="xl" py={2} pl="sm" pr={4}>
              <Group gap={4} wrap="nowrap">
                <Text size="sm">{label(date)}</Text>
                <CloseButton
                  size="sm"
                  radius="xl"
                  aria-label={t('removeDayOff', { date: label(date) })}
                  onClick={() => onChange(value.filter((d) => d !== date))}
                />
              </Group>
            </Paper>
          ))}
        </Group>
      )}
    </Stack>
  );
};
