import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatUsd } from '@ridedesk/domain/booking/money';
import type { Breakdown } from '@ridedesk/domain/booking/pricing';

const Line = ({
  label,
  amount,
  strong,
  testId,
}: {
  label: string;
  amount: string;
  strong?: boolean;
  testId: string;
}) => (
  <Group justify="space-between" gap="sm" wrap="nowrap" data-testid={testId}>
    <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400}>
      {label}
    </Text>
    <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 500} style={{ fontVariantNumeric: 'tabular-nums' }}>
      {amount}
    </Text>
  </Group>
);

/** The tax line's label with its percentage, as the rate reads (10.25 %, 8 %). */
export const taxLabel = (percent: number) => `Tax (${Number(percent.toFixed(3))}%)`;

/**
 * Payment Details (spec 03 "Booking confirmation"): Cost, Discount, the tax line with its
 * percentage, Chauffeur Tip (hidden when zero) and Total Cost, each rounded to the cent first so
 * the lines always add up to the total (packages/domain booking/pricing).
 */
export const PaymentBreakdown = ({ breakdown }: { breakdown: Breakdown }) => (
  <Paper withBorder radius="lg" p="md" aria-labelledby="payment-details-title" component="section">
    <Stack gap={8}>
      <Title id="payment-details-title" order={3} size="h5">
        Payment Details
      </Title>
      <Line testId="breakdown-cost" label="Cost" amount={formatUsd(breakdown.costCents)} />
      <Line
        testId="breakdown-discount"
        label="Discount"
        amount={breakdown.discountCents ? `−${formatUsd(breakdown.discountCents)}` : formatUsd(0)}
      />
      <Line testId="breakdown-tax" label={taxLabel(breakdown.taxPercentage)} amount={formatUsd(breakdown.taxCents)} />
      {breakdown.tipCents > 0 && (
        <Line testId="breakdown-tip" label="Chauffeur Tip" amount={formatUsd(breakdown.tipCents)} />
      )}
      <Divider />
      <Line testId="breakdown-total" label="Total Cost" amount={formatUsd(breakdown.totalCents)} strong />
    </Stack>
  </Paper>
);
