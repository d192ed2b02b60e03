import { z } from 'zod';

/**
 * Chart periods (DESIGN.md section 9): week, month, year, or custom with from and to dates.
 * The spec does not name chartType's values; here it says which day places a booking in the
 * period: its pickup day (rides) or the day it was booked (decision 0012).
 */
export const CHART_PERIODS = ['week', 'month', 'year', 'custom'] as const;
export type ChartPeriod = (typeof CHART_PERIODS)[number];

export const CHART_TYPES = ['pickup', 'created'] as const;
export type ChartType = (typeof CHART_TYPES)[number];

/** A custom period spans at most this many days; up to 62 days it is drawn day by day, longer by month. */
export const CUSTOM_PERIOD_MAX_DAYS = 366;
export const DAILY_BUCKETS_MAX_DAYS = 62;

export const CHART_MESSAGES = {
  period: 'Please choose the chart period',
  type: 'Please choose what the chart counts',
  fromDate: 'Please choose the from date',
  toDate: 'Please choose the to date',
  order: 'The to date must be on or after the from date',
  span: `Please choose at most ${CUSTOM_PERIOD_MAX_DAYS} days`,
} as const;

const isoDay = z.iso.date();

/** The query of getbookingchartdetails and getspuserchartdetails (names as spec 03 writes them). */
export const chartQuerySchema = z
  .object({
    chartperiod: z.enum(CHART_PERIODS, { message: CHART_MESSAGES.period }),
    chartType: z.enum(CHART_TYPES, { message: CHART_MESSAGES.type }).default('pickup'),
    chartFromDate: isoDay.optional(),
    chartToDate: isoDay.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.chartperiod !== 'custom') return;
    if (!q.chartFromDate) ctx.addIssue({ code: 'custom', path: ['chartFromDate'], message: CHART_MESSAGES.fromDate });
    if (!q.chartToDate) ctx.addIssue({ code: 'custom', path: ['chartToDate'], message: CHART_MESSAGES.toDate });
    if (!q.chartFromDate || !q.chartToDate) return;
    const days = daysBetween(q.chartFromDate, q.chartToDate);
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['chartToDate'], message: CHART_MESSAGES.order });
    else if (days + 1 > CUSTOM_PERIOD_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['chartToDate'], message: CHART_MESSAGES.span });
  });
export type ChartQuery = z.input<typeof chartQuerySchema>;

const DAY_MS = 86_400_000;
const toDay = (d: Date) => d.toISOString().slice(0, 10);
const parseDay = (day: string) => new Date(`${day}T00:00:00Z`);
export const daysBetween = (from: string, to: string) =>
  Math.round((parseDay(to).getTime() - parseDay(from).getTime()) / DAY_MS);

export type ChartBucket = { key: string; from: string; to: string };
export type ChartRange = { from: string; to: string; unit: 'day' | 'month'; buckets: ChartBucket[] };

const dayBuckets = (from: string, to: string): ChartBucket[] => {
  const out: ChartBucket[] = [];
  for (let d = parseDay(from); toDay(d) <= to; d = new Date(d.getTime() + DAY_MS)) {
    const key = toDay(d);
    out.push({ key, from: key, to: key });
  }
  return out;
};

const monthBuckets = (from: string, to: string): ChartBucket[] => {
  const out: ChartBucket[] = [];
  const start = parseDay(from);
  for (let y = start.getUTCFullYear(), m = start.getUTCMonth(); ; m++) {
    const first = new Date(Date.UTC(y, m, 1));
    const key = first.toISOString().slice(0, 7);
    if (`${key}-01` > to) break;
    const last = toDay(new Date(Date.UTC(y, m + 1, 0)));
    out.push({ key, from: `${key}-01` < from ? from : `${key}-01`, to: last > to ? to : last });
  }
  return out;
};

/**
 * The days a period covers, as of `today` (UTC): week is Monday to Sunday of this week, month
 * this calendar month, year this calendar year (by month), custom the given days.
 */
export const chartRange = (
  period: ChartPeriod,
  today: Date,
  custom: { from?: string; to?: string } = {},
): ChartRange => {
  const day = toDay(today);
  const d = parseDay(day);
  if (period === 'week') {
    const monday = new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * DAY_MS);
    const from = toDay(monday);
    const to = toDay(new Date(monday.getTime() + 6 * DAY_MS));
    return { from, to, unit: 'day', buckets: dayBuckets(from, to) };
  }
  if (period === 'month') {
    const from = `${day.slice(0, 7)}-01`;
    const to = toDay(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)));
    return { from, to, unit: 'day', buckets: dayBuckets(from, to) };
  }
  if (period === 'year') {
    const from = `${day.slice(0, 4)}-01-01`;
    const to = `${day.slice(0, 4)}-12-31`;
    return { from, to, unit: 'month', buckets: monthBuckets(from, to) };
  }
  const from = custom.from ?? day;
  const to = custom.to ?? day;
  const daily = daysBetween(from, to) + 1 <= DAILY_BUCKETS_MAX_DAYS;
  return { from, to, unit: daily ? 'day' : 'month', buckets: daily ? dayBuckets(from, to) : monthBuckets(from, to) };
};

/** The bucket key of a day in a range's unit. */
export const bucketKeyOf = (day: string, unit: ChartRange['unit']) => (unit === 'day' ? day : day.slice(0, 7));

/**
 * One row per bucket with every series, zeros where nothing happened: `counts` holds
 * (bucket key, series, value) rows as the database groups them.
 */
export const fillBuckets = <S extends string>(
  range: ChartRange,
  series: readonly S[],
  counts: { key: string; series: S; value: number }[],
) =>
  range.buckets.map((bucket) => {
    const row = { key: bucket.key, from: bucket.from, to: bucket.to } as ChartBucket & Record<S, number>;
    for (const s of series) (row as Record<string, number | string>)[s] = 0;
    for (const c of counts)
      if (c.key === bucket.key && series.includes(c.series))
        (row as Record<string, number | string>)[c.series] = ((row as Record<string, number>)[c.series] ?? 0) + c.value;
    return row;
  });
