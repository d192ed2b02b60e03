/**
 * What the traveller is told as the chauffeur moves the ride on (issue 21): mailed when accepted,
 * on the way, arrived, and completed (which asks for the review), and texted (issue 22) when on
 * the way (with the same tracking link as the mail), arrived and completed (with the review
 * link) if they agreed to texts. The rides module asks for both before its transaction and
 * writes them in it, so they exist exactly when the change does; their dedupe keys make one mail
 * and one text per ride and step, however often a phone retries.
 */
import { trackLinkPath } from '@ridedesk/domain/rides/tracking';
import type { Db } from '../../db/client.ts';
import { issueAccessToken } from '../bookings/booking-access.service.ts';
import type { ComposedMail, MailService } from '../mail/mail.service.ts';
import { MAIL_TEMPLATES } from '../mail/mail-subjects.ts';
import type { RideTextInput } from '../sms/sms.service.ts';
import type { SmsStep } from '../sms/sms-texts.ts';
import { bookingMailValues, mailPaymentOf } from './booking-mail-values.ts';
import { findBookingView } from './booking-management.read-model.ts';

const RIDE_MAIL_TEMPLATES: Record<string, string> = {
  accepted: MAIL_TEMPLATES.rideAccepted,
  'en route': MAIL_TEMPLATES.rideOnTheWay,
  arrived: MAIL_TEMPLATES.rideArrived,
  completed: MAIL_TEMPLATES.bookingCompleted,
};

/** The ride steps the traveller is texted at, and the SMS channel's step of each. */
const RIDE_TEXT_STEPS: Record<string, SmsStep> = {
  'en route': 'on-the-way',
  arrived: 'arrived',
  completed: 'completed',
};

export type RideMailStep = 'accepted' | 'en route' | 'arrived' | 'completed';

/** A ride step's mail and text, rendered now; null for what the step does not send. */
export type RideMessages = { mail: ComposedMail | null; text: RideTextInput | null };

export const createRideMails = (deps: {
  db: Db;
  mail: Pick<MailService, 'prepare'>;
  siteOrigin: (siteId: number) => Promise<string>;
}) => {
  const rideMessages = async (siteId: number, bookingId: number, step: string): Promise<RideMessages> => {
    const template = RIDE_MAIL_TEMPLATES[step];
    if (!template) return { mail: null, text: null };
    const row = await findBookingView(deps.db, { siteId }, { id: bookingId });
    if (!row) return { mail: null, text: null };
    const render = await deps.mail.prepare({
      siteId,
      to: row.customerEmail,
      template,
      languageId: row.travellerLanguageId,
    });
    const chauffeurName = `${row.chauffeurFirstName ?? ''} ${row.chauffeurLastName ?? ''}`.trim();
    const origin = await deps.siteOrigin(siteId);
    // On the way carries a tracking link of its own (issue 22): the one in the confirmation is
    // known only to its mail (tokens are kept hashed). The text carries the same one.
    const trackLink =
      step === 'en route'
        ? `${origin}${trackLinkPath(
            await issueAccessToken(deps.db, {
              siteId,
              bookingId,
              purpose: 'track',
              expiresOn: new Date(row.dropoffAt.getTime() + 7 * 86_400_000),
            }),
          )}`
        : undefined;
    const values = bookingMailValues(row, { origin, payment: mailPaymentOf(row), chauffeurName, trackLink });
    const textStep = RIDE_TEXT_STEPS[step];
    return {
      mail: { ...render(values), dedupeKey: `ride:${bookingId}:${step}` },
      text: textStep
        ? {
            siteId,
            bookingId,
            step: textStep,
            phone: row.customerMobile,
            consent: row.smsConsent,
            languageId: row.travellerLanguageId,
            values,
          }
        : null,
    };
  };

  return {
    rideMessages,
    /** The traveller's mail of a ride step, rendered now; null for a step that is not mailed. */
    rideMail: async (siteId: number, bookingId: number, step: string): Promise<ComposedMail | null> =>
      (await rideMessages(siteId, bookingId, step)).mail,
  };
};

export type RideMails = ReturnType<typeof createRideMails>;
