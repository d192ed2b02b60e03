/** Bookings: creating a booking (the wizard's last step); lists and updates come with booking management. */
import { COMMENTS_MAX } from '@ridedesk/domain/booking/customer-details';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf } from '../../lib/request-context.ts';
import { results } from '../../lib/results.ts';
import { dropOffPlaceField, pickupPlaceField, pickupPointParams, timeOfDayField } from '../../lib/ride-fields.ts';
import { siteOrigin } from '../../lib/site-origin.ts';
import { bookingSiteId } from '../../lib/site-scope.ts';
import type { CreateBooking } from './create-booking.service.ts';

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const money = z.coerce.number().min(0).max(1_000_000);

const createParams = z.object({
  pickupTime: timeOfDayField,
  dropoffTime: z.string().max(40),
  priceDefinitionId: int(1, 2_147_483_647),
  fleetId: int(1, 2_147_483_647),
  city: z.string().trim().min(1).max(100),
  ...pickupPointParams,
});

const createBody = z.object({
  siteId: int(0, 2_147_483_647).optional(),
  guestUserId: int(1, 2_147_483_647).nullish(),
  bookingFromDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}/, 'Please choose Pickup date')
    .transform((d) => d.slice(0, 10)),
  pickUpLocation: pickupPlaceField,
  dropOffLocation: dropOffPlaceField,
  noOfPassengers: int(1, 30),
  noOfLuggages: int(0, 25),
  discountId: int(0, 2_147_483_647).default(0),
  gratuityPrice: money.default(0),
  comments: z.string().max(COMMENTS_MAX, 'Maximum length 500 characters').default(''),
  paymentType: z.enum(['COD', 'PayLater', 'Card']).default('COD'),
  totalPrice: money.optional(),
  // Sent by the wizard as the spec's booking payload; the server recomputes all of them.
  bookedPrice: money.optional(),
  discountPrice: money.optional(),
  taxPrice: money.optional(),
  EstimatedDurationInMins: z.coerce.number().optional(),
  EstimatedDistanceInKM: z.coerce.number().optional(),
  bookingStatus: z.string().max(20).optional(),
  paymentStatus: z.string().max(20).optional(),
  isGuestUser: z.boolean().optional(),
  isGuestAccount: z.boolean().optional(),
  /** The traveller agrees to text messages about the ride (issue 22); no texts without it. */
  smsConsent: z.boolean().default(false),
  /** An airport pickup's flight: checked and normalised by the use case (its messages answer 400). */
  flightAirline: z.string().max(40).nullish(),
  flightNumber: z.string().max(40).nullish(),
});

export const bookingsRoutes: FastifyPluginAsyncZod<{
  createBooking: CreateBooking;
  publicUrl?: string;
}> = async (app, { createBooking, publicUrl }) => {
  app.post(
    '/api/booking/create/:pickupTime/:dropoffTime/:priceDefinitionId/:fleetId/:city/:state/:lat/:lng/:offset',
    {
      schema: { tags: ['booking'], params: createParams, body: createBody },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (req, reply) => {
      const p = req.params;
      const b = req.body;
      const booking = await createBooking(ctxOf(req, bookingSiteId(req, b.siteId)), {
        pickupDate: b.bookingFromDate,
        pickupTime: p.pickupTime.slice(0, 5),
        offset: p.offset,
        priceDefinitionId: p.priceDefinitionId,
        fleetId: p.fleetId,
        city: p.city,
        state: p.state,
        latitude: p.lat,
        longitude: p.lng,
        pickUpLocation: b.pickUpLocation,
        dropOffLocation: b.dropOffLocation,
        noOfPassengers: b.noOfPassengers,
        noOfLuggages: b.noOfLuggages,
        discountId: b.discountId,
        gratuityPrice: b.gratuityPrice,
        comments: b.comments,
        guestUserId: b.guestUserId ?? null,
        paymentType: b.paymentType,
        expectedTotal: b.totalPrice,
        smsConsent: b.smsConsent,
        flightAirline: b.flightAirline ?? null,
        flightNumber: b.flightNumber ?? null,
        origin: siteOrigin(req, publicUrl),
      });
      return reply.status(201).send(results(booking));
    },
  );
};
