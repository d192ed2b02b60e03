import { z } from 'zod';
import { toCents } from '../booking/money.ts';
import type { PriceBasis, PriceDefinitionRates } from '../booking/pricing.ts';
import { optionalId, recordId, requiredText } from '../master-data/fields.ts';

/**
 * Price definition form (DESIGN.md section 9): a site's price for a vehicle type and a service
 * type, with a price type whose basis (per mile, per hour, flat) decides which rate is needed.
 */
export const PRICE_DEFINITION_MESSAGES = {
  name: 'Please enter the price definition name',
  vehicleType: 'Please choose the vehicle type',
  serviceType: 'Please choose the service type',
  priceType: 'Please choose the price type',
  serviceUserType: 'Please choose a valid service user type',
  number: 'Please enter a number',
  nonNegative: 'Please enter a number of 0 or more',
  tooLarge: 'Please enter an amount of at most 100000',
  tax: 'Please enter a tax percentage between 0 and 100',
  minimumHours: 'Please enter minimum hours between 0 and 24',
  perMileRate: 'Please enter the per mile rate',
  perHourRate: 'Please enter the per hour rate',
  baseFare: 'Please enter the base fare',
  fleets: 'Please choose valid fleets',
} as const;

export const PRICE_DEFINITION_NAME_MAX = 100;
export const MONEY_MAX = 100_000;
export const MINIMUM_HOURS_MAX = 24;
export const FLEETS_PER_DEFINITION_MAX = 500;

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A decimal the form sends as a number or a string; blank is null; two decimals kept (or as many as asked). */
const optionalDecimal = (opts: { max: number; maxMessage: string; minMessage?: string; decimals?: number }) =>
  z.preprocess(
    (value) => (blank(value) ? null : typeof value === 'string' ? Number(value.trim()) : value),
    z
      .number({ error: PRICE_DEFINITION_MESSAGES.number })
      .finite(PRICE_DEFINITION_MESSAGES.number)
      .min(0, opts.minMessage ?? PRICE_DEFINITION_MESSAGES.nonNegative)
      .max(opts.max, opts.maxMessage)
      .transform((n) => {
        const scale = 10 ** (opts.decimals ?? 2);
        return Math.round(n * scale) / scale;
      })
      .nullable(),
  );

const money = () => optionalDecimal({ max: MONEY_MAX, maxMessage: PRICE_DEFINITION_MESSAGES.tooLarge });

/** A required id chosen in a select: 0, '' and null are "not chosen". */
const requiredId = (message: string) =>
  z.preprocess(
    (v) => (blank(v) || v === 0 || v === '0' ? undefined : typeof v === 'string' ? Number(v) : v),
    z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message),
  );

/** Fleet ids arrive as a list of ids or of fleets ({ id }); duplicates are dropped. */
const fleetIdsField = z
  .preprocess(
    (value) =>
      value === undefined || value === null
        ? []
        : Array.isArray(value)
          ? value.map((item) =>
              item && typeof item === 'object' && 'id' in item ? (item as { id: unknown }).id : item,
            )
          : value,
    z.array(recordId, { error: PRICE_DEFINITION_MESSAGES.fleets }).max(FLEETS_PER_DEFINITION_MAX),
  )
  .transform((ids) => [...new Set(ids)]);

export const priceDefinitionFormSchema = z.object({
  name: requiredText(PRICE_DEFINITION_MESSAGES.name, PRICE_DEFINITION_NAME_MAX),
  vehicleTypeId: requiredId(PRICE_DEFINITION_MESSAGES.vehicleType),
  serviceTypeId: requiredId(PRICE_DEFINITION_MESSAGES.serviceType),
  serviceUserTypeId: optionalId.optional().transform((v) => v ?? null),
  priceTypeId: requiredId(PRICE_DEFINITION_MESSAGES.priceType),
  baseFare: money(),
  perMileRate: money(),
  perHourRate: money(),
  minimumHours: optionalDecimal({
    max: MINIMUM_HOURS_MAX,
    maxMessage: PRICE_DEFINITION_MESSAGES.minimumHours,
    minMessage: PRICE_DEFINITION_MESSAGES.minimumHours,
  }),
  minimumFare: money(),
  /** Three decimals: local sales tax rates such as 8.625 % are written that way. */
  taxPercentage: optionalDecimal({
    decimals: 3,
    max: 100,
    maxMessage: PRICE_DEFINITION_MESSAGES.tax,
    minMessage: PRICE_DEFINITION_MESSAGES.tax,
  }),
  fleetIds: fleetIdsField.optional().transform((v) => v ?? []),
});
export type PriceDefinitionForm = z.output<typeof priceDefinitionFormSchema>;
export type PriceDefinitionFormInput = z.input<typeof priceDefinitionFormSchema>;

type RateFields = Pick<PriceDefinitionForm, 'baseFare' | 'perMileRate' | 'perHourRate'>;

/** The rate each basis cannot do without: per mile needs the mile rate, per hour the hour rate, flat the base fare. */
export const RATE_REQUIRED_BY_BASIS: Record<PriceBasis, { field: keyof RateFields; message: string }> = {
  'per mile': { field: 'perMileRate', message: PRICE_DEFINITION_MESSAGES.perMileRate },
  'per hour': { field: 'perHourRate', message: PRICE_DEFINITION_MESSAGES.perHourRate },
  flat: { field: 'baseFare', message: PRICE_DEFINITION_MESSAGES.baseFare },
};

/** Field messages for a form whose price type has this basis: the needed rate must be above 0. */
export const basisRateIssues = (basis: PriceBasis, form: RateFields): Record<string, string> => {
  const { field, message } = RATE_REQUIRED_BY_BASIS[basis];
  const value = form[field];
  return value === null || value === undefined || value <= 0 ? { [field]: message } : {};
};

/** The form with the basis rule, for the web once the price type (and so its basis) is chosen. */
export const priceDefinitionFormSchemaFor = (basis: PriceBasis) =>
  priceDefinitionFormSchema.superRefine((form, ctx) => {
    for (const [field, message] of Object.entries(basisRateIssues(basis, form)))
      ctx.addIssue({ code: 'custom', path: [field], message });
  });

/** Stored amounts (dollars, numeric strings or numbers) as the cents the money rules take. */
export const priceDefinitionRates = (values: {
  basis: PriceBasis;
  baseFare: number | string;
  perMileRate: number | string;
  perHourRate: number | string;
  minimumHours: number | string;
  minimumFare: number | string;
}): PriceDefinitionRates => ({
  basis: values.basis,
  baseFareCents: toCents(Number(values.baseFare)),
  perMileCents: toCents(Number(values.perMileRate)),
  perHourCents: toCents(Number(values.perHourRate)),
  minimumHours: Number(values.minimumHours),
  minimumFareCents: toCents(Number(values.minimumFare)),
});
