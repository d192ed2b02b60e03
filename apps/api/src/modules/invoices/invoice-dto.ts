import type { InvoiceStatus } from '@ridedesk/domain/invoices/invoice-rules';
import type * as repo from './invoices.repository.ts';

const money = (value: string) => Math.round(Number(value) * 100) / 100;

/** An invoice as the API answers it and the PDF prints it: money rounded to cents, times as ISO strings. */
export const toInvoiceDto = (row: repo.InvoiceRow) => ({
  id: row.id,
  siteId: row.siteId,
  invoiceNumber: row.invoiceNumber,
  periodStart: row.periodStart.toISOString(),
  periodEnd: new Date(row.periodEnd.getTime() - 1).toISOString(),
  countedUntil: row.countedUntil.toISOString(),
  issuedOn: row.issuedOn.toISOString(),
  dueOn: row.dueOn.toISOString(),
  planId: row.planId,
  planName: row.planName,
  noOfBookings: row.bookings,
  allowance: row.allowance,
  overageBookings: row.overageBookings,
  planFee: money(row.planFee),
  overageAmount: money(row.overageAmount),
  subtotal: money(row.subtotal),
  taxPercentage: row.taxBasisPoints / 100,
  tax: money(row.tax),
  total: money(row.total),
  lines: row.lines,
  serviceProviderName: row.buyer.name,
  buyer: row.buyer,
  status: row.status as InvoiceStatus,
  paidOn: row.paidOn?.toISOString() ?? null,
});
export type InvoiceDto = ReturnType<typeof toInvoiceDto>;
