import { http, type Results } from '../../../lib/http.ts';

type SiteAddressAnswer = { host: string; isAvailable: boolean; message: string };

/** isSiteAddressAvailable: whether no site has this address yet (answered before the account exists). */
export const isSiteAddressTaken = async (siteHost: string) =>
  (
    await http.get<Results<SiteAddressAnswer>>('/api/site/isSiteAddressAvailable', {
      query: { siteHost },
      signOutOnAuthFailure: false,
    })
  ).results[0]?.isAvailable === false;
