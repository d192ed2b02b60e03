import { z } from 'zod';
import { emailSchema, phoneSchema } from '../auth/account-forms.ts';
import { PRICE_BASES } from '../booking/pricing.ts';
import { recordId, requiredText } from '../master-data/fields.ts';
import { fleetFormSchema } from '../master-data/fleet.ts';
import { basisRateIssues, priceDefinitionFormSchema } from '../pricing/price-definition-form.ts';
import { US_STATE_CODES } from '../shared/us-states.ts';

/**
 * The first-run guide of a new company's administrator (issue 17): its area, its vehicles with a
 * starter price, how travellers pay, and its contact details. Each step is one call with its own
 * schema; every step can be skipped and finished later from the setup checklist.
 */
export const FIRST_RUN_STEPS = ['area', 'vehicles', 'payment', 'contact'] as const;
export type FirstRunStep = (typeof FIRST_RUN_STEPS)[number];
/** Where the administrator is: a step, or 'done' once every step was saved or skipped. */
export type FirstRunPosition = FirstRunStep | 'done';
export type FirstRunStepStatus = 'todo' | 'done' | 'skipped';

export const FIRST_RUN_PATH = '/admin/getting-started';

export const FIRST_RUN_MESSAGES = {
  states: 'Please choose at least one state',
  vehicles: 'Please choose at least one vehicle type',
  vehicleTypeTwice: 'Each vehicle type is set up once here; add more vehicles on the Fleets screen',
  prices: 'Please keep at least one price for each vehicle',
  serviceTypeTwice: 'One price per service type, please',
  payment: 'Please choose cash, card or both',
  address: 'Please enter the address',
  step: 'Please choose a step of the guide',
  tooMany: 'Please choose fewer at a time',
} as const;

const stateCode = z
  .string({ error: FIRST_RUN_MESSAGES.states })
  .trim()
  .transform((s) => s.toUpperCase())
  .refine((s) => US_STATE_CODES.includes(s), 'Please choose a valid state');

/** A list the administrator fills: at least one item (the message says what to choose), at most `max`. */
const atLeastOne = <Item extends z.ZodType>(item: Item, message: string, max: number) =>
  z.array(item, { error: message }).min(1, message).max(max, FIRST_RUN_MESSAGES.tooMany);

const uniqueIds = z
  .array(recordId)
  .max(100, FIRST_RUN_MESSAGES.tooMany)
  .transform((ids) => [...new Set(ids)]);

/** Step 1, the company's area: the states it serves (whole states) and the airports it serves. */
export const areaStepSchema = z.object({
  states: atLeastOne(stateCode, FIRST_RUN_MESSAGES.states, 50).transform((codes) => [...new Set(codes)]),
  airportIds: uniqueIds.optional().transform((ids) => ids ?? []),
});
export type AreaStep = z.output<typeof areaStepSchema>;

const rates = priceDefinitionFormSchema.pick({
  baseFare: true,
  perMileRate: true,
  perHourRate: true,
  minimumHours: true,
  minimumFare: true,
});

/**
 * A refinement that finds the items of a list that repeat an earlier item's id and names each at
 * that id's field, with the message (one price per service type, one vehicle per type).
 */
const onceEach =
  <List extends string, Field extends string>(list: List, field: Field, message: string) =>
  (value: Record<List, readonly Record<Field, number>[]>, ctx: z.RefinementCtx) => {
    const seen = new Set<number>();
    value[list].forEach((item, i) => {
      if (seen.has(item[field])) ctx.addIssue({ code: 'custom', path: [list, i, field], message });
      seen.add(item[field]);
    });
  };

/** A starter price of a vehicle for one service type; its basis decides which rate it needs. */
export const starterPriceSchema = rates
  .extend({
    serviceTypeId: priceDefinitionFormSchema.shape.serviceTypeId,
    basis: z.enum(PRICE_BASES, { error: 'Please choose the price type' }),
  })
  .superRefine((price, ctx) => {
    for (const [field, message] of Object.entries(basisRateIssues(price.basis, price)))
      ctx.addIssue({ code: 'custom', path: [field], message });
  });
export type StarterPriceInput = z.output<typeof starterPriceSchema>;

/** One vehicle: the fleet's own fields (spec 02 rules) and its prices, one per service type. */
export const firstVehicleSchema = fleetFormSchema
  .pick({
    vehicleTypeId: true,
    nickName: true,
    vin: true,
    color: true,
    make: true,
    model: true,
    year: true,
    seater: true,
    luggageCapacity: true,
    imageFileName: true,
  })
  .extend({
    prices: atLeastOne(starterPriceSchema, FIRST_RUN_MESSAGES.prices, 20),
  })
  .superRefine(onceEach('prices', 'serviceTypeId', FIRST_RUN_MESSAGES.serviceTypeTwice));
export type FirstVehicle = z.output<typeof firstVehicleSchema>;
export type FirstVehicleInput = z.input<typeof firstVehicleSchema>;

/** Step 2, the vehicles it runs: one fleet per vehicle type chosen from the shared catalogue. */
export const vehiclesStepSchema = z
  .object({
    vehicles: atLeastOne(firstVehicleSchema, FIRST_RUN_MESSAGES.vehicles, 12),
  })
  .superRefine(onceEach('vehicles', 'vehicleTypeId', FIRST_RUN_MESSAGES.vehicleTypeTwice));
export type VehiclesStep = z.output<typeof vehiclesStepSchema>;

/** Step 3, how travellers pay: cash to the chauffeur, card (the sandbox gateway until credentials are set), or both. */
export const paymentStepSchema = z
  .object({
    cash: z.boolean({ error: FIRST_RUN_MESSAGES.payment }),
    card: z.boolean({ error: FIRST_RUN_MESSAGES.payment }),
  })
  .refine((step) => step.cash || step.card, { message: FIRST_RUN_MESSAGES.payment, path: ['cash'] });
export type PaymentStep = z.output<typeof paymentStepSchema>;

/** Step 4, the contact details travellers see on the company's site. */
export const contactStepSchema = z.object({
  phone: phoneSchema,
  email: emailSchema,
  address: requiredText(FIRST_RUN_MESSAGES.address, 200),
});
export type ContactStep = z.output<typeof contactStepSchema>;

/** Skipping a step: it is finished later from the setup checklist. */
export const skipStepSchema = z.object({
  step: z.enum(FIRST_RUN_STEPS, { error: FIRST_RUN_MESSAGES.step }),
});

/**
 * A step saved ('done') or skipped: a saved step is no longer skipped, a skipped step that was saved
 * before stays saved. The guide moves to the next open step after it, else an earlier open one, else done.
 */
export const recordStep = (
  guide: { doneSteps: readonly string[]; skippedSteps: readonly string[] },
  step: FirstRunStep,
  outcome: 'done' | 'skipped',
) => {
  const done = new Set(guide.doneSteps);
  const skipped = new Set(guide.skippedSteps);
  if (outcome === 'done') {
    done.add(step);
    skipped.delete(step);
  } else if (!done.has(step)) skipped.add(step);
  const open = (s: FirstRunStep) => !done.has(s) && !skipped.has(s);
  const at = FIRST_RUN_STEPS.indexOf(step);
  const position: FirstRunPosition =
    FIRST_RUN_STEPS.slice(at + 1).find(open) ?? FIRST_RUN_STEPS.slice(0, at).find(open) ?? 'done';
  return {
    position,
    doneSteps: FIRST_RUN_STEPS.filter((s) => done.has(s)),
    skippedSteps: FIRST_RUN_STEPS.filter((s) => skipped.has(s)),
  };
};

/** Each step's status for the stepper. */
export const stepStatuses = (guide: { doneSteps: readonly string[]; skippedSteps: readonly string[] }) =>
  FIRST_RUN_STEPS.map((step) => ({
    step,
    status: (guide.doneSteps.includes(step)
      ? 'done'
      : guide.skippedSteps.includes(step)
        ? 'skipped'
        : 'todo') as FirstRunStepStatus,
  }));
