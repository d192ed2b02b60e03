import { useRefreshingMutation } from '../../../components/query-kit/refreshing-mutation.ts';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import type { Invoice } from '../invoice.ts';
import { invoiceKeys } from './query-keys.ts';

/** POST api/invoice/markPaid/{id}: the platform records a payment of an issued invoice. */
export const markInvoicePaid = async (id: number) =>
  firstResult(await http.post<Results<Invoice>>(`/api/invoice/markPaid/${id}`, {}, { keepMessageFor: [422] }));

export const useMarkInvoicePaid = () => useRefreshingMutation(markInvoicePaid, () => [invoiceKeys.all]);
