/**
 * Provider invoices (DESIGN.md section 9): each calendar month a provider owes its plan's fee
 * plus $0.25 for each booking above the plan's monthly allowance, plus sales tax. All money is
 * integer cents; tax rounds half up to a whole cent.
 */

export type Cents = number;

/** $0.25 per booking above the plan's allowance (spec 01 section 9). */
export const OVERAGE_CENTS_PER_BOOKING = 25;
/** Sales tax on the platform's services, in basis points (8.25 %). */
export const INVOICE_TAX_BASIS_POINTS = 825;
/** Invoices are due this many days after they are issued. */
export const INVOICE_DUE_DAYS = 15;

export const INVOICE_STATUS = {
  /** The month so far, generated on demand; replaced until the month ends. */
  draft: 'Draft',
  /** Issued at the month's end, not paid yet. */
  due: 'Due',
  paid: 'Paid',
} as const;
export type InvoiceStatus = (typeof INVOICE_STATUS)[keyof typeof INVOICE_STATUS];

/**
 * How an invoice's state reads at `now`: an issued invoice not paid by the end of its due date
 * (UTC) is 'Overdue'; every other reads its stored status.
 */
export const invoiceStatusLabel = (invoice: { status: InvoiceStatus; dueOn: string | Date }, now: Date) => {
  if (invoice.status !== INVOICE_STATUS.due) return invoice.status;
  const due = new Date(invoice.dueOn);
  const endOfDueDay = Date.UTC(due.getUTCFullYear(), due.getUTCMonth(), due.getUTCDate() + 1);
  return now.getTime() >= endOfDueDay ? 'Overdue' : INVOICE_STATUS.due;
};

/** The platform, as the seller on every invoice. */
export const INVOICE_SELLER = {
  name: 'RideDesk, Inc.',
  address: ['100 N Riverside Plaza, Suite 2400', 'Chicago, IL 60606', 'United States'],
  email: 'billing@ridedesk.localhost',
  ein: '36-4829175',
} as const;

export type InvoiceLine = {
  code: 'plan' | 'overage';
  description: string;
  quantity: number;
  unitCents: Cents;
  amountCents: Cents;
};

export type InvoiceAmounts = {
  bookings: number;
  allowance: number;
  overageBookings: number;
  planFeeCents: Cents;
  overageCents: Cents;
  subtotalCents: Cents;
  taxBasisPoints: number;
  taxCents: Cents;
  totalCents: Cents;
  lines: InvoiceLine[];
};

/** Bookings above the allowance; none when within it. */
export const overageBookings = (bookings: number, allowance: number) => Math.max(0, bookings - Math.max(0, allowance));

/** amount × basis points / 10,000, rounded half up to a whole cent (integer arithmetic). */
export const taxOf = (amountCents: Cents, basisPoints: number): Cents => {
  if (!Number.isInteger(amountCents) || !Number.isInteger(basisPoints)) throw new Error('cents and basis points');
  return Math.floor((amountCents * basisPoints + 5_000) / 10_000);
};

/** A month's invoice amounts: the plan fee line, the overage line (when any), tax and total. */
export const invoiceAmounts = (input: {
  planName: string;
  planFeeCents: Cents;
  bookings: number;
  allowance: number;
  taxBasisPoints?: number;
}): InvoiceAmounts => {
  if (!Number.isInteger(input.planFeeCents) || input.planFeeCents < 0) throw new Error('plan fee in whole cents');
  const taxBasisPoints = input.taxBasisPoints ?? INVOICE_TAX_BASIS_POINTS;
  const extra = overageBookings(input.bookings, input.allowance);
  const overageCents = extra * OVERAGE_CENTS_PER_BOOKING;
  const lines: InvoiceLine[] = [
    {
      code: 'plan',
      description: `${input.planName} plan, monthly fee`,
      quantity: 1,
      unitCents: input.planFeeCents,
      amountCents: input.planFeeCents,
    },
  ];
  if (extra > 0)
    lines.push({
      code: 'overage',
      description: `Bookings above the plan's ${input.allowance} a month`,
      quantity: extra,
      unitCents: OVERAGE_CENTS_PER_BOOKING,
      amountCents: overageCents,
    });
  const subtotalCents = input.planFeeCents + overageCents;
  const taxCents = taxOf(subtotalCents, taxBasisPoints);
  return {
    bookings: input.bookings,
    allowance: input.allowance,
    overageBookings: extra,
    planFeeCents: input.planFeeCents,
    overageCents,
    subtotalCents,
    taxBasisPoints,
    taxCents,
    totalCents: subtotalCents + taxCents,
    lines,
  };
};

/** The calendar month (UTC) holding `at`: its first instant and the first instant of the next. */
export const monthOf = (at: Date) => {
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
  const end = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
  return { start, end };
};

/** The month before the one holding `at`. */
export const previousMonthOf = (at: Date) => monthOf(new Date(monthOf(at).start.getTime() - 1));

/** An invoice number: RD-<yyyymm>-<site id, 5 digits>, one per provider and month. */
export const invoiceNumber = (siteId: number, monthStart: Date) =>
  `RD-${monthStart.getUTCFullYear()}${String(monthStart.getUTCMonth() + 1).padStart(2, '0')}-${String(siteId).padStart(5, '0')}`;

/** The due date: INVOICE_DUE_DAYS after the issue date. */
export const dueDateOf = (issuedOn: Date) => new Date(issuedOn.getTime() + INVOICE_DUE_DAYS * 86_400_000);

export const formatCents = (cents: Cents) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
