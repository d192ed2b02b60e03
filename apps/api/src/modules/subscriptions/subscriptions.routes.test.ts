import { SITE_NOT_TAKING_BOOKINGS } from '@ridedesk/domain/subscriptions/subscription-plans';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rideDay } from '../../../test/ride-dates.ts';
import {
  clock,
  newProvider,
  order,
  type Plan,
  pay,
  planNamed,
  plans,
  sessionIdOf,
  setClockOffset,
  startSubscriptionsApp,
  statusOf,
  t,
  tokens,
} from '../../../test/suites/subscriptions-suite.ts';
import { createSandboxCheckout } from '../../integrations/checkout/sandbox-checkout.ts';
import { siteSubscriptions } from './subscriptions.schema.ts';
import { createSubscriptionsService, currentPlanOfSite } from './subscriptions.service.ts';

startSubscriptionsApp();

describe('trial lapse and plan changes', () => {
  it('When a trial month passes without a paid plan, then the plan is Lapsed and the staff are sent back to the chooser', async () => {
    const p = await newProvider('Lapsing Cars');
    const trial = (await plans()).find((x) => x.isTrial) as Plan;
    await order(p.token, `subscriptionPlanId=${trial.id}`);
    setClockOffset(32 * 86_400_000);
    try {
      const plan = await currentPlanOfSite(t.db, p.siteId, clock());
      expect(plan).toMatchObject({ status: 'Lapsed', isTrial: true, monthlyFeeCents: 0 });
      const sweeper = createSubscriptionsService({ db: t.db, checkout: createSandboxCheckout(), now: clock });
      expect(await sweeper.sweepLapsedTrials()).toBeGreaterThanOrEqual(1);
      const tokens = await t.signIn(p.userName, 'admin-portal', 'a-less-common-phrase');
      expect(tokens.user.paymentStatus).toBe('Subscription Pending');
      const status = await statusOf(tokens.access_token, p.userName);
      expect(status).toMatchObject({ is_TrailOffer_Used: true, currentPlan: { status: 'Lapsed' } });

      // Paying a plan after the lapse opens the site again at once.
      const basic = (await plans()).find((x) => x.name === 'Basic') as Plan;
      const created = (await order(tokens.access_token, `subscriptionPlanId=${basic.id}`)).json().results[0];
      expect((await pay(tokens.access_token, sessionIdOf(created.checkoutUrl))).statusCode).toBe(200);
      expect(await currentPlanOfSite(t.db, p.siteId, clock())).toMatchObject({ status: 'Active', planName: 'Basic' });
    } finally {
      setClockOffset(0);
    }
  });

  it('When a paying provider changes plan, then the new plan takes effect at the next period', async () => {
    const premium = await planNamed('Premium');
    const before = await currentPlanOfSite(t.db, 6, clock());
    expect(before).toMatchObject({ planName: 'Standard', status: 'Active' });
    const created = (await order(tokens.provider2, `subscriptionPlanId=${premium.id}`)).json().results[0];
    expect((await pay(tokens.provider2, sessionIdOf(created.checkoutUrl))).statusCode).toBe(200);
    const periodEnd = before?.periodEnd as Date;
    expect(await currentPlanOfSite(t.db, 6, clock())).toMatchObject({ planName: 'Standard', status: 'Active' });
    expect(await currentPlanOfSite(t.db, 6, new Date(periodEnd.getTime() - 1))).toMatchObject({ planName: 'Standard' });
    const next = await currentPlanOfSite(t.db, 6, periodEnd);
    expect(next).toMatchObject({ planName: 'Premium', status: 'Active', monthlyFeeCents: 19900 });
    expect(next?.periodStart.getTime()).toBe(periodEnd.getTime());
    expect((await statusOf(tokens.provider2, 'provider2')).nextPlan).toMatchObject({ planName: 'Premium' });
    const same = await order(tokens.provider2, `subscriptionPlanId=${(await planNamed('Standard')).id}`);
    expect(same.statusCode).toBe(422);
  });

  it('When a site never chose a plan, then currentPlanOfSite answers null', async () => {
    const p = await newProvider('Undecided Cars');
    expect(await currentPlanOfSite(t.db, p.siteId, clock())).toBeNull();
  });

  it('When the demo lapsed provider is asked, then its plan is the lapsed trial', async () => {
    const res = await t.app.inject({
      url: '/api/site/getSiteIdOfClient',
      headers: { host: 'sunsetshuttle.localhost' },
    });
    const siteId = res.json().results[0].site_id;
    expect(siteId).toBeGreaterThan(7);
    expect(await currentPlanOfSite(t.db, siteId, clock())).toMatchObject({ status: 'Lapsed', isTrial: true });
  });
});

describe('a lapsed provider takes no bookings', () => {
  const CITYLIMO = { host: 'citylimo.localhost' };
  const PICKUP = '233 S Wacker Dr, Chicago, IL 60606';
  const DROPOFF = "O'Hare International Airport, Chicago, IL 60666";

  it('When City Limo lapses, then its search and booking answer 422 with the message and the product site no longer lists its fleets', async () => {
    // A ride within the booking horizon (365 days), clear of the demo bookings.
    const day = rideDay(40);
    const est = (
      await t.app.inject({
        url: `/api/booking/getEstimatedRideDuration?sourceAddress=${encodeURIComponent(PICKUP)}&destinationAddress=${encodeURIComponent(DROPOFF)}&City=Chicago&Country=US&pickupDateTime=${day}T10:00`,
        headers: CITYLIMO,
      })
    ).json().results[0];
    const types = (
      await t.app.inject({ url: '/api/vehicleType/getVehicleTypeBySiteIdOrState?state=IL', headers: CITYLIMO })
    ).json().results as { id: number; vehicleType?: { id: number } }[];
    const vt = types[0].vehicleType?.id ?? types[0].id;
    const searchUrl = `/api/fleet/searchavailablefleet/${est.estimatedDurationMinutes}/${est.estimatedDurationInTrafficMinutes}/0/${vt}/1/0/${day}/10:00/${encodeURIComponent(PICKUP)}/${encodeURIComponent(DROPOFF)}/IL/41.8786/-87.6362/-360/${est.estimatedDistanceKm}`;
    const open = await t.app.inject({ url: searchUrl, headers: CITYLIMO });
    expect(open.statusCode).toBe(200);
    const offer = open.json().results[0];
    expect(offer).toBeDefined();
    const wide = await t.app.inject({ url: searchUrl, headers: { host: 'localhost' } });
    expect(wide.json().results.some((o: { siteId: number }) => o.siteId === 5)).toBe(true);

    // City Limo's plan becomes a trial that ended yesterday.
    const yesterday = new Date(Date.now() - 86_400_000);
    await t.db
      .update(siteSubscriptions)
      .set({ isTrial: true, startsOn: new Date(yesterday.getTime() - 31 * 86_400_000), endsOn: yesterday })
      .where(eq(siteSubscriptions.siteId, 5));

    const refused = await t.app.inject({ url: searchUrl, headers: CITYLIMO });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(SITE_NOT_TAKING_BOOKINGS);
    const elsewhere = await t.app.inject({ url: searchUrl, headers: { host: 'localhost' } });
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json().results.some((o: { siteId: number }) => o.siteId === 5)).toBe(false);

    const booking = await t.app.inject({
      method: 'POST',
      url: `/api/booking/create/10:00/00:00/${offer.priceDefinition.id}/${offer.fleetId}/Chicago/IL/41.8786/-87.6362/-360`,
      headers: CITYLIMO,
      payload: {
        bookingFromDate: day,
        pickUpLocation: PICKUP,
        dropOffLocation: DROPOFF,
        noOfPassengers: 1,
        noOfLuggages: 0,
        discountId: 0,
        gratuityPrice: 0,
        paymentType: 'COD',
        firstName: 'Gina',
        lastName: 'Guest',
        email: 'gina@example.com',
        phone: '312-555-0100',
      },
    });
    expect(booking.statusCode).toBe(422);
    expect(booking.json().message).toBe(SITE_NOT_TAKING_BOOKINGS);
  });
});
