/**
 * Booking creation, notifying: the traveller's confirmation and the provider's new-booking mail
 * are rendered before the transaction, written to the mail outbox inside it (a rolled-back
 * booking sends nothing), and the booking event goes to notifications after the commit.
 * A booking paid by card is mailed once its payment settles (booking management's payment
 * mails), so its confirmation states what is true: paid by the card, never "payment pending".
 * The traveller's 'booking confirmed' text (issue 22) is written beside the confirmation, in the
 * same transaction and with the same tracking link, through the SMS channel's injected hook.
 */
import {
  type MailPayment,
  paymentLine,
  pickupDateTimeLabel,
  pickupDayLabel,
} from '@ridedesk/domain/booking/booking-mail-texts';
import { manageLinkPath } from '@ridedesk/domain/booking/manage-link';
import { formatUsd } from '@ridedesk/domain/booking/money';
import type { BookingEvent } from '@ridedesk/domain/notifications/booking-events';
import { trackLinkPath } from '@ridedesk/domain/rides/tracking';
import type { Tx } from '../../db/client.ts';
import type { UseCaseContext } from '../../lib/use-case-context.ts';
import { BOOKING_MAIL_KEYS } from '../booking-management/booking-payment-mails.ts';
import type { ComposedMail, MailService } from '../mail/mail.service.ts';
import type { MailValues } from '../mail/mail-render.ts';
import { MAIL_TEMPLATES } from '../mail/mail-subjects.ts';
import type { Offer } from '../search/search.service.ts';
import type { SitesService } from '../sites/sites.service.ts';
import type { RideTextValues, SmsService } from '../sms/sms.service.ts';
import type { CreateBookingInput, Traveller } from './booking-creation-contract.ts';
import type { BookingRow } from './booking-persist.ts';
import type { PriceBreakdown } from './booking-price.ts';

/** A site may have no provider row (the product site): the offer's provider name stands in. */
type Provider = Awaited<ReturnType<SitesService['serviceProviderOf']>> | undefined;
type Render = (values: (locale: string) => MailValues) => ComposedMail;

/** How a new booking stands for money in its first mails (a card booking is mailed once paid). */
export const firstPayment = (paymentType: CreateBookingInput['paymentType']): MailPayment =>
  paymentType === 'COD' ? { kind: 'cash-to-chauffeur' } : { kind: 'pay-later' };

/**
 * Where the booking's manage link opens (pure): its own site's host, since a token is found only
 * through its site (decision 0024). A booking made on the product site for a provider's car
 * links to that provider's host, on the same protocol and port.
 */
export const bookingSiteOrigin = (siteHost: string | undefined, origin: string) => {
  if (!siteHost) return origin;
  const url = new URL(origin);
  if (url.hostname.toLowerCase() === siteHost.toLowerCase()) return origin;
  url.hostname = siteHost;
  return url.origin;
};

export type PreparedBookingMails = {
  provider: Provider;
  /** The origin of the booking's own site, for its manage link. */
  manageOrigin: string;
  /** Absent for a card booking (mailed when paid). */
  confirmation?: Render;
  /** Absent when the provider has no mail address, or for a card booking. */
  providerMail?: Render;
};

/** Reads the provider and the site's host and renders both mails' templates (before the transaction). */
export const prepareBookingMails = async (
  deps: { mail: Pick<MailService, 'prepareMany'>; sites: Pick<SitesService, 'serviceProviderOf' | 'findSite'> },
  ctx: Pick<UseCaseContext, 'siteId'>,
  input: Pick<CreateBookingInput, 'paymentType' | 'origin'>,
  traveller: Traveller,
): Promise<PreparedBookingMails> => {
  const provider = await deps.sites.serviceProviderOf(ctx.siteId);
  const manageOrigin = bookingSiteOrigin((await deps.sites.findSite(ctx.siteId))?.host, input.origin);
  if (input.paymentType === 'Card') return { provider, manageOrigin };
  const [confirmation, providerMail] = await deps.mail.prepareMany([
    {
      siteId: ctx.siteId,
      to: traveller.email,
      template: MAIL_TEMPLATES.bookingConfirmation,
      languageId: traveller.languageId,
    },
    ...(provider?.email ? [{ siteId: ctx.siteId, to: provider.email, template: MAIL_TEMPLATES.newBooking }] : []),
  ]);
  return { provider, manageOrigin, confirmation, providerMail };
};

/** What the confirmation and the provider's mail say of the new booking, in the reader's locale (pure). */
export const createdBookingMailValues =
  (b: {
    origin: string;
    manageUrl: string;
    /** The ride's tracking link (issue 22). */
    trackUrl: string;
    input: CreateBookingInput;
    traveller: Traveller;
    offer: Pick<Offer, 'vehicleType' | 'year' | 'make' | 'model' | 'site'>;
    provider: Provider;
    breakdown: PriceBreakdown;
    referenceId: string;
    pickupAt: Date;
  }) =>
  (locale: string): MailValues => {
    const { input, traveller, breakdown, provider } = b;
    return {
      firstName: traveller.firstName,
      referenceId: b.referenceId,
      pickupDay: pickupDayLabel(b.pickupAt, input.offset, locale),
      pickupDateTime: pickupDateTimeLabel(b.pickupAt, input.offset, locale),
      pickupLocation: input.pickUpLocation,
      dropoffLocation: input.dropOffLocation,
      vehicle: `${b.offer.vehicleType.name}: ${b.offer.year} ${b.offer.make} ${b.offer.model}`,
      passengers: String(input.noOfPassengers),
      cost: formatUsd(breakdown.costCents),
      discount: formatUsd(breakdown.discountCents),
      tax: `${formatUsd(breakdown.taxCents)} (${breakdown.taxPercentage}%)`,
      tip: formatUsd(breakdown.tipCents),
      total: formatUsd(breakdown.totalCents),
      paymentStatus: paymentLine(firstPayment(input.paymentType), locale),
      providerName: provider?.name ?? b.offer.site.serviceProvider.name,
      providerPhone: provider?.phone ?? '',
      providerEmail: provider?.email ?? '',
      customerName: `${traveller.firstName} ${traveller.lastName}`,
      customerEmail: traveller.email,
      customerPhone: traveller.mobile,
      comments: input.comments.trim() || '—',
      link: traveller.userId !== null ? `${b.origin}/mybookings/viewbookings` : `${b.origin}/`,
      manageLink: b.manageUrl,
      trackLink: b.trackUrl,
    };
  };

/** The booking's manage link on its own site's host. */
export const manageUrlOf = (manageOrigin: string, token: string) => `${manageOrigin}${manageLinkPath(token)}`;

/** The ride's tracking link on its own site's host (issue 22). */
export const trackUrlOf = (manageOrigin: string, token: string) => `${manageOrigin}${trackLinkPath(token)}`;

/** Writes the prepared mails to the outbox in the booking's transaction, one per booking and kind. */
export const enqueueBookingMails = async (
  tx: Tx,
  mail: Pick<MailService, 'enqueueMany'>,
  prepared: PreparedBookingMails,
  row: Pick<BookingRow, 'id' | 'referenceId'>,
  origin: string,
  values: (locale: string) => MailValues,
) => {
  if (!prepared.confirmation) return;
  const providerMail = prepared.providerMail;
  await mail.enqueueMany(tx, [
    { ...prepared.confirmation(values), dedupeKey: BOOKING_MAIL_KEYS.confirmation(row.id) },
    ...(providerMail
      ? [
          {
            ...providerMail((locale: string) => ({
              ...values(locale),
              link: `${origin}/admin/booking/booking?reference=${row.referenceId}`,
            })),
            dedupeKey: BOOKING_MAIL_KEYS.newBooking(row.id),
          },
        ]
      : []),
  ]);
};

/** The SMS channel's hook (composition injects it): a ride's text, written in the caller's transaction. */
export type RideTextHook = Pick<SmsService, 'enqueueRideText'>;

/** What the confirmation text says, from the confirmation mail's values in the text's language (pure). */
export const confirmationTextValues = (values: MailValues): RideTextValues => ({
  referenceId: String(values.referenceId),
  firstName: String(values.firstName ?? ''),
  pickupDateTime: String(values.pickupDateTime ?? ''),
  pickupLocation: String(values.pickupLocation ?? ''),
  trackLink: String(values.trackLink ?? ''),
  providerPhone: String(values.providerPhone ?? ''),
});

/**
 * Writes the traveller's 'booking confirmed' text when the confirmation mail is written (not for
 * a card booking: its confirmation goes out when the payment settles). Answers the SMS channel's
 * outcome (queued, or why not), or null when there is no text to write.
 */
export const enqueueConfirmationText = async (
  tx: Tx,
  sms: RideTextHook | undefined,
  prepared: PreparedBookingMails,
  b: {
    row: Pick<BookingRow, 'id' | 'siteId'>;
    traveller: Pick<Traveller, 'mobile' | 'languageId'>;
    consent: boolean;
    values: (locale: string) => MailValues;
  },
) =>
  sms && prepared.confirmation
    ? sms.enqueueRideText(tx, {
        siteId: b.row.siteId,
        bookingId: b.row.id,
        step: 'confirmed',
        phone: b.traveller.mobile,
        consent: b.consent,
        languageId: b.traveller.languageId,
        values: (locale) => confirmationTextValues(b.values(locale)),
      })
    : null;

/** Tells notifications of the committed booking. */
export const notifyBookingCreated = async (
  onBookingEvent: ((event: BookingEvent) => Promise<void>) | undefined,
  row: Pick<BookingRow, 'id' | 'siteId' | 'referenceId'>,
  traveller: Pick<Traveller, 'userId'>,
) =>
  onBookingEvent?.({
    kind: 'created',
    siteId: row.siteId,
    bookingId: row.id,
    referenceId: row.referenceId,
    travellerUserId: traveller.userId,
  });
