import { describe, expect, it } from 'vitest';
import {
  dueDateOf,
  formatCents,
  invoiceAmounts,
  invoiceNumber,
  monthOf,
  overageBookings,
  previousMonthOf,
  taxOf,
} from './invoice-rules.ts';

describe('invoice amounts in cents', () => {
  // Three months of three plans: what each bill comes to.
  for (const { title, month, due } of [
    {
      title:
        'When a Basic provider ($49.99, 100 bookings) made 137 bookings, then 37 × 25¢ is added and 8.25 % tax on $59.24',
      month: { planName: 'Basic', planFeeCents: 4999, bookings: 137, allowance: 100 },
      // 5924 × 0.0825 = 488.73 → 489
      due: {
        overageBookings: 37,
        overageCents: 925,
        subtotalCents: 5924,
        taxCents: 489,
        totalCents: 6413,
        lines: [
          { code: 'plan', description: 'Basic plan, monthly fee', quantity: 1, unitCents: 4999, amountCents: 4999 },
          {
            code: 'overage',
            description: "Bookings above the plan's 100 a month",
            quantity: 37,
            unitCents: 25,
            amountCents: 925,
          },
        ],
      },
    },
    {
      title: 'When the bookings stay within the allowance, then only the plan fee and its tax are due',
      month: { planName: 'Standard', planFeeCents: 9900, bookings: 250, allowance: 250 },
      // 9900 × 0.0825 = 816.75 → 817
      due: { overageBookings: 0, lines: [{ code: 'plan' }], taxCents: 817, totalCents: 10717 },
    },
    {
      title: 'When a trial provider (free) books 3 over, then 75¢ plus 6¢ tax is due',
      month: { planName: 'Trial', planFeeCents: 0, bookings: 13, allowance: 10 },
      // 75 × 0.0825 = 6.1875 → 6
      due: { subtotalCents: 75, taxCents: 6, totalCents: 81 },
    },
  ])
    it(title, () => {
      expect(invoiceAmounts(month)).toMatchObject(due);
    });

  it('When tax lands on exactly half a cent, then it rounds up', () => {
    // 200 × 0.0825 = 16.5 → 17
    expect(taxOf(200, 825)).toBe(17);
    expect(taxOf(0, 825)).toBe(0);
    expect(taxOf(1000, 0)).toBe(0);
    expect(() => taxOf(10.5, 825)).toThrow();
  });

  it('When the allowance is larger than the bookings, then no overage is counted', () => {
    expect(overageBookings(5, 100)).toBe(0);
    expect(overageBookings(101, 100)).toBe(1);
  });

  it('When the fee is not whole cents, then the rule refuses it', () => {
    expect(() => invoiceAmounts({ planName: 'X', planFeeCents: 49.5, bookings: 0, allowance: 0 })).toThrow();
  });
});

describe('invoice months, numbers and dates', () => {
  it('When a moment is given, then its UTC calendar month and the one before are answered', () => {
    const m = monthOf(new Date('2026-12-31T23:59:59Z'));
    expect(m.start.toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(m.end.toISOString()).toBe('2027-01-01T00:00:00.000Z');
    const p = previousMonthOf(new Date('2027-01-01T00:00:00Z'));
    expect(p.start.toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });

  it('When an invoice is numbered, then it names the month and the site', () => {
    expect(invoiceNumber(5, new Date('2026-11-01T00:00:00Z'))).toBe('RD-202611-00005');
  });

  it('When an invoice is issued, then it is due 15 days later', () => {
    expect(dueDateOf(new Date('2026-12-01T00:00:00Z')).toISOString()).toBe('2026-12-16T00:00:00.000Z');
    expect(formatCents(6413)).toBe('$64.13');
  });
});
