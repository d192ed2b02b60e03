import { type Browser, expect, type Page } from '@playwright/test';
import { CITY, hostUrl, PASSWORD } from './support.ts';

export type Json = Record<string, unknown>;

export const PICKUP = '233 S Wacker Dr, Chicago, IL 60606';
export const DROPOFF = "O'Hare International Airport, Chicago, IL 60666";

/**
 * Calls the API from inside the page (same origin as the site the page is on), as the browser would;
 * Node cannot resolve the demo hosts under .localhost, the browser can.
 */
export const api = (page: Page, path: string, init: { method?: string; token?: string; body?: unknown } = {}) =>
  page.evaluate(
    async ({ path, init }) => {
      const res = await fetch(path, {
        method: init.method ?? 'GET',
        headers: {
          'content-type': 'application/json',
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      return { status: res.status, json: (await res.json()) as Json };
    },
    { path, init },
  );

/**
 * A page of its own on City Limo's site (its About us page), for a journey that calls the API there
 * as staff beside the browser contexts it watches.
 */
export const openStaffPage = async (browser: Browser) => {
  const page = await (await browser.newContext()).newPage();
  await page.goto(hostUrl(CITY, '/aboutus'));
  return page;
};

/** The first row of an answer's results. */
export const first = (json: Json) => (json.results as Json[])[0] as Json;

/** An access token for a demo account, by the same code exchange the sign-in pages use. */
export const tokenOf = async (
  page: Page,
  userName: string,
  clientId: 'admin-portal' | 'customer-portal' | 'super-admin-portal',
) => {
  const redirect = await api(page, '/api/account/getredirecturl', {
    method: 'POST',
    body: { userName, password: PASSWORD, clientId },
  });
  expect(redirect.status).toBe(200);
  const code = (redirect.json.results as { code: string }[])[0]?.code ?? '';
  const token = await api(page, `/api/auth/gettoken?code=${encodeURIComponent(code)}`);
  return (token.json.results as { access_token: string }[])[0]?.access_token ?? '';
};

/**
 * Books the Chicago ride (Wacker Drive to O'Hare, pay by cash) on the site the page is on, in the
 * first vehicle type with a free fleet: as the signed-in traveller whose token is given, or else as a
 * new guest. Journeys that change a booking make their own this way instead of taking a demo booking
 * another journey may have changed first (or the same journey, on a retry).
 */
export const bookChicagoRide = async (
  page: Page,
  ride: {
    day: string;
    time: string;
    token?: string;
    comments?: string;
    guestLastName?: string;
    /** The guest's address (the journeys that read the guest's mailbox give their own). */
    guestEmail?: string;
    paymentType?: 'COD' | 'Card';
  },
) => {
  let guestUserId: unknown;
  if (!ride.token) {
    const guest = await api(page, '/api/guestuser/create', {
      method: 'POST',
      body: {
        firstName: 'Gale',
        lastName: ride.guestLastName ?? 'Guest',
        emailaddress: ride.guestEmail ?? 'gale.guest@example.com',
        mobilenumber: '312-555-0100',
      },
    });
    guestUserId = first(guest.json).id;
  }
  // Journeys run side by side: another may take the offered fleet between the search and the
  // booking (409, "just booked by someone else"). Like the wizard's Search again, search once more.
  for (let attempt = 1; ; attempt++) {
    const offer = await firstOffer(page, ride);
    const priceDefinition = offer.priceDefinition as Json;
    const booked = await api(
      page,
      `/api/booking/create/${ride.time}/00:00/${priceDefinition.id}/${offer.fleetId}/Chicago/IL/41.8786/-87.6362/-360`,
      {
        method: 'POST',
        token: ride.token,
        body: {
          guestUserId,
          bookingFromDate: ride.day,
          pickUpLocation: PICKUP,
          dropOffLocation: DROPOFF,
          noOfPassengers: 2,
          noOfLuggages: 1,
          discountId: 0,
          gratuityPrice: 0,
          comments: ride.comments ?? '',
          paymentType: ride.paymentType ?? 'COD',
        },
      },
    );
    if (booked.status === 409 && attempt < 3) continue;
    expect(booked.status, JSON.stringify(booked.json)).toBe(201);
    const booking = first(booked.json);
    return { id: Number(booking.id), referenceId: String(booking.referenceId) };
  }
};

/** The cheapest free fleet for the Chicago ride, in the first vehicle type that has one. */
const firstOffer = async (page: Page, ride: { day: string; time: string }) => {
  const est = first(
    (
      await api(
        page,
        `/api/booking/getEstimatedRideDuration?sourceAddress=${encodeURIComponent(PICKUP)}&destinationAddress=${encodeURIComponent(DROPOFF)}&City=Chicago&Country=US&pickupDateTime=${ride.day}T${ride.time}`,
      )
    ).json,
  );
  const types = (await api(page, '/api/vehicleType/getVehicleTypeBySiteIdOrState?state=IL')).json.results as Json[];
  for (const type of types) {
    const vt = (type.vehicleType as Json | undefined)?.id ?? type.id;
    const search = await api(
      page,
      `/api/fleet/searchavailablefleet/${est.estimatedDurationMinutes}/${est.estimatedDurationInTrafficMinutes}/0/${vt}/2/1/${ride.day}/${ride.time}/${encodeURIComponent(PICKUP)}/${encodeURIComponent(DROPOFF)}/IL/41.8786/-87.6362/-360/${est.estimatedDistanceKm}`,
    );
    const offer = (search.json.results as Json[] | undefined)?.[0];
    if (offer) return offer;
  }
  throw new Error(`no fleet is offered for the ride on ${ride.day} at ${ride.time}`);
};

/**
 * A new ride of the demo customer, Chris Traveler, on City Limo, scheduled and unpaid; the page
 * must be on a City Limo page. Returns the booking's reference.
 */
export const customerRide = async (page: Page, ride: { day: string; time: string }) => {
  const token = await tokenOf(page, 'customer', 'customer-portal');
  return (await bookChicagoRide(page, { ...ride, token })).referenceId;
};
