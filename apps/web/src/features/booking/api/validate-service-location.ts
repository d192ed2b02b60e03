import { firstResult, http, type Results } from '../../../lib/http.ts';

export type ServiceLocationCheck = {
  isServiceable: boolean;
  state: string;
  stateName: string;
  city: string;
  siteIds: number[];
};

/** GET api/ServiceLocation/validateServiceLocation: whether any provider (or the chosen one) serves the pickup. */
export const validateServiceLocation = async (pickuplocation: string, siteId: number) =>
  firstResult(
    await http.get<Results<ServiceLocationCheck>>('/api/ServiceLocation/validateServiceLocation', {
      query: { pickuplocation, siteId: siteId || undefined },
    }),
  );
