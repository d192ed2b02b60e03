import { describe, expect, it } from 'vitest';
import { stubFetchPerTest } from '../../../test/fetch-mock.ts';
import { jsonResponse } from '../../../test/render.tsx';
import { confirmationBreakdown } from '../booking-breakdown.ts';
import type { Confirmation, SearchCriteria, TravellerDetails } from '../booking-types.ts';
import { CRITERIA, GRACE, offer, pathOf } from '../test/fixtures.ts';
import { createBooking } from './create-booking.ts';

const OHARE = "Chicago O'Hare International Airport (ORD), Chicago, IL, USA";
const FROM_OHARE: SearchCriteria = { ...CRITERIA, pickuplocation: OHARE, dropofflocation: CRITERIA.pickuplocation };
const CONFIRMATION: Confirmation = { promo: null, tip: { kind: 'none' }, comments: '' };

const fetchMock = stubFetchPerTest();

/** Books the ride for the traveller and answers the path and the body the API received. */
const bookAndReadBody = async (criteria: SearchCriteria, traveller: TravellerDetails) => {
  fetchMock.mockResolvedValue(
    jsonResponse(201, {
      results: [{ id: 90, referenceId: 'RD7K3Q9X', siteId: 5, message: 'Booked', totalPrice: 82.69 }],
    }),
  );
  const result = await createBooking({
    criteria,
    offer: offer(),
    traveller,
    guest: { id: 41, uniqueId: 'guest-41' },
    confirmation: CONFIRMATION,
    breakdown: confirmationBreakdown(offer(), CONFIRMATION),
    paymentType: 'PayLater',
  });
  expect(result.referenceId).toBe('RD7K3Q9X');
  const [url, init] = fetchMock.mock.calls[0];
  return { path: pathOf(url), body: JSON.parse(String(init?.body)) as Record<string, unknown> };
};

describe('the booking body with texts and a flight (issue 22)', () => {
  it('When an airport pickup has a flight and the traveller agreed to texts, then both are in the body', async () => {
    const { path, body } = await bookAndReadBody(FROM_OHARE, {
      ...GRACE,
      smsConsent: true,
      flight: { airline: 'UA', flightNumber: '1234' },
    });
    expect(path.startsWith('/api/booking/create/10%3A00/')).toBe(true);
    expect(body).toMatchObject({
      pickUpLocation: OHARE,
      guestUserId: 41,
      smsConsent: true,
      flightAirline: 'UA',
      flightNumber: '1234',
    });
  });

  it('When the traveller said nothing of texts or a flight, then the body says no texts and names no flight', async () => {
    const { body } = await bookAndReadBody(FROM_OHARE, GRACE);
    expect(body.smsConsent).toBe(false);
    expect(body).not.toHaveProperty('flightAirline');
    expect(body).not.toHaveProperty('flightNumber');
  });

  it('When the search moved the pickup away from the airport after the flight was given, then the flight is not sent', async () => {
    const { body } = await bookAndReadBody(CRITERIA, {
      ...GRACE,
      smsConsent: true,
      flight: { airline: 'UA', flightNumber: '1234' },
    });
    expect(body.pickUpLocation).toBe(CRITERIA.pickuplocation);
    expect(body.smsConsent).toBe(true);
    expect(body).not.toHaveProperty('flightAirline');
    expect(body).not.toHaveProperty('flightNumber');
  });
});
