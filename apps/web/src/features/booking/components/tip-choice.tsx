import { Chip, Group, NumberInput, Stack, Text } from '@mantine/core';
import { type Cents, formatUsd, toCents, toDollars } from '@ridedesk/domain/booking/money';
import { TIP_PRESETS, type TipChoice, tipAmount } from '@ridedesk/domain/booking/pricing';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BOOKING_NS } from '../i18n.ts';

const choiceValue = (tip: TipChoice) =>
  tip.kind === 'percent' ? String(tip.percent) : tip.kind === 'custom' ? 'custom' : 'none';

/**
 * Chauffeur Tip (spec 03 section 5): 10 %, 15 % or 20 % of the fleet cost to the cent, a custom
 * amount (never more than the cost, as the booking call requires), or none.
 */
export const TipChoiceField = ({
  costCents,
  value,
  onChange,
  error,
}: {
  costCents: Cents;
  value: TipChoice;
  onChange: (tip: TipChoice) => void;
  error?: string | null;
}) => {
  const { t } = useTranslation(BOOKING_NS);
  const [custom, setCustom] = useState<number | string>(value.kind === 'custom' ? toDollars(value.cents) : '');

  const choose = (next: string) => {
    if (next === 'none') onChange({ kind: 'none' });
    else if (next === 'custom') onChange({ kind: 'custom', cents: toCents(Number(custom) || 0) });
    else onChange({ kind: 'percent', percent: Number(next) });
  };

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id="tip-label">
        Chauffeur Tip
      </Text>
      <Chip.Group multiple={false} value={choiceValue(value)} onChange={choose}>
        <Group gap={6} role="radiogroup" aria-labelledby="tip-label">
          <Chip value="none" variant="outline" radius="sm">
            {t('noTip')}
          </Chip>
          {TIP_PRESETS.map((percent) => (
            <Chip key={percent} value={String(percent)} variant="outline" radius="sm">
              {`${percent}%`}{' '}
              <Text span size="xs" c="dimmed">
                ({formatUsd(tipAmount(costCents, { kind: 'percent', percent }))})
              </Text>
            </Chip>
          ))}
          <Chip value="custom" variant="outline" radius="sm">
            Custom amount
          </Chip>
        </Group>
      </Chip.Group>
      {value.kind === 'custom' && (
        <NumberInput
          label={t('customTip')}
          value={custom}
          onChange={(next) => {
            setCustom(next);
            onChange({ kind: 'custom', cents: toCents(Number(next) || 0) });
          }}
          min={0}
          max={toDollars(costCents)}
          decimalScale={2}
          fixedDecimalScale={false}
          prefix="$"
          allowNegative={false}
          thousandSeparator=","
          w={{ base: '100%', xs: 200 }}
          error={error}
          data-autofocus
        />
      )}
    </Stack>
  );
};
