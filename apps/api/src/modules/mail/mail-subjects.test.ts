import { pickupDayLabel } from '@ridedesk/domain/booking/booking-mail-texts';
import { describe, expect, it } from 'vitest';
import { BOOKING_TEMPLATE_DEFAULTS } from '../../db/seed/booking-mail-content.ts';
import { COMPLAINT_TEMPLATE_DEFAULTS } from '../../db/seed/complaint-mail-content.ts';
import { FLIGHT_TEMPLATE_DEFAULTS } from '../../db/seed/flight-mail-content.ts';
import { LANGUAGES } from '../../db/seed/reference.ts';
import { RIDE_TEMPLATE_DEFAULTS } from '../../db/seed/ride-mail-content.ts';
import { STAFF_TEMPLATE_DEFAULTS } from '../../db/seed/staff-mail-content.ts';
import { TEMPLATE_DEFAULTS } from '../../db/seed/template-content.ts';
import { renderMailBody, subjectFor } from './mail-render.ts';
import { MAIL_SUBJECTS, MAIL_TEMPLATES } from './mail-subjects.ts';

const MAIL_DEFAULTS = [
  ...TEMPLATE_DEFAULTS,
  ...BOOKING_TEMPLATE_DEFAULTS,
  ...COMPLAINT_TEMPLATE_DEFAULTS,
  ...STAFF_TEMPLATE_DEFAULTS,
  ...RIDE_TEMPLATE_DEFAULTS,
  ...FLIGHT_TEMPLATE_DEFAULTS,
].filter((t) => t.kind === 'mail');

/** Sun 29 Nov 2026, 10:30 in Chicago (UTC-6): 16:30 UTC. */
const PICKUP = new Date('2026-11-29T16:30:00Z');
const OFFSET = -360;

/** What every mail's values may hold, for City Limo's ride RD7PW7C9 (the mails fill the ones they use). */
const valuesIn = (locale: string) => ({
  siteTitle: 'City Limo',
  referenceId: 'RD7PW7C9',
  pickupDay: pickupDayLabel(PICKUP, OFFSET, locale),
  pickupDateTime: 'Sunday 29 November 2026, 10:30 am',
  customerName: 'Rita Rider',
  complaintType: 'complaint',
  subject: 'Late pickup on RD7PW7C9',
  code: '123456',
  chauffeurName: 'Marco Rossi',
  flightLabel: 'UA 1542',
});

/** Mails about one booking: their subjects name its reference and its local day. */
const BOOKING_MAILS = new Set<string>([
  MAIL_TEMPLATES.bookingConfirmation,
  MAIL_TEMPLATES.newBooking,
  MAIL_TEMPLATES.bookingConfirmed,
  MAIL_TEMPLATES.bookingAssigned,
  MAIL_TEMPLATES.bookingCancelled,
  MAIL_TEMPLATES.bookingCancelledByTraveller,
  MAIL_TEMPLATES.bookingCancelledToProvider,
  MAIL_TEMPLATES.bookingCompleted,
  MAIL_TEMPLATES.paymentReceipt,
  MAIL_TEMPLATES.rideAccepted,
  MAIL_TEMPLATES.flightPickupMoved,
  MAIL_TEMPLATES.chauffeurPickupMoved,
]);

describe('mail subjects', () => {
  it('When the product seeds its mail templates, then each has its own subject in every site language', () => {
    expect(MAIL_DEFAULTS.length).toBeGreaterThanOrEqual(18);
    for (const template of MAIL_DEFAULTS)
      for (const { locale } of LANGUAGES)
        expect(
          MAIL_SUBJECTS[template.uniqueName]?.[locale as 'en' | 'es'],
          `${template.uniqueName} ${locale}`,
        ).toBeTruthy();
    expect(new Set(Object.keys(MAIL_SUBJECTS))).toEqual(new Set(MAIL_DEFAULTS.map((t) => t.uniqueName)));
  });

  for (const { locale } of LANGUAGES)
    it(`When a mail is written in ${locale}, then its subject names the company, and a booking's names its reference and local day`, () => {
      for (const template of MAIL_DEFAULTS) {
        const subject = subjectFor(template.uniqueName, locale, template.displayName, valuesIn(locale));
        expect(subject, template.uniqueName).toContain('City Limo');
        expect(subject, template.uniqueName).not.toMatch(/\(to the|\{\{|\s{2}/);
        if (BOOKING_MAILS.has(template.uniqueName)) {
          expect(subject, template.uniqueName).toContain('RD7PW7C9');
          expect(subject, template.uniqueName).toContain(locale === 'es' ? 'dom 29 nov' : 'Sun 29 Nov');
        }
      }
    });

  it('When the booking confirmation is subjected, then it reads as the company would write it', () => {
    expect(subjectFor(MAIL_TEMPLATES.bookingConfirmation, 'en', 'x', valuesIn('en'))).toBe(
      'Your City Limo ride RD7PW7C9 on Sun 29 Nov is confirmed',
    );
    expect(subjectFor(MAIL_TEMPLATES.bookingConfirmation, 'es', 'x', valuesIn('es'))).toBe(
      'Su viaje RD7PW7C9 con City Limo el dom 29 nov está confirmado',
    );
  });

  it('When a pickup is late at night in its own zone, then the subject uses that local day, not the UTC one', () => {
    // 23:30 in Los Angeles on Sat 28 Nov is already Sunday in UTC.
    const lateNight = new Date('2026-11-29T07:30:00Z');
    expect(pickupDayLabel(lateNight, -480, 'en')).toBe('Sat 28 Nov');
    expect(pickupDayLabel(lateNight, 0, 'en')).toBe('Sun 29 Nov');
  });

  it('When a mail body is filled, then none of the default bodies keeps an internal label or a bare placeholder', () => {
    for (const template of MAIL_DEFAULTS)
      for (const body of [template.en, template.es]) {
        const filled = renderMailBody(body, { ...valuesIn('en'), greeting: 'Hello,' });
        expect(filled, template.uniqueName).not.toMatch(
          /\{\{|Online Booking for your rides|If you did not ask for this cancellation/,
        );
      }
  });
});
