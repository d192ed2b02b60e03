import { GATEWAY_REFUND_ONLY } from '@ridedesk/domain/booking/booking-updates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoTokens, demoTokens } from '../../../test/demo-roles.ts';
import { setBookingPaymentState, storedBooking } from '../../../test/fixtures/bookings.ts';
import { BAY, bookRide, CITYLIMO, takeRidesYearsAhead } from '../../../test/fixtures/rides.ts';
import { mailsTo } from '../../../test/mailbox.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** Assignment, status and payment changes by the provider's staff, and the traveller's mails. */
let t: TestApp;
let tokens: Pick<DemoTokens, 'provider' | 'provider2' | 'dispatcher' | 'customer'>;
const NOW = new Date('2026-11-22T12:00:00Z');
let staffIds: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  await takeRidesYearsAhead(t);
  tokens = await demoTokens(t, ['provider', 'provider2', 'dispatcher', 'customer']);
  const staff = (
    await t.app.inject({ url: '/api/user/getserviceproviderusersbysiteid', headers: t.bearer(tokens.provider) })
  ).json().results as { id: number; userName: string }[];
  const bayStaff = (
    await t.app.inject({ url: '/api/user/getserviceproviderusersbysiteid', headers: t.bearer(tokens.provider2) })
  ).json().results as { id: number; userName: string }[];
  staffIds = Object.fromEntries([...staff, ...bayStaff].map((s) => [s.userName, s.id]));
});
afterAll(() => t.close());

const post = (path: string, payload: object, token = tokens.provider, headers: Record<string, string> = CITYLIMO) =>
  t.app.inject({ method: 'POST', url: `/api/booking/${path}`, headers: { ...headers, ...t.bearer(token) }, payload });

const setStatus = (bookingId: number, bookingStatus: string, token = tokens.provider) =>
  post('updatebookingstatus', { bookingId, bookingStatus }, token);

/**
 * A change to a City Limo booking is its own staff's alone: another site's provider (asking with
 * bayPayload, their own staff for instance) is answered 404, a customer 403 and a visitor without a token 401.
 */
const expectOnlyThisSiteStaff = async (path: string, payload: object, bayPayload: object = payload) => {
  expect((await post(path, bayPayload, tokens.provider2, BAY)).statusCode).toBe(404);
  expect((await post(path, payload, tokens.customer)).statusCode).toBe(403);
  expect((await t.visit('POST', `/api/booking/${path}`, CITYLIMO, payload)).statusCode).toBe(401);
};

const mailsWith = async (to: string, reference: string, template: string) => {
  await t.drainOutbox();
  return (await mailsTo(t, to)).filter((m) => m.template === template && m.html.includes(reference));
};

describe('updateassignedtobookings', () => {
  it('When a provider assigns the dispatcher to a scheduled booking, then it is assigned and the traveller is told who drives', async () => {
    const ride = await bookRide(t, { date: '2030-04-01', time: '09:00', guest: { email: 'assign@example.com' } });
    const res = await post('updateassignedtobookings', { bookingId: ride.id, assignedTo: staffIds.dispatcher });
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0]).toMatchObject({
      bookingStatus: 'assigned',
      assignedTo: staffIds.dispatcher,
      assignedToUser: { firstName: 'Dana', lastName: 'Brooks' },
      allowedNextStatuses: ['en route', 'confirmed', 'cancelled', 'no show'],
    });
    const [mail] = await mailsWith('assign@example.com', ride.referenceId, 'BookingAssigned_Template');
    expect(mail.text).toContain('Dana Brooks');
    expect(mail.subject).toMatch(
      new RegExp(`^Your City Limo chauffeur for ride ${ride.referenceId} on \\w{3} \\d{1,2} \\w{3}$`),
    );
    expect(mail.text).toContain('(cash to the chauffeur)');
    expect(mail.status).toBe('sent');
  });

  it('When the same chauffeur is assigned again, then nothing changes and no second mail is sent', async () => {
    const ride = await bookRide(t, { date: '2030-04-01', time: '14:00', guest: { email: 'again@example.com' } });
    await post('updateassignedtobookings', { bookingId: ride.id, assignedTo: staffIds.provider });
    const again = await post('updateassignedtobookings', { bookingId: ride.id, assignedTo: staffIds.provider });
    expect(again.statusCode).toBe(200);
    expect(await mailsWith('again@example.com', ride.referenceId, 'BookingAssigned_Template')).toHaveLength(1);
  });

  it('When a booking en route is given another chauffeur, then the chauffeur changes and the status stays', async () => {
    const ride = await bookRide(t, { date: '2030-04-02', time: '09:00' });
    await post('updateassignedtobookings', { bookingId: ride.id, assignedTo: staffIds.provider });
    await setStatus(ride.id, 'en route');
    const res = await post(
      'updateassignedtobookings',
      { bookingId: ride.id, assignedTo: staffIds.dispatcher },
      tokens.dispatcher,
    );
    expect(res.json().results[0]).toMatchObject({ bookingStatus: 'en route', assignedTo: staffIds.dispatcher });
  });

  it('When the chauffeur is another site’s staff or a customer, then 400 with the message; nothing changes', async () => {
    const ride = await bookRide(t, { date: '2030-04-03', time: '09:00' });
    for (const assignedTo of [staffIds.provider2, 999_999]) {
      const res = await post('updateassignedtobookings', { bookingId: ride.id, assignedTo });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please choose a chauffeur of this site');
    }
    const view = await t.app.inject({
      url: `/api/booking/getviewBookingbybookingId/${ride.id}`,
      headers: t.bearer(tokens.provider),
    });
    expect(view.json().results[0]).toMatchObject({ bookingStatus: 'scheduled', assignedTo: null });
    expect((await post('updateassignedtobookings', { bookingId: ride.id })).statusCode).toBe(400);
  });

  it('When another provider assigns the booking, then 404; a customer 403; nobody 401', async () => {
    const ride = await bookRide(t, { date: '2030-04-03', time: '15:00' });
    await expectOnlyThisSiteStaff(
      'updateassignedtobookings',
      { bookingId: ride.id, assignedTo: staffIds.provider },
      { bookingId: ride.id, assignedTo: staffIds.provider2 },
    );
  });

  it('When the booking is already cancelled, then assigning is refused with 422 and why', async () => {
    const ride = await bookRide(t, { date: '2030-04-04', time: '09:00' });
    await setStatus(ride.id, 'cancelled');
    const res = await post('updateassignedtobookings', { bookingId: ride.id, assignedTo: staffIds.provider });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('A cancelled booking cannot be assigned any more.');
  });
});

describe('updatebookingstatus', () => {
  it('When a booking goes confirmed, assigned, en route, arrived, completed, then the traveller gets the confirmed, assigned and completed mails', async () => {
    const ride = await bookRide(t, { date: '2030-04-05', time: '09:00', guest: { email: 'journey@example.com' } });
    expect((await setStatus(ride.id, 'Confirmed')).json().results[0].bookingStatus).toBe('confirmed');
    await post('updateassignedtobookings', { bookingId: ride.id, assignedTo: staffIds.dispatcher });
    for (const status of ['en route', 'arrived', 'completed']) {
      const res = await setStatus(ride.id, status, tokens.dispatcher);
      expect(res.statusCode, status).toBe(200);
      expect(res.json().results[0].bookingStatus).toBe(status);
    }
    const confirmed = await mailsWith('journey@example.com', ride.referenceId, 'BookingConfirmed_Template');
    const assigned = await mailsWith('journey@example.com', ride.referenceId, 'BookingAssigned_Template');
    const completed = await mailsWith('journey@example.com', ride.referenceId, 'BookingCompleted_Template');
    expect([confirmed.length, assigned.length, completed.length]).toEqual([1, 1, 1]);
    expect(completed[0].links).toEqual(
      expect.arrayContaining([expect.stringContaining(`/reviews/add-review?booking=${ride.referenceId}`)]),
    );
  });

  it('When a transition skips steps or leaves a final status, then 422 says why and nothing changes', async () => {
    const ride = await bookRide(t, { date: '2030-04-06', time: '09:00' });
    const skip = await setStatus(ride.id, 'completed');
    expect(skip.statusCode).toBe(422);
    expect(skip.json().message).toBe(
      'A scheduled booking can move to confirmed, assigned, cancelled, not to completed.',
    );
    const same = await setStatus(ride.id, 'scheduled');
    expect(same.json().message).toBe('The booking is already scheduled.');
    const noChauffeur = await setStatus(ride.id, 'assigned');
    expect(noChauffeur.statusCode).toBe(422);
    expect(noChauffeur.json().message).toBe('Please assign a chauffeur before marking the booking assigned.');
    await setStatus(ride.id, 'cancelled');
    const afterCancel = await setStatus(ride.id, 'confirmed');
    expect(afterCancel.statusCode).toBe(422);
    expect(afterCancel.json().message).toBe('A cancelled booking cannot change any more.');
  });

  it('When a booking is cancelled or a no show, then its vehicle is free again for that time', async () => {
    const ride = await bookRide(t, { date: '2030-04-07', time: '09:00', guest: { email: 'freed@example.com' } });
    await expect(bookRide(t, { date: '2030-04-07', time: '09:00', fleetId: ride.fleetId })).rejects.toThrow(/no offer/);
    await setStatus(ride.id, 'cancelled');
    const again = await bookRide(t, { date: '2030-04-07', time: '09:00', fleetId: ride.fleetId });
    expect(again.fleetId).toBe(ride.fleetId);
    expect(await mailsWith('freed@example.com', ride.referenceId, 'BookingCancelled_Template')).toHaveLength(1);

    await setStatus(again.id, 'confirmed');
    await setStatus(again.id, 'no show');
    const third = await bookRide(t, { date: '2030-04-07', time: '09:00', fleetId: ride.fleetId });
    expect(third.fleetId).toBe(ride.fleetId);
  });

  it('When the status is not one of the booking statuses, then 400; another site’s booking 404; customers 403', async () => {
    const ride = await bookRide(t, { date: '2030-04-08', time: '09:00' });
    const bad = await setStatus(ride.id, 'teleported');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please choose a booking status');
    await expectOnlyThisSiteStaff('updatebookingstatus', { bookingId: ride.id, bookingStatus: 'confirmed' });
    expect((await setStatus(2_000_000_000, 'confirmed')).statusCode).toBe(404);
  });

  it('When two status changes race, then one wins and the other is refused by the rule', async () => {
    const ride = await bookRide(t, { date: '2030-04-09', time: '09:00' });
    const answers = await Promise.all([setStatus(ride.id, 'confirmed'), setStatus(ride.id, 'confirmed')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
  });
});

describe('updatepaymentstatus', () => {
  it('When a pending payment is marked paid and then refunded, then each step answers the new status', async () => {
    const ride = await bookRide(t, { date: '2030-04-10', time: '09:00' });
    const paid = await post('updatepaymentstatus', { bookingId: ride.id, paymentStatus: 'paid' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().results[0]).toMatchObject({ paymentStatus: 'Paid', allowedNextPaymentStatuses: ['Refunded'] });
    const refunded = await post(
      'updatepaymentstatus',
      { bookingId: ride.id, paymentStatus: 'Refunded' },
      tokens.dispatcher,
    );
    expect(refunded.json().results[0].paymentStatus).toBe('Refunded');
    const list = (
      await t.app.inject({
        url: '/api/booking/getbookingbysiteid?PaymentStatus=Refunded&BookingFromDate=2030-04-10&BookingToDate=2030-04-10',
        headers: t.bearer(tokens.provider),
      })
    ).json();
    expect(list.results.map((r: { id: number }) => r.id)).toEqual([ride.id]);
  });

  it('When a card payment taken by a gateway is marked refunded by hand, then 422 says to use Refund; nothing changes', async () => {
    const ride = await bookRide(t, { date: '2030-04-12', time: '09:00' });
    // As the payments module leaves a booking after a gateway's capture.
    await setBookingPaymentState(t.db, 5, ride.id, {
      paymentStatus: 'Paid',
      paymentType: 'AuthorizeNet',
      transactionType: 'authCaptureTransaction',
    });
    const detail = await t.app.inject({
      url: `/api/booking/getviewBookingbybookingId/${ride.id}`,
      headers: { ...CITYLIMO, ...t.bearer(tokens.provider) },
    });
    expect(detail.json().results[0]).toMatchObject({ paymentStatus: 'Paid', allowedNextPaymentStatuses: [] });
    const refused = await post('updatepaymentstatus', { bookingId: ride.id, paymentStatus: 'Refunded' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(GATEWAY_REFUND_ONLY);
    const row = await storedBooking(t.db, 5, ride.id);
    expect(row.paymentStatus).toBe('Paid');
  });

  it('When a payment change is not allowed, then 422 with why; an unknown status 400; another site 404; customers 403', async () => {
    const ride = await bookRide(t, { date: '2030-04-11', time: '09:00' });
    const refund = await post('updatepaymentstatus', { bookingId: ride.id, paymentStatus: 'Refunded' });
    expect(refund.statusCode).toBe(422);
    expect(refund.json().message).toBe('A Pending payment can move to Paid, Failed, not to Refunded.');
    const unknown = await post('updatepaymentstatus', { bookingId: ride.id, paymentStatus: 'Owed' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Please choose a payment status');
    await expectOnlyThisSiteStaff('updatepaymentstatus', { bookingId: ride.id, paymentStatus: 'Paid' });
  });
});
