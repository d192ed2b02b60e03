import { Group, Paper, Stack, Text } from '@mantine/core';
import { formatUsd } from '@ridedesk/domain/booking/money';
import type { PriceBasis } from '@ridedesk/domain/booking/pricing';
import { IconCalculator } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PRICING_NS } from '../i18n.ts';
import { EXAMPLE_RIDE, type exampleCost } from '../price-example.ts';

/** The live example under the rates: what a 10-mile, 30-minute ride costs with the rates typed so far, or what is still missing. */
export const PriceExample = ({
  example,
  basis,
}: {
  example: ReturnType<typeof exampleCost>;
  basis: PriceBasis | null;
}) => {
  const { t } = useTranslation(PRICING_NS);
  return (
    <Paper withBorder radius="md" p="md" aria-live="polite" data-testid="price-example">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconCalculator size={22} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Stack gap={2}>
          {example ? (
            <>
              <Text fw={600}>
                {t('exampleCost', {
                  miles: EXAMPLE_RIDE.miles,
                  minutes: EXAMPLE_RIDE.minutes,
                  cost: formatUsd(example.costCents),
                })}
              </Text>
              <Text size="sm" c="dimmed">
                {example.taxPercentage > 0
                  ? t('exampleTax', {
                      tax: formatUsd(example.taxCents),
                      percent: example.taxPercentage,
                      total: formatUsd(example.costCents + example.taxCents),
                    })
                  : t('exampleNoTax')}
              </Text>
              {example.minimumHoursApply && (
                <Text size="sm" c="dimmed">
                  {t('exampleMinimumHours')}
                </Text>
              )}
              {example.minimumFareApplies && (
                <Text size="sm" c="dimmed">
                  {t('exampleMinimumFare')}
                </Text>
              )}
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {basis ? t('exampleNeedsNumbers') : t('exampleNeedsType')}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
};
