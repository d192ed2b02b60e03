/**
 * What the traveller is mailed as the chauffeur moves the ride on (issue 21): accepted, on the
 * way, arrived, and completed (which asks for the review). The rides module asks for the mail
 * before its transaction and writes it in it (mail.enqueue), so a mail exists exactly when the
 * change does; its dedupe key makes one mail per ride and step, however often a phone retries.
 */
import { trackLinkPath } from '@ridedesk/domain/rides/tracking';
import type { Db } from '../../db/client.ts';
import { issueAccessToken } from '../bookings/booking-access.service.ts';
import type { ComposedMail, MailService } from '../mail/mail.service.ts';
import { MAIL_TEMPLATES } from '../mail/mail-subjects.ts';
import { bookingMailValues, mailPaymentOf } from './booking-mail-values.ts';
import { findBookingView } from './booking-management.read-model.ts';

const RIDE_MAIL_TEMPLATES: Record<string, string> = {
  accepted: MAIL_TEMPLATES.rideAccepted,
  'en route': MAIL_TEMPLATES.rideOnTheWay,
  arrived: MAIL_TEMPLATES.rideArrived,
  completed: MAIL_TEMPLATES.bookingCompleted,
};

export type RideMailStep = 'accepted' | 'en route' | 'arrived' | 'completed';

export const createRideMails = (deps: {
  db: Db;
  mail: Pick<MailService, 'prepare'>;
  siteOrigin: (siteId: number) => Promise<string>;
}) => ({
  /** The traveller's mail of a ride step, rendered now; null for a step that is not mailed. */
  rideMail: async (siteId: number, bookingId: number, step: string): Promise<ComposedMail | null> => {
    const template = RIDE_MAIL_TEMPLATES[step];
    if (!template) return null;
    const row = await findBookingView(deps.db, { siteId }, { id: bookingId });
    if (!row) return null;
    const render = await deps.mail.prepare({
      siteId,
      to: row.customerEmail,
      template,
      languageId: row.travellerLanguageId,
    });
    const chauffeurName = `${row.chauffeurFirstName ?? ''} ${row.chauffeurLastName ?? ''}`.trim();
    const origin = await deps.siteOrigin(siteId);
    // On the way carries a tracking link of its own (issue 22): the one in the confirmation is
    // known only to its mail (tokens are kept hashed).
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
    return { ...render(values), dedupeKey: `ride:${bookingId}:${step}` };
  },
});

export type RideMails = ReturnType<typeof createRideMails>;
