import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenOf } from '../../../test/demo-roles.ts';
import { bookRide, CITYLIMO, takeRidesYearsAhead } from '../../../test/fixtures/rides.ts';
import { mailsTo } from '../../../test/mailbox.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** The traveller's bookings (getallbookingbyuserid) and cancelling one (cancelmybooking), on a movable clock. */
let t: TestApp;
const START = new Date('2026-11-22T12:00:00Z');
let clock = START;
let customer: string;
let provider: string;

/** Moves the clock and signs in again (access tokens expire on the same clock). */
const travelTo = async (at: Date) => {
  clock = at;
  [customer, provider] = await Promise.all([tokenOf(t, 'customer'), tokenOf(t, 'provider')]);
};

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  await takeRidesYearsAhead(t);
  await travelTo(START);
});
afterAll(() => t.close());

type Row = {
  id: number;
  referenceId: string;
  bookingStatus: string;
  period: string;
  pickupAt: string;
  cancellation: { allowed: boolean; cancelUntil: string; noticeHours: number; rule: string; reason: string | null };
};

const myBookings = (query = '', token = customer, headers: Record<string, string> = CITYLIMO) =>
  t.app.inject({ url: `/api/Booking/getallbookingbyuserid?${query}`, headers: { ...headers, ...t.bearer(token) } });

const cancel = (payload: object, token = customer) =>
  t.app.inject({
    method: 'POST',
    url: '/api/booking/cancelmybooking',
    headers: { ...CITYLIMO, ...t.bearer(token) },
    payload,
  });

const setStatus = (bookingId: number, bookingStatus: string) =>
  t.send('POST', '/api/booking/updatebookingstatus', provider, { bookingId, bookingStatus });

const refs = (rows: Row[]) => rows.map((r) => r.referenceId);

describe('getallbookingbyuserid', () => {
  it('When the customer lists upcoming, past and all, then their own bookings answer in each period’s order, never a stranger’s', async () => {
    await travelTo(START);
    const soon = await bookRide(t, { date: '2030-05-02', time: '09:00', customerToken: customer });
    const later = await bookRide(t, { date: '2030-05-20', time: '09:00', customerToken: customer });
    const done = await bookRide(t, { date: '2030-05-10', time: '09:00', customerToken: customer });
    const stranger = await bookRide(t, { date: '2030-05-03', time: '09:00' });
    await setStatus(done.id, 'cancelled');

    const upcoming = (await myBookings('BookingPeriod=upcoming&pageSize=100')).json();
    const upcomingRefs = refs(upcoming.results);
    expect(upcomingRefs).toEqual(expect.arrayContaining([soon.referenceId, later.referenceId]));
    expect(upcomingRefs.indexOf(soon.referenceId)).toBeLessThan(upcomingRefs.indexOf(later.referenceId));
    expect(upcomingRefs).not.toContain(done.referenceId);
    expect(upcomingRefs).not.toContain(stranger.referenceId);
    const times = upcoming.results.map((r: Row) => r.pickupAt);
    expect(times).toEqual([...times].sort());

    const past = (await myBookings('BookingPeriod=Past&pageSize=100')).json();
    expect(refs(past.results)).toContain(done.referenceId);
    expect(past.results.every((r: Row) => r.period === 'past')).toBe(true);
    const pastTimes = past.results.map((r: Row) => r.pickupAt);
    expect(pastTimes).toEqual([...pastTimes].sort().reverse());

    const all = (await myBookings('pageSize=100')).json();
    expect(all.totalCount).toBe(upcoming.totalCount + past.totalCount);
    expect(refs(all.results)).not.toContain(stranger.referenceId);
  });

  it('When pages are asked for, then 10 rows answer by default with the total', async () => {
    const first = (await myBookings('BookingPeriod=all')).json();
    expect(first.results.length).toBeLessThanOrEqual(10);
    expect(first.totalCount).toBeGreaterThanOrEqual(first.results.length);
    const small = (await myBookings('BookingPeriod=all&pageSize=1&page=2')).json();
    expect(small.results).toHaveLength(1);
    expect(small.results[0].referenceId).toBe(first.results[1].referenceId);
  });

  it('When the customer holds a guest’s unique id, then that guest’s bookings answer too; a numeric id is refused', async () => {
    const guestRide = await bookRide(t, {
      date: '2030-05-04',
      time: '11:00',
      guest: { email: 'chris.alt@example.com' },
    });
    const without = refs((await myBookings('BookingPeriod=upcoming&pageSize=100')).json().results);
    expect(without).not.toContain(guestRide.referenceId);
    const withGuest = refs(
      (await myBookings(`BookingPeriod=upcoming&pageSize=100&GuestUserId=${guestRide.guestUniqueId}`)).json().results,
    );
    expect(withGuest).toContain(guestRide.referenceId);
    const numeric = await myBookings('GuestUserId=12');
    expect(numeric.statusCode).toBe(400);
    expect(numeric.json().message).toBe('GuestUserId must be the guest’s unique id');
  });

  it('When the period is unknown, then 400; nobody signed in 401; staff 403', async () => {
    const bad = await myBookings('BookingPeriod=someday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please choose Upcoming, Past or All');
    expect((await t.app.inject({ url: '/api/Booking/getallbookingbyuserid', headers: CITYLIMO })).statusCode).toBe(401);
    expect((await myBookings('', provider)).statusCode).toBe(403);
  });

  it('When the customer lists on another provider’s host, then that provider’s bookings of theirs answer (none here)', async () => {
    const bay = (await myBookings('pageSize=100', customer, { host: 'baychauffeurs.localhost' })).json();
    expect(bay.results.every((r: { siteId: number }) => r.siteId === 6)).toBe(true);
  });
});

describe('cancelmybooking', () => {
  it('When the customer cancels more than 24 hours ahead, then it is cancelled, mailed and its vehicle is free again', async () => {
    await travelTo(START);
    const ride = await bookRide(t, { date: '2030-06-01', time: '10:00', customerToken: customer });
    const listed = (await myBookings('BookingPeriod=upcoming&pageSize=100'))
      .json()
      .results.find((r: Row) => r.id === ride.id) as Row;
    expect(listed.cancellation).toMatchObject({
      allowed: true,
      noticeHours: 24,
      rule: 'Bookings can be cancelled until 24 hours before pickup.',
      reason: null,
    });
    // 10:00 in Chicago (UTC-6) is 16:00 UTC; the window closes 24 hours earlier.
    expect(listed.cancellation.cancelUntil).toBe('2030-05-31T16:00:00.000Z');

    await travelTo(new Date('2030-05-31T15:00:00Z'));
    const res = await cancel({ bookingId: ride.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0]).toMatchObject({
      bookingStatus: 'cancelled',
      period: 'past',
      paymentStatus: 'Not charged',
      refund: { status: 'none', amount: 0 },
    });
    await t.drainOutbox();
    const mails = (await mailsTo(t, 'customer@ridedesk.example')).filter(
      (m) => m.template === 'BookingCancelledByTraveller_Template' && m.html.includes(ride.referenceId),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('As you asked');
    expect(mails[0].text).toContain('You were not charged for this booking.');
    expect(mails[0].text).not.toContain('If you did not ask');
    expect(mails[0].links).toEqual(expect.arrayContaining([expect.stringContaining('/mybookings/viewbookings')]));

    await travelTo(START);
    const again = await bookRide(t, { date: '2030-06-01', time: '10:00', fleetId: ride.fleetId });
    expect(again.fleetId).toBe(ride.fleetId);
  });

  it('When the customer cancels inside the notice period, then 422 states the rule and whom to call; nothing changes', async () => {
    await travelTo(START);
    const ride = await bookRide(t, { date: '2030-06-02', time: '10:00', customerToken: customer });
    await travelTo(new Date('2030-06-01T16:30:00Z')); // 23.5 hours before pickup
    const listed = (await myBookings('BookingPeriod=upcoming&pageSize=100'))
      .json()
      .results.find((r: Row) => r.id === ride.id) as Row;
    expect(listed.cancellation.allowed).toBe(false);
    const res = await cancel({ bookingId: ride.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'Bookings can be cancelled until 24 hours before pickup. This ride is less than 24 hours away, so it can no longer be cancelled online. To cancel it now, please call City Limo LLC on 312-555-0142.',
    );
    const view = await t.app.inject({
      url: `/api/booking/getviewBookingbybookingId/${ride.id}`,
      headers: { ...CITYLIMO, ...t.bearer(customer) },
    });
    expect(view.json().results[0].bookingStatus).toBe('scheduled');
  });

  it('When the site asks for 48 hours’ notice, then the window follows the setting', async () => {
    await travelTo(START);
    const setting = (await t.app.inject({ url: '/api/sitesetting/mappingBySiteId', headers: t.bearer(provider) }))
      .json()
      .results.find((s: { name: string }) => s.name === 'CancellationNoticeHours');
    const saved = await t.send('POST', '/api/sitesetting/update', provider, {
      SettingId: setting.SettingId ?? setting.id,
      value: '48',
    });
    expect(saved.statusCode).toBe(200);
    const ride = await bookRide(t, { date: '2030-06-10', time: '10:00', customerToken: customer });
    await travelTo(new Date('2030-06-08T17:00:00Z')); // 47 hours before pickup
    const res = await cancel({ bookingId: ride.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/^Bookings can be cancelled until 48 hours before pickup\./);
    await travelTo(new Date('2030-06-08T15:00:00Z')); // 49 hours before pickup
    expect((await cancel({ bookingId: ride.id })).statusCode).toBe(200);
    await travelTo(START);
    await t.send('POST', '/api/sitesetting/update', provider, {
      SettingId: setting.SettingId ?? setting.id,
      value: '24',
    });
  });

  it('When the booking is under way, completed or already cancelled, then 422 says why', async () => {
    await travelTo(START);
    const ride = await bookRide(t, { date: '2030-06-03', time: '10:00', customerToken: customer });
    await setStatus(ride.id, 'cancelled');
    const twice = await cancel({ bookingId: ride.id });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toBe('This booking is already cancelled.');

    const underway = await bookRide(t, { date: '2030-06-05', time: '10:00', customerToken: customer });
    const [chauffeur] = (
      await t.app.inject({ url: '/api/user/getserviceproviderusersbysiteid', headers: t.bearer(provider) })
    ).json().results;
    await t.send('POST', '/api/booking/updateassignedtobookings', provider, {
      bookingId: underway.id,
      assignedTo: chauffeur.id,
    });
    await setStatus(underway.id, 'en route');
    const enRoute = await cancel({ bookingId: underway.id });
    expect(enRoute.statusCode).toBe(422);
    expect(enRoute.json().message).toBe('A booking that is en route can no longer be cancelled.');
    await setStatus(underway.id, 'arrived');
    await setStatus(underway.id, 'completed');
    expect((await cancel({ bookingId: underway.id })).json().message).toBe(
      'A booking that is completed can no longer be cancelled.',
    );
  });

  it('When the booking is someone else’s, then 404; the guest whose unique id the customer holds may be cancelled', async () => {
    await travelTo(START);
    const stranger = await bookRide(t, { date: '2030-06-04', time: '10:00' });
    expect((await cancel({ bookingId: stranger.id })).statusCode).toBe(404);
    const held = await cancel({ bookingId: stranger.id, GuestUserId: stranger.guestUniqueId });
    expect(held.statusCode).toBe(200);
    expect(held.json().results[0].bookingStatus).toBe('cancelled');
  });

  it('When the input is bad, then 400; nobody signed in 401; staff 403', async () => {
    expect((await cancel({ bookingId: 'x' })).statusCode).toBe(400);
    expect((await cancel({})).statusCode).toBe(400);
    const anonymous = await t.visit('POST', '/api/booking/cancelmybooking', CITYLIMO, { bookingId: 1 });
    expect(anonymous.statusCode).toBe(401);
    expect((await cancel({ bookingId: 1 }, provider)).statusCode).toBe(403);
  });
});
