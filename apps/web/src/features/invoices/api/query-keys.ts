/** Cache keys of the invoices feature. */
export const invoiceKeys = {
  all: ['invoices'] as const,
  list: (filters: { siteId: number | null; status: string; page: number }) => ['invoices', 'list', filters] as const,
};
