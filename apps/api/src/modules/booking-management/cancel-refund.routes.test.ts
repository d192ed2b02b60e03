/**
 * Issue 17: a card booking is confirmed once paid and says how; cancelling it offers the refund
 * in the same step, refunds through the gateway, and says who cancelled and what happens to the
 * money; the provider hears when the traveller cancels. Read back through the dev mailbox.
 */
import { pickupDayLabel } from '@ridedesk/domain/booking/booking-mail-texts';
import { formatUsd, toCents } from '@ridedesk/domain/booking/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoTokens, demoTokens } from '../../../test/demo-roles.ts';
import { type BookedRide, bookRide, CITYLIMO } from '../../../test/fixtures/rides.ts';
import { type MailboxEntry, mailsTo } from '../../../test/mailbox.ts';
import { rideDate } from '../../../test/ride-dates.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let tokens: Pick<DemoTokens, 'provider' | 'provider2' | 'customer'>;
const NOW = new Date('2026-11-22T12:00:00Z');
let dispatcherId: number;
let providerEmail: string;
const SUNDAY = rideDate('2026-12-06');
const WEDNESDAY = rideDate('2026-12-09');

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  tokens = await demoTokens(t, ['provider', 'provider2', 'customer']);
  const staff = (
    await t.app.inject({ url: '/api/user/getserviceproviderusersbysiteid', headers: t.bearer(tokens.provider) })
  ).json().results as { id: number; userName: string }[];
  dispatcherId = staff.find((s) => s.userName === 'dispatcher')?.id as number;
});
afterAll(() => t.close());

const staffPost = (path: string, payload: object, token = tokens.provider, host = CITYLIMO) =>
  t.app.inject({ method: 'POST', url: `/api/booking/${path}`, headers: { ...host, ...t.bearer(token) }, payload });

const payByCard = async (ride: BookedRide & { guestUniqueId?: string }, token?: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/ChargeAuthorizeNetPayment',
    headers: token ? { ...CITYLIMO, ...t.bearer(token) } : CITYLIMO,
    payload: {
      bookingId: ride.id,
      guestUserUniqueId: ride.guestUniqueId,
      card: { cardType: '', cardNumber: '4111111111111111', expirationDate: '2030-12', cardCode: '123' },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().results[0].success).toBe(true);
};

/** A guest's card ride at 11:00 on a day, paid. */
const paidCardRide = async (date: string, email: string) => {
  const ride = await bookRide(t, { date, time: '11:00', guest: { email }, paymentType: 'Card' });
  await payByCard(ride);
  return ride;
};

/** The provider cancels a ride, saying what to refund ({ refund: 'full' }, or 'partial' with the amount). */
const cancelWith = (bookingId: number, refund: { refund: string; refundAmount?: number }) =>
  staffPost('updatebookingstatus', { bookingId, bookingStatus: 'cancelled', ...refund });

const detail = async (id: number) =>
  (
    await t.app.inject({ url: `/api/booking/getviewBookingbybookingId/${id}`, headers: t.bearer(tokens.provider) })
  ).json().results[0];

/** The mails about one booking written to an address, oldest first. */
const mailsAbout = async (to: string, reference: string) => {
  await t.drainOutbox();
  return (await mailsTo(t, to)).filter((m) => m.subject.includes(reference) || m.text.includes(reference)).reverse();
};

/** 'Sun 20 Dec': how a subject names a ride's local day. */
const dayOf = (date: string) => pickupDayLabel(new Date(`${date}T12:00:00Z`), 0, 'en');

const totalsIn = (mail: MailboxEntry) => [...mail.text.matchAll(/Total: (\$[\d,]+\.\d{2})/g)].map((m) => m[1]);

describe('a card booking from payment to a cancellation with refund', () => {
  it('When a guest books by card, pays, is assigned and the provider cancels with a full refund, then every mail names City Limo and the reference and states the booking as it then stood', async () => {
    const email = 'card-traveller@example.com';
    const ride = await bookRide(t, {
      date: SUNDAY,
      time: '10:30',
      guest: { firstName: 'Carla', email },
      paymentType: 'Card',
      comments: 'Two child seats, please',
    });
    const total = formatUsd(toCents(ride.totalPrice));
    providerEmail = (await detail(ride.id)).site.serviceProvider.email;

    // Not confirmed before the payment settles: never "payment pending" once the screen says PAID.
    expect(await mailsAbout(email, ride.referenceId)).toHaveLength(0);
    await payByCard(ride);
    const [confirmation] = await mailsAbout(email, ride.referenceId);
    expect(confirmation.template).toBe('BookingConfirmation_Template');
    expect(confirmation.subject).toBe(`Your City Limo ride ${ride.referenceId} on ${dayOf(SUNDAY)} is confirmed`);
    expect(confirmation.text).toContain(`Total: ${total} (paid by Visa ending 1111)`);
    expect(confirmation.text).toContain('Your comments: Two child seats, please');
    expect(confirmation.text).toContain('10:30 am (local time at pickup, UTC-06:00)');
    expect(confirmation.text).toContain('The City Limo team');
    const [newBooking] = await mailsAbout(providerEmail, ride.referenceId);
    expect(newBooking.template).toBe('NewBooking_Template');
    expect(newBooking.text).toContain(`Total: ${total} (paid by Visa ending 1111)`);

    // A repeated payment call (a retry) mails nothing twice.
    await payByCard(ride);
    expect(await mailsAbout(email, ride.referenceId)).toHaveLength(1);

    expect(
      (await staffPost('updateassignedtobookings', { bookingId: ride.id, assignedTo: dispatcherId })).statusCode,
    ).toBe(200);
    const cancel = await cancelWith(ride.id, { refund: 'full' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().results[0]).toMatchObject({
      bookingStatus: 'cancelled',
      paymentStatus: 'Refunded',
      allowedNextPaymentStatuses: [],
      refund: {
        choice: 'full',
        status: 'succeeded',
        amount: ride.totalPrice,
        kept: 0,
        expectWithinBusinessDays: '5-10',
      },
    });

    const travellerMails = await mailsAbout(email, ride.referenceId);
    expect(travellerMails.map((m) => m.template)).toEqual([
      'BookingConfirmation_Template',
      'BookingAssigned_Template',
      'BookingCancelled_Template',
    ]);
    const [, assigned, cancelled] = travellerMails;
    expect(assigned.text).toContain(`Total: ${total} (paid by card ending 1111)`);
    expect(cancelled.subject).toBe(`City Limo has cancelled your ride ${ride.referenceId} on ${dayOf(SUNDAY)}`);
    expect(cancelled.text).toContain(`Total: ${total} (refunded: ${total})`);
    expect(cancelled.text).toContain(
      `We have refunded ${total} to your card ending 1111. Expect it on your statement within 5-10 business days.`,
    );
    expect(cancelled.text).not.toContain('If you did not ask');

    // The mailbox as a whole: every subject names the company and the reference; every total is the booking's.
    for (const mail of [...travellerMails, ...(await mailsAbout(providerEmail, ride.referenceId))]) {
      expect(mail.subject, mail.template ?? '').toContain('City Limo');
      expect(mail.subject, mail.template ?? '').toContain(ride.referenceId);
      for (const shown of totalsIn(mail)) expect(shown, mail.template ?? '').toBe(total);
      expect(mail.text).not.toMatch(/payment pending|\(Paid\)|\(Pending\)/);
    }
  });

  it('When a ride confirmed as cash to the chauffeur is then paid by card, then a receipt supersedes the payment line, once', async () => {
    const email = 'cash-then-card@example.com';
    const date = rideDate('2026-12-10');
    const ride = await bookRide(t, { date, time: '12:00', guest: { email } });
    const [confirmation] = await mailsAbout(email, ride.referenceId);
    expect(confirmation.template).toBe('BookingConfirmation_Template');
    expect(confirmation.text).toContain('(cash to the chauffeur)');
    await payByCard(ride);
    await payByCard(ride);
    const mails = await mailsAbout(email, ride.referenceId);
    expect(mails.map((m) => m.template)).toEqual(['BookingConfirmation_Template', 'PaymentReceipt_Template']);
    expect(mails[1].subject).toBe(`Your City Limo receipt for ride ${ride.referenceId} on ${dayOf(date)}`);
    expect(mails[1].text).toContain(`paid by Visa ending 1111`);
    expect(mails[1].text).toContain('This receipt replaces the payment line of your booking confirmation.');
  });

  it('When the provider refunds part of a paid ride while cancelling, then it reads Partly refunded and the mail says what came back and what was kept', async () => {
    const email = 'partly@example.com';
    const ride = await paidCardRide(rideDate('2026-12-07'), email);
    const res = await cancelWith(ride.id, { refund: 'partial', refundAmount: 20 });
    expect(res.statusCode, res.body).toBe(200);
    const kept = formatUsd(toCents(ride.totalPrice) - 2000);
    expect(res.json().results[0]).toMatchObject({
      paymentStatus: 'Partly refunded',
      refund: { status: 'succeeded', amount: 20, kept: (toCents(ride.totalPrice) - 2000) / 100 },
    });
    const cancelled = (await mailsAbout(email, ride.referenceId)).at(-1) as MailboxEntry;
    expect(cancelled.text).toContain(`partly refunded: $20.00 back, ${kept} kept`);
    expect(cancelled.text).toContain(`We have refunded $20.00 to your card ending 1111.`);
    expect(cancelled.text).toContain(`City Limo kept ${kept} as the cancellation fee.`);
  });

  it('When the refund asked is missing, too high or for another tenant, then nothing is cancelled and each says why', async () => {
    const ride = await paidCardRide(rideDate('2026-12-08'), 'refused@example.com');
    const missing = await cancelWith(ride.id, { refund: 'partial' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please enter the amount to refund');
    const tooHigh = await cancelWith(ride.id, { refund: 'partial', refundAmount: ride.totalPrice + 1 });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().message).toContain('The refund cannot be more than what was paid and not yet refunded');
    const unknown = await cancelWith(ride.id, { refund: 'all' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Please choose what to refund');
    const otherTenant = await staffPost(
      'updatebookingstatus',
      { bookingId: ride.id, bookingStatus: 'cancelled', refund: 'full' },
      tokens.provider2,
      { host: 'baychauffeurs.localhost' },
    );
    expect(otherTenant.statusCode).toBe(404);
    expect(await detail(ride.id)).toMatchObject({ bookingStatus: 'scheduled', paymentStatus: 'Paid' });
  });
});

describe('a traveller cancels', () => {
  it('When the customer cancels a card-paid ride, then the site keeps its cancellation fee, refunds the rest, and the provider is mailed and notified', async () => {
    const fee = await t.send(
      'POST',
      '/api/sitesetting/update',
      tokens.provider,
      { SettingId: 5, value: '15' },
      CITYLIMO,
    );
    expect(fee.statusCode, fee.body).toBe(200);
    const ride = await bookRide(t, {
      date: WEDNESDAY,
      time: '09:00',
      customerToken: tokens.customer,
      paymentType: 'Card',
    });
    await payByCard(ride, tokens.customer);
    const res = await t.send('POST', '/api/booking/cancelmybooking', tokens.customer, { bookingId: ride.id }, CITYLIMO);
    expect(res.statusCode, res.body).toBe(200);
    const back = toCents(ride.totalPrice) - 1500;
    expect(res.json().results[0]).toMatchObject({
      bookingStatus: 'cancelled',
      paymentStatus: 'Partly refunded',
      refund: { choice: 'fee', status: 'succeeded', amount: back / 100, kept: 15 },
    });

    const mine = (await mailsAbout('customer@ridedesk.example', ride.referenceId)).at(-1) as MailboxEntry;
    expect(mine.template).toBe('BookingCancelledByTraveller_Template');
    expect(mine.subject).toBe(
      `Your City Limo ride ${ride.referenceId} on ${dayOf(WEDNESDAY)} is cancelled, as you asked`,
    );
    expect(mine.text).toContain(`We have refunded ${formatUsd(back)} to your card ending 1111.`);
    expect(mine.text).toContain('City Limo kept $15.00 as the cancellation fee.');
    expect(mine.text).not.toContain('If you did not ask');

    const told = (await mailsAbout(providerEmail, ride.referenceId)).at(-1) as MailboxEntry;
    expect(told.template).toBe('BookingCancelledToProvider_Template');
    expect(told.subject).toBe(
      `The traveller cancelled booking ${ride.referenceId} on ${dayOf(WEDNESDAY)} at City Limo`,
    );
    expect(told.links).toEqual(
      expect.arrayContaining([expect.stringContaining(`/admin/booking/booking?reference=${ride.referenceId}`)]),
    );

    const notices = (
      await t.app.inject({
        url: '/api/notification/getAllNotificationsByRoleId/SPAdmin',
        headers: { ...CITYLIMO, ...t.bearer(tokens.provider) },
      })
    ).json().results as { title: string; bookingId: number }[];
    expect(notices.find((n) => n.bookingId === ride.id)?.title).toBe(
      `The traveller cancelled booking ${ride.referenceId}`,
    );
  });
});
