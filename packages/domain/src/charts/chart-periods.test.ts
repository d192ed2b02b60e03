import { describe, expect, it } from 'vitest';
import { chartQuerySchema, chartRange, fillBuckets } from './chart-periods.ts';

const today = new Date('2026-11-22T15:00:00Z'); // a Sunday

describe('chart periods', () => {
  it('When the period is week, then it is Monday to Sunday of this week, day by day', () => {
    const range = chartRange('week', today);
    expect(range).toMatchObject({ from: '2026-11-16', to: '2026-11-22', unit: 'day' });
    expect(range.buckets.map((b) => b.key)).toHaveLength(7);
  });

  it('When the period is month or year, then the calendar month by day and the calendar year by month', () => {
    const month = chartRange('month', today);
    expect(month).toMatchObject({ from: '2026-11-01', to: '2026-11-30' });
    expect(month.buckets).toHaveLength(30);
    const year = chartRange('year', today);
    expect(year.unit).toBe('month');
    expect(year.buckets.map((b) => b.key)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
    ]);
    expect(year.buckets[1]).toMatchObject({ from: '2026-02-01', to: '2026-02-28' });
  });

  it('When a custom period is long, then it is drawn by month with partial first and last months', () => {
    const range = chartRange('custom', today, { from: '2026-01-15', to: '2026-04-10' });
    expect(range.unit).toBe('month');
    expect(range.buckets[0]).toEqual({ key: '2026-01', from: '2026-01-15', to: '2026-01-31' });
    expect(range.buckets.at(-1)).toEqual({ key: '2026-04', from: '2026-04-01', to: '2026-04-10' });
    expect(chartRange('custom', today, { from: '2026-01-01', to: '2026-01-31' }).buckets).toHaveLength(31);
  });

  it('When a custom period lacks dates, runs backwards or is longer than a year, then the messages answer', () => {
    const messages = (q: object) => chartQuerySchema.safeParse(q).error?.issues.map((i) => i.message) ?? [];
    expect(messages({ chartperiod: 'custom' })).toEqual(['Please choose the from date', 'Please choose the to date']);
    expect(messages({ chartperiod: 'custom', chartFromDate: '2026-02-01', chartToDate: '2026-01-01' })).toEqual([
      'The to date must be on or after the from date',
    ]);
    expect(messages({ chartperiod: 'custom', chartFromDate: '2025-01-01', chartToDate: '2026-01-02' })).toEqual([
      'Please choose at most 366 days',
    ]);
    expect(messages({ chartperiod: 'decade' })).toEqual(['Please choose the chart period']);
    expect(chartQuerySchema.parse({ chartperiod: 'week' }).chartType).toBe('pickup');
  });

  it('When counts are filled into buckets, then every bucket has every series, zero where nothing happened', () => {
    const range = chartRange('custom', today, { from: '2026-11-01', to: '2026-11-03' });
    const rows = fillBuckets(range, ['completed', 'cancelled'] as const, [
      { key: '2026-11-02', series: 'completed', value: 3 },
      { key: '2026-11-02', series: 'cancelled', value: 1 },
    ]);
    expect(rows.map((r) => [r.key, r.completed, r.cancelled])).toEqual([
      ['2026-11-01', 0, 0],
      ['2026-11-02', 3, 1],
      ['2026-11-03', 0, 0],
    ]);
  });
});
