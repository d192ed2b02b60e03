import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithDemoRoles, type DemoTokens } from '../../../test/demo-roles.ts';
import { BAY, CITYLIMO } from '../../../test/fixtures/rides.ts';
import { rideDay } from '../../../test/ride-dates.ts';
import type { TestApp } from '../../../test/test-app.ts';

/** Reviews of both sides, their replies, averages and counts per star, scoped per site. */
let t: TestApp;
let tokens: DemoTokens;
type Booking = { id: number; referenceId: string; siteId: number; bookingStatus: string };
let unreviewed: Booking;
let upcoming: Booking;

const inject = (method: 'GET' | 'POST', url: string, opts: { token?: string; host?: string; payload?: object } = {}) =>
  t.app.inject({
    method,
    url,
    headers: { host: opts.host ?? CITYLIMO.host, ...(opts.token ? t.bearer(opts.token) : {}) },
    payload: opts.payload,
  });

/** The customer reviews a ride's provider, on City Limo's host unless another is given. */
const reviewAsCustomer = (payload: object, host?: string) =>
  inject('POST', '/api/serviceproviderreview/create', { token: tokens.customer, host, payload });

beforeAll(async () => {
  ({ t, tokens } = await appWithDemoRoles());
  const mine = (period: string) =>
    inject('GET', `/api/Booking/getallbookingbyuserid?BookingPeriod=${period}&pageSize=50`, { token: tokens.customer });
  const past = (await mine('past')).json().results as Booking[];
  const reviewed = (
    await inject('GET', '/api/serviceproviderreview/getAllServiceProviderReviews?mine=true', { token: tokens.customer })
  ).json().results as { bookingId: number }[];
  unreviewed = past.find(
    (b) => b.bookingStatus === 'completed' && !reviewed.some((r) => r.bookingId === b.id),
  ) as Booking;
  upcoming = ((await mine('upcoming')).json().results as Booking[])[0] as Booking;
  expect(unreviewed).toBeDefined();
  expect(upcoming).toBeDefined();
});
afterAll(() => t.close());

describe('serviceproviderreview/create', () => {
  it('When the traveller reviews a completed ride by its reference, then 201 and the average and counts include it', async () => {
    const before = (await inject('GET', '/api/serviceproviderreview/getServiceProviderReviewCountByStar')).json()
      .results[0];
    const res = await reviewAsCustomer({ referenceId: unreviewed.referenceId, rating: 4, comment: 'Smooth ride' });
    expect(res.statusCode).toBe(201);
    expect(res.json().results[0]).toMatchObject({
      bookingId: unreviewed.id,
      referenceId: unreviewed.referenceId,
      siteId: unreviewed.siteId,
      rating: 4,
      comment: 'Smooth ride',
      reviewerName: expect.stringMatching(/^\S+ [A-Z]\.$/),
      reply: null,
    });
    const after = (await inject('GET', '/api/serviceproviderreview/getServiceProviderReviewCountByStar')).json()
      .results[0];
    expect(after.totalReviews).toBe(before.totalReviews + 1);
    expect(after.fourStar).toBe(before.fourStar + 1);
    const sum = [1, 2, 3, 4, 5].reduce(
      (a, star) => a + star * after[['oneStar', 'twoStar', 'threeStar', 'fourStar', 'fiveStar'][star - 1] as string],
      0,
    );
    expect(after.averageReview).toBe(Math.round((sum / after.totalReviews) * 10) / 10);
    const averages = (await inject('GET', '/api/serviceproviderreview/GetAllServiceProviderAverageReview')).json()
      .results;
    expect(averages).toEqual([
      expect.objectContaining({ siteId: 5, averageReview: after.averageReview, totalReviews: after.totalReviews }),
    ]);
  });

  it('When the same ride is reviewed again, then 409 says it was already reviewed', async () => {
    const res = await reviewAsCustomer({ bookingId: unreviewed.id, rating: 5 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This ride has already been reviewed.');
  });

  it('When the ride is not completed, then 422 says only completed rides are reviewed', async () => {
    const res = await reviewAsCustomer(
      { bookingId: upcoming.id, rating: 5 },
      upcoming.siteId === 6 ? BAY.host : CITYLIMO.host,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Only a completed ride can be reviewed.');
  });

  it('When the booking is another provider’s (on its host) or unknown, then 404', async () => {
    const other = await reviewAsCustomer({ bookingId: unreviewed.id, rating: 5 }, BAY.host);
    expect(other.statusCode).toBe(404);
    const unknown = await reviewAsCustomer({ referenceId: 'RDNOSUCH', rating: 5 });
    expect(unknown.statusCode).toBe(404);
  });

  it('When the stars or the booking are missing, or the comment is too long, then 400 with the messages', async () => {
    const noStars = await reviewAsCustomer({ bookingId: unreviewed.id, rating: 0 });
    expect(noStars.statusCode).toBe(400);
    expect(JSON.stringify(noStars.json())).toContain('Please choose a star rating');
    const noBooking = await reviewAsCustomer({ rating: 3 });
    expect(JSON.stringify(noBooking.json())).toContain('Please choose a completed booking');
    const long = await reviewAsCustomer({ bookingId: unreviewed.id, rating: 3, comment: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toContain('Maximum length 500 characters.');
  });

  it('When nobody is signed in or staff try it, then 401 and 403', async () => {
    expect(
      (await inject('POST', '/api/serviceproviderreview/create', { payload: { bookingId: 1, rating: 5 } })).statusCode,
    ).toBe(401);
    expect(
      (
        await inject('POST', '/api/serviceproviderreview/create', {
          token: tokens.provider,
          payload: { bookingId: 1, rating: 5 },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('serviceproviderreview/update', () => {
  const reviewId = async () =>
    (
      (
        await inject('GET', '/api/serviceproviderreview/getAllServiceProviderReviews?mine=true', {
          token: tokens.customer,
        })
      ).json().results as { id: number; bookingId: number }[]
    ).find((r) => r.bookingId === unreviewed.id)?.id as number;

  it('When the provider replies, then the reply, who and when read back on the public list', async () => {
    const id = await reviewId();
    const res = await inject('POST', '/api/serviceproviderreview/update', {
      token: tokens.provider,
      payload: { id, reply: 'Thank you for riding with us' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0]).toMatchObject({
      reply: 'Thank you for riding with us',
      repliedBy: { id: expect.any(Number) },
    });
    const list = (await inject('GET', '/api/serviceproviderreview/getServiceProviderReviewBySiteId?SiteId=5')).json();
    expect(list.results.find((r: { id: number }) => r.id === id).reply).toBe('Thank you for riding with us');
  });

  it('When the traveller changes the stars, then they change; a reply from the traveller is refused', async () => {
    const id = await reviewId();
    const res = await inject('POST', '/api/serviceproviderreview/update', {
      token: tokens.customer,
      payload: { id, rating: 5, comment: 'Even better on reflection' },
    });
    expect(res.json().results[0]).toMatchObject({ rating: 5, comment: 'Even better on reflection' });
    const reply = await inject('POST', '/api/serviceproviderreview/update', {
      token: tokens.customer,
      payload: { id, reply: 'me too' },
    });
    expect(reply.statusCode).toBe(403);
  });

  it('When another provider replies, or the reply is blank, then 404 and 400', async () => {
    const id = await reviewId();
    const other = await inject('POST', '/api/serviceproviderreview/update', {
      token: tokens.provider2,
      host: BAY.host,
      payload: { id, reply: 'Not ours' },
    });
    expect(other.statusCode).toBe(404);
    const blank = await inject('POST', '/api/serviceproviderreview/update', {
      token: tokens.provider,
      payload: { id, reply: '  ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(JSON.stringify(blank.json())).toContain('Please enter a reply');
    const staffStars = await inject('POST', '/api/serviceproviderreview/update', {
      token: tokens.dispatcher,
      payload: { id, rating: 1 },
    });
    expect(staffStars.statusCode).toBe(403);
  });
});

describe('riderreview', () => {
  it('When the provider rates the traveller of a completed ride, then 201; twice answers 409', async () => {
    const res = await inject('POST', '/api/riderreview/create', {
      token: tokens.dispatcher,
      payload: { bookingId: unreviewed.id, rating: 3, comment: 'Kept us waiting ten minutes' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().results[0]).toMatchObject({
      bookingId: unreviewed.id,
      riderKey: expect.stringMatching(/^U\d+$/),
      rating: 3,
      createdBy: { firstName: 'Dana' },
    });
    const again = await inject('POST', '/api/riderreview/create', {
      token: tokens.provider,
      payload: { bookingId: unreviewed.id, rating: 4 },
    });
    expect(again.statusCode).toBe(409);
  });

  it('When another provider names the booking, or a traveller tries, then 404 and 403', async () => {
    const other = await inject('POST', '/api/riderreview/create', {
      token: tokens.provider2,
      host: BAY.host,
      payload: { bookingId: unreviewed.id, rating: 4 },
    });
    expect(other.statusCode).toBe(404);
    const traveller = await inject('POST', '/api/riderreview/create', {
      token: tokens.customer,
      payload: { bookingId: unreviewed.id, rating: 4 },
    });
    expect(traveller.statusCode).toBe(403);
    expect((await inject('POST', '/api/riderreview/create', { payload: { bookingId: 1, rating: 4 } })).statusCode).toBe(
      401,
    );
  });

  it('When the provider changes its rider review, then it changes; another provider gets 404', async () => {
    const list = (
      await inject('GET', '/api/riderreview/getAllRiderReviewsBySiteId?SiteId=5', { token: tokens.provider })
    ).json().results as { id: number; bookingId: number }[];
    const id = list.find((r) => r.bookingId === unreviewed.id)?.id as number;
    const res = await inject('POST', '/api/riderreview/update', { token: tokens.provider, payload: { id, rating: 4 } });
    expect(res.json().results[0].rating).toBe(4);
    expect(
      (
        await inject('POST', '/api/riderreview/update', {
          token: tokens.provider2,
          host: BAY.host,
          payload: { id, rating: 1 },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await inject('POST', '/api/riderreview/update', { token: tokens.provider, payload: { id, rating: 9 } }))
        .statusCode,
    ).toBe(400);
  });

  it('When rider reviews are read, then staff see their site’s, the traveller their own, another site 404', async () => {
    const site = (await inject('GET', '/api/riderreview/getAllRiderReviews', { token: tokens.provider })).json();
    expect(site.results.length).toBeGreaterThan(0);
    expect(site.results.every((r: { siteId: number }) => r.siteId === 5)).toBe(true);
    const own = (await inject('GET', '/api/riderreview/getAllRiderReviews', { token: tokens.customer })).json();
    expect(own.results.every((r: { riderUserId: number | null }) => r.riderUserId !== null)).toBe(true);
    expect(
      (
        await inject('GET', '/api/riderreview/getAllRiderReviewsBySiteId?SiteId=5', {
          token: tokens.provider2,
          host: BAY.host,
        })
      ).statusCode,
    ).toBe(404);
    expect((await inject('GET', '/api/riderreview/getAllRiderReviews')).statusCode).toBe(401);
    const all = (
      await inject('GET', '/api/riderreview/getAllRiderReviews?pageSize=100', {
        token: tokens.superadmin,
        host: 'localhost',
      })
    ).json();
    expect(new Set(all.results.map((r: { siteId: number }) => r.siteId)).size).toBeGreaterThan(1);
  });

  it('When rider averages and counts per star are asked, then they are to one decimal per rider', async () => {
    const averages = (
      await inject('GET', '/api/riderreview/GetAllRiderAverageReviewBySiteId?SiteId=5', { token: tokens.provider })
    ).json().results as { riderKey: string; averageReview: number; noOfUsers: number; totalReviews: number }[];
    const customerAverage = averages.find((a) => a.riderKey.startsWith('U'));
    expect(customerAverage).toMatchObject({ noOfUsers: expect.any(Number), totalReviews: 2 });
    expect(customerAverage?.averageReview).toBe(4.5);
    const counts = (
      await inject('GET', '/api/riderreview/getRiderReviewCountByStarSiteId?SiteId=5', { token: tokens.provider })
    ).json().results[0];
    expect(counts.totalReviews).toBe(averages.reduce((a, r) => a + r.totalReviews, 0));
    const allSites = (
      await inject('GET', '/api/riderreview/getAllRiderAverageReview', { token: tokens.superadmin, host: 'localhost' })
    ).json().results as { siteId: number }[];
    expect(new Set(allSites.map((r) => r.siteId)).size).toBe(3);
  });
});

describe('public reads', () => {
  it('When another provider’s reviews are asked on a provider’s host, then 404', async () => {
    expect(
      (await inject('GET', '/api/serviceproviderreview/getServiceProviderReviewBySiteId?SiteId=6')).statusCode,
    ).toBe(404);
  });

  it('When the product site asks, then every provider’s reviews count; one provider may be named', async () => {
    const all = (
      await inject('GET', '/api/serviceproviderreview/getServiceProviderReviewCountByStar', { host: 'localhost' })
    ).json().results[0];
    expect(all.totalReviews).toBeGreaterThan(0);
    const bay = (
      await inject('GET', '/api/serviceproviderreview/getServiceProviderReviewCountByStar?SiteId=6', {
        host: 'localhost',
      })
    ).json().results[0];
    expect(bay).toMatchObject({ siteId: 6, totalReviews: 0, averageReview: 0 });
  });

  it('When a fleet search runs, then each row carries its provider’s average review', async () => {
    // A ride within the booking horizon (365 days), clear of the demo bookings.
    const day = rideDay(40);
    const average = (await inject('GET', '/api/serviceproviderreview/GetAllServiceProviderAverageReview')).json()
      .results[0].averageReview as number;
    const est = (
      await inject(
        'GET',
        `/api/booking/getEstimatedRideDuration?sourceAddress=${encodeURIComponent('233 S Wacker Dr, Chicago, IL 60606')}&destinationAddress=${encodeURIComponent("O'Hare International Airport, Chicago, IL 60666")}&City=Chicago&Country=US&pickupDateTime=${day}T10:00`,
      )
    ).json().results[0];
    const types = (await inject('GET', '/api/vehicleType/getVehicleTypeBySiteIdOrState?state=IL')).json().results as {
      id: number;
      vehicleType?: { id: number };
    }[];
    const vt = types[0]?.vehicleType?.id ?? types[0]?.id;
    const offers = (
      await inject(
        'GET',
        `/api/fleet/searchavailablefleet/${est.estimatedDurationMinutes}/${est.estimatedDurationInTrafficMinutes}/0/${vt}/1/0/${day}/10:00/${encodeURIComponent('233 S Wacker Dr, Chicago, IL 60606')}/${encodeURIComponent("O'Hare International Airport, Chicago, IL 60666")}/IL/41.8786/-87.6362/-360/${est.estimatedDistanceKm}`,
      )
    ).json().results as { siteId: number; averageReview: number | null }[];
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.every((o) => o.averageReview === average)).toBe(true);
  });
});
