/**
 * The mails of a settled payment (issue 17, defect 2). A card booking's confirmation is sent
 * once its payment has settled, and states it ('paid by Visa ending 1111'); a booking whose
 * confirmation already went out (cash, pay later, then paid) gets a receipt that supersedes its
 * payment line. The outbox's dedupe key (one mail per charge), not a read, makes each go out once.
 * A card booking's 'booking confirmed' text (issue 22) is written with its confirmation.
 */
import { manageLinkPath } from '@ridedesk/domain/booking/manage-link';
import { cardBrandOf } from '@ridedesk/domain/payments/card-rules';
import { trackLinkPath } from '@ridedesk/domain/rides/tracking';
import type { Db } from '../../db/client.ts';
import type { UseCaseContext } from '../../lib/use-case-context.ts';
import { issueAccessToken } from '../bookings/booking-access.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import { MAIL_TEMPLATES } from '../mail/mail-subjects.ts';
import type { SmsService } from '../sms/sms.service.ts';
import type { BookingMoney } from './booking-cancellation.ts';
import {
  bookingMailValues,
  chargeMethodOf,
  chargeOf,
  mailPaymentOf,
  providerBookingLink,
} from './booking-mail-values.ts';
import * as repo from './booking-management.read-model.ts';

type Log = { error: (obj: object, msg: string) => void };

/** Keys of the booking mails that are sent once (the booking flow uses the same). */
export const BOOKING_MAIL_KEYS = {
  confirmation: (bookingId: number) => `booking-confirmation:${bookingId}`,
  newBooking: (bookingId: number) => `new-booking:${bookingId}`,
  /** The mail of one settled charge: a card booking's confirmation, or a receipt. */
  payment: (bookingId: number, transactionId: string) => `payment:${bookingId}:${transactionId}`,
};

export const createPaymentMails = (deps: {
  db: Db;
  mail: MailService;
  money?: BookingMoney;
  /** The origin mailed links point at for a site (no request is at hand when a payment settles). */
  siteOrigin: (siteId: number) => Promise<string>;
  log?: Log;
  /** The SMS channel's hook (issue 22): the traveller's text, in the mail's transaction. */
  sms?: Pick<SmsService, 'enqueueRideText'>;
}) => {
  const { db, mail, money } = deps;

  /** Mails what a settled payment makes true: the confirmation (and the provider's notice), or a receipt. */
  const paymentSettled = async (
    ctx: UseCaseContext,
    { bookingId, guestUniqueId, brand }: { bookingId: number; guestUniqueId?: string; brand: string | null },
  ) => {
    const row = await repo.findBookingView(db, { siteId: ctx.siteId }, { id: bookingId });
    if (row?.paymentStatus !== 'Paid') return;
    const records = money ? (await money.paymentsOf(ctx, { bookingId, guestUniqueId })).records : [];
    const charge = chargeOf(records);
    const payment = chargeMethodOf(charge, brand) ?? mailPaymentOf(row, records, brand);
    const origin = await deps.siteOrigin(row.siteId);
    const [confirmation, receipt, provider] = await mail.prepareMany([
      {
        siteId: row.siteId,
        to: row.customerEmail,
        template: MAIL_TEMPLATES.bookingConfirmation,
        languageId: row.travellerLanguageId,
      },
      {
        siteId: row.siteId,
        to: row.customerEmail,
        template: MAIL_TEMPLATES.paymentReceipt,
        languageId: row.travellerLanguageId,
      },
      ...(row.providerEmail
        ? [{ siteId: row.siteId, to: row.providerEmail, template: MAIL_TEMPLATES.newBooking }]
        : []),
    ]);
    const amountPaidCents =
      payment.kind === 'card' || payment.kind === 'online' || payment.kind === 'cash-paid' ? payment.cents : undefined;
    const values = bookingMailValues(row, { origin, payment, amountPaidCents });
    // One mail per charge (its key); which one depends on whether the booking was confirmed at creation.
    const key = BOOKING_MAIL_KEYS.payment(row.id, charge?.transactionID ?? 'unknown');
    // A confirmation carries a manage link of its own (the token handed to the browser at creation
    // is known only to it): a new token from the bookings module, kept hashed until the ride is over.
    // Issued only when a confirmation may still go out; the outbox's key still decides which mail does.
    const manageLink = (await mail.keyUsed(db, row.siteId, BOOKING_MAIL_KEYS.confirmation(row.id)))
      ? undefined
      : `${origin}${manageLinkPath(
          await issueAccessToken(db, {
            siteId: row.siteId,
            bookingId: row.id,
            purpose: 'manage',
            expiresOn: row.dropoffAt,
          }),
        )}`;
    // And a tracking link of its own (issue 22), for the same reason.
    const trackLink = manageLink
      ? `${origin}${trackLinkPath(
          await issueAccessToken(db, {
            siteId: row.siteId,
            bookingId: row.id,
            purpose: 'track',
            expiresOn: new Date(row.dropoffAt.getTime() + 7 * 86_400_000),
          }),
        )}`
      : undefined;
    await db.transaction(async (tx) => {
      if (await mail.keyUsed(tx, row.siteId, BOOKING_MAIL_KEYS.confirmation(row.id))) {
        // Confirmed earlier (cash, pay later): a receipt for this payment supersedes its payment line.
        await mail.enqueue(tx, { ...receipt(values), dedupeKey: key });
        return;
      }
      const confirmed = bookingMailValues(row, { origin, payment, amountPaidCents, manageLink, trackLink });
      await mail.enqueue(tx, { ...confirmation(confirmed), dedupeKey: key });
      // The text carries the confirmation's tracking link (one text per booking, whatever the charges).
      await deps.sms?.enqueueRideText(tx, {
        siteId: row.siteId,
        bookingId: row.id,
        step: 'confirmed',
        phone: row.customerMobile,
        consent: row.smsConsent,
        languageId: row.travellerLanguageId,
        values: confirmed,
      });
      if (provider)
        await mail.enqueue(tx, {
          ...provider(bookingMailValues(row, { origin, payment, link: providerBookingLink(row, origin) })),
          dedupeKey: BOOKING_MAIL_KEYS.newBooking(row.id),
        });
    });
  };

  return {
    paymentSettled,

    /**
     * The payments service's pay, telling this module when a payment succeeded (the card's
     * brand is known only from the number it was given). A mail that cannot be written is
     * logged; it never turns a taken payment into an error.
     */
    withPaymentMails:
      <
        I extends { source: { kind: string; cardNumber?: string }; guestUniqueId?: string },
        R extends { success: boolean; bookingId: number },
      >(
        pay: (ctx: UseCaseContext, input: I) => Promise<R>,
      ) =>
      async (ctx: UseCaseContext, input: I): Promise<R> => {
        const answer = await pay(ctx, input);
        if (answer.success) {
          const brand = input.source.kind === 'card' ? cardBrandOf(input.source.cardNumber ?? '') : null;
          const settled = { bookingId: answer.bookingId, guestUniqueId: input.guestUniqueId, brand };
          await paymentSettled(ctx, settled).catch((error) =>
            deps.log?.error({ err: error, bookingId: answer.bookingId }, 'payment mails failed'),
          );
        }
        return answer;
      },
  };
};
