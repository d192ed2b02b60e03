import type { PriceBasis } from '@ridedesk/domain/booking/pricing';
import { ALL_RATE_FIELDS, RATE_FIELDS_BY_BASIS, type RateField } from '../price-example.ts';
import type { CatalogChoice, ChoiceKind, PriceDefinition } from '../pricing.ts';

/** The price definition form's values: what its inputs hold, how a stored price fills them, and what is sent. */

type Amount = number | string;

/** What the inputs hold: selects give id strings, number inputs numbers or '' when empty. */
export type PriceFormValues = {
  name: string;
  vehicleTypeId: string | null;
  serviceTypeId: string | null;
  serviceUserTypeId: string | null;
  priceTypeId: string | null;
  baseFare: Amount;
  perMileRate: Amount;
  perHourRate: Amount;
  minimumHours: Amount;
  minimumFare: Amount;
  taxPercentage: Amount;
  fleetIds: string[];
};

export type PriceChoices = Record<ChoiceKind, CatalogChoice[]>;

export const FORM_FIELDS = [
  'name',
  'vehicleTypeId',
  'serviceTypeId',
  'serviceUserTypeId',
  'priceTypeId',
  'baseFare',
  'perMileRate',
  'perHourRate',
  'minimumHours',
  'minimumFare',
  'taxPercentage',
  'fleetIds',
] as const;

const idText = (id: number | null | undefined) => (id ? String(id) : null);
/** A stored rate the basis does not use is 0; the form shows it empty. */
const shown = (value: number | undefined, used: boolean) => (used && value !== undefined ? value : '');

export const initialValues = (definition?: PriceDefinition): PriceFormValues => {
  const used = (field: RateField) => !definition?.basis || RATE_FIELDS_BY_BASIS[definition.basis].includes(field);
  return {
    name: definition?.name ?? '',
    vehicleTypeId: idText(definition?.vehicleTypeId),
    serviceTypeId: idText(definition?.serviceTypeId),
    serviceUserTypeId: idText(definition?.serviceUserTypeId),
    priceTypeId: idText(definition?.priceTypeId),
    baseFare: shown(definition?.baseFare, used('baseFare')),
    perMileRate: shown(definition?.perMileRate, used('perMileRate')),
    perHourRate: shown(definition?.perHourRate, used('perHourRate')),
    minimumHours: shown(definition?.minimumHours, used('minimumHours')),
    minimumFare: definition?.minimumFare ?? '',
    taxPercentage: definition?.taxPercentage ?? '',
    fleetIds: (definition?.fleetIds ?? []).map(String),
  };
};

/** The rates a basis does not use are sent empty (stored as 0), whatever was typed before the basis changed. */
export const withoutUnusedRates = (values: PriceFormValues, basis: PriceBasis | null): PriceFormValues => {
  if (!basis) return values;
  const unused = ALL_RATE_FIELDS.filter((field) => !RATE_FIELDS_BY_BASIS[basis].includes(field));
  return { ...values, ...Object.fromEntries(unused.map((field) => [field, ''])) };
};
