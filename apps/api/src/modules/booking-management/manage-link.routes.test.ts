/**
 * The manage link that works for guests (issue 17, item 12; decision 0024): every booking gets an
 * unguessable token, handed to the browser that booked and mailed in the confirmation; on its own
 * site's host it shows the booking and cancels it under the traveller's rule, without signing in.
 */
import { manageLinkPath } from '@ridedesk/domain/booking/manage-link';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenOf } from '../../../test/demo-roles.ts';
import { BAY, bookRide, CITYLIMO } from '../../../test/fixtures/rides.ts';
import { mailsTo } from '../../../test/mailbox.ts';
import { rideDate } from '../../../test/ride-dates.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const START = new Date('2026-11-22T12:00:00Z');
let clock = START;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const manage = (token: string, headers: Record<string, string> = CITYLIMO) =>
  t.app.inject({ url: `/api/booking/manage/${token}`, headers });
const cancelThrough = (token: string, headers: Record<string, string> = CITYLIMO) =>
  t.app.inject({ method: 'POST', url: `/api/booking/manage/${token}/cancel`, headers, payload: {} });

const guestBooking = async (day: string, email: string) => {
  const ride = await bookRide(t, { date: rideDate(day), time: '10:00', guest: { email } });
  expect(ride.manageToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return { ...ride, manageToken: ride.manageToken as string };
};

describe('the manage link', () => {
  it('When a guest books with cash, then the answer and the confirmation carry the link, and it shows the ride', async () => {
    const ride = await guestBooking('2026-12-03', 'manage-one@example.com');
    await t.drainOutbox();
    const [confirmation] = (await mailsTo(t, 'manage-one@example.com')).filter(
      (m) => m.template === 'BookingConfirmation_Template',
    );
    const link = confirmation.links.find((l) => l.includes('/mybookings/manage/'));
    expect(link).toBe(`http://citylimo.localhost${manageLinkPath(ride.manageToken)}`);

    const res = await manage(ride.manageToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const booking = res.json().results[0];
    expect(booking).toMatchObject({
      referenceId: ride.referenceId,
      bookingFromDate: rideDate('2026-12-03'),
      pickupTime: '10:00',
      pickupoffset: -360,
      pickUpLocation: '233 S Wacker Dr, Chicago, IL 60606',
      dropOffLocation: "O'Hare International Airport, Chicago, IL 60666",
      noOfPassengers: 2,
      totalPrice: ride.totalPrice,
      bookingStatus: 'scheduled',
      paymentStatus: 'Pending',
      paymentType: 'COD',
      cancellation: { allowed: true },
    });
    expect(booking.vehicleType.name).toMatch(/sedan/i);
    expect(booking.billing).toBeUndefined();
  });

  it('When a token is wrong or malformed, then 404 with no booking in the answer', async () => {
    await guestBooking('2026-12-04', 'manage-two@example.com');
    for (const token of ['A'.repeat(43), 'not-a-token', `${'b'.repeat(42)}!`]) {
      const res = await manage(encodeURIComponent(token));
      expect(res.statusCode).toBe(404);
      expect(res.json().results).toBeUndefined();
      expect((await cancelThrough(encodeURIComponent(token))).statusCode).toBe(404);
    }
  });

  it("When the token is presented on another provider's host or the product site, then 404 and nothing is cancelled", async () => {
    const ride = await guestBooking('2026-12-05', 'manage-three@example.com');
    for (const host of [BAY, { host: 'localhost' }]) {
      const res = await manage(ride.manageToken, host);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(ride.referenceId);
      expect((await cancelThrough(ride.manageToken, host)).statusCode).toBe(404);
    }
    expect((await manage(ride.manageToken)).json().results[0].bookingStatus).toBe('scheduled');
  });

  it('When the guest cancels through the link, then it is cancelled as a traveller cancels, mailed, and a second cancel is refused', async () => {
    const ride = await guestBooking('2026-12-06', 'manage-four@example.com');
    const res = await cancelThrough(ride.manageToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0]).toMatchObject({
      referenceId: ride.referenceId,
      bookingStatus: 'cancelled',
      paymentStatus: 'Not charged',
      cancellation: { allowed: false },
      refund: { status: 'none', amount: 0 },
    });
    await t.drainOutbox();
    const told = (await mailsTo(t, 'manage-four@example.com')).filter(
      (m) => m.template === 'BookingCancelledByTraveller_Template',
    );
    expect(told).toHaveLength(1);
    expect(told[0].text).toContain('As you asked');
    expect((await manage(ride.manageToken)).json().results[0].bookingStatus).toBe('cancelled');
    const again = await cancelThrough(ride.manageToken);
    expect(again.statusCode).toBe(422);
  });

  it('When the ride is over, then its link answers 404', async () => {
    const ride = await guestBooking('2026-12-07', 'manage-five@example.com');
    expect((await manage(ride.manageToken)).statusCode).toBe(200);
    clock = new Date(Date.parse(`${rideDate('2026-12-08')}T12:00:00Z`));
    try {
      expect((await manage(ride.manageToken)).statusCode).toBe(404);
      expect((await cancelThrough(ride.manageToken)).statusCode).toBe(404);
    } finally {
      clock = START;
    }
  });

  it('When staff book for a rider, then the answer carries no token; a customer who books gets one', async () => {
    const provider = await tokenOf(t, 'provider');
    const staffRide = await bookRide(t, {
      date: rideDate('2026-12-09'),
      time: '10:00',
      customerToken: provider,
      guest: { email: 'rider@example.com' },
    });
    expect(staffRide.referenceId).toMatch(/^RD/);
    expect(staffRide.manageToken).toBeUndefined();
    const customer = await tokenOf(t, 'customer');
    const own = await bookRide(t, { date: rideDate('2026-12-09'), time: '15:00', customerToken: customer });
    expect((await manage(own.manageToken as string)).json().results[0].referenceId).toBe(own.referenceId);
  });

  it('When the manage token is sent as a bearer token, then it signs nobody in (401)', async () => {
    const ride = await guestBooking('2026-12-10', 'manage-six@example.com');
    const res = await t.app.inject({
      url: '/api/Booking/getallbookingbyuserid?BookingPeriod=all',
      headers: { ...CITYLIMO, ...t.bearer(ride.manageToken) },
    });
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain(ride.referenceId);
  });

  it('When one address asks for more than 30 links a minute, then it answers 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push(
        (
          await t.app.inject({
            url: `/api/booking/manage/${'C'.repeat(42)}${i % 10}`,
            headers: CITYLIMO,
            remoteAddress: '203.0.113.77',
          })
        ).statusCode,
      );
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
