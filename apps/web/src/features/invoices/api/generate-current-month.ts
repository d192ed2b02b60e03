import { useRefreshingMutation } from '../../../components/query-kit/refreshing-mutation.ts';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import type { Invoice } from '../invoice.ts';
import { invoiceKeys } from './query-keys.ts';

/** POST api/invoice/generateCurrentMonth: the month so far as a draft (422 when the site has no plan). */
export const generateCurrentMonth = async (input: { siteId: number | null }) =>
  firstResult(
    await http.post<Results<Invoice>>(
      '/api/invoice/generateCurrentMonth',
      input.siteId ? { siteId: input.siteId } : {},
      { keepMessageFor: [422] },
    ),
  );

export const useGenerateCurrentMonth = () => useRefreshingMutation(generateCurrentMonth, () => [invoiceKeys.all]);
