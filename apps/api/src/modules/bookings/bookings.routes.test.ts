/**
 * Booking a ride: the server prices it, refuses a taken fleet and a stale total, applies a discount,
 * and keeps the guest's billing information. Searching fleets is in fleet-search.routes.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { rideDate } from '../../../test/ride-dates.ts';
import { CITYLIMO, useBookingApp } from '../../../test/suites/bookings-suite.ts';
import type { TestApp } from '../../../test/test-app.ts';

const { app, sedanOffers, sedanOffer, newGuest, book } = useBookingApp();
let t: TestApp;
beforeAll(() => {
  t = app();
});

describe('booking creation', () => {
  it('When a guest books with pay by cash, then it is scheduled, priced on the server, and both mails wait in the outbox', async () => {
    const date = rideDate('2026-12-02');
    const time = '10:00';
    const offer = await sedanOffer(date, time);
    const guest = await newGuest();
    const res = await book({ offer, date, time, guestId: guest.id, body: { gratuityPrice: 5 } });
    expect(res.statusCode).toBe(201);
    const booking = res.json().results[0];
    expect(booking).toMatchObject({
      bookingStatus: 'scheduled',
      paymentStatus: 'Pending',
      transactionType: 'paybycash',
      bookedPrice: offer.cost,
    });
    expect(booking.referenceId).toMatch(/^RD[A-Z0-9]{6}$/);
    expect(booking.message).toBe(
      `Your booking ID is ${booking.referenceId} and an email containing the booking summary will be sent to you.`,
    );
    const expectedTax = Math.round(offer.cost * offer.priceDefinition.taxPercentage) / 100;
    expect(booking.taxPrice).toBeCloseTo(expectedTax, 2);
    expect(booking.totalPrice).toBeCloseTo(offer.cost + booking.taxPrice + 5, 2);

    const mailbox = await t.app.inject({ url: '/api/dev/mailbox' });
    const subjects = mailbox
      .json()
      .results.map((m: { to: string; html: string }) => [m.to, m.html.includes(booking.referenceId)]);
    expect(subjects).toEqual(
      expect.arrayContaining([
        ['gina@example.com', true],
        ['dispatch@citylimo.example', true],
      ]),
    );

    // The booked fleet is no longer offered for an overlapping time.
    const again = await sedanOffers(date, time);
    expect(again.map((o) => o.fleetId)).not.toContain(offer.fleetId);
  });

  it('When the same fleet is booked again for an overlapping time, then it answers 409 with the taken message', async () => {
    const date = rideDate('2026-12-03');
    const offer = await sedanOffer(date, '08:00');
    const first = await book({ offer, date, time: '08:00', guestId: (await newGuest()).id });
    expect(first.statusCode).toBe(201);
    const second = await book({ offer, date, time: '08:30', guestId: (await newGuest()).id });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('Sorry, this vehicle was just booked by someone else. Please search again.');
  });

  it('When WELCOME10 is applied, then the discount and the tax on the discounted cost follow the money rules', async () => {
    const date = rideDate('2026-12-04');
    const offer = await sedanOffer(date, '11:00');
    const code = await t.app.inject({ url: `/api/discount/isValidDiscount/WELCOME10/${date}/0`, headers: CITYLIMO });
    const discountId = code.json().results[0].id;
    expect(discountId).toBeGreaterThan(0);
    const res = await book({ offer, date, time: '11:00', guestId: (await newGuest()).id, body: { discountId } });
    expect(res.statusCode).toBe(201);
    const b = res.json().results[0];
    const costCents = Math.round(offer.cost * 100);
    const discountCents = Math.round(costCents * 0.1);
    const taxCents = Math.round(((costCents - discountCents) * offer.priceDefinition.taxPercentage) / 100);
    expect(Math.round(b.discountPrice * 100)).toBe(discountCents);
    expect(Math.round(b.taxPrice * 100)).toBe(taxCents);
    expect(Math.round(b.totalPrice * 100)).toBe(costCents - discountCents + taxCents);
  });

  it('When the confirmed total no longer matches the server price, then it answers 409 and books nothing', async () => {
    const date = rideDate('2026-12-05');
    const offer = await sedanOffer(date, '12:00');
    const res = await book({ offer, date, time: '12:00', guestId: (await newGuest()).id, body: { totalPrice: 1 } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^The price of this ride is now \$/);
    const retry = await book({ offer, date, time: '12:00', guestId: (await newGuest()).id });
    expect(retry.statusCode).toBe(201);
  });

  it('When a signed-in customer books, then the booking carries the account and no guest is needed', async () => {
    const date = rideDate('2026-12-06');
    const offer = await sedanOffer(date, '13:00');
    const customer = await t.signIn('customer', 'customer-portal', 'ridedesk-demo', 'citylimo.localhost');
    const res = await book({
      offer,
      date,
      time: '13:00',
      headers: { ...CITYLIMO, ...t.bearer(customer.access_token) },
    });
    expect(res.statusCode).toBe(201);
  });

  it('When nobody signed in names no guest, or a guest of another site, then it is refused and nothing is booked', async () => {
    const date = rideDate('2026-12-07');
    const offer = await sedanOffer(date, '14:00');
    expect((await book({ offer, date, time: '14:00' })).statusCode).toBe(400);
    const foreignGuest = await newGuest({ host: 'baychauffeurs.localhost' });
    expect((await book({ offer, date, time: '14:00', guestId: foreignGuest.id })).statusCode).toBe(404);
    const ok = await book({ offer, date, time: '14:00', guestId: (await newGuest()).id });
    expect(ok.statusCode).toBe(201);
  });

  it('When the comments are longer than 500 characters or the tip is negative, then it answers 400', async () => {
    const offer = { fleetId: 1, siteId: 5, cost: 1, priceDefinition: { id: 1, taxPercentage: 0 } };
    expect(
      (
        await book({
          offer,
          date: rideDate('2026-12-08'),
          time: '10:00',
          guestId: 1,
          body: { comments: 'x'.repeat(501) },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await book({ offer, date: rideDate('2026-12-08'), time: '10:00', guestId: 1, body: { gratuityPrice: -1 } }))
        .statusCode,
    ).toBe(400);
  });

  it('When pay later is chosen on a site that does not allow it, then it is refused', async () => {
    const date = rideDate('2026-12-09');
    const offer = await sedanOffer(date, '15:00');
    const res = await book({
      offer,
      date,
      time: '15:00',
      guestId: (await newGuest()).id,
      body: { paymentType: 'PayLater' },
    });
    expect(res.statusCode).toBe(422);
  });
});

describe('billing information', () => {
  it('When the guest who booked adds billing information, then it is stored; a stranger gets 404', async () => {
    const date = rideDate('2026-12-11');
    const offer = await sedanOffer(date, '17:00');
    const guest = await newGuest();
    const booking = (await book({ offer, date, time: '17:00', guestId: guest.id })).json().results[0];
    const billing = {
      bookingId: booking.id,
      firstName: 'Gina',
      lastName: 'Guest',
      emailAddress: 'gina@example.com',
      phone: '3125550100',
      city: 'Chicago',
      state: 'IL',
    };
    const stranger = await t.visit('POST', '/api/billinginformation/create', CITYLIMO, billing);
    expect(stranger.statusCode).toBe(404);
    const created = await t.visit('POST', '/api/billinginformation/create', CITYLIMO, {
      ...billing,
      guestUserUniqueId: guest.uniqueId,
    });
    expect(created.statusCode).toBe(201);
    // Found by bench/faults: the answer to the first create was lost to a server kill, and the
    // wizard sends the form again. It is saved, not refused as a duplicate (the traveller could not pay).
    const again = await t.visit('POST', '/api/billinginformation/create', CITYLIMO, {
      ...billing,
      city: 'Evanston',
      guestUserUniqueId: guest.uniqueId,
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().results[0]).toMatchObject({ id: created.json().results[0].id, city: 'Evanston' });
    const bad = await t.visit('POST', '/api/billinginformation/update', CITYLIMO, {
      ...billing,
      phone: '12',
      guestUserUniqueId: guest.uniqueId,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.phone).toBe(
      'Please enter 10 digit number or a valid formatted number (e.g., 123-456-7890)',
    );
    const provider = await t.signIn('provider');
    const read = await t.app.inject({
      url: `/api/billinginformation/billingInformationByBookingId?bookingId=${booking.id}`,
      headers: t.bearer(provider.access_token),
    });
    expect(read.json().results[0]).toMatchObject({ city: 'Evanston', state: 'IL' });
    const other = await t.signIn('provider2');
    const foreign = await t.app.inject({
      url: `/api/billinginformation/billingInformationByBookingId?bookingId=${booking.id}`,
      headers: t.bearer(other.access_token),
    });
    expect(foreign.statusCode).toBe(404);
  });
});
