import { bookingHorizonMessage, isWithinBookingHorizon } from '@ridedesk/domain/booking/booking-horizon';
import {
  type MailPayment,
  paymentLine,
  pickupDateTimeLabel,
  pickupDayLabel,
} from '@ridedesk/domain/booking/booking-mail-texts';
import { newBookingReference } from '@ridedesk/domain/booking/booking-reference';
import { manageLinkPath } from '@ridedesk/domain/booking/manage-link';
import { formatUsd, toCents, toDollars } from '@ridedesk/domain/booking/money';
import { bookingBreakdown, type Discount } from '@ridedesk/domain/booking/pricing';
import { pickupInstant, rideWindow } from '@ridedesk/domain/booking/ride-window';
import { INVALID_ADDRESS } from '@ridedesk/domain/geo/address-rules';
import type { BookingEvent } from '@ridedesk/domain/notifications/booking-events';
import { isStaffRole, ROLES } from '@ridedesk/domain/shared/constants';
import { ERROR_CODES } from '@ridedesk/domain/shared/error-codes';
import { stateName } from '@ridedesk/domain/shared/us-states';
import type { Db, Tx } from '../db/client.ts';
import { AppError, badRequest, businessRule, notFound } from '../lib/app-error.ts';
import { pgErrorCode } from '../lib/pg-errors.ts';
import { BOOKING_MAIL_KEYS } from '../modules/booking-management/booking-payment-mails.ts';
import { issueAccessToken } from '../modules/bookings/booking-access.service.ts';
import * as bookingsRepo from '../modules/bookings/bookings.repository.ts';
import { redeemDiscount } from '../modules/discounts/discounts.service.ts';
import type { GeoService } from '../modules/geo/geo.service.ts';
import type { MailService } from '../modules/mail/mail.service.ts';
import { MAIL_TEMPLATES } from '../modules/mail/mail-subjects.ts';
import { findPricedOffers, fleetBusyBetween, type Offer } from '../modules/search/search.service.ts';
import { bookingHorizonOf, siteSettingValue } from '../modules/settings/settings.service.ts';
import type { SitesService } from '../modules/sites/sites.service.ts';
import { assertSiteTakesBookings } from '../modules/subscriptions/subscriptions.service.ts';
import type { UsersService } from '../modules/users/users.service.ts';
import type { Actor } from '../plugins/auth.ts';

export const FLEET_TAKEN_MESSAGE = 'Sorry, this vehicle was just booked by someone else. Please search again.';
export const successMessage = (reference: string) =>
  `Your booking ID is ${reference} and an email containing the booking summary will be sent to you.`;

export type CreateBookingInput = {
  pickupDate: string;
  pickupTime: string;
  offset: number;
  priceDefinitionId: number;
  fleetId: number;
  city: string;
  state: string;
  latitude: number | null;
  longitude: number | null;
  pickUpLocation: string;
  dropOffLocation: string;
  noOfPassengers: number;
  noOfLuggages: number;
  discountId: number;
  gratuityPrice: number;
  comments: string;
  guestUserId: number | null;
  paymentType: 'COD' | 'PayLater' | 'Card';
  /** What the traveller confirmed; a different server total answers 409 rather than charging a surprise. */
  expectedTotal?: number;
};

export type BookingContext = { siteId: number; actor: Actor | null; isPublic: boolean; origin: string };

const fleetTaken = () => new AppError(ERROR_CODES.conflict, 409, FLEET_TAKEN_MESSAGE);

/** How a new booking stands for money in its first mails (a card booking is mailed once paid). */
const firstPayment = (paymentType: CreateBookingInput['paymentType']): MailPayment =>
  paymentType === 'COD' ? { kind: 'cash-to-chauffeur' } : { kind: 'pay-later' };

/**
 * Books a ride (spec 03 "Booking creation"): re-estimates the ride, finds the same offer the
 * search showed (so what was offered is what is booked), prices it on the server, redeems the
 * promo code, and writes the booking and both mails in one transaction. The exclusion
 * constraint is the final word on availability: a concurrent booking of the fleet answers 409.
 * A booking paid by card is confirmed once its payment settles (booking management's payment
 * mails), so its confirmation states what is true: paid by the card, never "payment pending".
 */
export const createBookingFlow = (deps: {
  db: Db;
  geo: GeoService;
  mail: MailService;
  sites: SitesService;
  users: UsersService;
  now: () => Date;
  /** Told of the new booking right after its commit (notifications). */
  onBookingEvent?: (event: BookingEvent) => Promise<void>;
}) => {
  const { db, geo, mail, sites, users } = deps;

  /** The traveller: a guest of the site, or the signed-in customer. Read before the transaction. */
  const customerOf = async (ctx: BookingContext, input: CreateBookingInput) => {
    if (input.guestUserId) {
      const guest = await bookingsRepo.findGuestUser(db, ctx.siteId, input.guestUserId);
      if (!guest) throw notFound('Guest user not found');
      return {
        userId: null,
        guestUserId: guest.id,
        firstName: guest.firstName,
        lastName: guest.lastName,
        email: guest.emailAddress,
        mobile: guest.mobileNumber,
        languageId: null,
      };
    }
    if (ctx.actor?.role === ROLES.customer) {
      const user = await users.findById(ctx.actor.userId);
      if (!user) throw notFound('User not found');
      return {
        userId: user.id,
        guestUserId: null,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        mobile: user.phone ?? '',
        languageId: user.preferredLanguageId,
      };
    }
    throw badRequest('Please enter the traveller details', { guestUserId: 'Required' });
  };

  const offerFor = async (
    tx: Tx,
    ctx: BookingContext,
    input: CreateBookingInput,
    ride: { km: number; minutes: number; trafficMinutes: number },
    pickupAt: Date,
  ) => {
    const offers = await findPricedOffers(tx, {
      siteId: ctx.siteId,
      vehicleTypeId: 0,
      serviceTypeId: 0,
      passengers: input.noOfPassengers,
      luggages: input.noOfLuggages,
      state: input.state,
      city: input.city,
      pickupAt,
      fleetId: input.fleetId,
      priceDefinitionId: input.priceDefinitionId,
      durationMinutes: ride.minutes,
      durationInTrafficMinutes: ride.trafficMinutes,
      distanceKm: ride.km,
      pickupLatitude: input.latitude,
      pickupLongitude: input.longitude,
    });
    return offers[0] as Offer | undefined;
  };

  /**
   * Where the booking's manage link opens: its own site's host, since a token is found only
   * through its site (decision 0024). A booking made on the product site for a provider's car
   * links to that provider's host, on the same protocol and port.
   */
  const bookingSiteOrigin = async (ctx: BookingContext) => {
    const host = (await sites.findSite(ctx.siteId))?.host;
    if (!host) return ctx.origin;
    const url = new URL(ctx.origin);
    if (url.hostname.toLowerCase() === host.toLowerCase()) return ctx.origin;
    url.hostname = host;
    return url.origin;
  };

  return async (ctx: BookingContext, input: CreateBookingInput) => {
    const pickupAt = pickupInstant(input.pickupDate, input.pickupTime, input.offset);
    if (pickupAt.getTime() < deps.now().getTime())
      throw businessRule('The pickup time has already passed. Please choose a later time.');
    // The site's booking horizon (BookingHorizonDays): 'Pickup date must be within 365 days from today.'
    const horizonDays = await bookingHorizonOf(db, ctx.siteId);
    if (
      !isWithinBookingHorizon({
        pickupDate: input.pickupDate,
        now: deps.now(),
        offsetMinutes: input.offset,
        horizonDays,
      })
    )
      throw businessRule(bookingHorizonMessage(horizonDays));
    await assertSiteTakesBookings(db, ctx.siteId, deps.now());
    if (input.paymentType === 'PayLater' && (await siteSettingValue(db, ctx.siteId, 'PayLaterEnabled')) !== 'true')
      throw businessRule('This site does not take bookings paid later. Please choose a payment type.');

    const estimate = await geo.estimateRide(input.pickUpLocation, input.dropOffLocation, pickupAt, {
      city: input.city,
    });
    if (estimate.status !== 'OK') throw badRequest(INVALID_ADDRESS, { pickUpLocation: INVALID_ADDRESS });
    const ride = {
      km: estimate.estimatedDistanceKm ?? 0,
      minutes: estimate.estimatedDurationMinutes ?? 0,
      trafficMinutes: estimate.estimatedDurationInTrafficMinutes ?? 0,
    };

    // Everything read through other services happens before the transaction: PGlite has one
    // connection, and a transaction should hold its locks only for the writes.
    const customer = await customerOf(ctx, input);
    const provider = await sites.serviceProviderOf(ctx.siteId);
    const manageOrigin = await bookingSiteOrigin(ctx);
    const mailedNow = input.paymentType !== 'Card';
    const [renderConfirmation, renderProviderMail] = mailedNow
      ? await mail.prepareMany([
          {
            siteId: ctx.siteId,
            to: customer.email,
            template: MAIL_TEMPLATES.bookingConfirmation,
            languageId: customer.languageId,
          },
          ...(provider?.email ? [{ siteId: ctx.siteId, to: provider.email, template: MAIL_TEMPLATES.newBooking }] : []),
        ])
      : [];

    const booking = await db.transaction(async (tx) => {
      const offer = await offerFor(tx, ctx, input, ride, pickupAt);
      const window = rideWindow({
        pickupAt,
        durationMinutes: ride.minutes,
        durationInTrafficMinutes: ride.trafficMinutes,
        turnaroundMinutes: offer?.turnaroundMinutes ?? 30,
      });
      if (!offer) {
        if (await fleetBusyBetween(tx, ctx.siteId, input.fleetId, window.start, window.end)) throw fleetTaken();
        throw businessRule('This vehicle is no longer offered for this ride. Please search again.');
      }

      const redeemed = await redeemDiscount(tx, ctx.siteId, input.discountId, input.pickupDate);
      const discount: Discount | null = redeemed ? { kind: redeemed.kind, value: redeemed.value } : null;
      const tipCents = toCents(input.gratuityPrice);
      if (tipCents > offer.costCents)
        throw badRequest('The chauffeur tip cannot be more than the ride cost', { gratuityPrice: 'Too high' });
      const breakdown = bookingBreakdown({
        costCents: offer.costCents,
        discount,
        taxPercentage: offer.priceDefinition.taxPercentage,
        tip: { kind: 'custom', cents: tipCents },
      });
      if (input.expectedTotal !== undefined && Math.abs(toCents(input.expectedTotal) - breakdown.totalCents) > 1)
        throw new AppError(
          ERROR_CODES.conflict,
          409,
          `The price of this ride is now ${formatUsd(breakdown.totalCents)}. Please review it and confirm again.`,
        );

      const values = {
        siteId: ctx.siteId,
        fleetId: offer.fleetId,
        priceDefinitionId: offer.priceDefinition.id,
        userId: customer.userId,
        guestUserId: customer.guestUserId,
        bookedBy: ctx.actor && isStaffRole(ctx.actor.role) ? ctx.actor.userId : null,
        isPublicBooking: ctx.isPublic,
        customerFirstName: customer.firstName,
        customerLastName: customer.lastName,
        customerEmail: customer.email,
        customerMobile: customer.mobile,
        pickUpLocation: input.pickUpLocation,
        dropOffLocation: input.dropOffLocation,
        pickupCity: input.city,
        pickupState: input.state,
        pickupStateName: stateName(input.state) ?? '',
        pickupLatitude: input.latitude,
        pickupLongitude: input.longitude,
        pickupOffset: input.offset,
        pickupAt,
        dropoffAt: window.dropoffAt,
        heldFrom: window.start,
        heldTo: window.end,
        noOfPassengers: input.noOfPassengers,
        noOfLuggages: input.noOfLuggages,
        estimatedDurationInMins: Math.max(ride.minutes, ride.trafficMinutes),
        estimatedDistanceInKm: ride.km.toFixed(2),
        bookedPrice: toDollars(breakdown.costCents).toFixed(2),
        discountPrice: toDollars(breakdown.discountCents).toFixed(2),
        taxPercentage: String(breakdown.taxPercentage),
        taxPrice: toDollars(breakdown.taxCents).toFixed(2),
        gratuityPrice: toDollars(breakdown.tipCents).toFixed(2),
        totalPrice: toDollars(breakdown.totalCents).toFixed(2),
        discountId: redeemed?.id ?? null,
        bookingStatus: 'scheduled',
        paymentStatus: 'Pending',
        paymentType: input.paymentType,
        transactionType: input.paymentType === 'COD' ? 'paybycash' : null,
        comments: input.comments,
      };

      // The reference is random; a clash (one in hundreds of millions) draws another. The fleet's
      // exclusion constraint is the final word on availability (23P01: taken since the offer).
      let row: Awaited<ReturnType<typeof bookingsRepo.insertBookingUnlessReferenceTaken>> | undefined;
      for (let attempt = 0; !row; attempt++) {
        if (attempt >= 5) throw new Error('no free booking reference after 5 draws');
        try {
          row = await bookingsRepo.insertBookingUnlessReferenceTaken(tx, {
            ...values,
            referenceId: newBookingReference(),
          });
        } catch (error) {
          if (pgErrorCode(error) === '23P01') throw fleetTaken();
          throw error;
        }
      }

      // The manage link (decision 0024): the token goes to the traveller's mail and to the browser
      // that booked; only its hash is kept, until the ride is over.
      const manageToken = await issueAccessToken(tx, {
        siteId: row.siteId,
        bookingId: row.id,
        purpose: 'manage',
        expiresOn: window.dropoffAt,
      });
      const mailValues = (locale: string) => ({
        firstName: customer.firstName,
        referenceId: row.referenceId,
        pickupDay: pickupDayLabel(pickupAt, input.offset, locale),
        pickupDateTime: pickupDateTimeLabel(pickupAt, input.offset, locale),
        pickupLocation: input.pickUpLocation,
        dropoffLocation: input.dropOffLocation,
        vehicle: `${offer.vehicleType.name}: ${offer.year} ${offer.make} ${offer.model}`,
        passengers: String(input.noOfPassengers),
        cost: formatUsd(breakdown.costCents),
        discount: formatUsd(breakdown.discountCents),
        tax: `${formatUsd(breakdown.taxCents)} (${breakdown.taxPercentage}%)`,
        tip: formatUsd(breakdown.tipCents),
        total: formatUsd(breakdown.totalCents),
        paymentStatus: paymentLine(firstPayment(input.paymentType), locale),
        providerName: provider?.name ?? offer.site.serviceProvider.name,
        providerPhone: provider?.phone ?? '',
        providerEmail: provider?.email ?? '',
        customerName: `${customer.firstName} ${customer.lastName}`,
        customerEmail: customer.email,
        customerPhone: customer.mobile,
        comments: input.comments.trim() || '—',
        link: customer.userId !== null ? `${ctx.origin}/mybookings/viewbookings` : `${ctx.origin}/`,
        manageLink: `${manageOrigin}${manageLinkPath(manageToken)}`,
      });
      if (renderConfirmation)
        await mail.enqueueMany(tx, [
          { ...renderConfirmation(mailValues), dedupeKey: BOOKING_MAIL_KEYS.confirmation(row.id) },
          ...(renderProviderMail
            ? [
                {
                  ...renderProviderMail((locale: string) => ({
                    ...mailValues(locale),
                    link: `${ctx.origin}/admin/booking/booking?reference=${row.referenceId}`,
                  })),
                  dedupeKey: BOOKING_MAIL_KEYS.newBooking(row.id),
                },
              ]
            : []),
        ]);
      return { row, breakdown, manageToken };
    });

    await deps.onBookingEvent?.({
      kind: 'created',
      siteId: booking.row.siteId,
      bookingId: booking.row.id,
      referenceId: booking.row.referenceId,
      travellerUserId: customer.userId,
    });
    return {
      id: booking.row.id,
      referenceId: booking.row.referenceId,
      siteId: booking.row.siteId,
      bookingStatus: booking.row.bookingStatus,
      paymentStatus: booking.row.paymentStatus,
      transactionType: booking.row.transactionType,
      bookedPrice: toDollars(booking.breakdown.costCents),
      discountPrice: toDollars(booking.breakdown.discountCents),
      taxPercentage: booking.breakdown.taxPercentage,
      taxPrice: toDollars(booking.breakdown.taxCents),
      gratuityPrice: toDollars(booking.breakdown.tipCents),
      totalPrice: toDollars(booking.breakdown.totalCents),
      pickupAt: booking.row.pickupAt,
      dropoffAt: booking.row.dropoffAt,
      message: successMessage(booking.row.referenceId),
      // Only the traveller who booked (a guest or the customer) is handed the manage link; staff
      // booking for a rider see the booking in the back office, and lists never carry it.
      ...(!ctx.actor || ctx.actor.role === ROLES.customer
        ? { manageToken: booking.manageToken, manageUrl: `${manageOrigin}${manageLinkPath(booking.manageToken)}` }
        : {}),
    };
  };
};

export type CreateBooking = ReturnType<typeof createBookingFlow>;
