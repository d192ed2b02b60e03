import { z } from 'zod';

/** The plan features of spec 01 section 9, in the spec's order and words. */
export const PLAN_FEATURES = [
  { key: 'whiteLabeledSite', label: 'White-labeled site' },
  { key: 'emailConfirmations', label: 'Email confirmations' },
  { key: 'discountManagement', label: 'Discount management' },
  { key: 'backOfficePortal', label: 'Back office portal' },
  { key: 'reviews', label: 'Reviews' },
  { key: 'paymentGatewayIntegration', label: 'Payment gateway integration' },
  { key: 'setupSupport', label: 'One month of setup support' },
  { key: 'smsNotifications', label: 'SMS notifications' },
] as const;

export type PlanFeatureKey = (typeof PLAN_FEATURES)[number]['key'];
export const PLAN_FEATURE_KEYS = PLAN_FEATURES.map((f) => f.key) as [PlanFeatureKey, ...PlanFeatureKey[]];

/** The only payment type of the chooser (spec 01 section 5). */
export const CREDIT_CARD = 'Credit Card';
/** The chooser's trial option. */
export const ONE_MONTH_TRIAL = 'One Month Trial';

/** The registration (payment) statuses a provider goes through. */
export const REGISTRATION_STATUS = {
  pending: 'Subscription Pending',
  trial: 'Trial',
  approved: 'Approved',
  failure: 'failure',
} as const;

/** A trial plan has cost 0 and a name containing 'trial' (spec 01 section 3). */
export const isTrialPlan = (plan: { name: string; cost: number }) => plan.cost === 0 && /trial/i.test(plan.name);

export { SITE_NOT_TAKING_BOOKINGS } from './booking-availability.ts';

export const PLAN_MESSAGES = {
  nameRequired: 'Please enter the plan name',
  nameTooLong: 'Maximum of 50 characters allowed',
  costRequired: 'Please enter the monthly cost',
  costInvalid: 'Please enter a cost of 0 or more, with at most 2 decimals',
  usersRequired: 'Please enter the number of users',
  usersInvalid: 'Please enter a whole number of users from 1 to 10000',
  bookingsRequired: 'Please enter the bookings per month',
  bookingsInvalid: 'Please enter a whole number of bookings from 0 to 1000000',
  duplicateName: 'A plan with this name already exists',
} as const;

const wholeNumber = (required: string, invalid: string, min: number, max: number) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v),
    z.number({ message: required }).refine((n) => Number.isInteger(n) && n >= min && n <= max, invalid),
  );

/** The plan form of the plans screen; the API validates with the same schema. */
export const subscriptionPlanFormSchema = z.object({
  name: z
    .string({ message: PLAN_MESSAGES.nameRequired })
    .trim()
    .min(1, PLAN_MESSAGES.nameRequired)
    .max(50, PLAN_MESSAGES.nameTooLong),
  cost: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v),
    z
      .number({ message: PLAN_MESSAGES.costRequired })
      .refine(
        (n) => Number.isFinite(n) && n >= 0 && n <= 100000 && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6,
        PLAN_MESSAGES.costInvalid,
      ),
  ),
  noOfUsers: wholeNumber(PLAN_MESSAGES.usersRequired, PLAN_MESSAGES.usersInvalid, 1, 10000),
  noOfBookings: wholeNumber(PLAN_MESSAGES.bookingsRequired, PLAN_MESSAGES.bookingsInvalid, 0, 1000000),
  features: z.array(z.enum(PLAN_FEATURE_KEYS)).max(PLAN_FEATURES.length).default([]),
});

export type SubscriptionPlanFormInput = z.input<typeof subscriptionPlanFormSchema>;
export type SubscriptionPlanForm = z.output<typeof subscriptionPlanFormSchema>;

/** The chooser's choice: a plan and a payment mode (spec 01 section 5 messages). */
export const planChoiceSchema = z.object({
  planId: z.number({ message: 'Please choose the subscription!!' }).int().positive('Please choose the subscription!!'),
  paymentMode: z.enum([CREDIT_CARD, ONE_MONTH_TRIAL], { message: 'Please choose the Payment mode!!' }),
});
