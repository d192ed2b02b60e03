/**
 * The SMS channel wired into bookings and rides (issue 22): a traveller who agreed at booking is
 * texted when the booking is confirmed (with the confirmation mail's tracking link), when the
 * chauffeur is on the way (with the On the way mail's link), has arrived, and has completed the
 * ride (with the review link); once per step and booking, in order, to the local Twilio. No
 * consent, STOP from the number, or SmsEnabled off: no text. The booking's flight is checked and
 * stored normalised.
 */
import { FLIGHT_MESSAGES } from '@ridedesk/domain/booking/flight-number';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeTwilio, startFakeTwilio } from '../../../test/fakes/twilio-server.ts';
import { call, driverToken } from '../../../test/fixtures/ride-day.ts';
import { bookRide, tokenOf } from '../../../test/fixtures/rides.ts';
import { mailsTo } from '../../../test/mailbox.ts';
import { rideDay } from '../../../test/ride-dates.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { twilioSignature } from '../../integrations/sms/twilio-signature.ts';
import { SMS_INBOUND_PATH } from './sms.routes.ts';

const ACCOUNT = 'AC00000000000000000000000000000022';
const TOKEN = 'wiring-token';
const PUBLIC_URL = 'https://rides.example';
const CITYLIMO = { host: 'citylimo.localhost' };
let twilio: FakeTwilio;
let t: TestApp;
let provider: string;
let chauffeur: string;
let chauffeurId: number;
/** Each booking on a day of its own, clear of the demo bookings: its fleets never clash. */
let day = 40;
const nextDay = () => rideDay(day++);

type Text = { to: string; body: string; template: string; status: string };

/** The texts written to a number, oldest first, read through the dev list (GET /api/dev/sms?to=). */
const textsTo = async (mobile: string) => {
  const res = await t.app.inject({ url: `/api/dev/sms?to=${encodeURIComponent(mobile)}` });
  expect(res.statusCode).toBe(200);
  return (res.json().results as Text[]).reverse();
};
const e164 = (mobile: string) => `+1${mobile.replace(/\D/g, '')}`;
const linkIn = (text: string, path: string) => text.match(new RegExp(`https?://\\S+${path}\\S*`))?.[0] ?? null;

/** The links to the ride's tracking page in the traveller's mails of one template. */
const mailedTrackLinks = async (email: string, template: string) =>
  (await mailsTo(t, email))
    .filter((m) => m.template === template)
    .flatMap((m) => m.links.filter((l) => l.includes('/track/')));

const detail = async (bookingId: number) =>
  (
    await t.app.inject({
      url: `/api/booking/getviewBookingbybookingId/${bookingId}`,
      headers: { ...CITYLIMO, ...t.bearer(provider) },
    })
  ).json().results[0];

const step = (bookingId: number, status: string, key: string) =>
  call(t, 'POST', `/api/driver/jobs/${bookingId}/status`, chauffeur, { status }, { 'idempotency-key': key });

/** Assigns Marco (staff's assignment) and has him accept the ride. */
const assignAndAccept = async (bookingId: number) => {
  const assigned = await t.app.inject({
    method: 'POST',
    url: '/api/booking/updateassignedtobookings',
    headers: { ...CITYLIMO, ...t.bearer(provider) },
    payload: { bookingId, assignedTo: chauffeurId },
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
  expect((await call(t, 'POST', `/api/driver/jobs/${bookingId}/accept`, chauffeur)).statusCode).toBe(200);
};

/** A ride tomorrow at the time, booked from a mobile whose owner agreed to texts (the form's consent box). */
const bookTexted = (time: string, mobile: string, more: Omit<Parameters<typeof bookRide>[1], 'date' | 'time'> = {}) =>
  bookRide(t, { date: nextDay(), time, mobile, extra: { smsConsent: true }, ...more });

/** A text from the traveller to the platform number, as Twilio posts it: signed over PUBLIC_URL + path. */
const inbound = (from: string, body: string) => {
  const params = { From: from, To: '+13125550100', Body: body, MessageSid: `SM${from.slice(-4)}${body}` };
  return t.app.inject({
    method: 'POST',
    url: SMS_INBOUND_PATH,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilioSignature(TOKEN, PUBLIC_URL + SMS_INBOUND_PATH, params),
    },
    payload: new URLSearchParams(params).toString(),
  });
};

beforeAll(async () => {
  twilio = await startFakeTwilio({ accountSid: ACCOUNT, authToken: TOKEN });
  t = await createTestApp({ env: twilio.appEnv(PUBLIC_URL) });
  [provider, chauffeur] = await Promise.all([tokenOf(t, 'provider'), driverToken(t, 'chauffeur')]);
  const marco = (await t.db.execute(sql`select id from users where lower(user_name) = 'chauffeur'`)).rows[0];
  chauffeurId = Number(marco?.id);
}, 180_000);
afterAll(async () => {
  await t?.close();
  await twilio?.close();
});

describe('the booking confirmed text', () => {
  it('When a guest books with consent and a ten-digit mobile, then exactly one text says the booking is confirmed, with the tracking link of the confirmation mail', async () => {
    const mobile = '312-555-0161';
    const email = 'texted.guest@example.com';
    const ride = await bookTexted('09:00', mobile, { guest: { firstName: 'Tess', email } });
    const texts = await textsTo(e164(mobile));
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ to: '+13125550161', template: 'SmsBookingConfirmed_Template', status: 'pending' });
    expect(texts[0].body).toContain(`City Limo: your ride ${ride.referenceId} is booked for`);
    expect(texts[0].body).toContain('Reply STOP to stop texts.');
    const link = linkIn(texts[0].body, '/track/');
    expect(await mailedTrackLinks(email, 'BookingConfirmation_Template')).toEqual([link]);
    const token = link?.split('/track/')[1] ?? '';
    const page = await t.app.inject({ url: `/api/track/${token}`, headers: CITYLIMO });
    expect(page.statusCode).toBe(200);
    expect(page.json().results[0].referenceId).toBe(ride.referenceId);
    expect(await detail(ride.id)).toMatchObject({ smsConsent: true, flightAirline: null, flightNumber: null });
  });

  it('When the guest does not agree to texts, then the booking is made and mailed but not texted', async () => {
    const mobile = '312-555-0162';
    const ride = await bookRide(t, {
      date: nextDay(),
      time: '09:15',
      mobile,
      guest: { email: 'no.texts@example.com' },
    });
    expect(await mailedTrackLinks('no.texts@example.com', 'BookingConfirmation_Template')).toHaveLength(1);
    expect(await textsTo(e164(mobile))).toEqual([]);
    expect((await detail(ride.id)).smsConsent).toBe(false);
  });

  it('When a card booking with consent is paid, then its text goes with the confirmation mail (none before), once whatever the retries', async () => {
    const mobile = '312-555-0163';
    const email = 'card.texts@example.com';
    const ride = await bookTexted('09:30', mobile, { guest: { email }, paymentType: 'Card' });
    expect(await textsTo(e164(mobile))).toEqual([]);
    const pay = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/ChargeAuthorizeNetPayment',
        headers: CITYLIMO,
        payload: {
          bookingId: ride.id,
          guestUserUniqueId: ride.guestUniqueId,
          card: { cardType: '', cardNumber: '4111111111111111', expirationDate: '2030-12', cardCode: '123' },
        },
      });
    expect((await pay()).json().results[0].success).toBe(true);
    await pay();
    const texts = await textsTo(e164(mobile));
    expect(texts.map((x) => x.template)).toEqual(['SmsBookingConfirmed_Template']);
    expect(texts[0].body).toContain(ride.referenceId);
    expect(await mailedTrackLinks(email, 'BookingConfirmation_Template')).toEqual([linkIn(texts[0].body, '/track/')]);
  });
});

describe('the ride texts', () => {
  const mobile = '312-555-0164';
  const email = 'ride.texts@example.com';
  let ride: Awaited<ReturnType<typeof bookRide>>;
  beforeAll(async () => {
    ride = await bookTexted('10:00', mobile, { guest: { email } });
    await assignAndAccept(ride.id);
  });

  it('When the chauffeur goes On the way, arrives and completes, then each writes exactly one text, in order, and a repeated idempotency key none more', async () => {
    expect((await step(ride.id, 'en route', 'sms-wiring-0001')).statusCode).toBe(200);
    expect((await step(ride.id, 'en route', 'sms-wiring-0001')).statusCode).toBe(200);
    expect((await step(ride.id, 'arrived', 'sms-wiring-0002')).statusCode).toBe(200);
    expect((await step(ride.id, 'on board', 'sms-wiring-0003')).statusCode).toBe(200);
    expect((await step(ride.id, 'completed', 'sms-wiring-0004')).statusCode).toBe(200);
    expect((await step(ride.id, 'completed', 'sms-wiring-0004')).statusCode).toBe(200);

    const texts = await textsTo(e164(mobile));
    expect(texts.map((x) => x.template)).toEqual([
      'SmsBookingConfirmed_Template',
      'SmsRideOnTheWay_Template',
      'SmsRideArrived_Template',
      'SmsRideCompleted_Template',
    ]);
    const [, onTheWay, arrived, completed] = texts;
    expect(onTheWay.body).toContain('City Limo: Marco Rossi is on the way to');
    // The same tracking link as the On the way mail.
    expect(await mailedTrackLinks(email, 'RideOnTheWay_Template')).toEqual([linkIn(onTheWay.body, '/track/')]);
    expect(arrived.body).toContain(
      `has arrived at 233 S Wacker Dr, Chicago, IL 60606 and is waiting for you (ride ${ride.referenceId})`,
    );
    expect(completed.body).toContain(`How was ride ${ride.referenceId}?`);
    expect(linkIn(completed.body, '/reviews/add-review')).toBe(
      `${PUBLIC_URL}/reviews/add-review?booking=${ride.referenceId}`,
    );

    // The local Twilio receives each once, in the order they were written.
    await t.app.drainSmsOutbox();
    expect(twilio.messages.filter((m) => m.to === e164(mobile)).map((m) => m.body)).toEqual(texts.map((x) => x.body));
  });
});

describe('no text', () => {
  it('When the number texts STOP, then the next step of its ride writes no text; START lets the one after through', async () => {
    const mobile = '312-555-0165';
    const ride = await bookTexted('11:00', mobile);
    await assignAndAccept(ride.id);
    expect((await inbound(e164(mobile), 'STOP')).statusCode).toBe(200);
    expect((await step(ride.id, 'en route', 'sms-stop-0001')).statusCode).toBe(200);
    expect((await textsTo(e164(mobile))).map((x) => x.template)).toEqual(['SmsBookingConfirmed_Template']);
    expect((await inbound(e164(mobile), 'START')).statusCode).toBe(200);
    expect((await step(ride.id, 'arrived', 'sms-stop-0002')).statusCode).toBe(200);
    expect((await textsTo(e164(mobile))).map((x) => x.template)).toEqual([
      'SmsBookingConfirmed_Template',
      'SmsRideArrived_Template',
    ]);
  });

  it('When City Limo turns SmsEnabled off, then neither a new booking nor a ride step is texted', async () => {
    const mobile = '312-555-0166';
    const ride = await bookTexted('12:00', mobile);
    await assignAndAccept(ride.id);
    const off = await t.app.inject({
      method: 'POST',
      url: '/api/sitesetting/update',
      headers: { ...CITYLIMO, ...t.bearer(provider) },
      payload: { SettingId: 8, value: 'false' },
    });
    expect(off.statusCode, off.body).toBe(200);
    const other = '312-555-0167';
    await bookTexted('13:00', other);
    expect((await step(ride.id, 'en route', 'sms-off-0001')).statusCode).toBe(200);
    expect(await textsTo(e164(other))).toEqual([]);
    expect((await textsTo(e164(mobile))).map((x) => x.template)).toEqual(['SmsBookingConfirmed_Template']);
  });
});

describe("an airport pickup's flight", () => {
  const create = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/booking/create/10:00/00:00/1/1/Chicago/IL/41.9786/-87.9048/-360',
      headers: CITYLIMO,
      payload: {
        bookingFromDate: nextDay(),
        pickUpLocation: "O'Hare International Airport, Chicago, IL 60666",
        dropOffLocation: '233 S Wacker Dr, Chicago, IL 60606',
        noOfPassengers: 1,
        noOfLuggages: 1,
        ...payload,
      },
    });

  it('When the flight is half given, not at an airport, or malformed, then 400 with its message and nothing is booked', async () => {
    const before = (await t.db.execute(sql`select count(*)::int as n from bookings`)).rows[0];
    for (const [payload, message, field] of [
      [{ flightAirline: 'UA' }, FLIGHT_MESSAGES.both, 'flightNumber'],
      [{ flightNumber: '1234' }, FLIGHT_MESSAGES.both, 'flightNumber'],
      [
        { flightAirline: 'UA', flightNumber: '1234', pickUpLocation: '233 S Wacker Dr, Chicago, IL 60606' },
        FLIGHT_MESSAGES.notAirport,
        'flightNumber',
      ],
      [{ flightAirline: 'U', flightNumber: '1234' }, FLIGHT_MESSAGES.airline, 'flightAirline'],
      [{ flightAirline: 'UNIT', flightNumber: '1234' }, FLIGHT_MESSAGES.airline, 'flightAirline'],
      [{ flightAirline: 'UA', flightNumber: '12345' }, FLIGHT_MESSAGES.number, 'flightNumber'],
      [{ flightAirline: 'UA', flightNumber: 'ABC' }, FLIGHT_MESSAGES.number, 'flightNumber'],
    ] as const) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
      expect(JSON.stringify(res.json())).toContain(field);
    }
    expect((await t.db.execute(sql`select count(*)::int as n from bookings`)).rows[0]).toEqual(before);
  });

  it('When an airport pickup names its flight loosely, then it is stored normalised and shown to staff and the traveller', async () => {
    const ride = await bookRide(t, {
      date: nextDay(),
      time: '14:00',
      fromAirport: true,
      extra: { flightAirline: ' ua ', flightNumber: '0295' },
    });
    const row = (
      await t.db.execute(sql`select flight_airline, flight_number, sms_consent from bookings where id = ${ride.id}`)
    ).rows[0];
    expect(row).toEqual({ flight_airline: 'UA', flight_number: '295', sms_consent: false });
    expect(await detail(ride.id)).toMatchObject({ flightAirline: 'UA', flightNumber: '295', smsConsent: false });
    const mine = await t.app.inject({
      url: `/api/booking/manage/${ride.manageToken}`,
      headers: CITYLIMO,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().results[0]).toMatchObject({ flightAirline: 'UA', flightNumber: '295' });
  });
});
