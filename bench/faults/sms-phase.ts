/**
 * Phase D of the fault benchmark (issue 22): text messages exactly once across SIGKILLs. Concurrent
 * workers each book a ride as a guest who agrees to texts (a mobile of their own), the dispatcher
 * assigns it to one of City Limo's chauffeurs, who accepts it and drives it On the way, Arrived,
 * On board and Completed from the app, each step under its own idempotency key. Meanwhile the API
 * is SIGKILLed while the local Twilio holds a text (between the drain's claim and Twilio's answer)
 * and started again; every call that lost its answer is sent again as the app does (same key).
 * Then the outbox drains and sms-checks.ts compares it with what Twilio received.
 *
 * Knobs: BENCH_SMS_BOOKINGS (36 rides), BENCH_SMS_WORKERS (6 concurrent), BENCH_SMS_KILLS (3), and
 * BENCH_TWILIO_LATENCY_MS (200-500, each Messages create; twilio-recorder.ts).
 */
import type pg from 'pg';
import { envNumber } from '../env.ts';
import { log } from './checks.ts';
import {
  type Answer,
  call,
  type GuestFlow,
  loadAverage,
  type Ride,
  runGuestFlow,
  type Server,
  StepFailed,
  sleep,
} from './harness.ts';
import type { SmsKnobs } from './report.ts';
import { checkTexts } from './sms-checks.ts';
import type { TwilioRecorder } from './twilio-recorder.ts';

export type SmsPhaseInput = {
  port: number;
  host: string;
  ride: Ride;
  /** This run's tag: the travellers' e-mail addresses are fault-<run>-d-<n>@example.com. */
  run: string;
  db: pg.Pool;
  recorder: TwilioRecorder;
  /** The running server, and a new one started after a kill (the caller keeps it to stop it at the end). */
  server: () => Server;
  restart: () => Promise<Server>;
};

const KNOBS = {
  bookings: envNumber('BENCH_SMS_BOOKINGS', 36),
  workers: envNumber('BENCH_SMS_WORKERS', 6),
  kills: envNumber('BENCH_SMS_KILLS', 3),
};

/** The chauffeur's steps from the phone, in order; On the way, Arrived and Completed each text the traveller. */
const STEPS = ['en route', 'arrived', 'on board', 'completed'] as const;
const CHAUFFEURS = ['chauffeur', 'chauffeur2', 'chauffeur3'];
const PASSWORD = 'ridedesk-demo';
const DAY = 86_400_000;

/** Booking n's mobile: ten digits of its own, 773-2xx-nnnn. */
export const mobileOf = (n: number) => `773-${200 + Math.floor(n / 10_000)}-${String(n % 10_000).padStart(4, '0')}`;
export const e164Of = (mobile: string) => `+1${mobile.replace(/\D/g, '')}`;

/** Runs phase D; answers what the report says of it (report.ts smsSection). */
export const runSmsPhase = async (p: SmsPhaseInput): Promise<SmsKnobs> => {
  const started = Date.now();
  const loadAtStart = loadAverage();
  const unexpected: string[] = [];
  const flows: GuestFlow[] = [];
  const driven = new Set<number>();
  let retriedCalls = 0;
  let callsInFlight = 0;
  let swallowed = 0;

  const waitForServer = async () => {
    for (let i = 0; i < 600; i++) {
      if ((await call(p.port, { path: '/api/health', timeoutMs: 2000 })).status === 200) return;
      await sleep(300);
    }
    throw new Error('the server did not come back within three minutes');
  };

  /** A call the app repeats, unchanged (its idempotency key too), until an answer comes. */
  const send = async (what: string, req: Parameters<typeof call>[1], ok: (a: Answer) => boolean) => {
    for (let tries = 0; tries < 50; tries++) {
      callsInFlight++;
      const a = await call(p.port, { host: p.host, timeoutMs: 20_000, ...req }).finally(() => callsInFlight--);
      if (ok(a)) return a;
      if (!a.failure && a.status < 500) throw new Error(`${what}: ${a.status} ${a.body.slice(0, 200)}`);
      retriedCalls++;
      await waitForServer();
    }
    throw new Error(`${what}: no answer after 50 tries`);
  };

  const signIn = async (userName: string, clientId: string) => {
    const redirect = await send(
      `sign-in ${userName}`,
      { method: 'POST', path: '/api/account/getredirecturl', body: { userName, password: PASSWORD, clientId } },
      (a) => a.status === 200,
    );
    const code = encodeURIComponent(redirect.json().results[0].code);
    const token = await send(`token ${userName}`, { path: `/api/auth/gettoken?code=${code}` }, (a) => a.status === 200);
    return token.json().results[0].access_token as string;
  };

  const dispatcher = await signIn('dispatcher', 'admin-portal');
  const chauffeurs = await Promise.all(
    CHAUFFEURS.map(async (userName) => {
      const token = await signIn(userName, 'driver-portal');
      const me = await send(`${userName} profile`, { path: '/api/driver/me', token }, (a) => a.status === 200);
      return { userName, token, id: me.json().results[0].id as number };
    }),
  );

  /** The guest books and pays as the wizard does; a booking whose answer a kill swallowed is given up. */
  const book = async (flow: GuestFlow) => {
    for (let tries = 0; tries < 10; tries++) {
      try {
        const r = await runGuestFlow(p.port, flow, { payment: 'Card', timeoutMs: 20_000 });
        if (r.outcome === 'paid') return true;
        if (r.outcome !== 'unpaid') throw new Error(`booking ${flow.email}: ${r.outcome}`);
      } catch (e) {
        if (!(e instanceof StepFailed && e.answer.failure)) throw e;
        retriedCalls++;
        if (flow.createLost) {
          swallowed++;
          return false;
        }
        await waitForServer();
      }
    }
    throw new Error(`booking ${flow.email}: not paid after 10 tries`);
  };

  /** Assigned, accepted and driven to Completed, the chauffeur pausing between steps. */
  const drive = async (n: number, bookingId: number) => {
    const chauffeur = chauffeurs[n % chauffeurs.length];
    await send(
      `assign ${bookingId}`,
      {
        method: 'POST',
        path: '/api/dispatch/assign',
        token: dispatcher,
        body: { bookingId, chauffeurId: chauffeur.id },
      },
      // Sent again after a lost answer, the assignment may already be there.
      (a) => a.status === 200 || (a.status === 422 && a.body.includes('already has this ride')),
    );
    const key = (step: string) => `bench-${p.run}-${bookingId}-${step.replace(' ', '-')}`;
    for (const step of ['accept', ...STEPS]) {
      await sleep(1000 + Math.random() * 3000);
      await send(
        `${step} ${bookingId}`,
        {
          method: 'POST',
          path: `/api/driver/jobs/${bookingId}/${step === 'accept' ? 'accept' : 'status'}`,
          token: chauffeur.token,
          headers: { 'idempotency-key': key(step) },
          body: step === 'accept' ? undefined : { status: step },
        },
        (a) => a.status === 200,
      );
    }
    driven.add(bookingId);
  };

  let next = 0;
  const worker = async () => {
    for (let n = next++; n < KNOBS.bookings; n = next++) {
      // One ride per chauffeur and day, four hours apart on the day: no two rides of a chauffeur overlap.
      const flow: GuestFlow = {
        host: p.host,
        ride: p.ride,
        date: new Date(Date.now() + (210 + Math.floor(n / 3)) * DAY).toISOString().slice(0, 10),
        time: `${String(8 + 4 * (n % 3)).padStart(2, '0')}:00`,
        email: `fault-${p.run}-d-${n}@example.com`,
        mobile: mobileOf(n),
        smsConsent: true,
      };
      flows.push(flow);
      try {
        if ((await book(flow)) && flow.booking) await drive(n, flow.booking.id);
      } catch (e) {
        unexpected.push(String(e));
      }
    }
  };

  const kills: { at: number; texts: number; calls: number }[] = [];
  const killer = async () => {
    for (let k = 0; k < KNOBS.kills; k++) {
      await sleep(3000 + Math.random() * 4000);
      // Land inside a text: wait until Twilio holds one (the claim is committed, the answer not read).
      // After a kill the drain's job chain is held by the dead run until it expires (60 s).
      const from = Date.now();
      while (p.recorder.stats.inFlight === 0 && Date.now() - from < 120_000) await sleep(5);
      await sleep(Math.random() * 100);
      const server = p.server();
      const exited = new Promise((r) => server.proc.once('exit', r));
      kills.push({ at: Date.now() - started, texts: p.recorder.cutOff(), calls: callsInFlight });
      server.proc.kill('SIGKILL');
      await exited;
      log(`D: SIGKILL ${k + 1} with ${kills[k].texts} text(s) at Twilio and ${kills[k].calls} call(s) in flight`);
      const again = await p.restart();
      log(`D: restarted as pid ${again.pid}`);
    }
  };

  await Promise.all([killer(), ...Array.from({ length: KNOBS.workers }, worker)]);
  const workDone = Date.now();
  log(
    `D: ${driven.size} rides driven to Completed in ${Math.round((workDone - started) / 1000)} s; waiting for the texts`,
  );
  const drained = await drainTexts(
    p.db,
    flows.map((f) => e164Of(f.mobile ?? '')),
  );
  log(
    `D: the text outbox ${drained ? 'drained' : 'did NOT drain'} ${Math.round((Date.now() - workDone) / 1000)} s later`,
  );
  await checkTexts(p.db, p.recorder, {
    flows,
    driven,
    pattern: `fault-${p.run}-d-%`,
    kills,
    retriedCalls,
    swallowed,
    unexpected,
    drainSeconds: Math.round((Date.now() - workDone) / 1000),
  });
  return {
    ...KNOBS,
    latencyMs: p.recorder.latencyMs,
    seconds: Math.round((Date.now() - started) / 1000),
    loadAverages: [loadAtStart, loadAverage()],
  };
};

/** Waits until none of these numbers' texts is pending or claimed (a dead claim waits out its 60 s lease). */
const drainTexts = async (db: pg.Pool, numbers: string[], timeoutMs = 360_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const r = await db
      .query(`select count(*)::int n from sms_outbox where "to" = any($1) and status in ('pending', 'sending')`, [
        numbers,
      ])
      .catch(() => null);
    if (r && r.rows[0].n === 0) return true;
    await sleep(1000);
  }
  return false;
};
