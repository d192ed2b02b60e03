import { PRICE_BASES, type PriceBasis } from '@ridedesk/domain/booking/pricing';
import { useQuery } from '@tanstack/react-query';
import { http, type Results } from '../../../lib/http.ts';
import { requestedSiteId } from '../../../lib/site-scope.ts';
import type { CatalogChoice, ChoiceKind } from '../pricing.ts';
import { pricingKeys } from './query-keys.ts';

type Master = { id: number; name: string; isEnabled: boolean; isPublished: boolean; basis?: unknown };
type Mapping = { isEnabled: boolean } & Partial<Record<ChoiceKind, Master>>;

const isBasis = (value: unknown): value is PriceBasis => PRICE_BASES.includes(value as PriceBasis);

/**
 * GET api/{kind}/mappingBySiteId: the catalogue records the site has mapped, sorted by name.
 * A record is offered for a new choice when its mapping is enabled and its master enabled and
 * published (the API refuses the others, except a value a definition already has).
 */
export const listCatalogChoices = async (kind: ChoiceKind, siteId = requestedSiteId()): Promise<CatalogChoice[]> => {
  const answer = await http.get<Results<Mapping>>(`/api/${kind}/mappingBySiteId`, { query: { siteId } });
  return answer.results
    .flatMap((mapping) => {
      const master = mapping[kind];
      if (!master) return [];
      return [
        {
          id: master.id,
          name: master.name,
          offered: mapping.isEnabled && master.isEnabled && master.isPublished,
          basis: isBasis(master.basis) ? master.basis : null,
        },
      ];
    })
    .sort((a, b) => a.name.localeCompare(b.name));
};

export const useCatalogChoices = (kind: ChoiceKind, enabled = true) => {
  const siteId = requestedSiteId();
  return useQuery({
    queryKey: pricingKeys.choices(siteId, kind),
    queryFn: () => listCatalogChoices(kind, siteId),
    enabled,
  });
};
