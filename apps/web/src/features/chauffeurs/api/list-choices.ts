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

/** GET api/documentType/mappingBySiteId: the site's licence types (spec 01: 11. License Type). */
export const listLicenceTypes = async (siteId: number | undefined) =>
  choicesOf(
    (await http.get<Results<Mapping>>('/api/documentType/mappingBySiteId', { query: { siteId } })).results,
    'documentType',
  );

/** GET api/vehicleType/mappingBySiteId: the site's vehicle types. */
export const listVehicleTypes = async (siteId: number | undefined) =>
  choicesOf(
    (await http.get<Results<Mapping>>('/api/vehicleType/mappingBySiteId', { query: { siteId } })).results,
    'vehicleType',
  );

export const useLicenceTypes = () => {
  const siteId = requestedSiteId();
  return useQuery({
    queryKey: chauffeurKeys.choices('licenceTypes', siteId),
    queryFn: () => listLicenceTypes(siteId),
    staleTime: 5 * 60_000,
  });
};

export const useVehicleTypes = () => {
  const siteId = requestedSiteId();
  return useQuery({
    queryKey: chauffeurKeys.choices('vehicleTypes', siteId),
    queryFn: () => listVehicleTypes(siteId),
    staleTime: 5 * 60_000,
  });
};
