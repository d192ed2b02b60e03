/**
 * Test helpers of the booking management tests: bookings made through the real API, as the
 * wizard makes them (estimate, vehicle type, search, guest or signed-in customer, create).
 */
import type { TestApp } from '../../../test/test-app.ts';

export const CITYLIMO = { host: 'citylimo.localhost' };
export const BAY = { host: 'baychauffeurs.localhost' };

const RIDES = {
  'citylimo.localhost': {
    pickup: '233 S Wacker Dr, Chicago, IL 60606',
    dropoff: "O'Hare International Airport, Chicago, IL 60666",
    city: 'Chicago',
    state: 'IL',
    lat: 41.8786,
    lng: -87.6362,
    offset: -360,
  },
  'baychauffeurs.localhost': {
    pickup: '1 Market St, San Francisco, CA 94105',
    dropoff: 'San Francisco International Airport, San Francisco, CA 94128',
    city: 'San Francisco',
    state: 'CA',
    lat: 37.7941,
    lng: -122.3951,
    offset: -480,
  },
} as const;

export type BookedRide = { id: number; referenceId: string; siteId: number; fleetId: number; totalPrice: number };

/**
 * Books a ride on a provider's host for a guest (made on the spot, or given) or for the
 * signed-in customer whose token is given. Throws with the answer when the booking is refused.
 */
export const bookRide = async (
  t: TestApp,
  opts: {
    date: string;
    time: string;
    host?: 'citylimo.localhost' | 'baychauffeurs.localhost';
    customerToken?: string;
    guest?: { firstName?: string; lastName?: string; email?: string };
    vehicle?: RegExp;
    fleetId?: number;
    paymentType?: 'COD' | 'PayLater' | 'Card';
    comments?: string;
    /** A promo code's id (api/discount/isValidDiscount answers it); none by default. */
    discountId?: number;
  },
): Promise<BookedRide & { guestUniqueId?: string; manageToken?: string }> => {
  const hostName = opts.host ?? 'citylimo.localhost';
  const ride = RIDES[hostName];
  const headers: Record<string, string> = { host: hostName };
  const est = (
    await t.app.inject({
      url: `/api/booking/getEstimatedRideDuration?sourceAddress=${encodeURIComponent(ride.pickup)}&destinationAddress=${encodeURIComponent(ride.dropoff)}&City=${encodeURIComponent(ride.city)}&Country=US&pickupDateTime=${opts.date}T${opts.time}`,
      headers,
    })
  ).json().results[0];
  const types = (
    await t.app.inject({ url: `/api/vehicleType/getVehicleTypeBySiteIdOrState?state=${ride.state}`, headers })
  ).json().results as { id: number; vehicleType?: { id: number; name: string }; name?: string }[];
  const type = types.find((v) => (opts.vehicle ?? /sedan/i).test(v.vehicleType?.name ?? v.name ?? ''));
  if (!type) throw new Error('no such vehicle type');
  const vt = type.vehicleType?.id ?? type.id;
  const offers = (
    await t.app.inject({
      url: `/api/fleet/searchavailablefleet/${est.estimatedDurationMinutes}/${est.estimatedDurationInTrafficMinutes}/0/${vt}/2/1/${opts.date}/${opts.time}/${encodeURIComponent(ride.pickup)}/${encodeURIComponent(ride.dropoff)}/${ride.state}/${ride.lat}/${ride.lng}/${ride.offset}/${est.estimatedDistanceKm}?pageSize=50`,
      headers,
    })
  ).json().results as { fleetId: number; priceDefinition: { id: number } }[];
  const offer = opts.fleetId ? offers.find((o) => o.fleetId === opts.fleetId) : offers[0];
  if (!offer) throw new Error(`no offer for ${opts.date} ${opts.time}`);

  let guest: { id: number; uniqueId: string } | undefined;
  // A guest is made unless a signed-in customer books; staff booking for a rider name a guest too.
  if (!opts.customerToken || opts.guest) {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/guestuser/create',
      headers,
      payload: {
        firstName: opts.guest?.firstName ?? 'Gina',
        lastName: opts.guest?.lastName ?? 'Guest',
        emailaddress: opts.guest?.email ?? 'gina@example.com',
        mobilenumber: '312-555-0100',
      },
    });
    guest = created.json().results[0];
  }
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/booking/create/${opts.time}/00:00/${offer.priceDefinition.id}/${offer.fleetId}/${encodeURIComponent(ride.city)}/${ride.state}/${ride.lat}/${ride.lng}/${ride.offset}`,
    headers: opts.customerToken ? { ...headers, ...t.bearer(opts.customerToken) } : headers,
    payload: {
      guestUserId: guest?.id,
      bookingFromDate: opts.date,
      pickUpLocation: ride.pickup,
      dropOffLocation: ride.dropoff,
      noOfPassengers: 2,
      noOfLuggages: 1,
      discountId: opts.discountId ?? 0,
      gratuityPrice: 0,
      comments: opts.comments ?? '',
      paymentType: opts.paymentType ?? 'COD',
    },
  });
  if (res.statusCode !== 201) throw new Error(`booking refused: ${res.statusCode} ${res.body}`);
  const booking = res.json().results[0];
  return {
    id: booking.id,
    referenceId: booking.referenceId,
    siteId: booking.siteId,
    fleetId: offer.fleetId,
    totalPrice: booking.totalPrice,
    guestUniqueId: guest?.uniqueId,
    manageToken: booking.manageToken as string | undefined,
  };
};

/** Signs in on a provider host (staff through the admin portal, the customer through theirs). */
export const tokenOf = async (t: TestApp, userName: string, host = 'citylimo.localhost') => {
  const client =
    userName === 'customer' ? 'customer-portal' : userName === 'superadmin' ? 'super-admin-portal' : 'admin-portal';
  return (await t.signIn(userName, client, 'ridedesk-demo', userName === 'superadmin' ? 'localhost' : host))
    .access_token;
};

/**
 * Suites written for rides years ahead (2030, clear of the demo bookings) take bookings that far
 * out the way a provider would: City Limo and Bay Chauffeurs set their booking horizon
 * (site setting 6, BookingHorizonDays) to its largest value, 3650 days.
 */
export const takeRidesYearsAhead = async (t: TestApp) => {
  for (const [userName, host] of [
    ['provider', 'citylimo.localhost'],
    ['provider2', 'baychauffeurs.localhost'],
  ] as const) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sitesetting/update',
      headers: { host, authorization: `Bearer ${await tokenOf(t, userName, host)}` },
      payload: { SettingId: 6, value: '3650' },
    });
    if (res.statusCode !== 200) throw new Error(`horizon not set for ${host}: ${res.body}`);
  }
};
