import '@mantine/charts/styles.css';
import { BarChart, DonutChart } from '@mantine/charts';
import { Group, Paper, Select, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { BOOKING_STATUSES, type BookingStatus } from '@ridedesk/domain/booking/booking-status';
import { CHART_PERIODS, CHART_TYPES, type ChartPeriod, type ChartType } from '@ridedesk/domain/charts/chart-periods';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledSegments } from '../../../components/record-kit/labelled-segments.tsx';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import {
  type ChartSelection,
  type NamedCount,
  useBookedVehicleTypesChart,
  useBookingChart,
  useRevenueChart,
  useServiceTypesChart,
  useStaffChart,
  useVehicleTypesChart,
} from '../api/chart-details.ts';
import { CHARTS_NS } from '../charts-i18n.ts';

const STATUS_COLORS: Record<BookingStatus, string> = {
  scheduled: 'blue.4',
  confirmed: 'cyan.6',
  assigned: 'indigo.6',
  'en route': 'violet.5',
  arrived: 'grape.5',
  'on board': 'lime.6',
  completed: 'teal.6',
  cancelled: 'red.5',
  'no show': 'orange.5',
};
const PALETTE = [
  'blue.6',
  'teal.6',
  'orange.6',
  'grape.6',
  'cyan.6',
  'red.6',
  'lime.7',
  'indigo.6',
  'pink.6',
  'yellow.7',
];

const money = (value: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(value);

/** A day key (2026-11-16) or month key (2026-11) as a short label in the reader's language. */
const bucketLabel = (key: string, locale: string) =>
  key.length === 7
    ? new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }).format(new Date(`${key}-01T00:00:00Z`))
    : new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${key}T00:00:00Z`),
      );

const ChartCard = ({
  title,
  summary,
  query,
  empty,
  children,
}: {
  title: string;
  summary?: string;
  query: { isPending: boolean; isError: boolean; error: unknown };
  empty: boolean;
  children: ReactNode;
}) => {
  const { t } = useTranslation(CHARTS_NS);
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} shadow="xs" component="section" aria-label={title}>
      <Stack gap="xs">
        <Title order={3} fz="md">
          {title}
        </Title>
        {summary && !query.isPending && !query.isError && (
          <Text size="sm" c="dimmed">
            {summary}
          </Text>
        )}
        {query.isPending ? (
          <Skeleton h={220} />
        ) : query.isError ? (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('failed')}
            </Text>
            <ErrorDisplay error={query.error} />
          </Stack>
        ) : empty ? (
          <Text size="sm" c="dimmed" py="xl" ta="center">
            {t('none')}
          </Text>
        ) : (
          children
        )}
      </Stack>
    </Paper>
  );
};

/** Bars across, a row a name (a staff member, a vehicle type), as tall as its rows need. */
const NameBars = ({
  rows,
  rowHeight = 44,
  series,
  legend = false,
}: {
  rows: ({ name: string } & Record<string, string | number>)[];
  rowHeight?: number;
  series: { name: string; label: string; color: string }[];
  legend?: boolean;
}) => (
  <BarChart
    h={Math.max(180, rows.length * rowHeight)}
    data={rows}
    dataKey="name"
    orientation="vertical"
    yAxisProps={{ width: 110 }}
    xAxisProps={{ allowDecimals: false }}
    withLegend={legend}
    legendProps={legend ? { verticalAlign: 'bottom', height: 30 } : undefined}
    series={series}
    gridAxis="x"
    withTooltip
  />
);

const CountsBar = ({ rows, series }: { rows: NamedCount[]; series: string }) => (
  <NameBars rows={rows} series={[{ name: 'count', label: series, color: 'blue.6' }]} />
);

/**
 * The dashboard's charts (spec 03 "Charts"): bookings by status and revenue over the chosen
 * period (week, month, year or custom), rides per staff member and per vehicle type, and fleets
 * per vehicle and service type.
 */
export const DashboardCharts = () => {
  const { t, i18n } = useTranslation(CHARTS_NS);
  const locale = i18n.language;
  const [selection, setSelection] = useState<ChartSelection>({ period: 'week', type: 'pickup', from: '', to: '' });
  const bookings = useBookingChart(selection);
  const revenue = useRevenueChart(selection);
  const staff = useStaffChart(selection);
  const booked = useBookedVehicleTypesChart();
  const vehicleTypes = useVehicleTypesChart();
  const serviceTypes = useServiceTypesChart();

  const bookingRows = (bookings.data?.results ?? []).map((r) => ({ ...r, label: bucketLabel(r.key, locale) }));
  const totalBookings = bookingRows.reduce((sum, r) => sum + r.total, 0);
  const revenueRows = (revenue.data?.results ?? []).map((r) => ({ ...r, label: bucketLabel(r.key, locale) }));
  // Only what the bars draw: the chart library copies a row's fields onto its SVG shapes, and a
  // field named `role` (Chauffeur, SPUser) would become an invalid ARIA role there (axe).
  const staffRows = (staff.data?.results ?? []).map(({ userId, name, assigned, completed }) => ({
    userId,
    name,
    assigned,
    completed,
  }));
  const bookedRows = (booked.data ?? []).filter((r) => r.count > 0);
  const customPending =
    selection.period === 'custom' && (!selection.from || !selection.to || selection.from > selection.to);
  const periodQuery = customPending ? { isPending: false, isError: false, error: null } : bookings;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2} size="h3">
          {t('title')}
        </Title>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <LabelledSegments
            id="chart-period-label"
            label={t('period')}
            value={selection.period}
            onChange={(v) => setSelection((s) => ({ ...s, period: v as ChartPeriod }))}
            data={CHART_PERIODS.map((p) => ({ value: p, label: t(`period_${p}`) }))}
            size="xs"
          />
          <Select
            label={t('countBy')}
            size="xs"
            w={150}
            value={selection.type}
            onChange={(v) => v && setSelection((s) => ({ ...s, type: v as ChartType }))}
            data={CHART_TYPES.map((c) => ({ value: c, label: t(`type_${c}`) }))}
            allowDeselect={false}
          />
        </Group>
      </Group>
      {selection.period === 'custom' && (
        <Group gap="sm" align="flex-end">
          <TextInput
            type="date"
            size="xs"
            label={t('from')}
            value={selection.from}
            onChange={(e) => setSelection((s) => ({ ...s, from: e.currentTarget.value }))}
          />
          <TextInput
            type="date"
            size="xs"
            label={t('to')}
            value={selection.to}
            min={selection.from || undefined}
            onChange={(e) => setSelection((s) => ({ ...s, to: e.currentTarget.value }))}
          />
          <Text size="xs" c="dimmed">
            {t('customHint')}
          </Text>
        </Group>
      )}
      {bookings.error && <ErrorDisplay error={bookings.error} />}

      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <ChartCard
          title={t('bookings')}
          summary={
            bookings.data
              ? t('bookingsSummary', {
                  count: totalBookings,
                  from: bucketLabel(bookings.data.chartFromDate, locale),
                  to: bucketLabel(bookings.data.chartToDate, locale),
                })
              : undefined
          }
          query={periodQuery}
          empty={customPending || totalBookings === 0}
        >
          <BarChart
            h={260}
            data={bookingRows}
            dataKey="label"
            type="stacked"
            yAxisProps={{ allowDecimals: false }}
            withLegend
            legendProps={{ verticalAlign: 'bottom', height: 50 }}
            series={BOOKING_STATUSES.map((s) => ({ name: s, label: t(`status_${s}`), color: STATUS_COLORS[s] }))}
            tickLine="y"
          />
        </ChartCard>
        <ChartCard
          title={t('revenue')}
          summary={revenue.data ? t('revenueSummary', { amount: money(revenue.data.totalRevenue, locale) }) : undefined}
          query={customPending ? periodQuery : revenue}
          empty={customPending || (revenue.data?.totalRevenue ?? 0) === 0}
        >
          <BarChart
            h={260}
            data={revenueRows}
            dataKey="label"
            withLegend
            legendProps={{ verticalAlign: 'bottom', height: 30 }}
            valueFormatter={(v) => money(v, locale)}
            yAxisProps={{ width: 80 }}
            series={[
              { name: 'revenue', label: t('revenueSeries'), color: 'blue.6' },
              { name: 'paid', label: t('paidSeries'), color: 'teal.6' },
            ]}
            tickLine="y"
          />
        </ChartCard>
        <ChartCard
          title={t('staff')}
          summary={staff.data ? t('staffSummary', { count: staff.data.unassigned }) : undefined}
          query={customPending ? periodQuery : staff}
          empty={customPending || staffRows.length === 0}
        >
          <NameBars
            rows={staffRows}
            rowHeight={52}
            legend
            series={[
              { name: 'assigned', label: t('assigned'), color: 'indigo.6' },
              { name: 'completed', label: t('completed'), color: 'teal.6' },
            ]}
          />
        </ChartCard>
        <ChartCard title={t('bookedVehicleTypes')} query={booked} empty={bookedRows.length === 0}>
          <Group justify="center" gap="lg" wrap="wrap">
            <DonutChart
              size={180}
              thickness={28}
              withLabelsLine
              withTooltip
              tooltipDataSource="segment"
              chartLabel={bookedRows.reduce((sum, r) => sum + r.count, 0)}
              data={bookedRows.map((r, i) => ({ name: r.name, value: r.count, color: PALETTE[i % PALETTE.length] }))}
              // Each slice is an image to assistive technology (Recharts gives it role="img"): it says what it shows.
              cellProps={(slice) => ({ 'aria-label': `${slice.name}: ${slice.value}` })}
            />
            <Stack gap={4}>
              {bookedRows.map((r, i) => (
                <Group key={r.name} gap={6} wrap="nowrap">
                  <span
                    aria-hidden
                    style={{
                      width: 10,
                      height: 10,
                      borderRadius: 2,
                      background: `var(--mantine-color-${PALETTE[i % PALETTE.length].replace('.', '-')})`,
                    }}
                  />
                  <Text size="sm">
                    {r.name}: {r.count}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Group>
        </ChartCard>
        <ChartCard title={t('vehicleTypes')} query={vehicleTypes} empty={(vehicleTypes.data ?? []).length === 0}>
          <CountsBar rows={vehicleTypes.data ?? []} series={t('fleets')} />
        </ChartCard>
        <ChartCard title={t('serviceTypes')} query={serviceTypes} empty={(serviceTypes.data ?? []).length === 0}>
          <CountsBar rows={serviceTypes.data ?? []} series={t('fleets')} />
        </ChartCard>
      </SimpleGrid>
    </Stack>
  );
};
