import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoTokens, demoTokens } from '../../../test/demo-roles.ts';
import { BAY, type BookedRide, bookRide, CITYLIMO, takeRidesYearsAhead } from '../../../test/fixtures/rides.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** The provider's record view, detail, calendar and staff list (spec 03 "Booking lists and updates"). */
let t: TestApp;
let tokens: DemoTokens;
const NOW = new Date('2026-11-22T12:00:00Z');
let guestRide: BookedRide;
let customerRide: BookedRide;
let suvRide: BookedRide;
let bayRide: BookedRide;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  await takeRidesYearsAhead(t);
  tokens = await demoTokens(t);
  guestRide = await bookRide(t, {
    date: '2030-03-02',
    time: '09:00',
    guest: { firstName: 'Quentin', lastName: 'Quill' },
  });
  customerRide = await bookRide(t, { date: '2030-03-05', time: '18:30', customerToken: tokens.customer });
  suvRide = await bookRide(t, { date: '2030-03-09', time: '07:15', vehicle: /executive suv/i });
  bayRide = await bookRide(t, { date: '2030-03-03', time: '10:00', host: 'baychauffeurs.localhost' });
});
afterAll(() => t.close());

type Row = {
  id: number;
  referenceId: string;
  siteId: number;
  bookingStatus: string;
  paymentStatus: string;
  bookingFromDate: string;
  pickupTime: string;
  pickuptimetodisplay: string;
  pickupAt: string;
  vehicleType: { id: number; name: string };
  customer: { firstName: string; lastName: string; isGuestUser: boolean };
  fleet: { make: string; model: string };
  totalPrice: number;
  allowedNextStatuses: string[];
  allowedNextPaymentStatuses: string[];
  billing?: unknown;
};

const list = (query: string, token = tokens.provider, headers: Record<string, string> = CITYLIMO) =>
  t.app.inject({ url: `/api/booking/getbookingbysiteid?${query}`, headers: { ...headers, ...t.bearer(token) } });

/** A GET on City Limo's host as the holder of a token. */
const getOnCityLimo = (token: string, url: string) => t.send('GET', url, token, undefined, CITYLIMO);

const refs = (rows: Row[]) => rows.map((r) => r.referenceId);

describe('getbookingbysiteid: the record view', () => {
  it('When a provider lists March 2030, then its own bookings answer 10 at most per page with a total, never another site’s', async () => {
    const res = await list('BookingFromDate=2030-03-01&BookingToDate=2030-03-31');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(refs(body.results)).toEqual(
      expect.arrayContaining([guestRide.referenceId, customerRide.referenceId, suvRide.referenceId]),
    );
    expect(refs(body.results)).not.toContain(bayRide.referenceId);
    expect(body.totalCount).toBe(3);
    expect(body.results.every((r: Row) => r.siteId === 5)).toBe(true);
    // All: newest pickups first.
    expect(refs(body.results)).toEqual([suvRide.referenceId, customerRide.referenceId, guestRide.referenceId]);
  });

  it('When the period is upcoming, then the soonest pickup comes first; past bookings are left out', async () => {
    const body = (await list('BookingPeriod=Upcoming&BookingFromDate=2030-03-01&BookingToDate=2030-03-31')).json();
    expect(refs(body.results)).toEqual([guestRide.referenceId, customerRide.referenceId, suvRide.referenceId]);
    const past = (await list('BookingPeriod=past&BookingFromDate=2030-03-01&BookingToDate=2030-03-31')).json();
    expect(past.results).toEqual([]);
  });

  it('When filtered by vehicle type, booking status, payment status and search, then only matching bookings answer', async () => {
    const suv = (await list('BookingFromDate=2030-03-01&BookingToDate=2030-03-31'))
      .json()
      .results.find((r: Row) => r.referenceId === suvRide.referenceId) as Row;
    expect(suv.vehicleType.name).toMatch(/suv/i);
    const byType = (await list(`Vehicletype=${suv.vehicleType.id}&BookingFromDate=2030-03-01`)).json();
    expect(refs(byType.results)).toEqual([suvRide.referenceId]);

    const byName = (await list('search=quill')).json();
    expect(refs(byName.results)).toEqual([guestRide.referenceId]);
    const byReference = (await list(`search=${guestRide.referenceId.toLowerCase()}`)).json();
    expect(refs(byReference.results)).toEqual([guestRide.referenceId]);

    const scheduled = (await list('BookingStatus=Scheduled&PaymentStatus=pending&BookingFromDate=2030-03-01')).json();
    expect(scheduled.totalCount).toBe(3);
    const paid = (await list('PaymentStatus=Paid&BookingFromDate=2030-03-01')).json();
    expect(paid.results).toEqual([]);
    const all = (await list('BookingStatus=all&PaymentStatus=&Vehicletype=0&BookingFromDate=2030-03-01')).json();
    expect(all.totalCount).toBe(3);
  });

  it('When the from and to dates name one local day, then only that day’s pickups answer', async () => {
    const body = (await list('BookingFromDate=2030-03-05&BookingToDate=2030-03-05')).json();
    expect(refs(body.results)).toEqual([customerRide.referenceId]);
    expect(body.results[0]).toMatchObject({
      bookingFromDate: '2030-03-05',
      pickupTime: '18:30',
      pickuptimetodisplay: '6:30 PM',
      customer: { firstName: 'Chris', isGuestUser: false },
    });
  });

  it('When pages are asked for, then the page size and offset follow and the total stays', async () => {
    const first = (await list('BookingFromDate=2030-03-01&BookingToDate=2030-03-31&pageSize=2&page=1')).json();
    const second = (await list('BookingFromDate=2030-03-01&BookingToDate=2030-03-31&pageSize=2&page=2')).json();
    expect(first.results).toHaveLength(2);
    expect(second.results).toHaveLength(1);
    expect(first.totalCount).toBe(3);
    expect(second.totalCount).toBe(3);
  });

  it('When a filter is malformed, then it answers 400 with the filter’s message', async () => {
    const cases: [string, string][] = [
      ['BookingFromDate=2030-02-30', 'Please enter a valid date'],
      ['BookingFromDate=2030-03-10&BookingToDate=2030-03-01', 'The To date cannot be before the From date'],
      ['BookingStatus=lost', 'Please choose a valid booking status'],
      ['PaymentStatus=owed', 'Please choose a valid payment status'],
      ['BookingPeriod=soon', 'Please choose Upcoming, Past or All'],
      ['Vehicletype=sedan', 'Please choose a vehicle type'],
    ];
    for (const [query, message] of cases) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(message);
    }
  });

  it('When nobody is signed in, then 401; when a customer asks, then 403', async () => {
    expect((await t.app.inject({ url: '/api/booking/getbookingbysiteid', headers: CITYLIMO })).statusCode).toBe(401);
    expect((await list('', tokens.customer)).statusCode).toBe(403);
  });

  it('When a provider names another site, then 404; the platform administrator may name any site', async () => {
    expect((await list('siteId=6')).statusCode).toBe(404);
    const bay = (
      await list('siteId=6&BookingFromDate=2030-03-01&BookingToDate=2030-03-31', tokens.superadmin, {})
    ).json();
    expect(refs(bay.results)).toEqual([bayRide.referenceId]);
    const own = (await list('BookingFromDate=2030-03-01&BookingToDate=2030-03-31', tokens.provider2, BAY)).json();
    expect(refs(own.results)).toEqual([bayRide.referenceId]);
  });

  it('When the dispatcher (standard user) lists, then the site’s bookings answer too', async () => {
    const body = (await list('BookingFromDate=2030-03-01&BookingToDate=2030-03-31', tokens.dispatcher)).json();
    expect(body.totalCount).toBe(3);
  });
});

describe('getbookingbyreferenceid and getviewBookingbybookingId: the detail', () => {
  it('When a provider opens a booking by id or reference, then ride, customer, fleet, amounts, statuses and next steps answer', async () => {
    const byId = await getOnCityLimo(tokens.provider, `/api/booking/getviewBookingbybookingId/${guestRide.id}`);
    expect(byId.statusCode).toBe(200);
    const booking = byId.json().results[0];
    expect(booking).toMatchObject({
      id: guestRide.id,
      referenceId: guestRide.referenceId,
      bookingStatus: 'scheduled',
      paymentStatus: 'Pending',
      pickUpLocation: '233 S Wacker Dr, Chicago, IL 60606',
      customer: { firstName: 'Quentin', lastName: 'Quill', isGuestUser: true, emailaddress: 'gina@example.com' },
      totalPrice: guestRide.totalPrice,
      allowedNextStatuses: ['confirmed', 'cancelled'],
      allowedNextPaymentStatuses: ['Paid', 'Failed'],
      assignedToUser: null,
      billing: null,
      site: { id: 5, serviceProvider: { name: 'City Limo LLC' } },
    });
    expect(booking.fleet.make).toBeTruthy();
    expect(booking.vehicleType.name).toMatch(/sedan/i);
    expect(booking.totalPrice).toBeCloseTo(
      booking.bookedPrice - booking.discountPrice + booking.taxPrice + booking.gratuityPrice,
      2,
    );

    const byRef = await getOnCityLimo(
      tokens.dispatcher,
      `/api/booking/getbookingbyreferenceid/${guestRide.referenceId.toLowerCase()}`,
    );
    expect(byRef.statusCode).toBe(200);
    expect(byRef.json().results[0].id).toBe(guestRide.id);
  });

  it('When the booking has billing information, then the detail carries it', async () => {
    const billing = {
      bookingId: guestRide.id,
      firstName: 'Quentin',
      lastName: 'Quill',
      emailAddress: 'q@example.com',
      phone: '3125550100',
      companyName: 'Quill & Co',
      city: 'Chicago',
      state: 'IL',
    };
    // Staff of the site may add the billing address of a booking they manage.
    const saved = await t.send('POST', '/api/billinginformation/create', tokens.provider, billing, CITYLIMO);
    expect(saved.statusCode).toBe(201);
    const booking = (
      await getOnCityLimo(tokens.provider, `/api/booking/getviewBookingbybookingId/${guestRide.id}`)
    ).json().results[0];
    expect(booking.billing).toMatchObject({ companyName: 'Quill & Co', city: 'Chicago' });
  });

  it('When another provider asks for the booking, then 404 by id and by reference; bad ids answer 400', async () => {
    for (const url of [
      `/api/booking/getviewBookingbybookingId/${guestRide.id}`,
      `/api/booking/getbookingbyreferenceid/${guestRide.referenceId}`,
    ]) {
      const res = await t.app.inject({ url, headers: { ...BAY, ...t.bearer(tokens.provider2) } });
      expect(res.statusCode, url).toBe(404);
    }
    expect(
      (await t.app.inject({ url: '/api/booking/getviewBookingbybookingId/abc', headers: t.bearer(tokens.provider) }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ url: '/api/booking/getbookingbyreferenceid/RD-??', headers: t.bearer(tokens.provider) }))
        .statusCode,
    ).toBe(400);
    expect((await t.app.inject({ url: `/api/booking/getviewBookingbybookingId/${guestRide.id}` })).statusCode).toBe(
      401,
    );
  });

  it('When a customer opens their own booking, then it answers with its cancellation window; someone else’s is 404', async () => {
    const own = await getOnCityLimo(
      tokens.customer,
      `/api/booking/getbookingbyreferenceid/${customerRide.referenceId}`,
    );
    expect(own.statusCode).toBe(200);
    expect(own.json().results[0].cancellation).toMatchObject({ allowed: true, noticeHours: 24 });
    const other = await getOnCityLimo(tokens.customer, `/api/booking/getviewBookingbybookingId/${guestRide.id}`);
    expect(other.statusCode).toBe(404);
  });
});

describe('getBookingForCalendarBySiteId: the calendar', () => {
  it('When a provider asks for March 2030, then each booking answers on its local pickup day', async () => {
    const res = await getOnCityLimo(
      tokens.provider,
      '/api/booking/getBookingForCalendarBySiteId?MonthNumber=3&YearNumber=2030',
    );
    expect(res.statusCode).toBe(200);
    const rows = res.json().results as Row[];
    expect(rows.map((r) => [r.referenceId, r.bookingFromDate])).toEqual([
      [guestRide.referenceId, '2030-03-02'],
      [customerRide.referenceId, '2030-03-05'],
      [suvRide.referenceId, '2030-03-09'],
    ]);
    const april = await getOnCityLimo(
      tokens.provider,
      '/api/booking/getBookingForCalendarBySiteId?MonthNumber=4&YearNumber=2030',
    );
    expect(april.json().results).toEqual([]);
  });

  it('When a late-evening pickup is the next UTC day, then it still sits on its local day', async () => {
    // 23:30 in Chicago on March 31 is April 1 in UTC.
    const late = await bookRide(t, { date: '2030-03-31', time: '23:30' });
    const march = (
      await getOnCityLimo(tokens.provider, '/api/booking/getBookingForCalendarBySiteId?MonthNumber=3&YearNumber=2030')
    ).json().results as Row[];
    expect(march.find((r) => r.referenceId === late.referenceId)?.bookingFromDate).toBe('2030-03-31');
  });

  it('When the month or year is out of range, then 400 with its message; another site 404; customers 403', async () => {
    const bad = await t.app.inject({
      url: '/api/booking/getBookingForCalendarBySiteId?MonthNumber=13&YearNumber=2030',
      headers: t.bearer(tokens.provider),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please choose a month from 1 to 12');
    const year = await t.app.inject({
      url: '/api/booking/getBookingForCalendarBySiteId?MonthNumber=1&YearNumber=1999',
      headers: t.bearer(tokens.provider),
    });
    expect(year.json().message).toBe('Please choose a year from 2000 to 2100');
    expect(
      (
        await t.app.inject({
          url: '/api/booking/getBookingForCalendarBySiteId?MonthNumber=3&YearNumber=2030&siteId=6',
          headers: t.bearer(tokens.provider),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          url: '/api/booking/getBookingForCalendarBySiteId?MonthNumber=3&YearNumber=2030',
          headers: t.bearer(tokens.customer),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ url: '/api/booking/getBookingForCalendarBySiteId?MonthNumber=3&YearNumber=2030' }))
        .statusCode,
    ).toBe(401);
  });
});

describe('getserviceproviderusersbysiteid: who may be assigned', () => {
  it('When a provider asks, then its active staff answer by name, never another site’s or a customer', async () => {
    const res = await getOnCityLimo(tokens.provider, '/api/user/getserviceproviderusersbysiteid');
    expect(res.statusCode).toBe(200);
    const staff = res.json().results as { userName: string; role: string; siteId: number }[];
    // Its chauffeurs (issue 21) and its staff, by first name.
    expect(staff.map((s) => s.userName)).toEqual(['chauffeur2', 'dispatcher', 'chauffeur3', 'chauffeur', 'provider']);
    expect(staff.every((s) => s.siteId === 5)).toBe(true);
    expect(
      (
        await t.app.inject({
          url: '/api/user/getserviceproviderusersbysiteid?siteId=6',
          headers: t.bearer(tokens.provider),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/user/getserviceproviderusersbysiteid', headers: t.bearer(tokens.customer) }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: '/api/user/getserviceproviderusersbysiteid' })).statusCode).toBe(401);
  });
});
