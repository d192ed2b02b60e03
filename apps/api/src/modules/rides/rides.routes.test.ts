import { RIDE_MESSAGES } from '@ridedesk/domain/rides/ride-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BoardRide, boardOf, call, DRIVEN_RIDE_STATUSES, driverToken } from '../../../test/fixtures/ride-day.ts';
import { tokenOf } from '../../../test/fixtures/rides.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** The day of the ride through the API (issue 21): dispatch assigns, the chauffeur takes the ride from accepted to completed. */
let t: TestApp;
let provider: string;
let chauffeur: string;
let chauffeur2: string;
let board: Awaited<ReturnType<typeof boardOf>>;

const mailTo = async (address: string) =>
  (await t.app.inject({ url: `/api/dev/mailbox?to=${encodeURIComponent(address)}&limit=100` })).json().results as {
    subject: string;
  }[];

const step = (token: string, bookingId: number, status: string, key: string, extra: object = {}) =>
  call(t, 'POST', `/api/driver/jobs/${bookingId}/status`, token, { status, ...extra }, { 'idempotency-key': key });

beforeAll(async () => {
  t = await createTestApp();
  [provider, chauffeur, chauffeur2] = await Promise.all([
    tokenOf(t, 'provider'),
    driverToken(t, 'chauffeur'),
    driverToken(t, 'chauffeur2'),
  ]);
  board = await boardOf(t, provider);
});
afterAll(() => t.close());

describe('the chauffeur signs in to their own app only', () => {
  it('refuses the back office to a chauffeur and the chauffeur app to staff', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/getredirecturl',
      headers: { host: 'citylimo.localhost' },
      payload: { userName: 'chauffeur', password: 'ridedesk-demo', clientId: 'admin-portal' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This account signs in to the chauffeur app (/driver), not here.');
    expect((await call(t, 'GET', '/api/dispatch/board?date=2026-11-26', chauffeur)).statusCode).toBe(403);
    expect((await call(t, 'GET', '/api/user/mappingBySiteId', chauffeur)).statusCode).toBe(403);
    expect((await call(t, 'GET', '/api/driver/jobs', provider)).statusCode).toBe(403);
  });

  it('answers the chauffeur their profile', async () => {
    const me = (await call(t, 'GET', '/api/driver/me', chauffeur)).json().results[0];
    expect(me).toMatchObject({ firstName: 'Marco', lastName: 'Rossi', phone: '+13125550142', active: true });
  });
});

describe('the demo day on the board', () => {
  it('shows today with rides in every state and the chauffeur on the way with a position', () => {
    expect(board.chauffeurs.map((c) => c.name)).toEqual(['Aisha Khan', 'Luis Ortega', 'Marco Rossi']);
    const states = new Set(board.rides.map((r) => `${r.status}/${r.assignmentState}`));
    expect([...states]).toEqual(
      expect.arrayContaining(['completed/accepted', 'en route/accepted', 'assigned/offered', 'confirmed/unassigned']),
    );
    expect(board.chauffeurs.find((c) => c.name === 'Luis Ortega')?.position).not.toBeNull();
    // No MAP_STYLE_URL here: the board is told to draw its plain SVG map.
    expect((board as unknown as { mapStyleUrl: string | null }).mapStyleUrl).toBeNull();
  });
});

describe('a ride from the board to completed', () => {
  let ride: BoardRide;
  const chauffeurId = () => board.chauffeurs.find((c) => c.name === 'Marco Rossi')?.id ?? 0;

  beforeAll(() => {
    const unassigned = board.rides.filter((r) => r.assignmentState === 'unassigned');
    ride = unassigned[0];
  });

  it('lists who fits and assigns the chauffeur', async () => {
    const options = (await call(t, 'GET', `/api/dispatch/options?bookingId=${ride.bookingId}`, provider)).json()
      .results;
    expect(options.find((o: { id: number }) => o.id === chauffeurId())).toMatchObject({ fits: true, reason: null });
    const res = await call(t, 'POST', '/api/dispatch/assign', provider, {
      bookingId: ride.bookingId,
      chauffeurId: chauffeurId(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0]).toMatchObject({
      status: 'assigned',
      assignmentState: 'offered',
      chauffeurName: 'Marco Rossi',
    });
  });

  it('shows the job to its chauffeur only', async () => {
    const jobs = (await call(t, 'GET', '/api/driver/jobs', chauffeur)).json().results as BoardRide[];
    expect(jobs.map((j) => j.bookingId)).toContain(ride.bookingId);
    expect((await call(t, 'GET', `/api/driver/jobs/${ride.bookingId}`, chauffeur2)).statusCode).toBe(404);
    expect((await call(t, 'POST', `/api/driver/jobs/${ride.bookingId}/accept`, chauffeur2)).statusCode).toBe(404);
  });

  it('refuses a step before the ride is accepted, then accepts once whatever the retries', async () => {
    const early = await step(chauffeur, ride.bookingId, 'en route', 'early-key-0001');
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe(RIDE_MESSAGES.acceptFirst);
    const first = await call(t, 'POST', `/api/driver/jobs/${ride.bookingId}/accept`, chauffeur, undefined, {
      'idempotency-key': 'accept-key-0001',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().results[0]).toMatchObject({ accepted: true, nextSteps: ['en route'] });
    const again = await call(t, 'POST', `/api/driver/jobs/${ride.bookingId}/accept`, chauffeur, undefined, {
      'idempotency-key': 'accept-key-0001',
    });
    expect(again.statusCode).toBe(200);
  });

  it('refuses positions before On the way, takes them after, and records every step once', async () => {
    const before = await call(t, 'POST', '/api/driver/positions', chauffeur, {
      bookingId: ride.bookingId,
      positions: [{ at: new Date().toISOString(), latitude: 42.05, longitude: -87.68 }],
    });
    expect(before.statusCode).toBe(409);
    expect(before.json().message).toBe(RIDE_MESSAGES.notActive);

    const onTheWay = await step(chauffeur, ride.bookingId, 'en route', 'step-key-0001', {
      latitude: 42.06,
      longitude: -87.69,
    });
    expect(onTheWay.statusCode).toBe(200);
    // The phone sends the same change again (it was offline when the answer came): recorded once.
    expect((await step(chauffeur, ride.bookingId, 'en route', 'step-key-0001')).statusCode).toBe(200);

    const sent = await call(t, 'POST', '/api/driver/positions', chauffeur, {
      bookingId: ride.bookingId,
      positions: [
        {
          at: new Date(Date.now() - 10_000).toISOString(),
          latitude: 42.05,
          longitude: -87.68,
          speed: 12,
          heading: 180,
        },
        { at: new Date().toISOString(), latitude: 42.04, longitude: -87.68, accuracy: 5 },
      ],
    });
    expect(sent.statusCode).toBe(202);
    expect(sent.json().results[0]).toEqual({ accepted: 2, status: 'en route' });

    for (const [status, key] of [
      ['arrived', 'step-key-0002'],
      ['on board', 'step-key-0003'],
      ['completed', 'step-key-0004'],
    ])
      expect((await step(chauffeur, ride.bookingId, status, key)).statusCode).toBe(200);

    const job = (await call(t, 'GET', `/api/driver/jobs/${ride.bookingId}`, chauffeur)).json().results[0];
    expect(job.status).toBe('completed');
    expect(job.history.map((h: { status: string }) => h.status)).toEqual(DRIVEN_RIDE_STATUSES);
    expect(job.history[2]).toMatchObject({ latitude: 42.06, longitude: -87.69 });

    const after = await call(t, 'POST', '/api/driver/positions', chauffeur, {
      bookingId: ride.bookingId,
      positions: [{ at: new Date().toISOString(), latitude: 42.05, longitude: -87.68 }],
    });
    expect(after.statusCode).toBe(409);
  });

  it('mails the traveller each step once, the completed mail asking for a review', async () => {
    await t.drainOutbox();
    const detail = (await call(t, 'GET', `/api/dispatch/rides/${ride.bookingId}/history`, provider)).json().results;
    expect(detail.length).toBe(6);
    const board2 = await boardOf(t, provider);
    const done = board2.rides.find((r) => r.bookingId === ride.bookingId);
    expect(done?.status).toBe('completed');
    const mails = await mailTo('ravi.patel@example.com');
    const subjects = mails.map((m) => m.subject);
    expect(subjects.filter((s) => s.includes('has accepted ride'))).toHaveLength(1);
    expect(subjects.filter((s) => s.startsWith('Your chauffeur is on the way'))).toHaveLength(1);
    expect(subjects.filter((s) => s.startsWith('Your chauffeur has arrived'))).toHaveLength(1);
    expect(subjects.filter((s) => s.startsWith('Thank you for riding'))).toHaveLength(1);
  });
});

describe('what dispatch refuses', () => {
  it('names why a chauffeur does not fit and refuses a chauffeur of another site', async () => {
    const ride = board.rides.find((r) => r.assignmentState === 'unassigned' && r.localPickup.endsWith('19:00'));
    expect(ride).toBeDefined();
    const marco = board.chauffeurs.find((c) => c.name === 'Marco Rossi')?.id ?? 0;
    const profile = (await call(t, 'GET', `/api/chauffeurs/${marco}`, provider)).json().results[0];
    const saved = await call(t, 'PUT', `/api/chauffeurs/${marco}`, provider, {
      ...profile,
      workingHours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '06:00', end: '12:00' })),
    });
    expect(saved.statusCode).toBe(200);
    const res = await call(t, 'POST', '/api/dispatch/assign', provider, {
      bookingId: ride?.bookingId,
      chauffeurId: marco,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("The ride is outside Marco Rossi's working hours (06:00-12:00).");
    const other = await call(t, 'POST', '/api/dispatch/assign', provider, {
      bookingId: ride?.bookingId,
      chauffeurId: 1,
    });
    expect(other.statusCode).toBe(400);
  });

  it('lets a chauffeur decline with a reason, giving the ride back to the board', async () => {
    const offered = board.rides.find((r) => r.assignmentState === 'offered');
    expect(offered).toBeDefined();
    const noReason = await call(t, 'POST', `/api/driver/jobs/${offered?.bookingId}/decline`, chauffeur2, {});
    expect(noReason.statusCode).toBe(400);
    const res = await call(t, 'POST', `/api/driver/jobs/${offered?.bookingId}/decline`, chauffeur2, {
      reason: 'Car in the shop',
    });
    expect(res.statusCode).toBe(200);
    const after = (await boardOf(t, provider)).rides.find((r) => r.bookingId === offered?.bookingId);
    expect(after).toMatchObject({ status: 'confirmed', assignmentState: 'unassigned', chauffeurId: null });
  });
});
