/** An invoice as api/invoice answers it (amounts in dollars, rounded to cents). */
export type Invoice = {
  id: number;
  siteId: number;
  invoiceNumber: string;
  periodStart: string;
  periodEnd: string;
  countedUntil: string;
  issuedOn: string;
  dueOn: string;
  planId: number;
  planName: string;
  noOfBookings: number;
  allowance: number;
  overageBookings: number;
  planFee: number;
  overageAmount: number;
  subtotal: number;
  taxPercentage: number;
  tax: number;
  total: number;
  lines: { code: 'plan' | 'overage'; description: string; quantity: number; unitPrice: number; amount: number }[];
  serviceProviderName: string;
  status: 'Draft' | 'Due' | 'Paid';
  paidOn: string | null;
};
