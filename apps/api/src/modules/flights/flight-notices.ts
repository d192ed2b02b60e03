/**
 * Who is told when a flight moves a pickup (decision 0031): the traveller (a mail, and a text
 * when they agreed to texts) and the ride's chauffeur (a mail to their account and a text to their
 * phone), once per new pickup time. The mails' templates are read before the move's transaction
 * (`prepare`); everything is written in it (`write`), the tracking link's token included, so the
 * notices exist exactly when the move does.
 */
import { mailLocale, pickupDateTimeLabel, pickupDayLabel } from '@ridedesk/domain/booking/booking-mail-texts';
import { flightLabel } from '@ridedesk/domain/booking/flight-number';
import { toE164 } from '@ridedesk/domain/rides/phone';
import { trackLinkPath } from '@ridedesk/domain/rides/tracking';
import { isProviderSiteId } from '@ridedesk/domain/shared/constants';
import type { Tx } from '../../db/client.ts';
import { issueAccessToken } from '../bookings/booking-access.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import { siteSettingValue } from '../settings/settings.service.ts';
import { SMS_ENABLED_SETTING, type SmsService } from '../sms/sms.service.ts';
import { renderSms } from '../sms/sms-texts.ts';
import { contentsByName } from '../templates/templates.read-model.ts';
import { FLIGHT_TEMPLATE_NAMES } from './flight-templates.ts';
import type { FlightBooking } from './flights.read-model.ts';

const DAY = 86_400_000;

/** '6:05 pm' ('18:05'): a time at the pickup's own clock. */
export const localTimeLabel = (at: Date, offsetMinutes: number, locale: string) =>
  new Intl.DateTimeFormat(mailLocale(locale) === 'es' ? 'es-ES' : 'en-US', {
    timeZone: 'UTC',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(at.getTime() + offsetMinutes * 60_000));

/** 'Thu 26 Nov, 6:05 pm': a pickup in a text, short. */
export const shortPickupLabel = (at: Date, offsetMinutes: number, locale: string) =>
  `${pickupDayLabel(at, offsetMinutes, locale)}, ${localTimeLabel(at, offsetMinutes, locale)}`;

export type PickupMoveNotice = {
  booking: FlightBooking;
  previousPickupAt: Date;
  pickupAt: Date;
  landing: Date;
};

type Renderer = Awaited<ReturnType<MailService['prepare']>>;
export type PreparedNotices = { traveller: Renderer; chauffeur: { to: string; render: Renderer } | null };

/** One notice per booking and new pickup time, whoever asks again. */
const dedupeKey = (who: 'traveller' | 'chauffeur', bookingId: number, pickupAt: Date) =>
  `flight:${bookingId}:${who}:${pickupAt.toISOString()}`;

export const createFlightNotices = (deps: {
  mail: Pick<MailService, 'prepare' | 'enqueue'>;
  sms: Pick<SmsService, 'enqueue' | 'enqueueRideText'>;
  siteOrigin: (siteId: number) => Promise<string>;
}) => {
  /** The chauffeur's text from its template (the site's own, else the default), in their language. */
  const chauffeurText = async (tx: Tx, b: FlightBooking, values: Record<string, string>) => {
    const rows = await contentsByName(tx, isProviderSiteId(b.siteId) ? b.siteId : null, [
      FLIGHT_TEMPLATE_NAMES.chauffeurText,
    ]);
    const row =
      rows.find((r) => r.languages.locale === mailLocale(b.chauffeurLocale)) ??
      rows.find((r) => r.languages.locale === 'en');
    const template = row ? (row.ownValue ?? row.defaultValue) : null;
    return template ? renderSms(template, values) : null;
  };

  return {
    /** Reads the mails' templates (before the transaction: nothing is written). */
    prepare: async (b: FlightBooking): Promise<PreparedNotices> => ({
      traveller: await deps.mail.prepare({
        siteId: b.siteId,
        to: b.travellerEmail,
        template: FLIGHT_TEMPLATE_NAMES.travellerMail,
        languageId: b.travellerLanguageId,
      }),
      chauffeur:
        b.chauffeurId && b.chauffeurEmail
          ? {
              to: b.chauffeurEmail,
              render: await deps.mail.prepare({
                siteId: b.siteId,
                to: b.chauffeurEmail,
                template: FLIGHT_TEMPLATE_NAMES.chauffeurMail,
                languageId: b.chauffeurLanguageId,
              }),
            }
          : null,
    }),

    /** Writes the notices in the move's transaction; `booking` is read in it (its chauffeur now). */
    write: async (tx: Tx, prepared: PreparedNotices, notice: PickupMoveNotice) => {
      const { booking: b, pickupAt, previousPickupAt, landing } = notice;
      const flight =
        b.airline && b.flightNumber ? flightLabel({ airline: b.airline, flightNumber: b.flightNumber }) : '';
      const token = await issueAccessToken(tx, {
        siteId: b.siteId,
        bookingId: b.bookingId,
        purpose: 'track',
        expiresOn: new Date(b.dropoffAt.getTime() + 7 * DAY),
      });
      const trackLink = `${await deps.siteOrigin(b.siteId)}${trackLinkPath(token)}`;
      const passengerName = `${b.travellerFirstName} ${b.travellerLastName}`.trim();
      const values = (locale: string) => ({
        firstName: b.travellerFirstName,
        passengerName,
        chauffeurName: b.chauffeurFirstName ?? '',
        referenceId: b.referenceId,
        flightLabel: flight,
        landingTime: localTimeLabel(landing, b.pickupOffset, locale),
        pickupDay: pickupDayLabel(pickupAt, b.pickupOffset, locale),
        pickupDateTime: pickupDateTimeLabel(pickupAt, b.pickupOffset, locale),
        previousPickupDateTime: pickupDateTimeLabel(previousPickupAt, b.pickupOffset, locale),
        pickupLocation: b.pickUpLocation,
        dropoffLocation: b.dropOffLocation,
        trackLink,
        providerPhone: b.providerPhone ?? '',
      });
      await deps.mail.enqueue(tx, {
        ...prepared.traveller(values),
        dedupeKey: dedupeKey('traveller', b.bookingId, pickupAt),
      });
      const travellerLocale = mailLocale(b.travellerLocale);
      await deps.sms.enqueueRideText(tx, {
        siteId: b.siteId,
        bookingId: b.bookingId,
        step: 'pickup-moved',
        phone: b.travellerPhone,
        consent: b.smsConsent,
        languageId: b.travellerLanguageId,
        values: {
          referenceId: b.referenceId,
          firstName: b.travellerFirstName,
          pickupDateTime: shortPickupLabel(pickupAt, b.pickupOffset, travellerLocale),
          pickupLocation: b.pickUpLocation,
          trackLink,
          providerPhone: b.providerPhone,
          flightLabel: flight,
        },
        dedupeSuffix: pickupAt.toISOString(),
      });
      // The chauffeur the ride has now (the mail was prepared for the one it had when read).
      if (!b.chauffeurId || !prepared.chauffeur || prepared.chauffeur.to !== b.chauffeurEmail) return;
      await deps.mail.enqueue(tx, {
        ...prepared.chauffeur.render(values),
        dedupeKey: dedupeKey('chauffeur', b.bookingId, pickupAt),
      });
      const phone = b.chauffeurPhone ? toE164(b.chauffeurPhone) : null;
      // Texts cost the provider: only a site that sends them (SmsEnabled) texts its chauffeurs too.
      if (!phone || (await siteSettingValue(tx, b.siteId, SMS_ENABLED_SETTING)) !== 'true') return;
      const locale = mailLocale(b.chauffeurLocale);
      const body = await chauffeurText(tx, b, {
        ...values(locale),
        siteTitle: b.siteName || b.siteTitle || '',
        pickupDateTime: shortPickupLabel(pickupAt, b.pickupOffset, locale),
      });
      if (body)
        await deps.sms.enqueue(tx, {
          siteId: b.siteId,
          to: phone,
          body,
          template: FLIGHT_TEMPLATE_NAMES.chauffeurText,
          dedupeKey: dedupeKey('chauffeur', b.bookingId, pickupAt),
        });
    },
  };
};

export type FlightNotices = ReturnType<typeof createFlightNotices>;
