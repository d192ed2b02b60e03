/**
 * What the two chauffeurs are told when the operator gives a ride to another because a flight
 * moved a pickup (issue 22 item 4): a mail to each (templates RideGivenToChauffeur and
 * RideTakenFromChauffeur, rendered before the transaction) and a text to each one's phone (the
 * SMS outbox), both written in the reassignment's transaction, so they exist exactly when it does.
 */
import { pickupDateTimeLabel, pickupDayLabel } from '@ridedesk/domain/booking/booking-mail-texts';
import { toE164 } from '@ridedesk/domain/rides/phone';
import type { Db, Tx } from '../../db/client.ts';
import type { ComposedMail, MailService } from '../mail/mail.service.ts';
import { escapeHtml } from '../mail/mail-render.ts';
import { MAIL_TEMPLATES } from '../mail/mail-subjects.ts';
import { siteSettingValue } from '../settings/settings.service.ts';
import { type ComposedSms, SMS_ENABLED_SETTING, type SmsService } from '../sms/sms.service.ts';
import { type ChauffeurProfile, nameOf } from './dispatch-fit.ts';
import { siteNameOf } from './knock-on.read-model.ts';
import type { RideDto } from './ride-dto.ts';

export type Handover = {
  siteId: number;
  ride: RideDto;
  /** The ride whose flight moved (its reference). */
  causeReferenceId: string;
  /** Who takes the ride, and who had it. */
  given: ChauffeurProfile;
  taken: ChauffeurProfile;
  now: Date;
};

/** The texts' wall clock: '2026-12-03 17:00' at the pickup. */
const clockOf = (ride: RideDto) => `${ride.localPickup.slice(0, 10)} ${ride.localPickup.slice(11, 16)}`;

/** The two texts, short enough for one or two segments. */
export const handoverTexts = (site: string, h: Omit<Handover, 'siteId' | 'now'>) => ({
  given: `${site}: ride ${h.ride.referenceId} on ${clockOf(h.ride)} from ${h.ride.pickUpLocation} is now yours; a delayed flight keeps ${nameOf(h.taken)} on ride ${h.causeReferenceId}. Open the chauffeur app to accept it.`,
  taken: `${site}: ride ${h.ride.referenceId} on ${clockOf(h.ride)} now goes to ${nameOf(h.given)}; a delayed flight moved your ride ${h.causeReferenceId}. Your other rides stay as they are.`,
});

export type CarChange = {
  siteId: number;
  ride: RideDto;
  causeReferenceId: string;
  /** The ride's chauffeur, told of the car they now drive. */
  chauffeur: ChauffeurProfile;
  car: string;
  now: Date;
};

/** The chauffeur's mail of a car change: subject and plain words (the html is them, escaped). */
export const carChangeWords = (site: string, c: Omit<CarChange, 'siteId' | 'now'>) => ({
  subject: `Ride ${c.ride.referenceId} on ${clockOf(c.ride)}: you now drive ${c.car} (${site})`,
  text: `Hello ${c.chauffeur.firstName},\n\nA delayed flight keeps ${c.ride.vehicleName ?? 'your car'} on ride ${c.causeReferenceId}, so ride ${c.ride.referenceId} on ${clockOf(c.ride)} from ${c.ride.pickUpLocation} now goes in ${c.car}. The rest of the ride is unchanged.\n\n${site}`,
});

export const createKnockOnNotices = (deps: {
  db: Db;
  mail: Pick<MailService, 'prepareMany' | 'enqueueMany'>;
  /** The SMS outbox; without it (no SMS channel built) only the mails are written. */
  sms?: Pick<SmsService, 'enqueue'>;
}) => ({
  /** Renders both mails and texts now; answers the write to run in the reassignment's transaction. */
  prepare: async (h: Handover): Promise<(tx: Tx) => Promise<void>> => {
    const pickupAt = new Date(h.ride.pickupAt);
    const [renderGiven, renderTaken] = await deps.mail.prepareMany([
      { siteId: h.siteId, to: h.given.email, template: MAIL_TEMPLATES.rideGivenToChauffeur },
      { siteId: h.siteId, to: h.taken.email, template: MAIL_TEMPLATES.rideTakenFromChauffeur },
    ]);
    const values = (to: ChauffeurProfile, other: ChauffeurProfile) => (locale: string) => ({
      firstName: to.firstName,
      otherChauffeur: nameOf(other),
      causeReference: h.causeReferenceId,
      referenceId: h.ride.referenceId,
      pickupDay: pickupDayLabel(pickupAt, h.ride.pickupOffset, locale),
      pickupDateTime: pickupDateTimeLabel(pickupAt, h.ride.pickupOffset, locale),
      pickupLocation: h.ride.pickUpLocation,
      dropoffLocation: h.ride.dropOffLocation,
      passengerName: h.ride.passengerName,
    });
    // One pair of messages per handover: the key names the ride, the chauffeur and the moment.
    const key = (side: string, who: ChauffeurProfile) =>
      `knock-on:${h.ride.bookingId}:${side}:${who.userId}:${h.now.getTime()}`;
    const mails: ComposedMail[] = [
      { ...renderGiven(values(h.given, h.taken)), dedupeKey: key('given', h.given) },
      { ...renderTaken(values(h.taken, h.given)), dedupeKey: key('taken', h.taken) },
    ];
    const words = handoverTexts(await siteNameOf(deps.db, h.siteId), h);
    const texts: ComposedSms[] = [
      { who: h.given, body: words.given, side: 'given' },
      { who: h.taken, body: words.taken, side: 'taken' },
    ].flatMap(({ who, body, side }) => {
      const to = who.phone ? toE164(who.phone) : null;
      return to ? [{ siteId: h.siteId, to, body, template: null, dedupeKey: key(side, who) }] : [];
    });
    return async (tx) => {
      await deps.mail.enqueueMany(tx, mails);
      // Texts cost the provider: only a site that sends them (SmsEnabled) texts its chauffeurs.
      if (!deps.sms || (await siteSettingValue(tx, h.siteId, SMS_ENABLED_SETTING)) !== 'true') return;
      for (const text of texts) await deps.sms.enqueue(tx, text);
    };
  },
  /** The chauffeur's mail of a car change (mail only), to write in the change's transaction. */
  prepareCarChange: async (c: CarChange): Promise<(tx: Tx) => Promise<void>> => {
    const words = carChangeWords(await siteNameOf(deps.db, c.siteId), c);
    const mail: ComposedMail = {
      siteId: c.siteId,
      to: c.chauffeur.email,
      subject: words.subject,
      text: words.text,
      html: words.text
        .split('\n\n')
        .map((p) => `<p>${escapeHtml(p)}</p>`)
        .join(''),
      template: null,
      dedupeKey: `knock-on:${c.ride.bookingId}:car:${c.chauffeur.userId}:${c.now.getTime()}`,
    };
    return async (tx) => {
      await deps.mail.enqueueMany(tx, [mail]);
    };
  },
});

export type KnockOnNotices = ReturnType<typeof createKnockOnNotices>;
