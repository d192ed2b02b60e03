import { Divider, Group, Stack, Text, Title } from '@mantine/core';
import type { BookingView } from '@ridedesk/domain/booking/booking-view';
import type { ReactNode } from 'react';
import { usd } from '../../lib/booking-format.ts';

/* The pieces a booking's detail is made of, for the traveller's view and the back office's drawer. */

/** A titled group of a booking's detail (Ride, Vehicle, Payment details...). */
export const DetailSection = ({ title, children }: { title: string; children: ReactNode }) => (
  <Stack gap={6}>
    <Title order={3} fz="sm" tt="uppercase" c="dimmed" fw={700}>
      {title}
    </Title>
    {children}
  </Stack>
);

/** A label and its value on one line; `strong` for the total. */
export const DetailLine = ({ label, value, strong = false }: { label: string; value: ReactNode; strong?: boolean }) => (
  <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
    <Text size="sm" fw={strong ? 700 : 400} c={strong ? undefined : 'dimmed'} style={{ flexShrink: 0 }}>
      {label}
    </Text>
    <Text size="sm" fw={strong ? 700 : 500} ta="right" style={{ overflowWrap: 'anywhere' }}>
      {value}
    </Text>
  </Group>
);

/** The price as the confirm step showed it: cost, discount, tax, tip, and the total. */
export const PriceLines = ({
  booking: b,
  labels,
}: {
  booking: Pick<
    BookingView,
    'bookedPrice' | 'discountPrice' | 'taxPercentage' | 'taxPrice' | 'gratuityPrice' | 'totalPrice'
  >;
  labels: { cost: string; discount: string; tax: string; tip: string; total: string };
}) => (
  <>
    <DetailLine label={labels.cost} value={usd(b.bookedPrice)} />
    {b.discountPrice > 0 && <DetailLine label={labels.discount} value={`−${usd(b.discountPrice)}`} />}
    <DetailLine label={labels.tax} value={usd(b.taxPrice)} />
    {b.gratuityPrice > 0 && <DetailLine label={labels.tip} value={usd(b.gratuityPrice)} />}
    <Divider />
    <DetailLine label={labels.total} value={usd(b.totalPrice)} strong />
  </>
);
