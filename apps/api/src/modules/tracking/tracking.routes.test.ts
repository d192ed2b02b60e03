import { TRACK_MESSAGES } from '@ridedesk/domain/rides/tracking';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, chicagoToday, DRIVEN_RIDE_STATUSES, driverToken } from '../../../test/fixtures/ride-day.ts';
import { bookRide, tokenOf } from '../../../test/fixtures/rides.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** The traveller's tracking link (issue 22): from the confirmation mail to 24 hours after the ride. */
let t: TestApp;
let now = new Date();
let provider: string;
let chauffeur: string;
let ride: Awaited<ReturnType<typeof bookRide>>;
let token: string;
const EMAIL = 'tracy.tracker@example.com';

const linksTo = async (subject: RegExp) => {
  const mails = (await t.app.inject({ url: `/api/dev/mailbox?to=${encodeURIComponent(EMAIL)}&limit=50` })).json()
    .results as { subject: string; links: string[] }[];
  return mails.filter((m) => subject.test(m.subject)).flatMap((m) => m.links.filter((l) => l.includes('/track/')));
};
const tokenIn = (link: string) => link.split('/track/')[1] ?? '';
const track = (tok: string, host = 'citylimo.localhost') =>
  t.app.inject({ url: `/api/track/${tok}`, headers: { host } });
const step = (status: string, key: string) =>
  call(t, 'POST', `/api/driver/jobs/${ride.id}/status`, chauffeur, { status }, { 'idempotency-key': key });

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  [provider, chauffeur] = await Promise.all([tokenOf(t, 'provider'), driverToken(t, 'chauffeur')]);
  const tomorrow = chicagoToday(new Date(Date.now() + 86_400_000));
  ride = await bookRide(t, {
    date: tomorrow,
    time: '10:00',
    guest: { firstName: 'Tracy', lastName: 'Tracker', email: EMAIL },
  });
  await t.drainOutbox();
  const [link] = await linksTo(/.*/);
  token = tokenIn(link ?? '');
});
afterAll(() => t.close());

describe('the tracking link in the confirmation', () => {
  it('opens the ride with no sign-in: its status and pickup, no chauffeur or position yet', async () => {
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const res = await track(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const state = res.json().results[0];
    expect(state).toMatchObject({ referenceId: ride.referenceId, chauffeur: null, position: null, etaMinutes: null });
    expect(state.pickup.address).toBe('233 S Wacker Dr, Chicago, IL 60606');
  });

  it("answers a wrong token, or the right one on another provider's host, 404 with no data", async () => {
    for (const res of [
      await track(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`),
      await track(token, 'baychauffeurs.localhost'),
      await track('short'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: TRACK_MESSAGES.gone });
      expect(JSON.stringify(res.json())).not.toContain(ride.referenceId);
    }
  });
});

describe('the ride on the day', () => {
  it('shows the chauffeur and the car moving with an ETA from On the way, with its own link in that mail', async () => {
    const marco = (await call(t, 'GET', `/api/dispatch/options?bookingId=${ride.id}`, provider))
      .json()
      .results.find((o: { name: string }) => o.name === 'Marco Rossi');
    expect(
      (await call(t, 'POST', '/api/dispatch/assign', provider, { bookingId: ride.id, chauffeurId: marco.id }))
        .statusCode,
    ).toBe(200);
    expect((await call(t, 'POST', `/api/driver/jobs/${ride.id}/accept`, chauffeur)).statusCode).toBe(200);
    // Accepted, not on the way: the chauffeur's name, still no position.
    expect((await track(token)).json().results[0]).toMatchObject({ chauffeur: { firstName: 'Marco' }, position: null });

    expect((await step('en route', 'track-step-0001')).statusCode).toBe(200);
    const far = { at: now.toISOString(), latitude: 41.93, longitude: -87.63 };
    expect(
      (await call(t, 'POST', '/api/driver/positions', chauffeur, { bookingId: ride.id, positions: [far] })).statusCode,
    ).toBe(202);
    const first = (await track(token)).json().results[0];
    expect(first.position).toMatchObject({ latitude: 41.93, longitude: -87.63 });
    expect(first.etaMinutes).toBeGreaterThan(3);
    const near = { at: new Date(now.getTime() + 1000).toISOString(), latitude: 41.8795, longitude: -87.6365 };
    await call(t, 'POST', '/api/driver/positions', chauffeur, { bookingId: ride.id, positions: [near] });
    const second = (await track(token)).json().results[0];
    expect(second.etaMinutes).toBeLessThan(first.etaMinutes);

    await t.drainOutbox();
    const [onTheWayLink] = await linksTo(/on the way/);
    expect(onTheWayLink).toBeDefined();
    expect((await track(tokenIn(onTheWayLink ?? ''))).statusCode).toBe(200);
  });

  it('never shows the position after Completed, and ends 24 hours after the ride', async () => {
    for (const [s, k] of [
      ['arrived', 'track-step-0002'],
      ['on board', 'track-step-0003'],
      ['completed', 'track-step-0004'],
    ])
      expect((await step(s, k)).statusCode).toBe(200);
    const done = (await track(token)).json().results[0];
    expect(done).toMatchObject({ status: 'completed', position: null, etaMinutes: null });
    expect(done.timeline.map((e: { status: string }) => e.status)).toEqual(DRIVEN_RIDE_STATUSES);
    now = new Date(now.getTime() + 23 * 3_600_000);
    expect((await track(token)).statusCode).toBe(200);
    now = new Date(now.getTime() + 2 * 3_600_000);
    const expired = await track(token);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toBe(TRACK_MESSAGES.gone);
  });
});
