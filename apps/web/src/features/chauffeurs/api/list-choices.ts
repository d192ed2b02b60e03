import { useQuery } from '@tanstack/react-query';
import { http, type Results } from '../../../lib/http.ts';
import { requestedSiteId } from '../../../lib/site-scope.ts';
import { chauffeurKeys } from './query-keys.ts';

export type Choice = { id: number; name: string };
type Mapping = { isEnabled?: boolean } & Record<string, unknown>;

const choicesOf = (mappings: Mapping[], kind: 'documentType' | 'vehicleType'): Choice[] =>
  mappings
    .flatMap((m) => {
      const master = m[kind] as { id: number; name: string } | undefined;
      return master && m.isEnabled !== false ? [{ id: master.id, name: master.name }] : [];
    })
    .sort((a, b) => a.name.localeCompare(b.name));

/** A site's enabled masters of a kind (GET api/{kind}/mappingBySiteId), by name. */
const listChoices = async (kind: 'documentType' | 'vehicleType', siteId: number | undefined) =>
  choicesOf((await http.get<Results<Mapping>>(`/api/${kind}/mappingBySiteId`, { query: { siteId } })).results, kind);

/** The site's licence types (spec 01: 11. License Type). */
export const listLicenceTypes = (siteId: number | undefined) => listChoices('documentType', siteId);

/** The site's vehicle types. */
export const listVehicleTypes = (siteId: number | undefined) => listChoices('vehicleType', siteId);

const useChoices = (kind: 'licenceTypes' | 'vehicleTypes', list: (siteId: number | undefined) => Promise<Choice[]>) => {
  const siteId = requestedSiteId();
  return useQuery({
    queryKey: chauffeurKeys.choices(kind, siteId),
    queryFn: () => list(siteId),
    staleTime: 5 * 60_000,
  });
};

export const useLicenceTypes = () => useChoices('licenceTypes', listLicenceTypes);

export const useVehicleTypes = () => useChoices('vehicleTypes', listVehicleTypes);
