/**
 * Books a ride (spec 03 "Booking creation") as named steps, each in its own file with its own
 * tests: check the request (booking-request-checks.ts), record the traveller
 * (booking-traveller.ts), then in one transaction hold the fleet (booking-hold.ts), price the
 * offer (booking-price.ts), persist the booking (booking-persist.ts) and write its mails and
 * the traveller's text (booking-notify.ts); after the commit, notify. Everything read through other services happens
 * before the transaction: PGlite has one connection, and the transaction holds its locks only
 * for the writes.
 */
import { toDollars } from '@ridedesk/domain/booking/money';
import type { BookingEvent } from '@ridedesk/domain/notifications/booking-events';
import { ROLES } from '@ridedesk/domain/shared/constants';
import type { Db } from '../../db/client.ts';
import type { UseCaseContext } from '../../lib/use-case-context.ts';
import type { GeoService } from '../geo/geo.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { SitesService } from '../sites/sites.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { type CreateBookingInput, successMessage } from './booking-creation-contract.ts';
import { holdFleet } from './booking-hold.ts';
import {
  createdBookingMailValues,
  enqueueBookingMails,
  enqueueConfirmationText,
  manageUrlOf,
  notifyBookingCreated,
  prepareBookingMails,
  type RideTextHook,
  trackUrlOf,
} from './booking-notify.ts';
import { type BookingRow, newBookingValues, persistBooking } from './booking-persist.ts';
import { type PriceBreakdown, priceTheOffer } from './booking-price.ts';
import { checkBookingRequest } from './booking-request-checks.ts';
import { recordTraveller } from './booking-traveller.ts';

/** The answer to the booking's creation (pure): the row's state, the price, and for the traveller the manage link. */
export const bookingCreatedAnswer = (
  ctx: Pick<UseCaseContext, 'actor'>,
  row: BookingRow,
  breakdown: PriceBreakdown,
  manage: { token: string; url: string },
) => ({
  id: row.id,
  referenceId: row.referenceId,
  siteId: row.siteId,
  bookingStatus: row.bookingStatus,
  paymentStatus: row.paymentStatus,
  transactionType: row.transactionType,
  bookedPrice: toDollars(breakdown.costCents),
  discountPrice: toDollars(breakdown.discountCents),
  taxPercentage: breakdown.taxPercentage,
  taxPrice: toDollars(breakdown.taxCents),
  gratuityPrice: toDollars(breakdown.tipCents),
  totalPrice: toDollars(breakdown.totalCents),
  pickupAt: row.pickupAt,
  dropoffAt: row.dropoffAt,
  message: successMessage(row.referenceId),
  // Only the traveller who booked (a guest or the customer) is handed the manage link; staff
  // booking for a rider see the booking in the back office, and lists never carry it.
  ...(!ctx.actor || ctx.actor.role === ROLES.customer ? { manageToken: manage.token, manageUrl: manage.url } : {}),
});

export const createBookingService = (deps: {
  db: Db;
  geo: GeoService;
  mail: MailService;
  sites: SitesService;
  users: UsersService;
  /** Told of the new booking right after its commit (notifications). */
  onBookingEvent?: (event: BookingEvent) => Promise<void>;
  /** The SMS channel (issue 22): the traveller's 'booking confirmed' text, in the booking's transaction. */
  sms?: RideTextHook;
}) => {
  const { db, mail } = deps;

  return async (ctx: UseCaseContext, input: CreateBookingInput) => {
    const { pickupAt, ride, flight } = await checkBookingRequest(deps, ctx, input);
    const traveller = await recordTraveller(deps, ctx, input);
    const prepared = await prepareBookingMails(deps, ctx, input, traveller);

    const booking = await db.transaction(async (tx) => {
      const { offer, window } = await holdFleet(tx, ctx, input, ride, pickupAt);
      const { breakdown, redeemed } = await priceTheOffer(tx, ctx, input, offer);
      const values = newBookingValues({
        ctx,
        input,
        traveller,
        offer,
        pickupAt,
        window,
        ride,
        breakdown,
        redeemed,
        flight,
      });
      const { row, manageToken, trackToken } = await persistBooking(tx, values);
      const manageUrl = manageUrlOf(prepared.manageOrigin, manageToken);
      const mailValues = createdBookingMailValues({
        origin: input.origin,
        manageUrl,
        trackUrl: trackUrlOf(prepared.manageOrigin, trackToken),
        input,
        traveller,
        offer,
        provider: prepared.provider,
        breakdown,
        referenceId: row.referenceId,
        pickupAt,
      });
      await enqueueBookingMails(tx, mail, prepared, row, input.origin, mailValues);
      await enqueueConfirmationText(tx, deps.sms, prepared, {
        row,
        traveller,
        consent: row.smsConsent,
        values: mailValues,
      });
      return { row, breakdown, manage: { token: manageToken, url: manageUrl } };
    });

    await notifyBookingCreated(deps.onBookingEvent, booking.row, traveller);
    return bookingCreatedAnswer(ctx, booking.row, booking.breakdown, booking.manage);
  };
};

export type CreateBooking = ReturnType<typeof createBookingService>;
